import type { Outcome } from '../compile/outcome';
import { thresholdsOf } from '../compile/rule';
import { passedOf } from '../compile/verdict';
import { pythonJsonObject, pythonJsonOfRaw } from '../report/python-json';
import { english, said, type Said } from '../said';
import type { Rule, RuleResult } from '../types';

/** Keys production leaves out of `rule_params` whatever their value (RULES.md §7). */
const NOT_PARAMS = new Set(['output', 'column', 'columns', 'name']);
/** List-valued keys production keeps in `rule_params`. */
const LIST_PARAMS = new Set(['valid_values', 'invalid_values']);

/**
 * `rule_params` exactly as production writes it: `json.dumps(slim, ensure_ascii=False,
 * sort_keys=True)` where `slim` is the expanded rule's keys but `type`, leaving out
 * `output`, `column`, `columns`, `name` and every dict or list but `valid_values` and
 * `invalid_values` (sparquet `core/pipeline.py`, `_rule_params_json`).
 */
export function ruleParamsJson(rule: Rule): string {
  const entries: [string, string][] = [];
  for (const [key, p] of Object.entries(rule.written)) {
    const nested = typeof p.value === 'object' && p.value !== null;
    if (!LIST_PARAMS.has(key) && (NOT_PARAMS.has(key) || nested)) continue;
    entries.push([key, pythonJsonOfRaw(p.raw)]);
  }
  return pythonJsonObject(entries);
}

/** The columns a rule checked, as production's report writes them: joined with ", ". */
export function ruleTarget(rule: Rule): string {
  return rule.columns.join(', ');
}

/** A report row's common fields for a rule. */
function base(rule: Rule, rowsRead: number, validatedAt: string) {
  return {
    rule_type: rule.type,
    code: rule.code,
    check_name: rule.name,
    target: ruleTarget(rule),
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
    ...(outcome.said ? { said: outcome.said } : {}),
  };
}

/**
 * A rule that could not run: `fail` with an error; the others still run (RULES.md §7).
 * `notPortable`: only the workbench cannot run it (production does).
 */
export function errorResult(
  rule: Rule,
  error: string | Said,
  rowsRead: number,
  validatedAt: string,
  notPortable = false,
): RuleResult {
  const text = typeof error === 'string' ? error : english(error);
  return {
    ...base(rule, rowsRead, validatedAt),
    severity: 'fail',
    passed: false,
    failed_count: 0,
    metric_value: null,
    message: `Could not run: ${text}`,
    error: text,
    ...(typeof error === 'string'
      ? {}
      : { said: said('outcome.couldNotRun', { error }), errorSaid: error }),
    ...(notPortable ? { notPortable: true as const } : {}),
  };
}
