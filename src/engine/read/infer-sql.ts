/**
 * The SQL half of Spark's CSV inference (see `spark-csv.ts`): one expression classifies a
 * text value the way `CSVInferSchema.inferField(NullType, value)` would, one aggregate
 * query over every column gathers the classes present, and one expression per column
 * converts the text to the merged type. Pure string building with quoted identifiers and
 * literals; the adapters run it (over a loaded all-VARCHAR table or a `read_csv` of all
 * VARCHAR alike).
 */
import { sqlIdent, sqlString } from '../sql/quote';
import type { CsvReadOptions } from './options';
import { groupOf, type CompiledPattern } from './java-format';
import {
  CLASS_CODE as C,
  DECIMAL_BASE,
  DECIMAL_BIT,
  duckdbTypeFor,
  FLAG,
  mergeScan,
  type SparkType,
  type ValueClass,
} from './spark-csv';
import {
  cheapClassifyExpr,
  plainDateSql,
  plainDecimalSql,
  plainIntSql,
  plainTimestampSql,
  UNDECIDED,
} from './cheap-sql';

/** Java's `String.trim` set (code points ≤ U+0020), which `Double.parseDouble` ignores. */
const WS = '[\\x00-\\x20]*';
export const INT_RE = '[+-]?[0-9]+';
/** `new java.math.BigDecimal(s)` syntax: digits, an optional point, an optional exponent. */
export const BIG_DECIMAL_RE = '[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?';
/** Its parts, to compute the scale (`fraction digits - exponent`) and precision. */
const BIG_DECIMAL_PARTS_RE = '[+-]?([0-9]*)\\.?([0-9]*)(?:[eE]([+-]?[0-9]+))?';
/** `Double.parseDouble` syntax beyond BigDecimal's: spaces, `d`/`f` suffix, NaN, Infinity, hex. */
export const JAVA_DOUBLE_RE =
  `${WS}[+-]?(NaN|Infinity|([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?[fFdD]?` +
  `|0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)[pP][+-]?[0-9]+[fFdD]?)${WS}`;
const LEADING_ZERO = `^${WS}[+-]?0[0-9]`;
/** Spark's strict `yyyy-MM-dd` (the default `dateFormat` when `preferDate`). */
export const DATE_RE = '[0-9]{4}-[0-9]{2}-[0-9]{2}';
const ZONE = '(Z|[+-][0-9]{1,2}(?::?[0-9]{2})?|UTC|GMT|UT)';
const TIME =
  '([01]?[0-9]|2[0-3])(?::([0-5]?[0-9])(?::([0-5]?[0-9])(?:\\.([0-9]*))?' + ZONE + '?)?)?';
/**
 * Spark's lenient `stringToTimestamp`: `[+-]yyyy[yy][-[m]m[-[d]d[( |T)time]]]`, with a time of
 * `[h]h[:[m]m[:[s]s[.fraction][zone]]]`, spaces and control characters trimmed.
 * Groups: year, month, day, hour, minute, second, fraction, zone.
 */
export const TIMESTAMP_RE = `${WS}([+-]?[0-9]{4,6})(?:-([0-9]{1,2})(?:-([0-9]{1,2})(?:[ T]${TIME})?)?)?${WS}`;
/** A bare time (`10:30`, `T10:30:00Z`), which Spark reads as today at that time. */
export const TIME_RE = `${WS}T?${TIME}${WS}`;
const TS_GROUPS = ['y', 'mo', 'd', 'h', 'mi', 's', 'f', 'z'];
const TIME_GROUPS = ['h', 'mi', 's', 'f', 'z'];

const lit = sqlString;
const full = (v: string, re: string) => `regexp_full_match(${v}, ${lit(re)})`;
const flag = (f: number) => 1000 * f;

/** `v` is NULL to Spark: missing, empty, or the `nullValue` option. */
function isNull(v: string, o: CsvReadOptions): string {
  return o.nullValue === ''
    ? `(${v} IS NULL OR ${v} = '')`
    : `(${v} IS NULL OR ${v} = '' OR ${v} = ${lit(o.nullValue)})`;
}

/** The decimal precision of a BigDecimal string (digits without leading zeros, at least 1). */
function precisionOf(parts: string): string {
  return `greatest(length(ltrim(${parts}.i || ${parts}.f, '0')), 1)`;
}

