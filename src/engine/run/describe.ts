import { duckdbToSparkType } from '../catalog';
import { sqlIdent } from '../sql/quote';
import type { ColumnInfo, QueryRunner } from '../types';

/** The loaded table's columns, with DuckDB types and the Spark names `schema` compares. */
export async function describeTable(runner: QueryRunner, table: string): Promise<ColumnInfo[]> {
  const result = await runner.query(`DESCRIBE SELECT * FROM ${sqlIdent(table)}`);
  return result.rows.map((r) => {
    const duckdbType = String(r.column_type);
    return { name: String(r.column_name), duckdbType, sparkType: duckdbToSparkType(duckdbType) };
  });
}
