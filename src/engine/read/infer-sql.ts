/**
 * The SQL half of Spark's CSV inference (see `spark-csv.ts`): one expression classifies a
 * text value the way `CSVInferSchema.inferField(NullType, value)` would, one aggregate
 * query over every column gathers the classes present, and one expression per column
 * converts the text to the merged type. Pure string building with quoted identifiers and
 * literals; the adapters run it (over a loaded all-VARCHAR table or a `read_csv` of all
 * VARCHAR alike).
 */
import { sqlIdent } from '../sql/quote';
import type { CsvReadOptions } from './options';
import {
  CLASS_CODE as C,
  DECIMAL_BASE,
  DECIMAL_BIT,
  FLAG,
  mergeScan,
  type SparkType,
  type ValueClass,
} from './spark-csv';
import { cheapClassifyExpr, UNDECIDED } from './cheap-sql';

import {
  BIG_DECIMAL_PARTS_RE,
  BIG_DECIMAL_RE,
  DATE_RE,
  INT_RE,
  JAVA_DOUBLE_RE,
  LEADING_ZERO,
  TIMESTAMP_RE,
  flag,
  full,
  isNull,
  isTimeOnly,
  lettersMayBeTemporal,
  lit,
  patternDate,
  patternOffsetFlag,
  patternTimestamp,
  precisionOf,
  timestampClass,
  withGroups,
} from './text-sql';

// The value syntax and the conversions, where they were before (callers import them here).
export {
  BIG_DECIMAL_RE,
  DATE_RE,
  INT_RE,
  JAVA_DOUBLE_RE,
  lettersMayBeTemporal,
  patternDate,
  patternTimestamp,
  TIME_RE,
  TIMESTAMP_RE,
  timestampExpr,
} from './text-sql';
export { convertDecidedExpr, convertExpr } from './convert-sql';

/**
 * The class code of text value `v` (see `CLASS_CODE`, `DECIMAL_BASE`, `FLAG`), or NULL for
 * a value Spark skips. Cheap tests first: most text starts with a letter no number,
 * date, time or boolean can start with.
 */
export function classifyExpr(v: string, o: CsvReadOptions): string {
  // Substring tests, not a regex: this runs on every number of the file.
  const intLz = `(CASE WHEN (${v}[1] = '0' AND length(${v}) > 1) OR (${v}[1] IN ('+', '-') AND ${v}[2] = '0' AND length(${v}) > 2) THEN ${flag(FLAG.leadingZero)} ELSE 0 END)`;
  const lz = `(CASE WHEN regexp_matches(${v}, ${lit(LEADING_ZERO)}) THEN ${flag(FLAG.leadingZero)} ELSE 0 END)`;
  const boolLike = `(CASE WHEN length(${v}) <= 3 AND lower(${v}) IN ('t', 'f', 'y', 'n', 'yes', 'no') THEN ${flag(FLAG.boolLike)} ELSE 0 END)`;
  const P = '_dqw_p';
  const decimalOrDouble = withGroups(
    v,
    BIG_DECIMAL_PARTS_RE,
    ['i', 'f', 'e'],
    P,
    `CASE WHEN length(${P}.f) - coalesce(TRY_CAST(nullif(${P}.e, '') AS BIGINT), 0) = 0 ` +
      `AND ${precisionOf(P)} <= 38 THEN ${DECIMAL_BASE} + ${precisionOf(P)} ELSE ${C.double} END`,
  );
  const special = [o.nanValue, o.positiveInf, o.negativeInf].map(lit).join(', ');
  const firstChar = `ascii(${v})`;
  const date = o.dateFormat
    ? `(${patternDate(v, o.dateFormat)}) IS NOT NULL`
    : `${full(v, DATE_RE)} AND TRY_CAST(${v} AS DATE) IS NOT NULL`;
  // A custom timestampFormat replaces the lenient parser (Spark: `timestampParser.parseOptional`).
  const timestamp = o.timestampFormat
    ? `WHEN (${patternTimestamp(v, o.timestampFormat)}) IS NOT NULL THEN ${C.timestamp} + ${patternOffsetFlag(v, o.timestampFormat)}`
    : `WHEN ${full(v, TIMESTAMP_RE)} OR ${isTimeOnly(v)} THEN ${timestampClass(v, o.today)}`;
  const word = lettersMayBeTemporal(o)
    ? ''
    : `WHEN ${firstChar} > 57 AND ${firstChar} NOT IN (73, 78, 84, 70, 102, 116) AND ${v} NOT IN (${special}) THEN ${C.string} + ${boolLike}`;
  return `CASE
  WHEN ${isNull(v, o)} THEN NULL
  ${word}
  WHEN ${full(v, INT_RE)} THEN ${intLz} + CASE WHEN TRY_CAST(${v} AS INTEGER) IS NOT NULL THEN ${C.int} WHEN TRY_CAST(${v} AS BIGINT) IS NOT NULL THEN ${C.bigint} ELSE ${decimalOrDouble} END
  WHEN ${full(v, BIG_DECIMAL_RE)} THEN ${lz} + CASE WHEN NOT regexp_matches(${v}, '[eE]|\\.$') THEN ${C.double} ELSE ${decimalOrDouble} END
  WHEN ${full(v, JAVA_DOUBLE_RE)} OR ${v} IN (${special}) THEN ${lz} + ${C.double}
  ${o.preferDate ? `WHEN ${date} THEN ${C.date}` : ''}
  ${timestamp}
  WHEN lower(${v}) IN ('true', 'false') THEN ${C.boolean}
  ELSE ${C.string} + ${boolLike}
END`;
}

