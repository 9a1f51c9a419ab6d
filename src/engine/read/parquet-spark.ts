/**
 * Which Parquet columns production cannot read. Spark turns each leaf of a Parquet file's
 * schema into a Spark type when it reads the file (`ParquetToSparkSchemaConverter`), and
 * refuses some physical/logical pairs outright: the whole read fails, whichever columns a
 * pipeline selects. DuckDB reads them all (a UUID, a nanosecond timestamp, a time of day),
 * so without this a rule set would pass here on a file production cannot open.
 *
 * The pairs are Spark 3.5's, with its default settings:
 * - INT32: plain, INTEGER(8|16|32, signed or not), DATE, DECIMAL of up to 9 digits;
 *   TIMESTAMP(MILLIS) is "not yet supported"; anything else (TIME(MILLIS)…) is illegal.
 * - INT64: plain, INTEGER(64), DECIMAL of up to 18 digits, TIMESTAMP(MILLIS|MICROS);
 *   TIMESTAMP(NANOS) is illegal unless `spark.sql.legacy.parquet.nanosAsLong` is set (it
 *   then reads as a bigint), and so is TIME(MICROS) (Spark 4.1 reads it as TIME).
 * - BINARY: plain, STRING, ENUM, JSON, BSON, DECIMAL; anything else is illegal.
 * - FIXED_LEN_BYTE_ARRAY: plain, DECIMAL that fits its length; INTERVAL is "not yet
 *   supported", UUID and FLOAT16 are illegal.
 * - BOOLEAN, FLOAT, DOUBLE and INT96 (a timestamp) always read; so does UNKNOWN (NULL).
 *
 * And one type Spark names otherwise than DuckDB's reading suggests: a timestamp not
 * adjusted to UTC (the naive timestamps pandas, Polars and DuckDB write) is `timestamp_ntz`
 * (`spark.sql.parquet.inferTimestampNTZ.enabled`, on by default since Spark 3.4), where
 * DuckDB reads a plain TIMESTAMP, which a CSV's `timestamp` also becomes.
 */
import type { ColumnInfo } from '../types';
import type { ReadWarning } from './warnings';

/** A leaf's logical type, as the footer's `LogicalType` (or its older `ConvertedType`) gives it. */
export type ParquetLogical =
  | { kind: 'STRING' | 'ENUM' | 'JSON' | 'BSON' | 'UUID' | 'FLOAT16' | 'DATE' | 'UNKNOWN' }
  | { kind: 'INTERVAL' }
  | { kind: 'DECIMAL'; precision: number; scale: number }
  | { kind: 'TIME' | 'TIMESTAMP'; unit: 'MILLIS' | 'MICROS' | 'NANOS'; utc: boolean }
  | { kind: 'INTEGER'; bits: number; signed: boolean }
  /** A logical type this reading does not know (a newer format's). */
  | { kind: 'OTHER'; name: string };

/** One leaf column of a Parquet schema. */
export interface ParquetLeaf {
  /** Its dotted path (`a.b` inside a struct). */
  path: string;
  /** The physical type, as Spark names it (`INT64`, `BINARY`, `FIXED_LEN_BYTE_ARRAY`…). */
  physical: string;
  /** Bytes per value of a FIXED_LEN_BYTE_ARRAY. */
  typeLength: number | null;
  logical: ParquetLogical | null;
}

/**
 * Why Spark refuses a leaf: its error (a decimal with more digits than its physical type
 * holds has no error class of its own), and the type as Spark's message writes it.
 */
export interface ParquetRefusal {
  error: 'PARQUET_TYPE_ILLEGAL' | 'PARQUET_TYPE_NOT_SUPPORTED' | 'DECIMAL_PRECISION';
  /** `FIXED_LEN_BYTE_ARRAY (UUID)`, `INT64 (TIMESTAMP(NANOS,false))`. */
  parquetType: string;
  /** A nanosecond timestamp: read as a bigint with `spark.sql.legacy.parquet.nanosAsLong`. */
  nanosAsLong?: true;
}

/** The logical type as parquet-mr writes it in Spark's messages. */
function logicalText(l: ParquetLogical): string {
  switch (l.kind) {
    case 'DECIMAL':
      return `DECIMAL(${l.precision},${l.scale})`;
    case 'TIME':
    case 'TIMESTAMP':
      return `${l.kind}(${l.unit},${l.utc})`;
    case 'INTEGER':
      return `INTEGER(${l.bits},${l.signed})`;
    case 'OTHER':
      return l.name;
    default:
      return l.kind;
  }
}

