/**
 * The DuckDB macros that give a `sql` rule's translated query Spark's meaning of the
 * functions the rewrite (`spark-dialect.ts`) renames: one fixed set, and one macro per
 * Java pattern a to_date / to_timestamp / unix_timestamp call reads. A run creates those
 * its queries call ({@link sparkMacrosFor}).
 */
import { javaDoubleTextSql } from '../compile/java-text';
import { patternDate, patternTimestamp } from '../read/infer-sql';
import { compileJavaPattern } from '../read/java-format';
import { sqlString } from './quote';

/**
 * The decimal a value goes through before Spark's truncation to an integer type or its
 * rounding of a double: eighteen places, and every double below 1e19 fits.
 */
const EXACT_DECIMAL = 'DECIMAL(38,18)';

/** An integer as Spark's ANSI cast reads text: sign and digits, around blanks and controls. */
const INTEGER_TEXT = '[\\x00-\\x20]*[+-]?[0-9]+[\\x00-\\x20]*';

/**
 * `use` of `value` with the value bound once, by a lambda. A macro copies its argument at
 * every use: a double's Java text reads its value about thirty times, and copies of copies
 * (a round inside a CAST to STRING) took DuckDB-WASM seconds to bind.
 */
function boundOnce(value: string, use: (v: string) => string, v = '_dqw_b'): string {
  return `list_transform([${value}], lambda ${v}: ${use(v)})[1]`;
}

/** 10^-d as a decimal (d a constant: a scale of -19 to 18). */
const unit = (d: string) => `CAST(('1e' || CAST(-(${d}) AS VARCHAR)) AS ${EXACT_DECIMAL})`;

/**
 * Decimal `v` rounded at `d` places, half up (away from zero, as DuckDB rounds a decimal)
 * or half even: at a tie whose rounded digit is odd, the neighbour toward zero.
 */
function decimalRounded(v: string, d: string, even: boolean): string {
  if (!even) return `round(${v}, ${d})`;
  return boundOnce(
    v,
    (r) => {
      const up = `round(${r}, ${d})`;
      const text = `CAST(${up} AS VARCHAR)`;
      const digit = `TRY_CAST(substring(${text}, length(${text}) + least(${d}, 0), 1) AS INTEGER)`;
      return (
        `CASE WHEN abs(${r} - ${up}) * 2 = ${unit(d)} AND ${digit} % 2 = 1 ` +
        `THEN round(${up} - sign(${r}) * ${unit(d)}, ${d}) ELSE ${up} END`
      );
    },
    '_dqw_r',
  );
}

/**
 * A double or float `x` rounded as Spark rounds it, as `type`. Spark's round (HALF_UP) and
 * bround (HALF_EVEN) go through `BigDecimal.valueOf`: the value's Java text, rounded as a
 * decimal (`round(1.005D, 2)` is 1.01 there; DuckDB rounds the binary value, 1.0). A float
 * is widened to a double first. A value of 1e19 or more (it has no fraction) and a scale
 * past 18 keep DuckDB's own rounding.
 */
function fractionalRounded(type: 'DOUBLE' | 'FLOAT', d: string, even: boolean): string {
  const native = even ? `round_even(x, ${d})` : `round(x, ${d})`;
  const exact = boundOnce(
    'CAST(x AS DOUBLE)',
    (v) =>
      `CAST(${decimalRounded(`CAST(${javaDoubleTextSql(v)} AS ${EXACT_DECIMAL})`, d, even)} AS VARCHAR)`,
  );
  return (
    `CASE WHEN isnan(x) OR isinf(x) THEN x WHEN abs(x) >= 1e19 OR ${d} > 18 THEN CAST(${native} AS ${type}) ` +
    `ELSE CAST(${exact} AS ${type}) END`
  );
}

/** An integer `x` rounded as Spark rounds it: itself at d >= 0, else at its tens, hundreds… */
function integralRounded(type: string, d: string, even: boolean): string {
  return even
    ? `CASE WHEN ${d} >= 0 THEN x ELSE CAST(${decimalRounded(`CAST(x AS ${EXACT_DECIMAL})`, d, true)} AS ${type}) END`
    : `round(x, ${d})`;
}

