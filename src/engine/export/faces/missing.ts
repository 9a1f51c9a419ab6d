import { pythonScalar } from '../../parse/python-repr';
import { exactList } from '../exact';
import { sparkCol, sparkString, textOf, type SparkCol } from '../spark';
import type { Rule } from '../../types';
import type { ExportFace, FaceContext } from './face';
import { isPercent, metricLevels, rowMetricForm } from './levels';

export function missingValues(rule: Rule): unknown[] {
  const mv = rule.params.missing_values?.value;
  return Array.isArray(mv) ? mv : [];
}

/** Present: not NULL and, as text, not one of `missing_values` (total: never NULL). */
export function presentSql(c: SparkCol, rule: Rule): string {
  const values = missingValues(rule);
  if (values.length === 0) return `${c.sql} IS NOT NULL`;
  const texts = values.map((v) => sparkString(pythonScalar(v, JSON.stringify(v))));
  return `${c.sql} IS NOT NULL AND ${textOf(c)} NOT IN (${texts.join(', ')})`;
}

/** Why a Soda list of values that are not all strings is approximate. */
export const TYPED_VALUES =
  "Soda compares the column with each value in the value's own type; production compares the column as text with each value's str() (1.0 is '1.0', true is 'True')";

/** The Soda / GX threshold of a count or percent metric, when `must_be` is "= 0". */
export function mustBeZero(rule: Rule): boolean {
  const t = metricLevels(rule, false).find((l) => l.level === 'fail')?.threshold;
  return !!t && t.op === '=' && 'value' in t && t.value === 0 && !rule.params.warn;
}

/** `missing_count` / `missing_percent`: rows where the column is missing, against thresholds. */
export const missingFace: ExportFace = {
  types: ['missing_count', 'missing_percent'],
  spark: (rule, ctx: FaceContext) =>
    rowMetricForm(rule, presentSql(sparkCol(rule.columns[0], ctx.columns), rule)),
  soda: (rule, _form, ctx) => {
    const column = sparkCol(rule.columns[0], ctx.columns).name;
    const values = missingValues(rule);
    const threshold = sodaThreshold(rule);
    if (threshold === null) return null;
    const notes = [
      ...(isPercent(rule) ? ['Soda rounds a percent to 2 decimals before comparing'] : []),
      ...(values.some((v) => typeof v !== 'string') ? [TYPED_VALUES] : []),
    ];
    return {
      status: notes.length ? 'approximate' : 'exact',
      note: notes.join('; ') || undefined,
      body: {
        column,
        check: {
          missing: {
            ...(values.length ? { missing_values: exactList(rule.params.missing_values) } : {}),
            ...(threshold
              ? { threshold: { ...(isPercent(rule) ? { metric: 'percent' } : {}), ...threshold } }
              : {}),
          },
        },
      },
    };
  },
  gx: (rule, _f, ctx) =>
    mustBeZero(rule) && missingValues(rule).length === 0
      ? {
          status: 'exact',
          body: {
            expectation: 'ExpectColumnValuesToNotBeNull',
            kwargs: { column: sparkCol(rule.columns[0], ctx.columns).name },
          },
        }
      : null,
};

/**
 * A Soda v4 threshold object for the rule's `must_be` ({} for the default "= 0"), or null
 * when the rule also has a `warn` level (one check carries one level: the generic form
 * then writes two checks).
 */
export function sodaThreshold(rule: Rule): Record<string, unknown> | null {
  if (rule.params.warn) return null;
  const t = metricLevels(rule, false).find((l) => l.level === 'fail')?.threshold;
  if (!t) return null;
  if ('low' in t)
    return t.op === 'between'
      ? { must_be_between: { greater_than_or_equal: t.low, less_than_or_equal: t.high } }
      : // Soda's outer range passes a value beyond either bound it names (ThresholdImpl.passes:
        // greater-than ok OR less-than ok), so NOT BETWEEN low AND high is < low or > high.
        { must_be_not_between: { less_than: t.low, greater_than: t.high } };
  const key: Record<string, string> = {
    '=': 'must_be',
    '!=': 'must_not_be',
    '>': 'must_be_greater_than',
    '>=': 'must_be_greater_than_or_equal',
    '<': 'must_be_less_than',
    '<=': 'must_be_less_than_or_equal',
  };
  if (t.op === '=' && t.value === 0) return {};
  return { [key[t.op]]: t.value };
}
