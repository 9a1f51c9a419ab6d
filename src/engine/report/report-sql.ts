/**
 * The report as a typed SQL query, for writers that keep types (Parquet): production's
 * twelve columns with their Spark types mapped to DuckDB's (RULES.md §7). `validated_at`
 * is a TIMESTAMPTZ, which Parquet stores as a UTC-adjusted timestamp — what Spark reads as
 * `timestamp`.
 */
import { sqlIdent, sqlString } from '../sql/quote';
import type { RunResult } from '../types';
import { REPORT_SCHEMA, reportRows, type ReportRow } from './report';

const DUCKDB_TYPE = {
  string: 'VARCHAR',
  boolean: 'BOOLEAN',
  bigint: 'BIGINT',
  double: 'DOUBLE',
  timestamp: 'TIMESTAMPTZ',
} as const;

function literal(value: ReportRow[keyof ReportRow], type: keyof typeof DUCKDB_TYPE): string {
  const sqlType = DUCKDB_TYPE[type];
  if (value === null) return `CAST(NULL AS ${sqlType})`;
  if (type === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `CAST(${sqlString(String(value))} AS ${sqlType})`;
}

/** One SELECT giving the report rows with production's column names and types. */
export function reportSql(run: RunResult): string {
  const rows = reportRows(run);
  const select = (row: ReportRow | null) =>
    `SELECT ${REPORT_SCHEMA.map(([name, type]) => `${literal(row ? row[name] : null, type)} AS ${sqlIdent(name)}`).join(', ')}`;
  if (rows.length === 0) return `${select(null)} WHERE FALSE`;
  return rows.map(select).join(' UNION ALL ');
}