/** Reads one regex group by name: a lambda's struct field, or a `regexp_extract` of it. */
type Part = (name: string) => string;

/** Timestamp text DuckDB casts, from the regex groups and a date text. */
function timestampText(part: Part, datePart: string): string {
  const p = (x: string) => `coalesce(nullif(${part(x)}, ''), '0')`;
  const frac = `rpad(left(${part('f')}, 6), 6, '0')`;
  return `${datePart} || ' ' || ${p('h')} || ':' || ${p('mi')} || ':' || ${p('s')} || '.' || ${frac}`;
}

/** Minutes east of UTC of a zone text `z` (`Z`, `+3`, `-03:00`, `+0530`, `UTC`, or empty). */
function offsetMinutes(z: string): string {
  const digits = `regexp_replace(${z}, '[^0-9]', '', 'g')`;
  const short = `length(${digits}) IN (1, 3)`;
  const hours = `CAST(CASE WHEN ${short} THEN left(${digits}, 1) ELSE left(${digits}, 2) END AS INTEGER)`;
  const mins = `coalesce(TRY_CAST(nullif(CASE WHEN ${short} THEN substr(${digits}, 2) ELSE substr(${digits}, 3) END, '') AS INTEGER), 0)`;
  return `CASE WHEN ${z} IN ('', 'Z', 'UTC', 'GMT', 'UT') THEN 0 ELSE (CASE WHEN left(${z}, 1) = '-' THEN -1 ELSE 1 END) * (${hours} * 60 + ${mins}) END`;
}

/** `expr` with the struct of `regexp_extract(v, re, groups)` bound to `name`, evaluated once. */
function withGroups(v: string, re: string, groups: string[], name: string, expr: string): string {
  return `list_transform([regexp_extract(${v}, ${lit(`^${re}$`)}, ${sqlList(groups)})], lambda ${name}: ${expr})[1]`;
}

/** UTC TIMESTAMP from the groups, NULL when they are not a valid date and time. */
function timestampAt(part: Part, datePart: string): string {
  return `TRY_CAST(${timestampText(part, datePart)} AS TIMESTAMP) - to_minutes(${offsetMinutes(part('z'))})`;
}

const G = '_dqw_g';
const field =
  (g: string): Part =>
  (x) =>
    `${g}.${x}`;
/** Groups read with one `regexp_extract` each: for a conversion, which binds no lambda. */
const extracted =
  (v: string, re: string, groups: string[]): Part =>
  (x) =>
    `regexp_extract(${v}, ${lit(`^${re}$`)}, ${groups.indexOf(x) + 1})`;
const dateOf = (part: Part) =>
  `${part('y')} || '-' || coalesce(nullif(${part('mo')}, ''), '1') || '-' || coalesce(nullif(${part('d')}, ''), '1')`;

/**
 * The fields of a value read with a `dateFormat`/`timestampFormat` pattern; a field the
 * pattern lacks takes Java's default (1970-01-01 00:00:00, no offset), a two-digit year is
 * 20yy (Java's reduced base 2000).
 */
function patternPart(v: string, p: CompiledPattern): Part {
  const re = lit(`^(?:${p.regex})$`);
  const g = (f: Parameters<typeof groupOf>[1]) => {
    const i = groupOf(p, f);
    return i ? `regexp_extract(${v}, ${re}, ${i})` : null;
  };
  return (x) => {
    if (x === 'y') {
      const y2 = g('y2');
      return g('y') ?? (y2 ? `('20' || ${y2})` : `'1970'`);
    }
    if (x === 'mo' || x === 'd') return g(x) ?? `'1'`;
    return g(x as 'h') ?? `''`;
  };
}

/** DATE of `v` read with a `dateFormat` pattern, NULL when it does not match. */
export function patternDate(v: string, p: CompiledPattern): string {
  return `CASE WHEN ${full(v, p.regex)} THEN TRY_CAST(${dateOf(patternPart(v, p))} AS DATE) END`;
}

/** UTC TIMESTAMP of `v` read with a `timestampFormat` pattern, NULL when it does not match. */
export function patternTimestamp(v: string, p: CompiledPattern): string {
  const part = patternPart(v, p);
  return `CASE WHEN ${full(v, p.regex)} THEN ${timestampAt(part, dateOf(part))} END`;
}

