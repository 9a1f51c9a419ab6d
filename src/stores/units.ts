import { ruleUnit } from './engine';

/** How a rule's metric reads: a duration in seconds, a percentage, or a plain number. */
export type MetricUnit = 'seconds' | 'percent' | 'plain';

/** The unit of a rule type's metric, as its rule module says it. */
export function metricUnitOf(ruleType: string): MetricUnit {
  const unit = ruleUnit(ruleType);
  return unit === 'seconds' || unit === 'percent' ? unit : 'plain';
}
