/**
 * Spark's CSV schema inference (`CSVInferSchema`), as production runs it: pyspark ≥ 3.4
 * reading with `header=true, inferSchema=true` (RULES.md §9). This module is the pure
 * half: the value classes, how Spark merges them into a column type, and the read
 * options. The scan that classifies every value is SQL (see `infer-sql.ts`).
 *
 * Emulated: Spark 3.5 (`sql/catalyst/.../csv/CSVInferSchema.scala` and `CSVOptions.scala`
 * of branch 3.5), with its defaults:
 * - `preferDate=true`: a value that strictly matches `yyyy-MM-dd` is a date (Spark ≥ 3.4;
 *   before 3.4 dates were never inferred). With `preferDate=false` dates read as timestamps.
 * - no `timestampFormat`: timestamps are parsed by Spark's lenient default parser
 *   (`DateTimeUtils.stringToTimestamp`), so `2024-01-05 10:30`, `2024-1-5`, `2024-01` and a
 *   bare time `10:30:00` (today at that time) are timestamps; an offset (`-03:00`, `Z`)
 *   makes them an instant, which the workbench shows in UTC.
 * - `spark.sql.timestampType=TIMESTAMP_LTZ` (the default): no `timestamp_ntz` inference.
 * - a column mixing dates and timestamps widens to timestamp (the default date format is
 *   one the lenient parser reads); mixing numbers with dates, timestamps or booleans, or
 *   anything with text, gives string; a column with no value at all is string.
 *
 * Per value, in Spark's order: int (`Integer.parseInt`: sign, digits, leading zeros
 * dropped) → bigint (`Long.parseLong`) → decimal (`java.math.BigDecimal` with scale ≤ 0, so
 * whole numbers too big for a long, precision ≤ 38) → double (`Double.parseDouble`: also
 * `1e5`, ` 12 ` with spaces, `1.5d`, `NaN`, `Infinity`, and the `nanValue`/`positiveInf`/
 * `negativeInf` options `NaN`/`Inf`/`-Inf`) → date → timestamp → boolean (`true`/`false`
 * in any case; not `T`/`F`, `yes`/`no`, `0`/`1`) → string. Empty fields and `nullValue`
 * are skipped, and read as NULL whatever the type.
 *
 * `dateFormat`/`timestampFormat` (see `java-format.ts`): a value is a date when it matches
 * `dateFormat` strictly, a timestamp when it matches `timestampFormat` (which replaces the
 * lenient parser); dates mixed with timestamps widen to timestamp only without a
 * `timestampFormat` and with a date format the lenient parser reads, else string.
 *
 * Not emulated (documented limits): Spark's answer for a date or timestamp column that
 * also holds a bare 4–6 digit year depends on row order; the workbench gives string.
 * Patterns outside the numeric subset, `locale` (decimal separators, names), zone names
 * (`America/Sao_Paulo`) in timestamps, hexadecimal doubles and non-ASCII digits are not
 * read as Spark reads them; each such option is named in the load's notes.
 */

/** The Spark version whose inference is emulated. */
export const SPARK_INFERENCE_VERSION = '3.5';

/** What one value alone infers as (Spark's `inferField(NullType, value)`). */
export type ValueClass =
  'int' | 'bigint' | 'decimal' | 'double' | 'date' | 'timestamp' | 'boolean' | 'string';

/** Class codes the SQL scan returns; a decimal is `DECIMAL_BASE + precision`. */
export const CLASS_CODE: Record<Exclude<ValueClass, 'decimal'>, number> = {
  int: 0,
  bigint: 1,
  double: 2,
  date: 3,
  timestamp: 4,
  boolean: 5,
  string: 6,
};
export const DECIMAL_BASE = 100;
/** Bit of the class mask for decimals (the other classes use their code). */
export const DECIMAL_BIT = 7;

/** Flags added to a class code, in thousands: `code + 1000 * flags`. */
export const FLAG = {
  /** A number written with a leading zero (`007`), which Spark drops. */
  leadingZero: 1,
  /** A timestamp with an offset (`-03:00`, `Z`), read as that instant in UTC. */
  offset: 2,
  /** A bare time (`10:30:00`): Spark reads it as today at that time. */
  timeOnly: 4,
  /** `T`/`F`/`Y`/`N`/`yes`/`no`: booleans to many readers, text to Spark. */
  boolLike: 8,
} as const;

