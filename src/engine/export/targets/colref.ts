import type { PlannedRule } from '../plan';

/** The columns a rule names in `column` / `columns` (its `targets` already expanded). */
function namedColumns(p: PlannedRule): string[] {
  const out: string[] = [];
  for (const key of ['column', 'columns']) {
    const v = p.rule.params[key]?.value;
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) out.push(...v.filter((c): c is string => typeof c === 'string'));
  }
  return out;
}

/**
 * Why production cannot run a rule on these columns, or null: sparquet_cola reads a column
 * with `F.col(name)`, which splits a name at a dot (a struct field) and reads a backtick as
 * quoting, so a column named `unit.price` is not found (sparquet_cola 0.4.0 on Spark 4.1.1
 * raises UNRESOLVED_COLUMN, and INVALID_ATTRIBUTE_NAME_SYNTAX for a backtick; exports.spark.test.ts).
 */
export function colRefProblem(p: PlannedRule): string | null {
  const bad = namedColumns(p).filter((c) => c.includes('.') || c.includes('`'));
  if (bad.length === 0) return null;
  return `production reads ${bad.map((c) => `"${c}"`).join(', ')} with F.col, which splits a name at a dot and reads a backtick as quoting: the run raises UNRESOLVED_COLUMN (a dot) or INVALID_ATTRIBUTE_NAME_SYNTAX (a backtick) on sparquet_cola 0.4.0, Spark 4.1.1; rename the column (withColumnRenamed) before the rules`;
}
