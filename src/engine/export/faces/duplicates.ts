import { sparkCol } from '../spark';
import type { Rule } from '../../types';
import type { ExportFace, FaceContext } from './face';
import { metricLevels, percentSql } from './levels';

/**
 * Distinct tuples with NULL as a value. One column: count(DISTINCT) drops NULL, so one is
 * added back when a NULL exists. Several columns (or the whole row): a struct is never
 * NULL, and DISTINCT compares NULL fields as equal.
 */
export function distinctSql(rule: Rule, ctx: FaceContext): string {
  const cols = rule.columns.map((n) => sparkCol(n, ctx.columns).sql);
  if (cols.length === 1)
    return `(count(DISTINCT ${cols[0]}) + CASE WHEN count(*) > count(${cols[0]}) THEN 1 ELSE 0 END)`;
  return `count(DISTINCT struct(${cols.length ? cols.join(', ') : '*'}))`;
}

/** `distinct_count`, `duplicate_count`, `duplicate_percent` (duplicates = rows − distinct). */
export const duplicatesFace: ExportFace = {
  types: ['distinct_count', 'duplicate_count', 'duplicate_percent'],
  spark: (rule, ctx) => {
    const distinct = distinctSql(rule, ctx);
    const dups = `(count(*) - ${distinct})`;
    const value =
      rule.canonicalType === 'distinct_count'
        ? distinct
        : rule.canonicalType === 'duplicate_count'
          ? dups
          : percentSql(dups);
    return {
      kind: 'metric',
      value,
      levels: metricLevels(rule, false),
      unit: rule.canonicalType === 'duplicate_percent' ? 'percent' : 'rows',
    };
  },
};
