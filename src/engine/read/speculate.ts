/**
 * One pass instead of two for a streamed run: the types are inferred on the first rows
 * (a sample), and the run's own scan checks every value against them. Spark infers from
 * every row, so the guess must be checked on every row: each column the guess types is
 * converted by an expression that accepts only values that keep the guessed type (and add
 * nothing the notes would say, such as a first leading zero), and raises `REINFER` on any
 * other value. The caller then infers from the whole file and runs again, so a verdict is
 * always that of the full inference.
 *
 * A column the sample already shows as text needs no check: text absorbs every other
 * class in Spark's merge, so no later value can change its type.
 */
import { sqlString } from '../sql/quote';
import { inSql, isNullSql, notInSql } from './cheap-sql';
import type { ColumnInference } from './infer-sql';
import type { CsvReadOptions } from './options';

/** The text of the error a checked conversion raises on a value outside its guess. */
export const REINFER = 'dqw-reinfer: a value beyond the sampled rows changes a column type';

/** An error (from either DuckDB, possibly wrapped) raised by a checked conversion. */
export const isReinfer = (e: unknown): boolean =>
  String((e as Error)?.message ?? e).includes(REINFER);

/** How many rows the guess is made on. */
export const SAMPLE_ROWS = 20_000;

const raise = `error(${sqlString(REINFER)})`;

/** Plain integers; without a leading zero when the sample had none (`0`, `-0` are fine). */
const intRe = (leadingZero: boolean) => (leadingZero ? '[+-]?[0-9]+' : '[+-]?(0|[1-9][0-9]*)');

const match = (v: string, re: string) => `regexp_full_match(${v}, ${sqlString(re)})`;

const DATE_GLOB = `'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`;

/**
 * `v` written exactly as DuckDB writes its value of `duck` (integers `12`, `-5`;
 * timestamps `2025-06-01 10:30:00`), with the length that rendering has when given (a
 * five-digit year also renders as itself). Such a value passes every check below, and
 * testing it costs a cast and a comparison where the check costs a regex: half the time
 * per integer in DuckDB-WASM, 0.2 s less per 10M natively. A value written otherwise
 * (`+5`, `007`, a NULL) takes the full check.
 */
const canonical = (v: string, duck: string, length?: number) =>
  `${length === undefined ? '' : `strlen(${v}) = ${length} AND `}` +
  `CAST(TRY_CAST(${v} AS ${duck}) AS VARCHAR) = ${v}`;

/** Whether `text` matches pattern `re` whole (the patterns here mean the same in RE2 and JS). */
const matchesWhole = (text: string, re: string) => new RegExp(`^(?:${re})$`).test(text);

/**
 * The checked conversion of text column `v` under the sample's inference, or null when the
 * sample gives nothing safe to check against (decimals, offsets, bare times, NaN and
 * other spellings the cheap shapes do not cover): that column is inferred from every row.
 */
