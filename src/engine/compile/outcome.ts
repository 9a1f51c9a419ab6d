import { parseThreshold, type Threshold } from '../parse/threshold';
import { countSeverity, metricVerdict } from './verdict';
import type { Rule, Severity } from '../types';

/** What one rule measured, before it becomes a report row. */
export interface Outcome {
  severity: Severity;
  failed_count: number;
  metric_value: number | null;
  message: string;
}

/** A number as people read it in messages (integers plain, fractions to 4 places). */
export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Number(n.toFixed(4)));
}

/** The parsed `must_be` / `warn` of a rule (already validated by the parser). */
export function thresholdOf(
  rule: Rule,
  key: 'must_be' | 'warn',
): { text: string; t: Threshold } | null {
  const p = rule.params[key];
  if (!p) return null;
  const text = String(p.value);
  const parsed = parseThreshold(text);
  return parsed.ok ? { text, t: parsed.threshold } : null;
}

/**
 * Severity of a metric (RULES.md §4): `fail` when must_be is violated or there is no
 * value; `warn` when must_be holds but warn does not; else `pass`.
 */
export function metricOutcome(
  rule: Rule,
  label: string,
  value: number | null,
  failedCount: number,
  noValueReason: string,
  extraFailure?: string,
): Outcome {
  const mustBe = thresholdOf(rule, 'must_be');
  const warn = thresholdOf(rule, 'warn');
  const verdict = metricVerdict(value, mustBe?.t, warn?.t, extraFailure !== undefined);
  // Production's evaluate_check passes the count only to a failing or warning result; a
  // passing one keeps CheckResult's default, 0 (RULES.md §4).
  const base = {
    severity: verdict.severity,
    failed_count: verdict.severity === 'pass' ? 0 : failedCount,
    metric_value: value,
  };
  const shown = value === null ? '' : `${label} = ${formatNumber(value)}`;
  switch (verdict.why) {
    case 'no-value':
      return {
        ...base,
        message: `${label} has no value (${noValueReason}): the rule fails whatever the threshold.`,
      };
    case 'extra':
      return { ...base, message: `${shown} ${extraFailure}` };
    case 'must_be':
      return { ...base, message: `${shown} violates must_be (${mustBe!.text})` };
    case 'warn':
      return {
        ...base,
        message: `${shown} satisfies must_be${mustBe ? ` (${mustBe.text})` : ''} but not warn (${warn!.text})`,
      };
    case 'ok':
      return { ...base, message: mustBe ? `${shown} satisfies must_be (${mustBe.text})` : shown };
  }
}

/** Outcome of a count rule (not_null, unique, range, regex): fails when anything is counted. */
export function countOutcome(failed: number, failMessage: string, passMessage: string): Outcome {
  return {
    severity: countSeverity(failed),
    failed_count: failed,
    metric_value: null,
    message: failed > 0 ? failMessage : passMessage,
  };
}
