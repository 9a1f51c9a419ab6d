import { duckdbToSparkType } from '../catalog';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, QueryRunner } from '../types';

/** The loaded table's columns, with DuckDB types and the Spark names `schema` compares. */
export function describeTable(runner: QueryRunner, table: string): Promise<ColumnInfo[]> {
  return describeQuery(runner, `SELECT * FROM ${sqlIdent(table)}`);
}

/** The columns a query returns, with DuckDB types and Spark names. */
export async function describeQuery(runner: QueryRunner, sql: string): Promise<ColumnInfo[]> {
  const result = await runner.query(`DESCRIBE ${sql}`);
  return result.rows.map((r) => {
    const duckdbType = String(r.column_type);
    return { name: String(r.column_name), duckdbType, sparkType: duckdbToSparkType(duckdbType) };
  });
}
