/**
 * The same rules on two files side by side (this month's batch and next month's): per
 * rule, the metric and failed rows on each and the difference.
 */
import type { RuleResult, RunResult, Severity } from '../types';

export interface SideBySideRow {
  code: string;
  rule_type: string;
  left: { severity: Severity; metric: number | null; failed: number; rows: number } | null;
  right: { severity: Severity; metric: number | null; failed: number; rows: number } | null;
  /** right − left, when both have a value. */
  metricDelta: number | null;
  failedDelta: number | null;
}

const side = (r: RuleResult | undefined) =>
  r
    ? { severity: r.severity, metric: r.metric_value, failed: r.failed_count, rows: r.rows_read }
    : null;

/** One row per rule code of either run, in the left run's order then the right's extras. */
export function sideBySide(left: RunResult, right: RunResult): SideBySideRow[] {
  const l = new Map(left.results.map((r) => [r.code, r]));
  const r = new Map(right.results.map((x) => [x.code, x]));
  const codes = [...new Set([...l.keys(), ...r.keys()])];
  return codes.map((code) => {
    const a = l.get(code);
    const b = r.get(code);
    return {
      code,
      rule_type: (a ?? b)!.rule_type,
      left: side(a),
      right: side(b),
      metricDelta:
        a?.metric_value != null && b?.metric_value != null ? b.metric_value - a.metric_value : null,
      failedDelta: a && b ? b.failed_count - a.failed_count : null,
    };
  });
}
