/**
 * Explains a rule: what it checks in plain words (from the catalog), the SQL the workbench
 * runs on DuckDB (from the compiler) and the Spark SQL production computes.
 */
import { canonicalSpec, ruleSpec } from '../catalog';
import { compileRule } from '../compile/rule';
import { sqlRuleQuery } from '../run/sql-rule';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, KeyRangeOf, Rule } from '../types';
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

/** Where the rule is explained: the loaded table, the run's clock, its known key ranges. */
export interface ExplainContext {
  table: string;
  now: Date;
  /**
   * The integer key ranges the runs have read for this table (optional): with one, the SQL
   * shown counts that key's distinct values in a bitmap, as the run does.
   */
  keyRange?: KeyRangeOf;
}

/** Explains one expanded rule against the loaded columns. */
export function explainRule(
  rule: Rule,
  columns: readonly ColumnInfo[],
  opts: ExplainContext,
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
    sparkSql: sparkSqlOf(rule, columns),
  };
}

function workbenchSqlOf(rule: Rule, columns: readonly ColumnInfo[], opts: ExplainContext): string {
  const bitmaps: string[] = [];
  const keyRange: KeyRangeOf = (col) => {
    const range = opts.keyRange?.(col);
    if (range) bitmaps.push(col.name);
    // Only a known range is used: explaining never asks the database for one.
    return range ?? null;
  };
  const c = compileRule(rule, columns, { ...opts, keyRange });
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
      const scan = `${bitmapNote(bitmaps)}SELECT ${select.join(',\n       ')}\nFROM ${table}`;
      if (!c.violation) return scan;
      return `${scan};\n\n-- The rows it flags:\nSELECT *\nFROM ${table}\nWHERE ${c.violation.predicate}`;
    }
  }
}

/**
 * Says why a distinct count reads `bit_count(bitstring_agg(…))`: the run counts a dense
 * integer key in a bitmap of its range, which gives `count(DISTINCT …)`'s number.
 */
function bitmapNote(columns: string[]): string {
  if (columns.length === 0) return '';
  const names = [...new Set(columns)].map(sqlIdent).join(', ');
  return (
    `-- ${names}: distinct values counted in a bitmap of the column's range, as the run\n` +
    `-- counts them; the number is count(DISTINCT ${names}) and Spark computes it that way.\n`
  );
}
