import { thresholdOf } from '../../compile/outcome';
import { thresholdSql } from '../../export/spark';
import type { Rule } from '../../types';
import type { MetricLevel, RowForm } from '../forms';

/**
 * The `must_be` (fail) and `warn` levels of a metric rule. `nullable` metrics (an
 * aggregate over no value) fail whatever the threshold (RULES.md §4), so their fail
 * level also requires a value.
 */
export function metricLevels(
  rule: Rule,
  nullable: boolean,
  extra: { sql: string; text: string }[] = [],
): MetricLevel[] {
  const out: MetricLevel[] = [];
  const mustBe = thresholdOf(rule, 'must_be');
  const warn = thresholdOf(rule, 'warn');
  if (mustBe || extra.length || nullable) {
    const text =
      [...extra.map((e) => e.text), ...(mustBe ? [mustBe.text] : [])].join(', ') || 'has a value';
    out.push({
      level: 'fail',
      text,
      threshold: mustBe?.t,
      pass: (v) => {
        const parts = [
          ...(nullable ? [`${v} IS NOT NULL`] : []),
          ...extra.map((e) => e.sql.replace(/\{v\}/g, v)),
          ...(mustBe ? [thresholdSql(v, mustBe.t)] : []),
        ];
        return parts.length > 1 ? parts.map((p) => `(${p})`).join(' AND ') : (parts[0] ?? 'TRUE');
      },
    });
  }
  if (warn)
    out.push({
      level: 'warn',
      text: warn.text,
      threshold: warn.t,
      pass: (v) => thresholdSql(v, warn.t),
    });
  return out;
}

/** The count of rows failing a row predicate, and its percent of all rows (0 when empty). */
export function failedCountSql(pass: string): string {
  return `count_if(NOT (${pass}))`;
}

export function percentSql(count: string): string {
  return `CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * ${count} / count(*) END`;
}

/** Whether a row-level metric is a percentage (`missing_percent`, `invalid_percent`). */
export function isPercent(rule: Rule): boolean {
  return rule.canonicalType.endsWith('percent');
}

/**
 * A row-level metric rule (`missing_*`, `invalid_*`) in Spark: the per-row pass predicate,
 * and the count or percent of rows it fails, against the rule's levels.
 */
export function rowMetricForm(rule: Rule, pass: string): RowForm {
  const count = failedCountSql(pass);
  return {
    kind: 'row',
    window: false,
    pass,
    metric: {
      kind: 'metric',
      value: isPercent(rule) ? percentSql(count) : count,
      levels: metricLevels(rule, false),
      unit: isPercent(rule) ? 'percent' : 'rows',
    },
  };
}
