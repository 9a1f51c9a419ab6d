import { MISSING_VALUES, WARN } from '../catalog/params';
import { missingPredicate } from '../compile/expressions';
import { sparkCol, sparkString, textOf, type SparkCol } from '../export/spark';
import { pythonStrItems } from '../parse/python-repr';
import type { Threshold } from '../parse/threshold';
import type { Rule } from '../types';
import type { FaceContext } from './forms';
import type { RuleModule } from './module';
import { isNullValue } from './shared/cells';
import { rowMetric } from './shared/row-metric';
import { isPercent, metricLevels, rowMetricForm } from './shared/levels';
import { requiredColumn, requiredMustBe } from './shared/params';

export function missingValues(rule: Rule): unknown[] {
  const mv = rule.params.missing_values?.value;
  return Array.isArray(mv) ? mv : [];
}

/** Present: not NULL and, as text, not one of `missing_values` (total: never NULL). */
export function presentSql(c: SparkCol, rule: Rule): string {
  const values = missingValues(rule);
  if (values.length === 0) return `${c.sql} IS NOT NULL`;
  // Each value as Python's str() writes it from its JSON text: `1.0` stays `1.0`.
  const texts = pythonStrItems(rule.params.missing_values!.raw).map(sparkString);
  return `${c.sql} IS NOT NULL AND ${textOf(c)} NOT IN (${texts.join(', ')})`;
}

/**
 * `missing_values` for a Soda contract: each as the text production compares the column with
 * (Python's str() of the JSON value, `0` is "0", `true` is "True"); Soda's contract schema
 * takes only strings in the list.
 */
export function sodaMissingValues(rule: Rule): string[] {
  return pythonStrItems(rule.params.missing_values!.raw);
}

/** Why a Soda list of values that are not all strings is approximate. */
export const TYPED_VALUES =
  "missing_values are written as the text production compares the column with (each value's str(): 1.0 is '1.0', true is 'True'); Soda compares them with the column in the column's type, so on a number column '1.0' also matches 1";

/** The Soda / GX threshold of a count or percent metric, when `must_be` is "= 0". */
export function mustBeZero(rule: Rule): boolean {
  const t = metricLevels(rule, false).find((l) => l.level === 'fail')?.threshold;
  return !!t && t.op === '=' && 'value' in t && t.value === 0 && !rule.params.warn;
}

/** `missing_count` / `missing_percent`: rows where the column is missing, against thresholds. */
export const missing: RuleModule = {
  types: ['missing_count', 'missing_percent'],
  specs: [
    {
      type: 'missing_count',
      family: 'metric',
      rowLevel: false,
      summary: 'Rows where the column is missing, against a threshold',
      doc: 'Counts rows where the column is NULL or, as text, is in `missing_values`. Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
      failsWhen: '`must_be` is violated',
      failedCount: 'missing rows',
      example: { type: 'missing_count', column: 'email', must_be: '= 0' },
      params: [requiredColumn, requiredMustBe, WARN, MISSING_VALUES],
    },
    {
      type: 'missing_percent',
      family: 'metric',
      rowLevel: false,
      summary: 'Percent of rows where the column is missing',
      doc: '100 · missing rows / rows (missing = NULL or in `missing_values`). Production (sparquet_cola 0.3.0 and 0.4.0) puts no row in the quarantine for it, though its documentation calls it row-level: the workbench does as production does.',
      failsWhen: '`must_be` is violated',
      failedCount: 'missing rows',
      example: { type: 'missing_percent', column: 'email', must_be: '< 1%', warn: '= 0' },
      params: [requiredColumn, requiredMustBe, WARN, MISSING_VALUES],
    },
  ],
  unit: (type) => (type === 'missing_percent' ? 'percent' : 'rows'),
  cellReason: (_rule, value) => ({ why: isNullValue(value) ? 'isNull' : 'missingValue' }),
  covers: (_rule, cols) => [`missing:${cols[0]}`],
  compile: (rule, { cols: [c] }) => rowMetric(rule, missingPredicate(c, rule)),
  spark: (rule, ctx: FaceContext) =>
    rowMetricForm(rule, presentSql(sparkCol(rule.columns[0], ctx.columns), rule)),
  soda: (rule, _form, ctx) => {
    const column = sparkCol(rule.columns[0], ctx.columns).name;
    const values = missingValues(rule);
    const threshold = sodaThreshold(rule);
    if (threshold === null) return null;
    const notes = values.some((v) => typeof v !== 'string') ? [TYPED_VALUES] : [];
    return {
      status: notes.length ? 'approximate' : 'exact',
      note: notes.join('; ') || undefined,
      body: {
        column,
        check: {
          missing: {
            ...(values.length ? { missing_values: sodaMissingValues(rule) } : {}),
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

/** One Soda v4 comparison (`must_be_less_than: 5`, a range…) for a parsed threshold. */
export function sodaComparison(t: Threshold): Record<string, unknown> {
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
  return { [key[t.op]]: t.value };
}

/**
 * A Soda v4 threshold object for the rule's `must_be` ({} for the default "= 0"), its `warn`
 * level in the same check as Soda 4 writes it (`additional: {level: warn, …}`: the check is
 * WARN when the value passes must_be but not warn), or null when there is no must_be.
 */
export function sodaThreshold(rule: Rule): Record<string, unknown> | null {
  const levels = metricLevels(rule, false);
  const fail = levels.find((l) => l.level === 'fail')?.threshold;
  const warn = levels.find((l) => l.level === 'warn')?.threshold;
  if (!fail || (rule.params.warn && !warn)) return null;
  // Soda refuses its default threshold beside an `additional` one: "= 0" is then written.
  if (!warn) return fail.op === '=' && fail.value === 0 ? {} : sodaComparison(fail);
  return { ...sodaComparison(fail), additional: { level: 'warn', ...sodaComparison(warn) } };
}