/** Per column: what a scan gathers, in the aggregates' names of `readInference`. */
export function aggregates(
  k: string,
  v: string,
  alias: (a: string) => string,
  exact: boolean,
): string[] {
  const base = `(${k} % 1000)`;
  const has = (f: number) => `((${k} // 1000) & ${f}) <> 0`;
  const known = exact ? `${k} IS NOT NULL` : `${k} >= 0`;
  return [
    `bit_or(CASE WHEN ${base} >= ${DECIMAL_BASE} THEN ${1 << DECIMAL_BIT} WHEN ${base} >= 0 THEN 1 << ${base} END) FILTER (WHERE ${known}) AS ${alias('m')}`,
    ...(exact ? [`max(${base}) FILTER (WHERE ${base} >= ${DECIMAL_BASE}) AS ${alias('p')}`] : []),
    `min(${v}) FILTER (WHERE ${known} AND ${has(FLAG.leadingZero)}) AS ${alias('z')}`,
    ...(exact
      ? [
          `min(${v}) FILTER (WHERE ${has(FLAG.offset)}) AS ${alias('o')}`,
          `min(${v}) FILTER (WHERE ${has(FLAG.timeOnly)}) AS ${alias('t')}`,
        ]
      : []),
    `min(${v}) FILTER (WHERE ${known} AND ${base} = ${C.string}) AS ${alias('s')}`,
    `bool_and(${has(FLAG.boolLike)} OR ${base} = ${C.boolean}) FILTER (WHERE ${known}) AS ${alias('ba')}`,
    `bool_or(${has(FLAG.boolLike)}) FILTER (WHERE ${known}) AS ${alias('bo')}`,
    `count(*) FILTER (WHERE ${known})::BIGINT AS ${alias('n')}`,
    ...(exact
      ? []
      : [
          `count(*) FILTER (WHERE ${v} IS NOT NULL AND ${k} IS NULL)::BIGINT AS ${alias('e')}`,
          `count(*) FILTER (WHERE ${k} = ${UNDECIDED})::BIGINT AS ${alias('u')}`,
        ]),
  ];
}

/**
 * The first, cheap scan (`cheapClassifyExpr`): per column (`c`), aggregates over the
 * values the cheap tests settle, the count of empties (`e`) and of undecided values
 * (`u`). Unpivoted like the exact scan: one copy of the expression, whatever the number
 * of columns, is much cheaper to plan and run than one per column (measured: 240 rows ×
 * 9 columns in DuckDB-WASM, about ten times faster).
 */