/**
 * `dqw_round` / `dqw_bround`: one overload per argument type (DuckDB picks a macro's
 * overload by type, an integer going to the DOUBLE one when it has none), each keeping its
 * argument's type as Spark does. Text and other types keep DuckDB's own function.
 */
function roundMacro(name: string, even: boolean): string {
  const overloads: string[] = [];
  const both = (param: string, body: (d: string) => string) => {
    overloads.push(`(${param}) AS ${body('0')}`, `(${param}, d) AS ${body('d')}`);
  };
  both('x DOUBLE', (d) => fractionalRounded('DOUBLE', d, even));
  both('x FLOAT', (d) => fractionalRounded('FLOAT', d, even));
  both('x DECIMAL', (d) => decimalRounded('x', d, even));
  for (const type of ['TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT'])
    both(`x ${type}`, (d) => integralRounded(type, d, even));
  both('x', (d) => (even ? `round_even(x, ${d})` : `round(x, ${d})`));
  return `CREATE OR REPLACE TEMP MACRO ${name}${overloads.join(', ')}`;
}

/**
 * Spark's to_date / to_timestamp (and their try_ forms) with a pattern, `to_date(s,
 * 'dd/MM/yyyy')`: the call becomes a macro named after the pattern (`dqw_pdate_<hex>(s)`),
 * which reads the text with the Java pattern as the CSV reader's `dateFormat` does. A value
 * the pattern does not read is NULL, as in Spark 3 without ANSI mode.
 */
export const PATTERN_PARSERS: Record<string, 'dqw_pdate' | 'dqw_pts' | 'dqw_pepoch'> = {
  to_date: 'dqw_pdate',
  try_to_date: 'dqw_pdate',
  to_timestamp: 'dqw_pts',
  try_to_timestamp: 'dqw_pts',
  // Seconds since 1970 of the text read with the pattern (Spark's default below).
  unix_timestamp: 'dqw_pepoch',
  to_unix_timestamp: 'dqw_pepoch',
};

/** The pattern of Spark's unix_timestamp(s) and from_unixtime(n) when none is given. */
export const DEFAULT_TIMESTAMP_PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** A pattern as hex digits, six per code point: a name DuckDB takes, and reads back. */
export const patternHex = (pattern: string) =>
  [...pattern].map((c) => c.codePointAt(0)!.toString(16).padStart(6, '0')).join('');
const patternOfHex = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{6}/g) ?? []).map((h) => parseInt(h, 16)));

/** The pattern macro a call needs, from its name (`dqw_pdate_…`, `dqw_pts_…`, `dqw_pepoch_…`). */
function patternMacro(name: string, kind: string, hex: string): string | null {
  const compiled = compileJavaPattern(patternOfHex(hex));
  if ('why' in compiled) return null;
  const temporal = "typeof(v) IN ('DATE', 'TIMESTAMP', 'TIMESTAMP WITH TIME ZONE')";
  // A date or timestamp argument is converted, its pattern unused, as Spark's are.
  const [type, read] =
    kind === 'pdate'
      ? ['DATE', patternDate('CAST(v AS VARCHAR)', compiled)]
      : ['TIMESTAMP', patternTimestamp('CAST(v AS VARCHAR)', compiled)];
  const value = `CASE WHEN ${temporal} THEN TRY_CAST(v AS ${type}) ELSE ${read} END`;
  // Whole seconds, rounded down as Spark's Math.floorDiv does.
  const body = kind === 'pepoch' ? `CAST(floor(epoch_us(${value}) / 1000000) AS BIGINT)` : value;
  return `CREATE OR REPLACE TEMP MACRO ${name}(v) AS ${body}`;
}

