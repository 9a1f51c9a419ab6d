/**
 * Arrow → plain JS rows for the engine's `QueryResult`. DuckDB-WASM answers in Arrow;
 * Arrow's own `toJSON` gives BigInts, epoch-millisecond floats (which lose
 * microseconds) and unscaled decimals, so values are read from the raw buffers here.
 *
 * Dispatch is on `typeId`, never `instanceof`: in Node, duckdb-wasm's CommonJS build
 * carries its own copy of apache-arrow, and classes from one copy are not instances of
 * the other's.
 */
import type * as arrow from 'apache-arrow';
import type { QueryResult } from '../../engine/types.ts';
import {
  bigintToPlain,
  bytesToHex,
  decimalToNumber,
  formatDate,
  formatTime,
  formatTimestamp,
  type PlainInterval,
} from './values.ts';

// apache-arrow's `Type` enum values (stable across the format's versions).
const T = {
  Null: 1,
  Int: 2,
  Float: 3,
  Binary: 4,
  Utf8: 5,
  Bool: 6,
  Decimal: 7,
  Date: 8,
  Time: 9,
  Timestamp: 10,
  Interval: 11,
  List: 12,
  Struct: 13,
  FixedSizeBinary: 15,
  FixedSizeList: 16,
  Map: 17,
  Duration: 18,
  LargeBinary: 19,
  LargeUtf8: 20,
  Dictionary: -1,
} as const;

const utf8 = new TextDecoder();

/* eslint-disable @typescript-eslint/no-explicit-any -- Arrow's Data is generic over every
   type; the converter narrows by typeId at run time. */
type AnyData = arrow.Data<any>;

/** Microseconds per unit of Arrow's TimeUnit (SECOND, MILLISECOND, MICROSECOND, NANOSECOND). */
const toMicros = (raw: bigint, unit: number): bigint =>
  unit === 0 ? raw * 1_000_000n : unit === 1 ? raw * 1000n : unit === 2 ? raw : raw / 1000n;

/** A 128-bit (or 256-bit) little-endian two's-complement integer from 32-bit words. */
function wordsToBigInt(words: Uint32Array): bigint {
  let v = 0n;
  for (let i = words.length - 1; i >= 0; i--) v = (v << 32n) | BigInt(words[i]);
  const bits = BigInt(words.length * 32);
  return words[words.length - 1] & 0x8000_0000 ? v - (1n << bits) : v;
}

function bytesAt(data: AnyData, i: number): Uint8Array {
  if (data.valueOffsets) {
    const offsets = data.valueOffsets as Int32Array | BigInt64Array;
    return (data.values as Uint8Array).subarray(Number(offsets[i]), Number(offsets[i + 1]));
  }
  const width = (data.type as arrow.FixedSizeBinary).byteWidth;
  return (data.values as Uint8Array).subarray(i * width, (i + 1) * width);
}

function intervalAt(data: AnyData, i: number): PlainInterval {
  const buf = data.values as ArrayBufferView;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const unit = (data.type as arrow.Interval).unit;
  if (unit === 0) return { months: view.getInt32(i * 4, true), days: 0, micros: 0 }; // YEAR_MONTH
  if (unit === 1) {
    // DAY_TIME: days and milliseconds
    const ms = BigInt(view.getInt32(i * 8 + 4, true));
    return { months: 0, days: view.getInt32(i * 8, true), micros: bigintToPlain(ms * 1000n) };
  }
  // MONTH_DAY_NANO (what DuckDB sends): int32 months, int32 days, int64 nanoseconds
  const nanos = view.getBigInt64(i * 16 + 8, true);
  return {
    months: view.getInt32(i * 16, true),
    days: view.getInt32(i * 16 + 4, true),
    micros: bigintToPlain(nanos / 1000n),
  };
}

