/**
 * Explains a rule: what it checks in plain words (from the catalog), the SQL the workbench
 * runs on DuckDB (from the compiler) and the Spark SQL production computes.
 */
import { canonicalSpec, ruleSpec } from '../catalog';
import { compileRule } from '../compile/rule';
import { sqlRuleQuery } from '../run/sql-rule';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, Rule } from '../types';
import { sparkSqlOf } from './spark-sql';

export interface RuleExplanation {
  code: string;
  type: string;
  /** One line from the catalog. */
  summary: string;
  /** The catalog's longer description (Markdown). */
  doc: string;
  failsWhen: string;
  failedCount: string;
  rowLevel: boolean;
  /** What the workbench runs on DuckDB; for row-level rules also the rows it flags. */
  workbenchSql: string;
  /** The same computation in Spark SQL, over `_validation_df`; null for `schema`. */
  sparkSql: string | null;
}

/** Explains one expanded rule against the loaded columns. */
export function explainRule(
  rule: Rule,
  columns: readonly ColumnInfo[],
  opts: { table: string; now: Date },
): RuleExplanation {
  const spec = ruleSpec(rule.type) ?? canonicalSpec(rule.canonicalType);
  const base = canonicalSpec(rule.canonicalType) ?? spec;
  return {
    code: rule.code,
    type: rule.type,
    summary: spec?.summary ?? '',
    doc: base?.doc ?? '',
    failsWhen: base?.failsWhen ?? '',
    failedCount: base?.failedCount ?? '',
    rowLevel: rule.rowLevel,
    workbenchSql: workbenchSqlOf(rule, columns, opts),
    sparkSql: sparkSqlOf(rule),
  };
}

function workbenchSqlOf(
  rule: Rule,
  columns: readonly ColumnInfo[],
  opts: { table: string; now: Date },
): string {
  const c = compileRule(rule, columns, opts);
  const table = sqlIdent(opts.table);
  switch (c.kind) {
    case 'error':
      return `-- This rule cannot run: ${c.error}`;
    case 'static':
      return `-- Compared with the loaded columns and their Spark types:\nDESCRIBE SELECT * FROM ${table}`;
    case 'sql': {
      const q = sqlRuleQuery(rule, opts.now);
      return 'error' in q ? `-- This rule cannot run: ${q.error}` : q.sql;
    }
    case 'aggregate': {
      const select = [
        'count(*) AS "rows"',
        ...Object.entries(c.aggregates).map(([k, v]) => `${v} AS ${sqlIdent(k)}`),
      ];
      const scan = `SELECT ${select.join(',\n       ')}\nFROM ${table}`;
      if (!c.violation) return scan;
      return `${scan};\n\n-- The rows it flags:\nSELECT *\nFROM ${table}\nWHERE ${c.violation.predicate}`;
    }
  }
}
