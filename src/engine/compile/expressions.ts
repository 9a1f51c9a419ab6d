import { FORMATS } from '../catalog/formats';
import { integerBounds, isNumericType, isTemporalType, isTextType } from '../catalog/spark-types';
import { pythonStrItems } from '../parse/python-repr';
import { sqlIdent, sqlNumber, sqlString } from '../sql/quote';
import { isBinaryFloatType, javaDoubleTextSql } from './java-text';
import type { ColumnInfo, KeyRangeOf, Located, Rule, SparkLine } from '../types';
import {
  ansiBigintCast,
  castForLiteral,
  legacyIntegerCast,
  sparkCastRefuses,
  type SparkNumberCast,
} from '../sql/spark-casts';

/** A column as the compiler sees it: its quoted reference and its DuckDB type. */
export interface ColRef {
  sql: string;
  info: ColumnInfo;
}

export function colRef(info: ColumnInfo): ColRef {
  return { sql: sqlIdent(info.name), info };
}

/**
 * The column as text, as Spark's cast to string does: doubles as Java writes them, and an
 * instant (TIMESTAMPTZ, as Parquet's UTC-adjusted timestamps load) as its UTC wall time
 * without an offset, where DuckDB's own text ends in `+00`.
 */
export function asText(c: ColRef): string {
  const type = c.info.duckdbType;
  if (isTextType(type)) return c.sql;
  if (isBinaryFloatType(type)) return javaDoubleTextSql(c.sql);
  if (/^(TIMESTAMPTZ|TIMESTAMP WITH TIME ZONE)$/i.test(type.trim()))
    return `CAST(make_timestamp(epoch_us(${c.sql})) AS VARCHAR)`;
  return `CAST(${c.sql} AS VARCHAR)`;
}

/**
 * The column as a number. A text column is cast the way Spark's implicit cast does:
 * values that are not numbers become NULL (and so are ignored by aggregates).
 */
export function asNumber(c: ColRef): string {
  if (isNumericType(c.info.duckdbType)) return c.sql;
  return `TRY_CAST(${asText(c)} AS DOUBLE)`;
}

/** A literal comparable with the column, for `range` bounds. Throws a rule error when it can't be. */
export function boundLiteral(c: ColRef, bound: Located): string {
  const type = c.info.duckdbType;
  if (typeof bound.value === 'number') return sqlNumber(bound.raw);
  if (typeof bound.value === 'boolean') return bound.value ? 'TRUE' : 'FALSE';
  const text = String(bound.value);
  if (isTemporalType(type)) {
    if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(text)) {
      throw new Error(`The bound "${text}" is not a date or timestamp (YYYY-MM-DD[ HH:MM:SS]).`);
    }
    return `CAST(${sqlString(text)} AS ${/^DATE$/i.test(type) ? 'DATE' : 'TIMESTAMP'})`;
  }
  if (isNumericType(type)) {
    if (!/^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(text)) {
      throw new Error(
        `The bound "${text}" is not a number, but column "${c.info.name}" is numeric.`,
      );
    }
    return sqlNumber(text.trim());
  }
  return sqlString(text);
}

/** Whether Spark reads the column as a number against this bound: a number bound on text. */
function textAgainstNumber(c: ColRef, bound: Located): boolean {
  return (
    typeof bound.value === 'number' &&
    !isNumericType(c.info.duckdbType) &&
    !isTemporalType(c.info.duckdbType)
  );
}

/**
 * The value side of a `range` comparison. Text compared with a number is cast as Spark
 * casts it (RULES.md §4): to DOUBLE against a fractional bound; against a whole one, to
 * BIGINT by Spark 4's ANSI cast, or by Spark 3.5's legacy cast to INT (BIGINT past it),
 * which drops a fractional part.
 */
export function rangeOperand(c: ColRef, bound: Located, spark: SparkLine = '4'): string {
  if (!textAgainstNumber(c, bound)) return c.sql;
  if (castForLiteral(bound.raw) === 'double') return asNumber(c);
  if (spark === '4') return ansiBigintCast(asText(c));
  const n = Number(bound.raw);
  return legacyIntegerCast(asText(c), n >= -(2 ** 31) && n < 2 ** 31 ? 'INTEGER' : 'BIGINT');
}

/**
 * The casts Spark 4 makes of a text column for a rule, each a condition true for a value
 * whose cast stops production's run (`CAST_INVALID_INPUT`); none on Spark 3.5, where such a
 * value is NULL.
 */
export function refusedCasts(
  c: ColRef,
  casts: SparkNumberCast[],
  spark: SparkLine = '4',
): string | null {
  if (spark !== '4' || isNumericType(c.info.duckdbType) || !isTextType(c.info.duckdbType))
    return null;
  const distinct = [...new Set(casts)];
  if (distinct.length === 0) return null;
  return distinct.map((cast) => sparkCastRefuses(asText(c), cast)).join(' OR ');
}

