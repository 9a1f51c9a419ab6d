/**
 * Spark 4's ANSI casts of text to a number, as SQL predicates over DuckDB text. Spark 4
 * runs with `spark.sql.ansi.enabled` on: a text column that a rule reads as a number is
 * cast, and one value the cast refuses stops production's whole run with
 * `CAST_INVALID_INPUT` (Spark 3.5, without ANSI, reads such a value as NULL). Which cast
 * applies follows the other side: a whole-number literal casts the text to BIGINT, a
 * fractional one (and `avg`, `sum`, `stddev`) to DOUBLE.
 *
 * - DOUBLE: Java's `Double.parseDouble` after trimming characters up to U+0020 (a sign,
 *   digits with an optional point and exponent, an optional `d`/`f` suffix, `NaN`,
 *   `Infinity`, hexadecimal with a `p` exponent), and Spark's own `inf`, `infinity` and
 *   `nan` in any case.
 * - BIGINT: an optional sign and ASCII digits, trimmed, within a long; `5.0` and `1e3` are
 *   refused.
 */
import { sqlString } from './quote';

export type SparkNumberCast = 'double' | 'bigint';

const TRIM = '[\\x00-\\x20]*';
const DECIMAL = '(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?[fFdD]?';
const HEX = '0[xX]([0-9a-fA-F]+\\.?|[0-9a-fA-F]*\\.[0-9a-fA-F]+)[pP][+-]?\\d+[fFdD]?';
const JAVA_DOUBLE = `${TRIM}[+-]?(NaN|Infinity|${DECIMAL}|${HEX})${TRIM}`;
const SPARK_SPECIAL = `${TRIM}([+-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?)|[nN][aA][nN])${TRIM}`;
const LONG_DIGITS = `${TRIM}[+-]?\\d+${TRIM}`;

/** True when the non-NULL text `text` (SQL over VARCHAR) is a value Spark 4's cast refuses. */
export function sparkCastRefuses(text: string, cast: SparkNumberCast): string {
  if (cast === 'double')
    return `(${text} IS NOT NULL AND NOT (regexp_full_match(${text}, ${sqlString(JAVA_DOUBLE)}) OR regexp_full_match(${text}, ${sqlString(SPARK_SPECIAL)})))`;
  // Digits past a long are refused: the BIGINT cast of the trimmed digits is NULL there.
  return `(${text} IS NOT NULL AND NOT (regexp_full_match(${text}, ${sqlString(LONG_DIGITS)}) AND ${ansiBigintCast(text)} IS NOT NULL))`;
}

/** The type Spark casts a text column to when compared with the literal `raw` (JSON text). */
export function castForLiteral(raw: string): SparkNumberCast {
  return /^-?\d+$/.test(raw.trim()) ? 'bigint' : 'double';
}

/**
 * Spark 3.5's legacy cast of text to INT or BIGINT, as a comparison with a whole-number
 * literal makes it: trimmed, a sign and digits, and a fractional part dropped (`1.5` is 1);
 * anything else, or past the type, is NULL.
 */
export function legacyIntegerCast(text: string, type: 'INTEGER' | 'BIGINT'): string {
  const whole = `regexp_extract(${text}, ${sqlString(`^${TRIM}([+-]?\\d+)(\\.\\d*)?${TRIM}$`)}, 1)`;
  return `TRY_CAST(NULLIF(${whole}, '') AS ${type})`;
}

/** Spark 4's ANSI cast of text to BIGINT, for the values `sparkCastRefuses` lets through. */
export function ansiBigintCast(text: string): string {
  return `TRY_CAST(regexp_replace(${text}, ${sqlString(`^${TRIM}|${TRIM}$`)}, '', 'g') AS BIGINT)`;
}

// Python's `float(text)`: stripped, a sign, digits (an underscore between two), a point, an
// exponent; or inf, infinity, nan in any case. Fullwidth digits are read as digits.
const PY_DIGITS = '\\d(_?\\d)*';
const PY_FLOAT = `\\s*[+-]?((${PY_DIGITS}(\\.(${PY_DIGITS})?)?|\\.${PY_DIGITS})([eE][+-]?${PY_DIGITS})?|[iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])\\s*`;

/** `text` with fullwidth digits as ASCII ones (Python's float reads any decimal digit). */
const asciiDigits = (text: string) => `translate(${text}, '０１２３４５６７８９', '0123456789')`;

/** True when non-NULL `text` is a value Python's `float()` refuses (ValueError). */
export function pythonFloatRefuses(text: string): string {
  return `(${text} IS NOT NULL AND NOT regexp_full_match(${asciiDigits(text)}, ${sqlString(PY_FLOAT)}))`;
}

/** Python's `float(text)` as DOUBLE, for the values `pythonFloatRefuses` lets through. */
export function pythonFloat(text: string): string {
  return `TRY_CAST(replace(trim(${asciiDigits(text)}), '_', '') AS DOUBLE)`;
}
