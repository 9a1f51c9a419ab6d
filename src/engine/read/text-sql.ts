/**
 * Spark's (Java's) syntax of a CSV value in SQL: the regular expressions of its numbers,
 * dates and timestamps, and the expressions that read a timestamp's parts, a pattern's
 * (`dateFormat`, `timestampFormat`) date or timestamp, and Spark's NULL texts. Shared by
 * the inference (`infer-sql.ts`) and the conversions (`convert-sql.ts`).
 */
import { sqlString } from '../sql/quote';
import type { CsvReadOptions } from './options';
import { groupOf, type CompiledPattern } from './java-format';
import { CLASS_CODE as C, FLAG } from './spark-csv';

/** Java's `String.trim` set (code points ≤ U+0020), which `Double.parseDouble` ignores. */
export const WS = '[\\x00-\\x20]*';

export const INT_RE = '[+-]?[0-9]+';

/** `new java.math.BigDecimal(s)` syntax: digits, an optional point, an optional exponent. */
export const BIG_DECIMAL_RE = '[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?';

/** Its parts, to compute the scale (`fraction digits - exponent`) and precision. */
export const BIG_DECIMAL_PARTS_RE = '[+-]?([0-9]*)\\.?([0-9]*)(?:[eE]([+-]?[0-9]+))?';

/** `Double.parseDouble` syntax beyond BigDecimal's: spaces, `d`/`f` suffix, NaN, Infinity, hex. */
export const JAVA_DOUBLE_RE =
  `${WS}[+-]?(NaN|Infinity|([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?[fFdD]?` +
  `|0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)[pP][+-]?[0-9]+[fFdD]?)${WS}`;

export const LEADING_ZERO = `^${WS}[+-]?0[0-9]`;

/** Spark's strict `yyyy-MM-dd` (the default `dateFormat` when `preferDate`). */
export const DATE_RE = '[0-9]{4}-[0-9]{2}-[0-9]{2}';

export const ZONE = '(Z|[+-][0-9]{1,2}(?::?[0-9]{2})?|UTC|GMT|UT)';

export const TIME =
  '([01]?[0-9]|2[0-3])(?::([0-5]?[0-9])(?::([0-5]?[0-9])(?:\\.([0-9]*))?' + ZONE + '?)?)?';

/**
 * Spark's lenient `stringToTimestamp`: `[+-]yyyy[yy][-[m]m[-[d]d[( |T)time]]]`, with a time of
 * `[h]h[:[m]m[:[s]s[.fraction][zone]]]`, spaces and control characters trimmed.
 * Groups: year, month, day, hour, minute, second, fraction, zone.
 */
export const TIMESTAMP_RE = `${WS}([+-]?[0-9]{4,6})(?:-([0-9]{1,2})(?:-([0-9]{1,2})(?:[ T]${TIME})?)?)?${WS}`;

/** A bare time (`10:30`, `T10:30:00Z`), which Spark reads as today at that time. */
export const TIME_RE = `${WS}T?${TIME}${WS}`;

export const TS_GROUPS = ['y', 'mo', 'd', 'h', 'mi', 's', 'f', 'z'];

export const TIME_GROUPS = ['h', 'mi', 's', 'f', 'z'];

export const lit = sqlString;

export const full = (v: string, re: string) => `regexp_full_match(${v}, ${lit(re)})`;

export const flag = (f: number) => 1000 * f;

/** `v` is NULL to Spark: missing, empty, or the `nullValue` option. */
export function isNull(v: string, o: CsvReadOptions): string {
  return o.nullValue === ''
    ? `(${v} IS NULL OR ${v} = '')`
    : `(${v} IS NULL OR ${v} = '' OR ${v} = ${lit(o.nullValue)})`;
}

/** The decimal precision of a BigDecimal string (digits without leading zeros, at least 1). */
export function precisionOf(parts: string): string {
  return `greatest(length(ltrim(${parts}.i || ${parts}.f, '0')), 1)`;
}

/** Reads one regex group by name: a lambda's struct field, or a `regexp_extract` of it. */
export type Part = (name: string) => string;

/** Timestamp text DuckDB casts, from the regex groups and a date text. */
export function timestampText(part: Part, datePart: string): string {
  const p = (x: string) => `coalesce(nullif(${part(x)}, ''), '0')`;
  const frac = `rpad(left(${part('f')}, 6), 6, '0')`;
  return `${datePart} || ' ' || ${p('h')} || ':' || ${p('mi')} || ':' || ${p('s')} || '.' || ${frac}`;
}

/** Minutes east of UTC of a zone text `z` (`Z`, `+3`, `-03:00`, `+0530`, `UTC`, or empty). */
export function offsetMinutes(z: string): string {
  const digits = `regexp_replace(${z}, '[^0-9]', '', 'g')`;
  const short = `length(${digits}) IN (1, 3)`;
  const hours = `CAST(CASE WHEN ${short} THEN left(${digits}, 1) ELSE left(${digits}, 2) END AS INTEGER)`;
  const mins = `coalesce(TRY_CAST(nullif(CASE WHEN ${short} THEN substr(${digits}, 2) ELSE substr(${digits}, 3) END, '') AS INTEGER), 0)`;
  return `CASE WHEN ${z} IN ('', 'Z', 'UTC', 'GMT', 'UT') THEN 0 ELSE (CASE WHEN left(${z}, 1) = '-' THEN -1 ELSE 1 END) * (${hours} * 60 + ${mins}) END`;
}

/** `expr` with the struct of `regexp_extract(v, re, groups)` bound to `name`, evaluated once. */
export function withGroups(
  v: string,
  re: string,
  groups: string[],
  name: string,
  expr: string,
): string {
  return `list_transform([regexp_extract(${v}, ${lit(`^${re}$`)}, ${sqlList(groups)})], lambda ${name}: ${expr})[1]`;
}

/** UTC TIMESTAMP from the groups, NULL when they are not a valid date and time. */
export function timestampAt(part: Part, datePart: string): string {
  return `TRY_CAST(${timestampText(part, datePart)} AS TIMESTAMP) - to_minutes(${offsetMinutes(part('z'))})`;
}

export const G = '_dqw_g';

export const field =
  (g: string): Part =>
  (x) =>
    `${g}.${x}`;

/** Groups read with one `regexp_extract` each: for a conversion, which binds no lambda. */
export const extracted =
  (v: string, re: string, groups: string[]): Part =>
  (x) =>
    `regexp_extract(${v}, ${lit(`^${re}$`)}, ${groups.indexOf(x) + 1})`;

export const dateOf = (part: Part) =>
  `${part('y')} || '-' || coalesce(nullif(${part('mo')}, ''), '1') || '-' || coalesce(nullif(${part('d')}, ''), '1')`;

/**
 * The fields of a value read with a `dateFormat`/`timestampFormat` pattern; a field the
 * pattern lacks takes Java's default (1970-01-01 00:00:00, no offset), a two-digit year is
 * 20yy (Java's reduced base 2000).
 */
export function patternPart(v: string, p: CompiledPattern): Part {
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
export function patternOffsetFlag(v: string, p: CompiledPattern): string {
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
export const isTimeOnly = (v: string) =>
  `(${full(v, TIME_RE)} AND (${v} LIKE '%:%' OR ltrim(${v}) LIKE 'T%'))`;

/** The common ISO form without a zone, which DuckDB's own cast reads exactly. */
export const PLAIN_ISO = '[0-9]{4}-[0-9]{2}-[0-9]{2}[ T][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?';

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
export function timestampClass(v: string, today: string): string {
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

export function sqlList(items: string[]): string {
  return `[${items.map(lit).join(', ')}]`;
}
