import { FORMATS, isNumericType } from '../../catalog';
import { exactList, exactValue } from '../exact';
import {
  inListSql,
  knownText,
  numberOf,
  sparkCol,
  sparkString,
  textOf,
  type SparkCol,
} from '../spark';
import type { Located, Rule } from '../../types';
import type { ExportFace, FaceContext } from './face';
import { isPercent, rowMetricForm } from './levels';
import { missingValues, presentSql, sodaThreshold, TYPED_VALUES } from './missing';

function list(p: Located | undefined): unknown[] {
  return Array.isArray(p?.value) ? (p!.value as unknown[]) : [];
}

/** The validity conditions (all must hold), and whether one may be NULL on a present value. */
function validity(c: SparkCol, rule: Rule): { conds: string[]; nullable: boolean } {
  const p = rule.params;
  const conds: string[] = [];
  if (p.valid_values) {
    const v = list(p.valid_values);
    conds.push(v.length ? inListSql(c, p.valid_values) : 'FALSE');
  }
  const inv = list(p.invalid_values);
  if (inv.length) conds.push(`NOT (${inListSql(c, p.invalid_values!)})`);
  if (p.valid_format)
    conds.push(`${textOf(c)} RLIKE ${sparkString(FORMATS[String(p.valid_format.value)])}`);
  if (p.valid_regex) conds.push(`${textOf(c)} RLIKE ${sparkString(String(p.valid_regex.value))}`);
  if (p.valid_min) conds.push(`${numberOf(c)} >= ${p.valid_min.raw.trim()}`);
  if (p.valid_max) conds.push(`${numberOf(c)} <= ${p.valid_max.raw.trim()}`);
  const len = `length(${textOf(c)})`;
  if (p.valid_min_length) conds.push(`${len} >= ${p.valid_min_length.raw.trim()}`);
  if (p.valid_max_length) conds.push(`${len} <= ${p.valid_max_length.raw.trim()}`);
  if (p.valid_length) conds.push(`${len} = ${p.valid_length.raw.trim()}`);
  return { conds, nullable: knownText(c) && !!(p.valid_min || p.valid_max) };
}

/**
 * Pass: the value is missing, or valid. A validity that is NULL on a present value (a
 * text that is not a number against `valid_min`) does not make the row invalid (RULES.md
 * §6), hence the coalesce; otherwise every condition is total on a present value.
 */
export function validPassSql(c: SparkCol, rule: Rule): string {
  const { conds, nullable } = validity(c, rule);
  if (conds.length === 0) return 'TRUE';
  const all = conds.length > 1 ? conds.map((x) => `(${x})`).join(' AND ') : conds[0];
  const valid = nullable ? `coalesce(${all}, TRUE)` : conds.length > 1 ? `(${all})` : all;
  const missing = missingValues(rule).length ? `NOT (${presentSql(c, rule)})` : `${c.sql} IS NULL`;
  return `${missing} OR ${valid}`;
}

/** `invalid_count` / `invalid_percent`: present values failing the validity configuration. */
export const validityFace: ExportFace = {
  types: ['invalid_count', 'invalid_percent'],
  spark: (rule, ctx: FaceContext) =>
    rowMetricForm(rule, validPassSql(sparkCol(rule.columns[0], ctx.columns), rule)),
  soda: (rule, _f, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const threshold = sodaThreshold(rule);
    const p = rule.params;
    if (threshold === null || (knownText(c) && (p.valid_min || p.valid_max))) return null;
    const fmt = p.valid_format ? FORMATS[String(p.valid_format.value)] : undefined;
    const rx = p.valid_regex ? String(p.valid_regex.value) : undefined;
    if (fmt && rx) return null;
    const regex = fmt ?? rx;
    const mv = missingValues(rule);
    const conf: Record<string, unknown> = {
      ...(p.valid_values ? { valid_values: exactList(p.valid_values) } : {}),
      ...(list(p.invalid_values).length ? { invalid_values: exactList(p.invalid_values) } : {}),
      ...(regex
        ? { valid_format: { name: fmt ? String(p.valid_format.value) : 'pattern', regex } }
        : {}),
      ...(p.valid_min ? { valid_min: exactValue(p.valid_min) } : {}),
      ...(p.valid_max ? { valid_max: exactValue(p.valid_max) } : {}),
      ...(p.valid_length ? { valid_length: exactValue(p.valid_length) } : {}),
      ...(p.valid_min_length ? { valid_min_length: exactValue(p.valid_min_length) } : {}),
      ...(p.valid_max_length ? { valid_max_length: exactValue(p.valid_max_length) } : {}),
      ...(mv.length ? { missing_values: exactList(rule.params.missing_values) } : {}),
      ...(Object.keys(threshold).length
        ? { threshold: { ...(isPercent(rule) ? { metric: 'percent' } : {}), ...threshold } }
        : {}),
    };
    // On a numeric column, numbers compare as numbers in the workbench too (inListSql).
    const numeric = !!c.info && isNumericType(c.info.duckdbType);
    const lists = [list(p.valid_values), list(p.invalid_values)];
    const typed =
      mv.some((v) => typeof v !== 'string') ||
      lists.some((l) =>
        numeric ? !l.every((v) => typeof v === 'number') : l.some((v) => typeof v !== 'string'),
      );
    const notes = [
      ...(typed ? [TYPED_VALUES] : []),
      ...(regex
        ? ['Soda v4 places the regex in SQL as written: check backslashes on Spark (unverified)']
        : []),
      ...(isPercent(rule)
        ? ['the percent denominator Soda uses is not documented for invalid (unverified)']
        : []),
    ];
    return {
      status: notes.length ? 'approximate' : 'exact',
      note: notes.join('; ') || undefined,
      body: { column: c.name, check: { invalid: conf } },
    };
  },
};