/** A Spark type as the inference produces it. */
export type SparkType =
  { kind: Exclude<ValueClass, 'decimal'> } | { kind: 'decimal'; precision: number; scale: number };

/** What the scan found in one column. */
export interface ColumnScan {
  /** Bit `code` set when a value of that class occurs (decimals: `DECIMAL_BIT`). */
  mask: number;
  /** Largest decimal precision seen, when decimals occur. */
  decimalPrecision: number | null;
}

const has = (mask: number, bit: number): boolean => (mask & (1 << bit)) !== 0;

/** Spark's name for a type (`int`, `decimal(20,0)`). */
export function sparkTypeName(t: SparkType): string {
  return t.kind === 'decimal' ? `decimal(${t.precision},${t.scale})` : t.kind;
}

/**
 * The column type Spark infers from the classes present: `compatibleType` folded over
 * the values (Spark's `TypeCoercion.findTightestCommonType` and CSV rules). Decimals
 * only arise here with scale 0, so their merge is `decimal(max digits, 0)`, where an int
 * counts as 10 digits and a bigint as 20 (`DecimalType.forType`).
 */
export function mergeScan(scan: ColumnScan, datesWiden = true): SparkType {
  const { mask } = scan;
  const C = CLASS_CODE;
  if (mask === 0 || has(mask, C.string)) return { kind: 'string' };
  const numeric = [C.int, C.bigint, C.double, DECIMAL_BIT].some((b) => has(mask, b));
  const temporal = has(mask, C.date) || has(mask, C.timestamp);
  const boolean = has(mask, C.boolean);
  if ([numeric, temporal, boolean].filter(Boolean).length > 1) return { kind: 'string' };
  if (boolean) return { kind: 'boolean' };
  if (temporal) {
    if (has(mask, C.date) && has(mask, C.timestamp))
      return { kind: datesWiden ? 'timestamp' : 'string' };
    return { kind: has(mask, C.timestamp) ? 'timestamp' : 'date' };
  }
  if (has(mask, C.double)) return { kind: 'double' };
  if (has(mask, DECIMAL_BIT)) {
    const floor = has(mask, C.bigint) ? 20 : has(mask, C.int) ? 10 : 0;
    return { kind: 'decimal', precision: Math.max(scan.decimalPrecision ?? 1, floor), scale: 0 };
  }
  return { kind: has(mask, C.bigint) ? 'bigint' : 'int' };
}

/** The class of a code from the scan (flags ignored). */
export function classOfCode(code: number): ValueClass {
  const base = code % 1000;
  if (base >= DECIMAL_BASE) return 'decimal';
  const found = (Object.keys(CLASS_CODE) as (keyof typeof CLASS_CODE)[]).find(
    (k) => CLASS_CODE[k] === base,
  );
  return found ?? 'string';
}

/** The merged type of a list of value classes (tests and small inputs). */
export function mergeClasses(codes: readonly number[], datesWiden = true): SparkType {
  let mask = 0;
  let decimalPrecision: number | null = null;
  for (const code of codes) {
    const base = code % 1000;
    if (base >= DECIMAL_BASE) {
      mask |= 1 << DECIMAL_BIT;
      decimalPrecision = Math.max(decimalPrecision ?? 0, base - DECIMAL_BASE);
    } else mask |= 1 << base;
  }
  return mergeScan({ mask, decimalPrecision }, datesWiden);
}

/** The DuckDB type a Spark type is loaded as. */
export function duckdbTypeFor(
  t: SparkType | { kind: string; precision?: number; scale?: number },
): string {
  switch (t.kind) {
    case 'int':
      return 'INTEGER';
    case 'bigint':
      return 'BIGINT';
    case 'smallint':
      return 'SMALLINT';
    case 'tinyint':
      return 'TINYINT';
    case 'double':
      return 'DOUBLE';
    case 'float':
      return 'FLOAT';
    case 'decimal':
      return `DECIMAL(${t.precision ?? 10},${t.scale ?? 0})`;
    case 'boolean':
      return 'BOOLEAN';
    case 'date':
      return 'DATE';
    case 'timestamp':
      return 'TIMESTAMP';
    case 'binary':
      return 'BLOB';
    default:
      return 'VARCHAR';
  }
}
