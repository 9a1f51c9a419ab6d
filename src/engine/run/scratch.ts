/**
 * The SQL scratchpad: a query in Spark SQL over the loaded data, read as `_validation_df`
 * exactly as a `sql` rule reads it (the same translation, macros, lock-down and error
 * wording), so a query tried here becomes a rule that runs the same way. It returns the
 * first rows and which kind of `sql` rule the query can become.
 */
import { sparkMacrosFor } from '../sql/spark-macros';
import { sqlIdent } from '../sql/quote';
import type { QueryResult, QueryRunner } from '../types';
import { queryPlace } from './sql-position';
import { sparkQuery, sqlRuleError, type SqlRuleError } from './sql-rule';

/** How many rows the scratchpad shows. */
export const SCRATCH_ROWS = 200;

/** The view a scratch query reads, as a `sql` rule reads it by default. */
export const SCRATCH_VIEW = '_validation_df';

/**
 * What a query can become: `query` when it returns one boolean column (pass when true),
 * `failed_rows` otherwise (every row it returns is a failure).
 */
export type ScratchRuleKind = 'query' | 'failed_rows';

export interface ScratchResult {
  /** The first {@link SCRATCH_ROWS} rows, each value as DuckDB writes it. */
  result: QueryResult;
  /** Whether the query returned more rows than shown. */
  more: boolean;
  /** The rule kinds this query fits; `failed_rows` always, `query` for one boolean. */
  fits: ScratchRuleKind[];
}

/** Whether a result has the shape a pass-when-true `query` reads: one boolean column. */
function isBooleanQuery(result: QueryResult): boolean {
  return result.columns.length === 1 && /^BOOL/i.test(result.columns[0].type);
}

/**
 * Runs `text` (Spark SQL) over `table` as a `sql` rule would see it; the view and the
 * Spark macros it needs are created first. A query that cannot run gives the same error a
 * rule holding it would.
 */
export async function runScratch(
  runner: QueryRunner,
  text: string,
  table: string,
  now: Date,
): Promise<ScratchResult | SqlRuleError> {
  if (!text.trim()) return { error: 'Write a query over _validation_df, then run it.' };
  const q = sparkQuery(text, now);
  if ('error' in q) return q;
  const wrapped = `SELECT * FROM (${q.sql}) AS ${sqlIdent('_dqw_q')}`;
  let ran = '';
  try {
    await runner.query(
      `CREATE OR REPLACE TEMP VIEW ${sqlIdent(SCRATCH_VIEW)} AS SELECT * FROM ${sqlIdent(table)}`,
    );
    for (const macro of sparkMacrosFor([q.sql])) await runner.query(macro);
    // The types as the query gives them, to tell a boolean query from a row query.
    ran = `${wrapped} LIMIT 0`;
    const shape = await runner.query(ran);
    ran = `SELECT CAST(COLUMNS(*) AS VARCHAR) FROM (${q.sql}) AS ${sqlIdent('_dqw_q')} LIMIT ${SCRATCH_ROWS + 1}`;
    const rows = await runner.query(ran);
    const more = rows.rows.length > SCRATCH_ROWS;
    return {
      result: {
        columns: shape.columns,
        rows: more ? rows.rows.slice(0, SCRATCH_ROWS) : rows.rows,
      },
      more,
      fits: isBooleanQuery(shape) ? ['query', 'failed_rows'] : ['failed_rows'],
    };
  } catch (e) {
    const message = (e as Error).message;
    return sqlRuleError(message, SCRATCH_VIEW, queryPlace(message, ran, q.sql, text));
  }
}

/** The `sql` rule a scratch query becomes, to add to the document. */
export function scratchRule(text: string, kind: ScratchRuleKind): Record<string, unknown> {
  return { type: 'sql', [kind]: text.trim() };
}