/** Spark's `trunc(date, fmt)` levels (`DateTimeUtils.parseTruncLevel`); another is NULL. */
const TRUNC_LEVELS: [string, string][] = [
  ['WEEK', 'week'],
  ['MON', 'month'],
  ['MONTH', 'month'],
  ['MM', 'month'],
  ['QUARTER', 'quarter'],
  ['YEAR', 'year'],
  ['YYYY', 'year'],
  ['YY', 'year'],
];

/**
 * Spark's `months_between(a, b, roundOff)` (`DateTimeUtils.monthsBetween`): whole months
 * when both fall on the same day of the month or both on a month's last day (the time of
 * day ignored), else the months plus the seconds between the days over 31 days, rounded
 * to 8 places as Java's `Math.round` rounds when `roundOff`.
 */
function monthsBetweenSql(roundOff: string): string {
  const a = 'TRY_CAST(a AS TIMESTAMP)';
  const b = 'TRY_CAST(b AS TIMESTAMP)';
  const months = (t: string) => `(year(${t}) * 12 + month(${t}))`;
  const lastDay = (t: string) => `CAST(${t} AS DATE) = last_day(${t})`;
  const secondsInDay = (t: string) =>
    `((epoch_us(${t}) - epoch_us(date_trunc('day', ${t}))) // 1000000)`;
  const diff =
    `(${months(a)} - ${months(b)}) + ((day(${a}) - day(${b})) * 86400 + ` +
    `${secondsInDay(a)} - ${secondsInDay(b)}) / 2678400.0`;
  return (
    `CASE WHEN day(${a}) = day(${b}) OR (${lastDay(a)} AND ${lastDay(b)}) ` +
    `THEN CAST(${months(a)} - ${months(b)} AS DOUBLE) ` +
    `WHEN ${roundOff} THEN floor((${diff}) * 1e8 + 0.5) / 1e8 ELSE CAST(${diff} AS DOUBLE) END`
  );
}

/** Spark's locate(sub, s, pos): 1-based, from `pos`; 0 when absent or when pos < 1. */
const LOCATE_FROM =
  'CASE WHEN pos < 1 THEN 0 WHEN instr(substr(s, pos), sub) = 0 THEN 0 ' +
  'ELSE instr(substr(s, pos), sub) + pos - 1 END';

/** Spark's 0-based start of `substring(s, p, …)`: position 0 is the first character. */
const SPARK_START = '(CASE WHEN p > 0 THEN p - 1 WHEN p < 0 THEN length(s) + p ELSE 0 END)';

