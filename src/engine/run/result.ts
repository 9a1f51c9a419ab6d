import type { Outcome } from '../compile/outcome';
import { thresholdsOf } from '../compile/rule';
import { passedOf } from '../compile/verdict';
import type { Rule, RuleResult } from '../types';

/** Keys that are not asserted parameters, so `rule_params` leaves them out (RULES.md §7). */
const NOT_PARAMS = new Set([
  'type',
  'code',
  'column',
  'columns',
  'name',
  'output',
  'failed_rows',
  'targets',
]);

/** The asserted parameters as compact JSON, numbers as written (`1.0` stays `1.0`). */
export function ruleParamsJson(rule: Rule): string {
  const parts: string[] = [];
  for (const [key, p] of Object.entries(rule.params)) {
    if (NOT_PARAMS.has(key)) continue;
    const value = typeof p.value === 'number' ? p.raw.trim() : JSON.stringify(p.value);
    parts.push(`${JSON.stringify(key)}:${value}`);
  }
  return `{${parts.join(',')}}`;
}

/** A report row's common fields for a rule. */
function base(rule: Rule, rowsRead: number, validatedAt: string) {
  return {
    rule_type: rule.type,
    code: rule.code,
    check_name: rule.name,
    target: rule.columns.join(','),
    rule_params: ruleParamsJson(rule),
    rows_read: rowsRead,
    validated_at: validatedAt,
    ...thresholdsOf(rule),
  };
}

/** A rule's result from its outcome. */
export function resultOf(
  rule: Rule,
  outcome: Outcome,
  rowsRead: number,
  validatedAt: string,
): RuleResult {
  return {
    ...base(rule, rowsRead, validatedAt),
    severity: outcome.severity,
    passed: passedOf(outcome.severity),
    failed_count: outcome.failed_count,
    metric_value: outcome.metric_value,
    message: outcome.message,
  };
}

/** A rule that could not run: `fail` with an error; the others still run (RULES.md §7). */
export function errorResult(
  rule: Rule,
  error: string,
  rowsRead: number,
  validatedAt: string,
): RuleResult {
  return {
    ...base(rule, rowsRead, validatedAt),
    severity: 'fail',
    passed: false,
    failed_count: 0,
    metric_value: null,
    message: `Could not run: ${error}`,
    error,
  };
}
