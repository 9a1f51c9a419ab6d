import { FORMATS } from '../catalog/formats';
import { MISSING_VALUES, VALIDITY_PARAMS, WARN } from '../catalog/params';
import { isNumericType } from '../catalog/spark-types';
import { invalidPredicate, refusedCasts, validityCasts } from '../compile/expressions';
import { metricOutcome } from '../compile/outcome';
import { exactList, exactValue } from '../export/exact';
import {
  inListSql,
  knownText,
  numberOf,
  sparkCol,
  sparkString,
  textOf,
  type SparkCol,
} from '../export/spark';
import type { Located, Rule } from '../types';
import type { FaceContext } from './forms';
import {
  missingValues,
  presentSql,
  sodaMissingValues,
  sodaThreshold,
  TYPED_VALUES,
} from './missing';
import type { RuleModule } from './module';
import { isPercent, rowMetricForm } from './shared/levels';
import { requiredColumn, requiredMustBe } from './shared/params';
import { aggregate, castsRefused, countWhere, percentOf } from './shared/compile';
import { rowMetric } from './shared/row-metric';
import { invalidReason } from './shared/invalid-reason';

function list(p: Located | undefined): unknown[] {
  return Array.isArray(p?.value) ? (p!.value as unknown[]) : [];
}

/** The validity conditions (all must hold), and whether one may be NULL on a present value. */
function conditions(c: SparkCol, rule: Rule): { conds: string[]; nullable: boolean } {
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
  const { conds, nullable } = conditions(c, rule);
  if (conds.length === 0) return 'TRUE';
  const all = conds.length > 1 ? conds.map((x) => `(${x})`).join(' AND ') : conds[0];
  const valid = nullable ? `coalesce(${all}, TRUE)` : conds.length > 1 ? `(${all})` : all;
  const missing = missingValues(rule).length ? `NOT (${presentSql(c, rule)})` : `${c.sql} IS NULL`;
  return `${missing} OR ${valid}`;
}

/** `invalid_count` / `invalid_percent`: present values failing the validity configuration. */
export const validity: RuleModule = {
  types: ['invalid_count', 'invalid_percent'],
  specs: [
    {
      type: 'invalid_count',
      family: 'metric',
      rowLevel: false,
      summary: 'Rows whose value is present but invalid',
      doc: 'Counts rows that are not missing and fail the validity configuration (`valid_values`, `invalid_values`, `valid_format`, `valid_regex`, `valid_min`/`valid_max`, lengths). A value is valid when it satisfies all configured conditions. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
      failsWhen: '`must_be` is violated',
      failedCount: 'invalid rows',
      example: { type: 'invalid_count', column: 'email', valid_format: 'email', must_be: '= 0' },
      params: [requiredColumn, requiredMustBe, WARN, ...VALIDITY_PARAMS, MISSING_VALUES],
    },
    {
      type: 'invalid_percent',
      family: 'metric',
      rowLevel: false,
      summary: 'Percent of rows whose value is present but invalid',
      doc: '100 · invalid rows / rows. Validity as in `invalid_count`. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
      failsWhen: '`must_be` is violated',
      failedCount: 'invalid rows',
      example: { type: 'invalid_percent', column: 'email', valid_format: 'email', must_be: '< 5%' },
      params: [requiredColumn, requiredMustBe, WARN, ...VALIDITY_PARAMS, MISSING_VALUES],
    },
  ],
  unit: (type) => (type === 'invalid_percent' ? 'percent' : 'rows'),
  cellReason: invalidReason,
  covers: (rule, cols) => [
    ...(rule.params.valid_values ? [`valid_values:${cols[0]}`] : []),
    ...(rule.params.valid_format ? [`valid_format:${cols[0]}`] : []),
  ],
  compile: (rule, { cols: [c], spark }) => {
    const pred = invalidPredicate(c, rule, spark);
    // Spark 4 casts a text column for a number in a list or a bound, and a value the cast
    // refuses stops production's run (checked on Spark 4.1.1): the rule cannot run then.
    const refused = refusedCasts(c, validityCasts(c, rule), spark);
    if (!refused) return rowMetric(rule, pred);
    return aggregate(
      rule,
      { failed: countWhere(pred), refused: countWhere(refused) },
      (v, rows) => {
        castsRefused(v, c, rule.canonicalType);
        const n = v.failed ?? 0;
        const value = isPercent(rule) ? percentOf(n, rows) : n;
        return metricOutcome(rule, rule.code, value, n, null);
      },
      { predicate: pred },
    );
  },
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
      ...(mv.length ? { missing_values: sodaMissingValues(rule) } : {}),
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
    const notes = [...(typed ? [TYPED_VALUES] : [])];
    return {
      status: notes.length ? 'approximate' : 'exact',
      note: notes.join('; ') || undefined,
      body: { column: c.name, check: { invalid: conf } },
    };
  },
};