export function checkedConvertExpr(
  v: string,
  col: ColumnInference,
  o: CsvReadOptions,
): string | null {
  const nul = isNullSql(v, o);
  // The usual values' test goes first when it can accept neither NULL nor the null text:
  // with the default nullValue (empty) none of them can; with another, the null test
  // stays first.
  const checked = (
    accept: string,
    value: string,
    usual?: { test: string; value: string } | 'accept',
  ) => {
    if (!usual || o.nullValue !== '')
      return `CASE WHEN ${nul} THEN NULL WHEN ${accept} THEN ${value} ELSE ${raise} END`;
    if (usual === 'accept')
      return `CASE WHEN ${accept} THEN ${value} WHEN ${nul} THEN NULL ELSE ${raise} END`;
    return `CASE WHEN ${usual.test} THEN ${usual.value} WHEN ${nul} THEN NULL WHEN ${accept} THEN ${value} ELSE ${raise} END`;
  };
  const cast = (duck: string, length?: number) => ({
    test: canonical(v, duck, length),
    value: `TRY_CAST(${v} AS ${duck})`,
  });
  const only = new Set(col.classes);
  const within = (...allowed: string[]) => col.classes.every((c) => allowed.includes(c));
  const lz = col.leadingZero !== null;
  // No value yet: Spark's NullType reads as string (CSVInferSchema.toStructFields). A bare
  // NULL would make DuckDB type the column INTEGER.
  if (col.values === 0) return checked('false', 'CAST(NULL AS VARCHAR)');
  // Custom dateFormat/timestampFormat patterns are not checked here: infer from every row.
  const custom = o.dateFormat !== null || o.timestampFormat !== null;
  if (custom && (col.type.kind === 'date' || col.type.kind === 'timestamp')) return null;
  switch (col.type.kind) {
    case 'string':
      // Text stays text; a column of T/F/Y/N keeps its note only while every value is one.
      if (!col.boolLike) return `CASE WHEN ${nul} THEN NULL ELSE ${v} END`;
      return checked(
        `length(${v}) <= 5 AND ${inSql(`lower(${v})`, ['t', 'f', 'y', 'n', 'yes', 'no', 'true', 'false'].map(sqlString))}`,
        v,
      );
    case 'int':
    case 'bigint': {
      const duck = col.type.kind === 'int' ? 'INTEGER' : 'BIGINT';
      if (!within('int', 'bigint')) return null;
      // With leading zeros in the column, the usual value is not written as DuckDB writes
      // it (`0110` is 110): the regex itself goes first.
      return checked(
        match(v, intRe(lz)),
        `coalesce(TRY_CAST(${v} AS ${duck}), ${raise})`,
        lz ? 'accept' : cast(duck),
      );
    }
    case 'double': {
      if (!within('int', 'bigint', 'double') || !only.has('double')) return null;
      const re = `${lz ? '[+-]?[0-9]+' : '[+-]?(0|[1-9][0-9]*)'}(\\.[0-9]+)?`;
      // NaN and the infinities are written in words unless the options say otherwise.
      const specials = [o.nanValue, o.positiveInf, o.negativeInf].filter((t) =>
        matchesWhole(t, re),
      );
      const accept = specials.length
        ? `${notInSql(v, specials.map(sqlString))} AND ${match(v, re)}`
        : match(v, re);
      // The regex accepts no empty text: it goes first.
      return checked(accept, `coalesce(TRY_CAST(${v} AS DOUBLE), ${raise})`, 'accept');
    }
    case 'date':
      if (!within('date')) return null;
      // The GLOB first: rendering a date to compare costs more than matching it natively.
      return checked(
        `${v} GLOB ${DATE_GLOB}`,
        `coalesce(TRY_CAST(${v} AS DATE), ${raise})`,
        'accept',
      );
    case 'timestamp': {
      if (!within('date', 'timestamp') || col.offset !== null || col.timeOnly !== null) return null;
      const plainTs =
        `${v} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9][ T][0-9][0-9]:[0-9][0-9]:[0-9][0-9]' ` +
        `AND ${v}[12:13] <= '23' AND ${v}[15] <= '5' AND ${v}[18] <= '5'`;
      const usual = cast('TIMESTAMP', 19);
      const head = o.nullValue === '' ? `WHEN ${usual.test} THEN ${usual.value} ` : '';
      return `CASE ${head}WHEN ${nul} THEN NULL WHEN ${v} GLOB ${DATE_GLOB} THEN coalesce(CAST(TRY_CAST(${v} AS DATE) AS TIMESTAMP), ${raise}) WHEN ${plainTs} THEN coalesce(TRY_CAST(${v} AS TIMESTAMP), ${raise}) ELSE ${raise} END`;
    }
    case 'boolean':
      return checked(inSql(`lower(${v})`, ["'true'", "'false'"]), `lower(${v}) = 'true'`);
    default:
      return null;
  }
}