/** The casts a `range` rule's number bounds make of a text column. */
export function rangeCasts(c: ColRef, rule: Rule): SparkNumberCast[] {
  return [rule.params.min, rule.params.max]
    .filter((b): b is Located => b !== undefined && b.value !== null && textAgainstNumber(c, b))
    .map((b) => castForLiteral(b.raw));
}

/** `range` violation: a non-NULL value outside [min, max]. NULL-valued comparisons yield NULL. */
export function rangeViolation(c: ColRef, rule: Rule, spark: SparkLine = '4'): string {
  const parts: string[] = [];
  const { min, max } = rule.params;
  if (min && min.value !== null)
    parts.push(`${rangeOperand(c, min, spark)} < ${boundLiteral(c, min)}`);
  if (max && max.value !== null)
    parts.push(`${rangeOperand(c, max, spark)} > ${boundLiteral(c, max)}`);
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

/** `regex` violation: NULL, or no match found anywhere (Spark `rlike`). */
export function regexViolation(c: ColRef, pattern: string): string {
  return `(${c.sql} IS NULL OR NOT regexp_matches(${asText(c)}, ${sqlString(pattern)}))`;
}

/** Missing: NULL, or the value as text is one of `missing_values`. */
export function missingPredicate(c: ColRef, rule: Rule): string {
  const mv = rule.params.missing_values;
  const values = Array.isArray(mv?.value) ? pythonStrItems(mv!.raw) : [];
  if (values.length === 0) return `(${c.sql} IS NULL)`;
  const texts = values.map((v) => sqlString(v));
  return `(${c.sql} IS NULL OR ${asText(c)} IN (${texts.join(', ')}))`;
}

function listOf(p: Located | undefined): unknown[] {
  return Array.isArray(p?.value) ? (p!.value as unknown[]) : [];
}

/**
 * The number type Spark 4's `isin` casts a text column to for a list holding a number:
 * DOUBLE when one number is fractional (Python writes `1.0`), BIGINT when all are whole;
 * null when the list holds no number or the column is not text.
 */
function listCast(c: ColRef, list: Located | undefined): SparkNumberCast | null {
  const values = listOf(list);
  if (!list || !isTextType(c.info.duckdbType) || !values.some((v) => typeof v === 'number'))
    return null;
  const texts = pythonStrItems(list.raw);
  const fractional = values.some((v, i) => typeof v === 'number' && !/^-?\d+$/.test(texts[i]));
  return fractional ? 'double' : 'bigint';
}

/**
 * The column in a list: numbers against a numeric column, booleans against a boolean one
 * (Spark's `isin` compares them as they are). A text column against a list holding a
 * number: on Spark 4 the text is cast to that number's type and compared as a number
 * (checked on Spark 4.1.1); on Spark 3.5 both sides compare as text, each value as Python's
 * `str()` writes it from its JSON text (`2.50` is `2.5`, `1.0` stays `1.0`; checked on
 * Spark 3.5.9). Otherwise both sides as text.
 */
function inList(c: ColRef, list: Located, spark: SparkLine): string {
  const values = listOf(list);
  if (values.every((v) => typeof v === 'number') && isNumericType(c.info.duckdbType)) {
    return `${c.sql} IN (${values.map((v) => sqlNumber(String(v))).join(', ')})`;
  }
  // A boolean column against booleans compares booleans: no text is involved in Spark.
  if (values.every((v) => typeof v === 'boolean') && /^BOOL/i.test(c.info.duckdbType)) {
    return `${c.sql} IN (${values.map((v) => (v ? 'TRUE' : 'FALSE')).join(', ')})`;
  }
  const texts = pythonStrItems(list.raw);
  const cast = spark === '4' ? listCast(c, list) : null;
  if (cast) {
    const type = cast === 'double' ? 'DOUBLE' : 'BIGINT';
    const column = cast === 'double' ? asNumber(c) : ansiBigintCast(asText(c));
    const items = texts.map((t) => `TRY_CAST(${sqlString(t)} AS ${type})`);
    return `${column} IN (${items.join(', ')})`;
  }
  return `${asText(c)} IN (${texts.map(sqlString).join(', ')})`;
}

/**
 * The casts Spark 4 makes of a text column for a validity configuration: a list holding a
 * number (`isin`), and `valid_min` / `valid_max` (a comparison with the bound).
 */
export function validityCasts(c: ColRef, rule: Rule): SparkNumberCast[] {
  const p = rule.params;
  const lists = [listCast(c, p.valid_values), listCast(c, p.invalid_values)];
  const bounds = [p.valid_min, p.valid_max]
    .filter((b): b is Located => b !== undefined && textAgainstNumber(c, b))
    .map((b) => castForLiteral(b.raw));
  return [...lists.filter((x): x is SparkNumberCast => x !== null), ...bounds];
}

/** A value against `valid_min` / `valid_max`: Spark compares a text column as it casts it. */
function boundOperand(c: ColRef, bound: Located, spark: SparkLine): string {
  return spark === '4' && textAgainstNumber(c, bound) ? rangeOperand(c, bound, spark) : asNumber(c);
}

/** Validity (RULES.md §4): all configured conditions hold; with none, every value is valid. */
export function validPredicate(c: ColRef, rule: Rule, spark: SparkLine = '4'): string {
  const p = rule.params;
  const conds: string[] = [];
  if (p.valid_values)
    conds.push(listOf(p.valid_values).length ? inList(c, p.valid_values, spark) : 'FALSE');
  if (listOf(p.invalid_values).length) conds.push(`NOT (${inList(c, p.invalid_values!, spark)})`);
  if (p.valid_format)
    conds.push(`regexp_matches(${asText(c)}, ${sqlString(FORMATS[String(p.valid_format.value)])})`);
  if (p.valid_regex)
    conds.push(`regexp_matches(${asText(c)}, ${sqlString(String(p.valid_regex.value))})`);
  if (p.valid_min)
    conds.push(`${boundOperand(c, p.valid_min, spark)} >= ${sqlNumber(p.valid_min.raw)}`);
  if (p.valid_max)
    conds.push(`${boundOperand(c, p.valid_max, spark)} <= ${sqlNumber(p.valid_max.raw)}`);
  const len = `length(${asText(c)})`;
  if (p.valid_min_length) conds.push(`${len} >= ${sqlNumber(p.valid_min_length.raw)}`);
  if (p.valid_max_length) conds.push(`${len} <= ${sqlNumber(p.valid_max_length.raw)}`);
  if (p.valid_length) conds.push(`${len} = ${sqlNumber(p.valid_length.raw)}`);
  return conds.length ? `(${conds.join(' AND ')})` : 'TRUE';
}

/** Invalid: present and not valid. A NULL validity (e.g. a non-number vs valid_min) is not invalid. */
export function invalidPredicate(c: ColRef, rule: Rule, spark: SparkLine = '4'): string {
  return `(NOT ${missingPredicate(c, rule)} AND NOT ${validPredicate(c, rule, spark)})`;
}

/**
 * True when a column of this DuckDB type can be counted distinct by bitmap: the integer
 * types DuckDB's `bitstring_agg` takes (HUGEINT ranges are left to hashing).
 */
export function isBitmapType(duckdbType: string): boolean {
  return integerBounds(duckdbType) !== undefined;
}

/**
 * Counts distinct tuples with NULL as a value (NULLs equal each other). One column is
 * counted directly, plus one for NULL if any (cheaper than hashing a one-field struct).
 * An integer column whose range `rangeOf` knows is counted as the bits set in a bitmap of
 * that range (`bitstring_agg` ignores NULLs as `count(DISTINCT)` does; an empty table has
 * no range, so the bitmap is never NULL).
 */
export function distinctCount(cols: ColRef[], rangeOf?: KeyRangeOf): string {
  if (cols.length === 1) {
    const c = cols[0].sql;
    const nulls = `CASE WHEN count(*) > count(${c}) THEN 1 ELSE 0 END`;
    const { info } = cols[0];
    const range = isBitmapType(info.duckdbType) ? rangeOf?.(info) : undefined;
    if (range) {
      const type = info.duckdbType.trim().toUpperCase();
      const bound = (v: string) => `CAST(${sqlString(v)} AS ${type})`;
      return `(bit_count(bitstring_agg(${c}, ${bound(range.min)}, ${bound(range.max)})) + ${nulls})`;
    }
    return `(count(DISTINCT ${c}) + ${nulls})`;
  }
  return `count(DISTINCT row(${cols.map((c) => c.sql).join(', ')}))`;
}

/**
 * `unique`'s row predicate: the row's key is among the keys that occur more than once.
 * Keys are compared as structs, where NULL fields equal each other (NULL is a value). A
 * semi-join on the duplicated keys only needs the key columns in memory, where a window
 * over the table would hold every column of every row.
 */
export function duplicatedKeyPredicate(cols: ColRef[], table: string): string {
  const key = `struct_pack(${cols.map((c, i) => `${sqlIdent(`k${i}`)} := ${c.sql}`).join(', ')})`;
  return `(${key} IN (SELECT ${key} FROM ${sqlIdent(table)} GROUP BY ALL HAVING count(*) > 1))`;
}
