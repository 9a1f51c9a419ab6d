/**
 * The one place that decides a rule's severity and a run's abort (RULES.md §1, §4, §7),
 * in JavaScript for the run and as Spark SQL for the exports, so the two cannot drift.
 *
 * - a metric fails when it has no value or violates `must_be` (or an extra bound such as
 *   `row_count`'s `min`/`max`); it warns when `must_be` holds but `warn` does not;
 * - a count rule (`not_null`, `unique`, `range`, `regex`, `schema`, `sql`) fails when it
 *   counts anything;
 * - `passed` is true for pass and warn;
 * A run's abort is decided in `run/verdict.ts` from these severities.
 */
import { satisfies, type Threshold } from '../parse/threshold';
import type { Severity } from '../types';

export type MetricVerdict =
  | { severity: 'fail'; why: 'no-value' | 'extra' | 'must_be' }
  | { severity: 'warn'; why: 'warn' }
  | { severity: 'pass'; why: 'ok' };

export function metricVerdict(
  value: number | null,
  mustBe: Threshold | undefined,
  warn: Threshold | undefined,
  extraFailure = false,
): MetricVerdict {
  if (value === null) return { severity: 'fail', why: 'no-value' };
  if (extraFailure) return { severity: 'fail', why: 'extra' };
  if (mustBe && !satisfies(value, mustBe)) return { severity: 'fail', why: 'must_be' };
  if (warn && !satisfies(value, warn)) return { severity: 'warn', why: 'warn' };
  return { severity: 'pass', why: 'ok' };
}

export function countSeverity(failed: number): Severity {
  return failed > 0 ? 'fail' : 'pass';
}

export function passedOf(severity: Severity): boolean {
  return severity !== 'fail';
}

/**
 * The same decision as Spark SQL over a metric value `v`: `fail` is the pass condition of
 * the fail level (no value, extra bounds and `must_be` folded in), `warn` that of `warn`.
 */
export function severitySql(
  v: string,
  fail?: (v: string) => string,
  warn?: (v: string) => string,
): string {
  if (!fail && !warn) return "'pass'";
  return `CASE${fail ? ` WHEN NOT (${fail(v)}) THEN 'fail'` : ''}${warn ? ` WHEN NOT (${warn(v)}) THEN 'warn'` : ''} ELSE 'pass' END`;
}

/** A count rule's severity as Spark SQL over its failed count `n`. */
export function countSeveritySql(n: string): string {
  return `CASE WHEN ${n} = 0 THEN 'pass' ELSE 'fail' END`;
}