/** The most digits a decimal of `bytes` bytes holds (Spark's `Decimal.maxPrecisionForBytes`). */
export function maxPrecisionForBytes(bytes: number): number {
  // floor(log10(2^(8n-1) - 1)), in exact integers.
  const limit = (1n << BigInt(8 * bytes - 1)) - 1n;
  return Math.max(0, limit.toString().length - 1);
}

/** The most digits a decimal of this physical type holds in Spark (null: no decimal limit). */
function decimalDigits(leaf: ParquetLeaf): number | null {
  switch (leaf.physical) {
    case 'INT32':
      return 9;
    case 'INT64':
      return 18;
    case 'FIXED_LEN_BYTE_ARRAY':
      return maxPrecisionForBytes(leaf.typeLength ?? 0);
    default:
      // BINARY: a decimal of variable length keeps the precision it declares.
      return null;
  }
}

/** Whether Spark 3.5 reads the leaf as its type says (decimals aside). */
function readsAs(physical: string, l: ParquetLogical): boolean {
  switch (physical) {
    case 'INT32':
      return (l.kind === 'INTEGER' && [8, 16, 32].includes(l.bits)) || l.kind === 'DATE';
    case 'INT64':
      return (
        (l.kind === 'INTEGER' && l.bits === 64) || (l.kind === 'TIMESTAMP' && l.unit !== 'NANOS')
      );
    case 'BINARY':
      return ['STRING', 'ENUM', 'JSON', 'BSON'].includes(l.kind);
    default:
      return false;
  }
}

/** Whether Spark 3.5 reads the leaf, and what it says when it does not (null: it reads it). */
export function sparkParquetRefusal(leaf: ParquetLeaf): ParquetRefusal | null {
  const l = leaf.logical;
  if (!l || l.kind === 'UNKNOWN') return null;
  if (['BOOLEAN', 'FLOAT', 'DOUBLE', 'INT96'].includes(leaf.physical)) return null;
  const parquetType = `${leaf.physical} (${logicalText(l)})`;
  if (l.kind === 'DECIMAL') {
    const digits = decimalDigits(leaf);
    if (digits === null || (l.precision >= 1 && l.precision <= digits)) return null;
    return { error: 'DECIMAL_PRECISION', parquetType };
  }
  if (readsAs(leaf.physical, l)) return null;
  const notSupported =
    (leaf.physical === 'INT32' && l.kind === 'TIMESTAMP' && l.unit === 'MILLIS') ||
    (leaf.physical === 'FIXED_LEN_BYTE_ARRAY' && l.kind === 'INTERVAL');
  const nanos = leaf.physical === 'INT64' && l.kind === 'TIMESTAMP' && l.unit === 'NANOS';
  return {
    error: notSupported ? 'PARQUET_TYPE_NOT_SUPPORTED' : 'PARQUET_TYPE_ILLEGAL',
    parquetType,
    ...(nanos ? { nanosAsLong: true as const } : {}),
  };
}

/** A warning for each leaf Spark refuses to read. */
export function parquetReadWarnings(leaves: readonly ParquetLeaf[]): ReadWarning[] {
  return leaves.flatMap((leaf): ReadWarning[] => {
    const refusal = sparkParquetRefusal(leaf);
    return refusal ? [{ kind: 'parquet-unreadable', column: leaf.path, refusal }] : [];
  });
}

/** Spark's type for a leaf where it differs from the name DuckDB's type maps to (null: none). */
export function sparkTypeOfLeaf(leaf: ParquetLeaf): string | null {
  const l = leaf.logical;
  return leaf.physical === 'INT64' && l?.kind === 'TIMESTAMP' && !l.utc && l.unit !== 'NANOS'
    ? 'timestamp_ntz'
    : null;
}

/** `columns` (a Parquet file's, top level) with the Spark types its footer's leaves give. */
export function withParquetSparkTypes(
  columns: readonly ColumnInfo[],
  leaves: readonly ParquetLeaf[],
): ColumnInfo[] {
  const byPath = new Map(leaves.map((leaf) => [leaf.path, sparkTypeOfLeaf(leaf)]));
  return columns.map((c) => {
    const sparkType = byPath.get(c.name);
    return sparkType ? { ...c, sparkType } : c;
  });
}
