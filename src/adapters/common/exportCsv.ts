/**
 * The page's CSV downloads (quarantine, valid rows), in one function every backend can
 * run: each cell is DuckDB's own text rendering (dates stay dates), numeric columns are
 * marked as such so that formula neutralisation never touches them (`-5` stays `-5`).
 */
import { isNumericType } from '../../engine/catalog/spark-types.ts';
import { rowsToCsv } from '../../engine/report/csv.ts';
import { sqlIdent } from '../../engine/sql/quote.ts';
import type { ColumnInfo, QueryRunner } from '../../engine/types.ts';

/** Every column cast to text: values exactly as DuckDB renders them. */
export function selectAsText(columns: readonly ColumnInfo[]): string {
  return columns
    .map((c) => `CAST(${sqlIdent(c.name)} AS VARCHAR) AS ${sqlIdent(c.name)}`)
    .join(', ');
}

/**
 * The rows of `sql` (whose columns are the dataset's `columns`, plus `extra` columns kept
 * as they are, e.g. the codes list) as CSV text.
 */
export async function queryToCsv(
  runner: QueryRunner,
  columns: readonly ColumnInfo[],
  sql: string,
  extra: readonly string[] = [],
): Promise<string> {
  const more = extra.map((c) => `, q.${sqlIdent(c)}`).join('');
  const result = await runner.query(`SELECT ${selectAsText(columns)}${more} FROM (${sql}) AS q`);
  const numeric = new Set(columns.filter((c) => isNumericType(c.duckdbType)).map((c) => c.name));
  return rowsToCsv(
    result.columns.map((c) => c.name),
    result.rows,
    numeric,
  );
}