export function cheapInferenceQuery(
  source: string,
  columns: readonly string[],
  o: CsvReadOptions,
): string {
  return unpivotedScan(source, columns, (v) => cheapClassifyExpr(v, o), false);
}

/**
 * `columns` of `source` unpivoted into (column `_dqw_c`, value `_dqw_v`) pairs, each value
 * classified by `classify`, and the aggregates of `readInference` grouped by column (`c`);
 * `only` filters the pairs first.
 */
export function unpivotedScan(
  source: string,
  columns: readonly string[],
  classify: (v: string) => string,
  exact: boolean,
  only?: (v: string) => string,
): string {
  const k = '"_dqw_k"';
  const v = '"_dqw_v"';
  const c = '"_dqw_c"';
  const on = columns.map((name) => sqlIdent(name)).join(', ');
  return (
    `SELECT ${c} AS c, ${aggregates(k, v, (a) => a, exact).join(', ')} FROM (SELECT ${c}, ${v}, ${classify(v)} AS ${k} ` +
    `FROM (UNPIVOT (SELECT ${on} FROM ${source}) ON ${on} INTO NAME ${c} VALUE ${v})` +
    `${only ? ` WHERE ${only(v)}` : ''}) GROUP BY ${c}`
  );
}

/**
 * The cheap scan laid out column by column instead of unpivoted: the same expression and
 * aggregates per column, in one row whose names end in the column's position
 * (`m0`, `n0`, …, `m1`, …); {@link columnarRows} gives back one row per column, as
 * {@link cheapInferenceQuery} returns. On a long, narrow file it is several times faster
 * (1M rows × 10 columns in DuckDB-WASM: 4.8 s against 16.7 s, the unpivoted values being
 * slow to classify); on a short or wide one planning a copy per column costs more than it
 * saves, so the caller picks (see {@link COLUMNAR_MAX_COLUMNS}).
 */
export function cheapInferenceQueryColumnar(
  source: string,
  columns: readonly string[],
  o: CsvReadOptions,
): string {
  const inner = columns.map((name, i) => {
    const col = sqlIdent(name);
    return `${col} AS ${sqlIdent(`_dqw_v${i}`)}, ${cheapClassifyExpr(col, o)} AS ${sqlIdent(`_dqw_k${i}`)}`;
  });
  const outer = columns.flatMap((_, i) =>
    aggregates(sqlIdent(`_dqw_k${i}`), sqlIdent(`_dqw_v${i}`), (a) => sqlIdent(`${a}${i}`), false),
  );
  return `SELECT ${outer.join(', ')} FROM (SELECT ${inner.join(', ')} FROM ${source})`;
}

/** The columnar scan's one row as one row per column (`c` and the aggregates' names). */
export function columnarRows(
  row: Record<string, unknown>,
  columns: readonly string[],
): Record<string, unknown>[] {
  const keys = ['m', 'z', 's', 'ba', 'bo', 'n', 'e', 'u'];
  return columns.map((c, i) => ({
    c,
    ...Object.fromEntries(keys.map((k) => [k, row[`${k}${i}`]])),
  }));
}

/** The most columns the columnar cheap scan is used for. */
export const COLUMNAR_MAX_COLUMNS = 64;

/** The fewest rows it is used for: below, the unpivoted scan plans and runs faster. */
export const COLUMNAR_MIN_ROWS = 50_000;

/**
 * The second, exact scan over the values the cheap scan left undecided, in `columns`
 * (those that have any). The columns are unpivoted into (column, value) pairs so that
 * the classifying expression appears once, whatever the number of columns (its regexes
 * are compiled once), and grouped by column: one row per column, named `c`.
 */
export function inferenceQuery(
  source: string,
  columns: readonly string[],
  o: CsvReadOptions,
): string {
  return unpivotedScan(
    source,
    columns,
    (v) => classifyExpr(v, o),
    true,
    (v) => `(${cheapClassifyExpr(v, o)}) = ${UNDECIDED}`,
  );
}

