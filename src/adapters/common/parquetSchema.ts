/**
 * A Parquet footer's schema as production reads it: each leaf column's physical and
 * logical types (from the footer's `LogicalType`, else its older `ConvertedType`, as
 * parquet-mr derives them), for the engine's `parquetReadWarnings` and
 * `withParquetSparkTypes`. Pure: the page reads the footer from the file's end, the CLI
 * from disk.
 */
import type { ParquetLeaf, ParquetLogical } from '../../engine/index.ts';
import { items, leaves, PHYSICAL } from './parquetColumns.ts';
import { decodeStruct, field, intOf, type TValue } from './thrift-compact.ts';

/** The physical types as Spark's messages name them. */
const SPARK_PHYSICAL: Record<string, string> = {
  BYTE_ARRAY: 'BINARY',
  FIXED: 'FIXED_LEN_BYTE_ARRAY',
};

/** `TimeUnit`'s members, by field id. */
const UNITS = { 1: 'MILLIS', 2: 'MICROS', 3: 'NANOS' } as const;

const numberOf = (v: TValue | undefined): number | undefined => (v?.t === 'byte' ? v.v : intOf(v));
const boolOf = (v: TValue | undefined): boolean => v?.t === 'bool' && v.v;

/** The member of a Thrift union that is set: its field id and value. */
function member(union: TValue | undefined): { id: number; value: TValue } | null {
  if (union?.t !== 'struct' || union.fields.length === 0) return null;
  return { id: union.fields[0].id, value: union.fields[0].value };
}

/** A `TIME` or `TIMESTAMP` logical type (`isAdjustedToUTC`, field 1; `unit`, field 2). */
function temporal(kind: 'TIME' | 'TIMESTAMP', v: TValue): ParquetLogical {
  const unit = member(field(v, 2));
  return {
    kind,
    unit: UNITS[(unit?.id ?? 2) as keyof typeof UNITS] ?? 'MICROS',
    utc: boolOf(field(v, 1)),
  };
}

/** The footer's `LogicalType` union (SchemaElement field 10). */
function fromLogicalType(union: TValue): ParquetLogical | null {
  const m = member(union);
  if (!m) return null;
  const simple: Record<number, ParquetLogical['kind']> = {
    1: 'STRING',
    4: 'ENUM',
    6: 'DATE',
    11: 'UNKNOWN',
    12: 'JSON',
    13: 'BSON',
    14: 'UUID',
    15: 'FLOAT16',
  };
  switch (m.id) {
    case 2:
    case 3:
      return null; // MAP, LIST: groups, not leaves
    case 5:
      return {
        kind: 'DECIMAL',
        scale: numberOf(field(m.value, 1)) ?? 0,
        precision: numberOf(field(m.value, 2)) ?? 0,
      };
    case 7:
      return temporal('TIME', m.value);
    case 8:
      return temporal('TIMESTAMP', m.value);
    case 10:
      return {
        kind: 'INTEGER',
        bits: numberOf(field(m.value, 1)) ?? 0,
        signed: boolOf(field(m.value, 2)),
      };
    default:
      return simple[m.id]
        ? ({ kind: simple[m.id] } as ParquetLogical)
        : { kind: 'OTHER', name: `LogicalType ${m.id}` };
  }
}

/** The older `ConvertedType` (SchemaElement field 6), as parquet-mr reads it. */
function fromConvertedType(converted: number, element: TValue): ParquetLogical | null {
  const int = (bits: number, signed: boolean): ParquetLogical => ({
    kind: 'INTEGER',
    bits,
    signed,
  });
  const time = (kind: 'TIME' | 'TIMESTAMP', unit: 'MILLIS' | 'MICROS'): ParquetLogical => ({
    kind,
    unit,
    utc: true,
  });
  switch (converted) {
    case 0:
      return { kind: 'STRING' };
    case 4:
      return { kind: 'ENUM' };
    case 5:
      return {
        kind: 'DECIMAL',
        scale: numberOf(field(element, 7)) ?? 0,
        precision: numberOf(field(element, 8)) ?? 0,
      };
    case 6:
      return { kind: 'DATE' };
    case 7:
      return time('TIME', 'MILLIS');
    case 8:
      return time('TIME', 'MICROS');
    case 9:
      return time('TIMESTAMP', 'MILLIS');
    case 10:
      return time('TIMESTAMP', 'MICROS');
    case 11:
    case 12:
    case 13:
    case 14:
      return int([8, 16, 32, 64][converted - 11], false);
    case 15:
    case 16:
    case 17:
    case 18:
      return int([8, 16, 32, 64][converted - 15], true);
    case 19:
      return { kind: 'JSON' };
    case 20:
      return { kind: 'BSON' };
    case 21:
      return { kind: 'INTERVAL' };
    default:
      return null; // MAP, MAP_KEY_VALUE, LIST: groups
  }
}

/** Each leaf column of a footer's schema (`bytes`: the Thrift `FileMetaData`). */
export function parquetLeaves(bytes: Uint8Array): ParquetLeaf[] {
  const meta = decodeStruct(bytes).value;
  return [...leaves(items(field(meta, 2)))].map(([path, element]) => {
    const physical = PHYSICAL[numberOf(field(element, 1)) ?? -1] ?? 'UNKNOWN';
    const logicalType = field(element, 10);
    const converted = numberOf(field(element, 6));
    return {
      path,
      physical: SPARK_PHYSICAL[physical] ?? physical,
      typeLength: numberOf(field(element, 2)) ?? null,
      logical: logicalType
        ? fromLogicalType(logicalType)
        : converted === undefined
          ? null
          : fromConvertedType(converted, element),
    };
  });
}