/** Macros that give DuckDB the Spark meaning of renamed functions (a run creates those it calls). */
export const SPARK_MACROS: string[] = [
  'CREATE OR REPLACE TEMP MACRO dqw_date_sub(d, n) AS CAST(d AS DATE) - CAST(n AS INTEGER)',
  'CREATE OR REPLACE TEMP MACRO dqw_date_add(d, n) AS CAST(d AS DATE) + CAST(n AS INTEGER)',
  'CREATE OR REPLACE TEMP MACRO dqw_datediff(a, b) AS CAST(a AS DATE) - CAST(b AS DATE)',
  'CREATE OR REPLACE TEMP MACRO dqw_isnull(x) AS x IS NULL',
  'CREATE OR REPLACE TEMP MACRO dqw_isnotnull(x) AS x IS NOT NULL',
  'CREATE OR REPLACE TEMP MACRO dqw_nvl2(x, a, b) AS CASE WHEN x IS NOT NULL THEN a ELSE b END',
  'CREATE OR REPLACE TEMP MACRO dqw_to_date(x) AS TRY_CAST(x AS DATE)',
  // Spark's to_timestamp(text) parses it (NULL when it cannot); DuckDB's reads epoch seconds.
  'CREATE OR REPLACE TEMP MACRO dqw_to_timestamp(x) AS TRY_CAST(x AS TIMESTAMP)',
  // Spark's substring (UTF8String.substringSQL): position 0 reads as 1 (DuckDB's 0 is
  // before the first character, so substring('hello', 0, 2) is 'h' there, 'he' in Spark),
  // and a start before the string still counts toward the length.
  'CREATE OR REPLACE TEMP MACRO dqw_substring(s, p) AS CASE WHEN s IS NULL OR p IS NULL THEN NULL ' +
    `ELSE substring(s, greatest(${SPARK_START}, 0) + 1) END, ` +
    '(s, p, l) AS CASE WHEN s IS NULL OR p IS NULL OR l IS NULL THEN NULL ' +
    `WHEN greatest(${SPARK_START}, 0) >= ${SPARK_START} + l THEN '' ` +
    `ELSE substring(s, greatest(${SPARK_START}, 0) + 1, ${SPARK_START} + l - greatest(${SPARK_START}, 0)) END`,
  // Spark's dayofweek is 1 for Sunday to 7 for Saturday (DuckDB's: 0 to 6); its weekday is
  // 0 for Monday to 6 for Sunday (DuckDB's weekday is its dayofweek).
  'CREATE OR REPLACE TEMP MACRO dqw_dayofweek(x) AS dayofweek(CAST(x AS DATE)) + 1',
  'CREATE OR REPLACE TEMP MACRO dqw_weekday(x) AS isodow(CAST(x AS DATE)) - 1',
  // Spark's two-argument ltrim/rtrim take the characters first: ltrim(trimStr, str).
  'CREATE OR REPLACE TEMP MACRO dqw_ltrim(s) AS ltrim(s), (t, s) AS ltrim(s, t)',
  'CREATE OR REPLACE TEMP MACRO dqw_rtrim(s) AS rtrim(s), (t, s) AS rtrim(s, t)',
  // Spark replaces every match; DuckDB only the first unless told 'g'.
  "CREATE OR REPLACE TEMP MACRO dqw_regexp_replace(s, p, r) AS regexp_replace(s, p, r, 'g')",
  // Spark's text of a value: a double or float as Java writes it (`1.0E-4`, `1.23456785E7`;
  // DuckDB writes 0.0001 and 12345678.5), anything else as DuckDB does. Each branch binds for
  // any type, so the macro takes any value.
  'CREATE OR REPLACE TEMP MACRO dqw_string(x) AS CASE ' +
    `WHEN typeof(x) = 'DOUBLE' THEN ${javaDoubleTextSql('TRY_CAST(x AS DOUBLE)')} ` +
    `WHEN typeof(x) = 'FLOAT' THEN ${javaDoubleTextSql('TRY_CAST(x AS FLOAT)')} ` +
    'ELSE CAST(x AS VARCHAR) END',
  // What a CAST to an integer type reads, truncated toward zero as Spark truncates (DuckDB
  // rounds: 5.6 → 6, -5.6 → -6, '1.9' → 2). Eighteen decimals keep every double's integer
  // part exact; text goes through the same decimal, so '1.9' → 1 as in Spark 3.
  `CREATE OR REPLACE TEMP MACRO dqw_trunc(x) AS trunc(CAST(x AS ${EXACT_DECIMAL}))`,
  // The same for try_cast, which reads text as ANSI mode does: an integer only ('1.9' is
  // NULL), around spaces and control characters.
  "CREATE OR REPLACE TEMP MACRO dqw_try_trunc(x) AS CASE WHEN typeof(x) = 'VARCHAR' THEN " +
    `TRY_CAST(CASE WHEN regexp_full_match(CAST(x AS VARCHAR), ${sqlString(INTEGER_TEXT)}) ` +
    `THEN CAST(x AS VARCHAR) END AS DECIMAL(38,0)) ELSE trunc(TRY_CAST(x AS ${EXACT_DECIMAL})) END`,
  // Spark's trunc(date, fmt) truncates a date (DuckDB's trunc a number).
  'CREATE OR REPLACE TEMP MACRO dqw_trunc_date(d, fmt) AS CAST(CASE upper(fmt) ' +
    TRUNC_LEVELS.map(
      ([level, unit]) => `WHEN '${level}' THEN date_trunc('${unit}', TRY_CAST(d AS DATE)) `,
    ).join('') +
    'END AS DATE)',
  // Spark's add_months keeps the day, or the month's last day when the month is shorter.
  'CREATE OR REPLACE TEMP MACRO dqw_add_months(d, n) AS CAST(TRY_CAST(d AS DATE) + to_months(CAST(n AS INTEGER)) AS DATE)',
  `CREATE OR REPLACE TEMP MACRO dqw_months_between(a, b) AS ${monthsBetweenSql('true')}, (a, b, r) AS ${monthsBetweenSql('r')}`,
  // Spark's pmod is never negative for a positive divisor.
  'CREATE OR REPLACE TEMP MACRO dqw_pmod(a, n) AS CASE WHEN a % n < 0 THEN (a % n + n) % n ELSE a % n END',
  'CREATE OR REPLACE TEMP MACRO dqw_nanvl(a, b) AS CASE WHEN isnan(a) THEN b ELSE a END',
  // Spark's initcap: lower case, then each word's first letter in upper case (words split on spaces).
  "CREATE OR REPLACE TEMP MACRO dqw_initcap(s) AS array_to_string(list_transform(string_split(lower(s), ' '), lambda w: upper(left(w, 1)) || substr(w, 2)), ' ')",
  `CREATE OR REPLACE TEMP MACRO dqw_locate(sub, s) AS instr(s, sub), (sub, s, pos) AS ${LOCATE_FROM}`,
  // Spark's try_divide is NULL for a zero divisor (DuckDB's division gives Infinity).
  'CREATE OR REPLACE TEMP MACRO dqw_try_divide(a, b) AS a / nullif(b, 0)',
  'CREATE OR REPLACE TEMP MACRO dqw_try_mod(a, b) AS a % nullif(b, 0)',
  // Spark 3.5's size and cardinality of NULL are -1 (Spark 4's ANSI mode: NULL, as len).
  'CREATE OR REPLACE TEMP MACRO dqw_size_legacy(x) AS coalesce(len(x), -1)',
  // Spark 4's ANSI mode stops a query on a division or remainder by zero (Spark 3.5: NULL).
  "CREATE OR REPLACE TEMP MACRO dqw_divisor(b) AS CASE WHEN b = 0 THEN error('[DIVIDE_BY_ZERO] Division by zero') ELSE b END",
  "CREATE OR REPLACE TEMP MACRO dqw_modulus(b) AS CASE WHEN b = 0 THEN error('[REMAINDER_BY_ZERO] Remainder by zero') ELSE b END",
  // Spark's collect_list / collect_set skip NULLs and give [] for no rows (DuckDB's list
  // keeps NULLs and gives NULL).
  'CREATE OR REPLACE TEMP MACRO dqw_collect_list(x) AS coalesce(list(x) FILTER (WHERE x IS NOT NULL), [])',
  'CREATE OR REPLACE TEMP MACRO dqw_collect_set(x) AS coalesce(list(DISTINCT x) FILTER (WHERE x IS NOT NULL), [])',
  // Spark's round and bround of a double: its Java text rounded as a decimal.
  roundMacro('dqw_round', false),
  roundMacro('dqw_bround', true),
];

/** Each fixed macro with the pattern of a call to it. */
const MACRO_CALLS = SPARK_MACROS.map((macro) => ({
  macro,
  call: new RegExp(`\\b${/MACRO (\w+)/.exec(macro)![1]}\\(`),
}));

/**
 * The macros that `queries` (translated by {@link sparkToDuckdb}) call: a run creates only
 * those, as the rounding macros alone take DuckDB-WASM about 60 ms to create.
 */
export function sparkMacrosFor(queries: readonly string[]): string[] {
  const fixed = MACRO_CALLS.filter(({ call }) => queries.some((q) => call.test(q))).map(
    ({ macro }) => macro,
  );
  const patterns = new Map<string, string>();
  for (const q of queries)
    for (const [, name, kind, hex] of q.matchAll(/\b(dqw_(pdate|pts|pepoch)_([0-9a-f]+))\(/g)) {
      const macro = patterns.has(name) ? null : patternMacro(name, kind, hex);
      if (macro) patterns.set(name, macro);
    }
  return [...fixed, ...patterns.values()];
}
