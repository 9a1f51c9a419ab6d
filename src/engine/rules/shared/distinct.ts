import { sparkCol } from '../../export/spark';
import type { Rule } from '../../types';
import type { FaceContext } from '../forms';

/**
 * Distinct tuples with NULL as a value, in Spark SQL. One column: count(DISTINCT) drops
 * NULL, so one is added back when a NULL exists. Several columns (or the whole row): a
 * struct is never NULL, and DISTINCT compares NULL fields as equal.
 */
export function distinctSql(rule: Rule, ctx: FaceContext): string {
  const cols = rule.columns.map((n) => sparkCol(n, ctx.columns).sql);
  if (cols.length === 1)
    return `(count(DISTINCT ${cols[0]}) + CASE WHEN count(*) > count(${cols[0]}) THEN 1 ELSE 0 END)`;
  return `count(DISTINCT struct(${cols.length ? cols.join(', ') : '*'}))`;
}
