import { parseThreshold, type Threshold } from '../parse/threshold';
import { countSeverity, metricVerdict } from './verdict';
import type { Rule, Severity } from '../types';
import { english, said, type Said } from '../said';

/** What one rule measured, before it becomes a report row. */
export interface Outcome {
  severity: Severity;
  failed_count: number;
  metric_value: number | null;
  /** The message in English: what the CLI prints and the report file keeps. */
  message: string;
  /** The same message as a key and values, for the page to word in its language. */
  said?: Said;
}

/** An outcome's message: in English and as data. */
export function saying(m: Said): { message: string; said: Said } {
  return { message: english(m), said: m };
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
  /** Why there may be no value (null: the metric always has one). */
  noValueReason: Said | null,
  extraFailure?: Said,
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
  // A metric with no value says so (`no-value`); every other message shows it.
  const shown = value === null ? '' : formatNumber(value);
  switch (verdict.why) {
    case 'no-value':
      return {
        ...base,
        ...saying(
          noValueReason
            ? said('outcome.metric.noValue', { label, reason: noValueReason })
            : said('outcome.metric.noValuePlain', { label }),
        ),
      };
    case 'extra':
      return {
        ...base,
        ...saying(said('outcome.metric.extra', { label, value: shown, extra: extraFailure! })),
      };
    case 'must_be':
      return {
        ...base,
        ...saying(said('outcome.metric.violates', { label, value: shown, mustBe: mustBe!.text })),
      };
    case 'warn':
      return {
        ...base,
        ...saying(
          mustBe
            ? said('outcome.metric.notWarn', {
                label,
                value: shown,
                mustBe: mustBe.text,
                warn: warn!.text,
              })
            : said('outcome.metric.notWarnOnly', { label, value: shown, warn: warn!.text }),
        ),
      };
    case 'ok':
      return {
        ...base,
        ...saying(
          mustBe
            ? said('outcome.metric.satisfies', { label, value: shown, mustBe: mustBe.text })
            : said('outcome.metric.value', { label, value: shown }),
        ),
      };
  }
}

/** Outcome of a count rule (not_null, unique, range, regex): fails when anything is counted. */
export function countOutcome(failed: number, failMessage: Said, passMessage: Said): Outcome {
  return {
    severity: countSeverity(failed),
    failed_count: failed,
    metric_value: null,
    ...saying(failed > 0 ? failMessage : passMessage),
  };
}
