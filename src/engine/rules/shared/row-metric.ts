import type { CompiledRule } from '../../compile/rule';
import { metricOutcome } from '../../compile/outcome';
import type { Rule } from '../../types';
import { aggregate, countWhere, percentOf } from './compile';

/**
 * A metric over the rows a predicate holds for (`missing_*`, `invalid_*`): their count or
 * percent against the thresholds; the predicate also shows the rows it flags.
 */
export function rowMetric(rule: Rule, pred: string): CompiledRule {
  return aggregate(
    rule,
    { failed: countWhere(pred) },
    (v, rows) => {
      const n = v.failed ?? 0;
      const value = rule.canonicalType.endsWith('percent') ? percentOf(n, rows) : n;
      return metricOutcome(rule, rule.code, value, n, null);
    },
    { predicate: pred },
  );
}