/** Value `i` of one Arrow chunk as a plain JS value. */
function valueAt(data: AnyData, i: number): unknown {
  if (!data.getValid(i)) return null;
  const type = data.type as arrow.DataType & Record<string, any>;
  switch (type.typeId) {
    case T.Null:
      return null;
    case T.Int: {
      const v = (data.values as ArrayLike<number | bigint>)[i];
      return typeof v === 'bigint' ? bigintToPlain(v) : v;
    }
    case T.Float:
      // Float16 arrives as raw uint16 bits; DuckDB never sends it, so it is not decoded.
      return (data.values as ArrayLike<number>)[i];
    case T.Bool: {
      const pos = data.offset + i;
      return ((data.values as Uint8Array)[pos >> 3] & (1 << (pos % 8))) !== 0;
    }
    case T.Utf8:
    case T.LargeUtf8:
      return utf8.decode(bytesAt(data, i));
    case T.Binary:
    case T.LargeBinary:
    case T.FixedSizeBinary:
      return bytesToHex(bytesAt(data, i));
    case T.Decimal: {
      const stride = type.bitWidth / 32;
      const words = (data.values as Uint32Array).subarray(i * stride, (i + 1) * stride);
      // DuckDB-WASM sends HUGEINT as DECIMAL(38,0): whole decimals stay exact integers.
      const unscaled = wordsToBigInt(words);
      return type.scale === 0 ? bigintToPlain(unscaled) : decimalToNumber(unscaled, type.scale);
    }
    case T.Date:
      return type.unit === 0 // DAY
        ? formatDate((data.values as Int32Array)[i])
        : formatDate(Math.floor(Number((data.values as BigInt64Array)[i]) / 86_400_000));
    case T.Timestamp: {
      const micros = toMicros((data.values as BigInt64Array)[i], type.unit);
      return formatTimestamp(micros, Boolean(type.timezone));
    }
    case T.Time: {
      const raw = (data.values as ArrayLike<number | bigint>)[i];
      return formatTime(toMicros(BigInt(raw), type.unit));
    }
    case T.Duration:
      return bigintToPlain(toMicros((data.values as BigInt64Array)[i], type.unit));
    case T.Interval:
      return intervalAt(data, i);
    case T.List:
    case T.FixedSizeList: {
      const child = data.children[0];
      const [start, end] = data.valueOffsets
        ? [Number(data.valueOffsets[i]), Number(data.valueOffsets[i + 1])]
        : [i * type.listSize, (i + 1) * type.listSize];
      const out: unknown[] = [];
      for (let j = start; j < end; j++) out.push(valueAt(child, j));
      return out;
    }
    case T.Struct: {
      const out: Record<string, unknown> = {};
      (type.children as arrow.Field[]).forEach(
        (f, k) => (out[f.name] = valueAt(data.children[k], i)),
      );
      return out;
    }
    case T.Map: {
      // A map becomes an object keyed by the key's text (JSON-friendly, like a struct).
      const entries = data.children[0];
      const out: Record<string, unknown> = {};
      const offsets = data.valueOffsets as Int32Array;
      for (let j = offsets[i]; j < offsets[i + 1]; j++) {
        out[String(valueAt(entries.children[0], j))] = valueAt(entries.children[1], j);
      }
      return out;
    }
    case T.Dictionary:
      return valueAt(data.dictionary!.data[0], (data.values as ArrayLike<number>)[i]);
    default:
      // Unions and anything newer: DuckDB never sends them for loaded CSV/Parquet data.
      return `[unsupported ${String(type)}]`;
  }
}

/** DuckDB's name for an Arrow type, so both adapters report the same column types. */
export function duckdbTypeName(type: arrow.DataType): string {
  const t = type as arrow.DataType & Record<string, any>;
  switch (t.typeId) {
    case T.Null:
      return '"NULL"';
    case T.Int: {
      const names: Record<number, string> = {
        8: 'TINYINT',
        16: 'SMALLINT',
        32: 'INTEGER',
        64: 'BIGINT',
      };
      return (t.isSigned ? '' : 'U') + names[t.bitWidth];
    }
    case T.Float:
      return t.precision === 2 ? 'DOUBLE' : 'FLOAT';
    case T.Bool:
      return 'BOOLEAN';
    case T.Utf8:
    case T.LargeUtf8:
      return 'VARCHAR';
    case T.Binary:
    case T.LargeBinary:
    case T.FixedSizeBinary:
      return 'BLOB';
    case T.Decimal:
      return `DECIMAL(${t.precision},${t.scale})`;
    case T.Date:
      return 'DATE';
    case T.Time:
      return 'TIME';
    case T.Timestamp:
      return t.timezone ? 'TIMESTAMP WITH TIME ZONE' : 'TIMESTAMP';
    case T.Interval:
    case T.Duration:
      return 'INTERVAL';
    case T.List:
      return `${duckdbTypeName(t.children[0].type)}[]`;
    case T.FixedSizeList:
      return `${duckdbTypeName(t.children[0].type)}[${t.listSize}]`;
    case T.Struct:
      return `STRUCT(${(t.children as arrow.Field[])
        .map((f) => `${quoteFieldName(f.name)} ${duckdbTypeName(f.type)}`)
        .join(', ')})`;
    case T.Map: {
      const [k, v] = (t.children[0].type as arrow.Struct).children;
      return `MAP(${duckdbTypeName(k.type)}, ${duckdbTypeName(v.type)})`;
    }
    case T.Dictionary:
      return duckdbTypeName(t.dictionary);
    default:
      return String(type);
  }
}

/** Struct field names print bare when they are plain identifiers, as DuckDB does. */
const quoteFieldName = (name: string): string =>
  /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;

/**
 * Convert an Arrow table (as DuckDB-WASM returns it) into the engine's `QueryResult`:
 * BIGINT/HUGEINT → number when safe else decimal text, DECIMAL → number, DATE →
 * `YYYY-MM-DD`, TIMESTAMP → `YYYY-MM-DD HH:MM:SS[.ffffff]`, lists → arrays, structs →
 * objects, BLOB → lowercase hex.
 */
export function arrowToQueryResult(table: arrow.Table): QueryResult {
  const fields = table.schema.fields;
  const columns = fields.map((f) => ({ name: f.name, type: duckdbTypeName(f.type) }));
  const rows: Record<string, unknown>[] = [];
  for (let r = 0; r < table.numRows; r++) rows.push({});
  fields.forEach((f, c) => {
    const vector = table.getChildAt(c);
    if (!vector) return;
    let r = 0;
    for (const chunk of vector.data) {
      for (let i = 0; i < chunk.length; i++) rows[r++][f.name] = valueAt(chunk, i);
    }
  });
  return { columns, rows };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
