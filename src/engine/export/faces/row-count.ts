import { exactValue } from '../exact';
import type { ExportFace } from './face';
import { metricLevels } from './levels';

/** `row_count`: `min` (default 0) / `max`, and/or `must_be` / `warn` like a metric. */
export const rowCountFace: ExportFace = {
  types: ['row_count'],
  spark: (rule) => {
    const { min, max } = rule.params;
    const extra = [
      ...(min && min.value !== null && Number(min.value) !== 0
        ? [{ sql: `{v} >= ${min.raw.trim()}`, text: `min ${min.raw.trim()}` }]
        : []),
      ...(max && max.value !== null
        ? [{ sql: `{v} <= ${max.raw.trim()}`, text: `max ${max.raw.trim()}` }]
        : []),
    ];
    return {
      kind: 'metric',
      value: 'count(*)',
      levels: metricLevels(rule, false, extra),
      unit: 'rows',
    };
  },
  soda: (rule) => {
    const { min, max, must_be, warn } = rule.params;
    if (must_be || warn) return null;
    const lo = min && min.value !== null ? exactValue(min) : 0;
    const threshold =
      max && max.value !== null
        ? { must_be_between: { greater_than_or_equal: lo, less_than_or_equal: exactValue(max) } }
        : { must_be_greater_than_or_equal: lo };
    return { status: 'exact', body: { check: { row_count: { threshold } } } };
  },
  gx: (rule) => {
    const { min, max, must_be, warn } = rule.params;
    if (must_be || warn) return null;
    return {
      status: 'exact',
      body: {
        expectation: 'ExpectTableRowCountToBeBetween',
        kwargs: {
          min_value: min && min.value !== null ? exactValue(min) : 0,
          ...(max && max.value !== null ? { max_value: exactValue(max) } : {}),
        },
      },
    };
  },
};