/** The offset flag of a value read with a pattern that has a zone field. */
function patternOffsetFlag(v: string, p: CompiledPattern): string {
  const z = patternPart(v, p)('z');
  return groupOf(p, 'z')
    ? `CASE WHEN ${z} NOT IN ('', 'Z') THEN ${flag(FLAG.offset)} ELSE 0 END`
    : '0';
}

/** Whether text that starts with a letter can still be a date or timestamp under the options. */
export function lettersMayBeTemporal(o: CsvReadOptions): boolean {
  return [o.dateFormat, o.timestampFormat].some((p) => p !== null && !p.startsWithDigit);
}

/** A bare time is told from a bare hour (`10`, a number) by its colon or its `T`. */
const isTimeOnly = (v: string) =>
  `(${full(v, TIME_RE)} AND (${v} LIKE '%:%' OR ltrim(${v}) LIKE 'T%'))`;

/** The common ISO form without a zone, which DuckDB's own cast reads exactly. */
const PLAIN_ISO = '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?';

/**
 * TIMESTAMP of a text value under Spark's lenient parser, in UTC; NULL when it is not one.
 * A date-only value is midnight; a bare time is on `today` (the caller's date). Lambda-free,
 * so that it can convert a column in place.
 */
export function timestampExpr(v: string, today: string): string {
  const ts = extracted(v, TIMESTAMP_RE, TS_GROUPS);
  const time = extracted(v, TIME_RE, TIME_GROUPS);
  return (
    `CASE WHEN ${full(v, PLAIN_ISO)} THEN TRY_CAST(${v} AS TIMESTAMP) ` +
    `WHEN ${full(v, TIMESTAMP_RE)} THEN ${timestampAt(ts, dateOf(ts))} ` +
    `WHEN ${isTimeOnly(v)} THEN ${timestampAt(time, lit(today))} END`
  );
}

/** The class code of a timestamp-looking value: timestamp with its flags, or string. */
function timestampClass(v: string, today: string): string {
  const flags = (part: Part, timeOnly: boolean) =>
    `${C.timestamp} + CASE WHEN ${part('z')} NOT IN ('', 'Z', 'UTC', 'GMT', 'UT') THEN ${flag(FLAG.offset)} ELSE 0 END` +
    (timeOnly ? ` + ${flag(FLAG.timeOnly)}` : '');
  const valid = (part: Part, datePart: string, timeOnly: boolean) =>
    `CASE WHEN (${timestampAt(part, datePart)}) IS NOT NULL THEN ${flags(part, timeOnly)} ELSE ${C.string} END`;
  const g = field(G);
  return (
    `CASE WHEN ${full(v, TIMESTAMP_RE)} THEN ${withGroups(v, TIMESTAMP_RE, TS_GROUPS, G, valid(g, dateOf(g), false))} ` +
    `ELSE ${withGroups(v, TIME_RE, TIME_GROUPS, G, valid(g, lit(today), true))} END`
  );
}

function sqlList(items: string[]): string {
  return `[${items.map(lit).join(', ')}]`;
}

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
function aggregates(k: string, v: string, alias: (a: string) => string, exact: boolean): string[] {
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
function unpivotedScan(
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
const LENIENT_DATE_FORMATS = new Set([
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

const BITS: [ValueClass, number][] = [
  ['int', C.int],
  ['bigint', C.bigint],
  ['decimal', DECIMAL_BIT],
  ['double', C.double],
  ['date', C.date],
  ['timestamp', C.timestamp],
  ['boolean', C.boolean],
  ['string', C.string],
];
const classesOf = (mask: number): ValueClass[] =>
  BITS.filter(([, bit]) => (mask & (1 << bit)) !== 0).map(([c]) => c);

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const minText = (a: unknown, b: unknown): string | null => {
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

const specials = (o: CsvReadOptions): string =>
  [o.nanValue, o.positiveInf, o.negativeInf].map(lit).join(', ');

/** `Double.parseDouble` of text in DuckDB, with the `nanValue`/`…Inf` options. */
function doubleExpr(v: string, o: CsvReadOptions): string {
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