/** Date formats Spark's lenient timestamp parser also reads (`CSVInferSchema`). */
export const LENIENT_DATE_FORMATS = new Set([
  'yyyy-MM-dd',
  'yyyy-M-d',
  'yyyy-M-dd',
  'yyyy-MM-d',
  'yyyy-MM',
  'yyyy-M',
  'yyyy',
]);

/**
 * Whether a column of dates and timestamps is a timestamp column (else string): only when
 * no timestampFormat is set and the date format is one the lenient parser reads
 * (`CSVInferSchema.canParseDateAsTimestamp`).
 */
export function datesWidenToTimestamps(o: CsvReadOptions): boolean {
  return (
    o.timestampFormat === null && LENIENT_DATE_FORMATS.has(o.dateFormat?.pattern ?? 'yyyy-MM-dd')
  );
}

/** What the scan says about one column. */
export interface ColumnInference {
  name: string;
  type: SparkType;
  /** Non-null values. */
  values: number;
  /** A value written with a leading zero, when the column is numeric. */
  leadingZero: string | null;
  /** A timestamp written with an offset. */
  offset: string | null;
  /** A bare time, read as today. */
  timeOnly: string | null;
  /** A value that is text to Spark, when there is one. */
  text: string | null;
  /** The classes of its values (Spark's type for each value alone). */
  classes: ValueClass[];
  /** Values that are empty text or `nullValue`, which Spark reads as NULL. */
  empties: number;
  /** Every value is `T`/`F`/`Y`/`N`/`yes`/`no` (or `true`/`false`), with at least one of the former. */
  boolLike: boolean;
}

export const BITS: [ValueClass, number][] = [
  ['int', C.int],
  ['bigint', C.bigint],
  ['decimal', DECIMAL_BIT],
  ['double', C.double],
  ['date', C.date],
  ['timestamp', C.timestamp],
  ['boolean', C.boolean],
  ['string', C.string],
];

export const classesOf = (mask: number): ValueClass[] =>
  BITS.filter(([, bit]) => (mask & (1 << bit)) !== 0).map(([c]) => c);

export const str = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);

export const minText = (a: unknown, b: unknown): string | null => {
  const x = str(a);
  const y = str(b);
  if (x === null) return y;
  if (y === null) return x;
  return x < y ? x : y;
};

/**
 * Reads the cheap scan's rows (one per column with values) and the exact scan's rows (one per column with undecided
 * values) back into column inferences.
 */
export function readInference(
  cheapRows: readonly Record<string, unknown>[],
  exact: readonly Record<string, unknown>[],
  columns: readonly string[],
  o?: CsvReadOptions,
): ColumnInference[] {
  const widens = o ? datesWidenToTimestamps(o) : true;
  const byName = new Map(exact.map((r) => [String(r.c), r]));
  const cheapByName = new Map(cheapRows.map((r) => [String(r.c), r]));
  return columns.map((name) => {
    const cheap = cheapByName.get(name) ?? {};
    const a = (key: string): unknown => cheap[key];
    const row = byName.get(name) ?? {};
    const p = row.p;
    const mask = Number(a('m') ?? 0) | Number(row.m ?? 0);
    const type = mergeScan(
      {
        mask,
        decimalPrecision: p === null || p === undefined ? null : Number(p) - DECIMAL_BASE,
      },
      widens,
    );
    const n = Number(a('n') ?? 0) + Number(row.n ?? 0);
    const allBoolLike = a('ba') !== false && row.ba !== false;
    const anyBoolLike = a('bo') === true || row.bo === true;
    return {
      name,
      type,
      values: n,
      leadingZero: type.kind === 'string' ? null : minText(a('z'), row.z),
      offset: type.kind === 'timestamp' ? str(row.o) : null,
      timeOnly: type.kind === 'timestamp' ? str(row.t) : null,
      text: minText(a('s'), row.s),
      boolLike: n > 0 && allBoolLike && anyBoolLike,
      classes: classesOf(mask),
      empties: Number(a('e') ?? 0),
    };
  });
}
