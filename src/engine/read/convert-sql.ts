/**
 * The conversion of a CSV column's text to the type Spark reads it as (inferred or given
 * by a DDL schema), as one SQL expression per column: NULL for Spark's NULL texts and for
 * values the type cannot hold, as Spark's permissive mode gives.
 */
import type { CsvReadOptions } from './options';
import { duckdbTypeFor } from './spark-csv';
import { plainDateSql, plainDecimalSql, plainIntSql, plainTimestampSql } from './cheap-sql';

import {
  BIG_DECIMAL_RE,
  JAVA_DOUBLE_RE,
  WS,
  full,
  isNull,
  lit,
  patternDate,
  patternTimestamp,
  timestampExpr,
} from './text-sql';

export const specials = (o: CsvReadOptions): string =>
  [o.nanValue, o.positiveInf, o.negativeInf].map(lit).join(', ');

/** `Double.parseDouble` of text in DuckDB, with the `nanValue`/`…Inf` options. */
export function doubleExpr(v: string, o: CsvReadOptions): string {
  const trimmed = `regexp_replace(${v}, ${lit(`^${WS}|${WS}$`)}, '', 'g')`;
  return `CASE WHEN ${v} = ${lit(o.nanValue)} THEN CAST('NaN' AS DOUBLE) WHEN ${v} = ${lit(o.positiveInf)} THEN CAST('Infinity' AS DOUBLE) WHEN ${v} = ${lit(o.negativeInf)} THEN CAST('-Infinity' AS DOUBLE) WHEN ${full(v, JAVA_DOUBLE_RE)} AND NOT regexp_matches(${v}, '[xX]') THEN coalesce(TRY_CAST(${v} AS DOUBLE), TRY_CAST(regexp_replace(${trimmed}, '[fFdD]$', '') AS DOUBLE)) END`;
}

/**
 * Text value `v` as Spark reads it into `type` (NULL for Spark's NULLs and for values
 * that type cannot hold, as Spark's permissive mode gives with a user schema).
 */
export function convertExpr(
  v: string,
  type: { kind: string; precision?: number; scale?: number },
  o: CsvReadOptions,
): string {
  const duck = duckdbTypeFor(type);
  let body: string;
  switch (type.kind) {
    case 'string':
      body = v;
      break;
    case 'int':
    case 'bigint':
    case 'smallint':
    case 'tinyint':
      body = `CASE WHEN ${plainIntSql(v)} THEN TRY_CAST(${v} AS ${duck}) END`;
      break;
    case 'decimal':
      body = `CASE WHEN ${plainIntSql(v)} OR ${plainDecimalSql(v)} THEN TRY_CAST(${v} AS ${duck}) WHEN ${full(v, BIG_DECIMAL_RE)} THEN TRY_CAST(${v} AS ${duck}) END`;
      break;
    case 'double':
    case 'float':
      body = `CAST(CASE WHEN ${v} NOT IN (${specials(o)}) AND (${plainIntSql(v)} OR ${plainDecimalSql(v)}) THEN TRY_CAST(${v} AS DOUBLE) ELSE ${doubleExpr(v, o)} END AS ${duck})`;
      break;
    case 'boolean':
      body = `CASE lower(${v}) WHEN 'true' THEN true WHEN 'false' THEN false END`;
      break;
    case 'date':
      body = o.dateFormat
        ? patternDate(v, o.dateFormat)
        : `CASE WHEN ${plainDateSql(v)} THEN TRY_CAST(${v} AS DATE) END`;
      break;
    case 'timestamp':
      // With a custom timestampFormat Spark parses with it alone (no fallback by default).
      if (o.timestampFormat) {
        body = patternTimestamp(v, o.timestampFormat);
        break;
      }
      body = `CASE WHEN ${plainDateSql(v)} THEN CAST(TRY_CAST(${v} AS DATE) AS TIMESTAMP) WHEN ${plainTimestampSql(v)} THEN TRY_CAST(${v} AS TIMESTAMP) ELSE ${timestampExpr(v, o.today)} END`;
      break;
    case 'binary':
      body = `encode(${v})`;
      break;
    default:
      body = v;
  }
  return `CASE WHEN ${isNull(v, o)} THEN NULL ELSE ${body} END`;
}

/**
 * {@link convertExpr} for a column the cheap scan classified completely (no value left to
 * the exact scan) into the type it infers: every value is then a plain integer, a plain
 * decimal, a strict `yyyy-MM-dd` or a plain `yyyy-MM-dd HH:mm:ss` that DuckDB's own cast
 * reads exactly as `convertExpr`'s first branch does, so the syntax checks that guard the
 * other spellings are skipped. Other types convert as `convertExpr` does.
 */
export function convertDecidedExpr(
  v: string,
  type: { kind: string; precision?: number; scale?: number },
  o: CsvReadOptions,
): string {
  switch (type.kind) {
    case 'int':
    case 'bigint':
    case 'double':
    case 'date':
    case 'timestamp':
      return `CASE WHEN ${isNull(v, o)} THEN NULL ELSE TRY_CAST(${v} AS ${duckdbTypeFor(type)}) END`;
    default:
      return convertExpr(v, type, o);
  }
}
