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
  const digits = `regexp_replace(${text}, ${sqlString(`^${TRIM}|${TRIM}$`)}, '', 'g')`;
  return `(${text} IS NOT NULL AND NOT (regexp_full_match(${text}, ${sqlString(LONG_DIGITS)}) AND TRY_CAST(${digits} AS HUGEINT) BETWEEN -9223372036854775808 AND 9223372036854775807))`;
}

/** The type Spark casts a text column to when compared with the literal `raw` (JSON text). */
export function castForLiteral(raw: string): SparkNumberCast {
  return /^-?\d+$/.test(raw.trim()) ? 'bigint' : 'double';
}
