import { normalizeSparkType } from '../../catalog/spark-types';
import type { ColumnInfo, Rule } from '../../types';
import type { Outcome } from '../../compile/outcome';
import { countSeverity } from '../../compile/verdict';
import { saying } from '../../compile/outcome';
import { said, type Said } from '../../said';

function names(rule: Rule, key: string): string[] {
  const v = rule.params[key]?.value;
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.map(String) : [];
}

/**
 * The `schema` rule (RULES.md §3): required / forbidden columns and Spark types, compared
 * case-insensitively with aliases; any `decimal(p,s)` matches `decimal`. Column names are
 * matched exactly, as production does (`c not in set(df.columns)`, sparquet_cola
 * `SchemaCheck.run`): `ID` is not `id`, although a rule reading `ID` finds `id`.
 */
export function schemaOutcome(rule: Rule, columns: readonly ColumnInfo[]): Outcome {
  const find = (n: string) => columns.find((c) => c.name === n);
  const problems: Said[] = [];
  for (const n of names(rule, 'required_columns')) {
    if (!find(n)) problems.push(said('outcome.schema.missing', { column: n }));
  }
  for (const n of names(rule, 'forbidden_columns')) {
    if (find(n)) problems.push(said('outcome.schema.forbidden', { column: n }));
  }
  const types = rule.params.column_types?.value;
  if (types && typeof types === 'object' && !Array.isArray(types)) {
    for (const [n, expected] of Object.entries(types as Record<string, unknown>)) {
      const col = find(n);
      if (!col) {
        problems.push(said('outcome.schema.absent', { column: n, expected: String(expected) }));
        continue;
      }
      const want = normalizeSparkType(String(expected));
      const have = normalizeSparkType(col.sparkType);
      if (want !== have)
        problems.push(
          said('outcome.schema.type', {
            column: n,
            type: col.sparkType,
            expected: String(expected),
          }),
        );
    }
  }
  return {
    severity: countSeverity(problems.length),
    failed_count: problems.length,
    metric_value: null,
    ...saying(
      problems.length
        ? said('outcome.schema.fail', { count: problems.length, problems })
        : said('outcome.schema.pass'),
    ),
  };
}
