/**
 * Which Parquet leaves Spark 3.5 refuses (`ParquetToSparkSchemaConverter`), and how its
 * message writes their type.
 */
import { describe, expect, it } from 'vitest';
import {
  maxPrecisionForBytes,
  sparkParquetRefusal,
  withParquetSparkTypes,
  type ParquetLeaf,
  type ParquetLogical,
} from './parquet-spark';

const leaf = (
  physical: string,
  logical: ParquetLogical | null,
  typeLength: number | null = null,
): ParquetLeaf => ({
  path: 'c',
  physical,
  typeLength,
  logical,
});
const ts = (unit: 'MILLIS' | 'MICROS' | 'NANOS', utc = true): ParquetLogical => ({
  kind: 'TIMESTAMP',
  unit,
  utc,
});
const int = (bits: number, signed = true): ParquetLogical => ({ kind: 'INTEGER', bits, signed });
const dec = (precision: number, scale = 0): ParquetLogical => ({
  kind: 'DECIMAL',
  precision,
  scale,
});

describe('Parquet leaves Spark reads', () => {
  it.each<[string, ParquetLeaf]>([
    ['a plain INT32', leaf('INT32', null)],
    ['INT32 (INTEGER(8,true))', leaf('INT32', int(8))],
    ['INT32 (INTEGER(32,false)), a bigint', leaf('INT32', int(32, false))],
    ['INT32 (DATE)', leaf('INT32', { kind: 'DATE' })],
    ['INT32 (DECIMAL(9,2))', leaf('INT32', dec(9, 2))],
    ['INT64 (INTEGER(64,false)), a decimal(20,0)', leaf('INT64', int(64, false))],
    ['INT64 (DECIMAL(18,4))', leaf('INT64', dec(18, 4))],
    ['INT64 (TIMESTAMP(MICROS,true))', leaf('INT64', ts('MICROS'))],
    ['INT64 (TIMESTAMP(MILLIS,false))', leaf('INT64', ts('MILLIS', false))],
    ['INT96', leaf('INT96', null)],
    ['BINARY (STRING)', leaf('BINARY', { kind: 'STRING' })],
    ['BINARY (JSON)', leaf('BINARY', { kind: 'JSON' })],
    ['BINARY (BSON)', leaf('BINARY', { kind: 'BSON' })],
    ['BINARY (ENUM)', leaf('BINARY', { kind: 'ENUM' })],
    ['a decimal of variable length', leaf('BINARY', dec(40, 2))],
    [
      'FIXED_LEN_BYTE_ARRAY (DECIMAL(38,2)) of 16 bytes',
      leaf('FIXED_LEN_BYTE_ARRAY', dec(38, 2), 16),
    ],
    ['a plain FIXED_LEN_BYTE_ARRAY', leaf('FIXED_LEN_BYTE_ARRAY', null, 16)],
    ['UNKNOWN (a NULL column)', leaf('INT32', { kind: 'UNKNOWN' })],
    ['DOUBLE, whatever it is annotated with', leaf('DOUBLE', { kind: 'UUID' })],
  ])('%s', (_name, l) => {
    expect(sparkParquetRefusal(l)).toBeNull();
  });
});

describe('Parquet leaves Spark refuses', () => {
  it.each<[ParquetLeaf, string, string]>([
    [
      leaf('FIXED_LEN_BYTE_ARRAY', { kind: 'UUID' }, 16),
      'PARQUET_TYPE_ILLEGAL',
      'FIXED_LEN_BYTE_ARRAY (UUID)',
    ],
    [
      leaf('FIXED_LEN_BYTE_ARRAY', { kind: 'FLOAT16' }, 2),
      'PARQUET_TYPE_ILLEGAL',
      'FIXED_LEN_BYTE_ARRAY (FLOAT16)',
    ],
    [
      leaf('FIXED_LEN_BYTE_ARRAY', { kind: 'INTERVAL' }, 12),
      'PARQUET_TYPE_NOT_SUPPORTED',
      'FIXED_LEN_BYTE_ARRAY (INTERVAL)',
    ],
    [leaf('INT64', ts('NANOS', false)), 'PARQUET_TYPE_ILLEGAL', 'INT64 (TIMESTAMP(NANOS,false))'],
    [
      leaf('INT64', { kind: 'TIME', unit: 'MICROS', utc: false }),
      'PARQUET_TYPE_ILLEGAL',
      'INT64 (TIME(MICROS,false))',
    ],
    [
      leaf('INT32', { kind: 'TIME', unit: 'MILLIS', utc: true }),
      'PARQUET_TYPE_ILLEGAL',
      'INT32 (TIME(MILLIS,true))',
    ],
    [leaf('INT32', ts('MILLIS')), 'PARQUET_TYPE_NOT_SUPPORTED', 'INT32 (TIMESTAMP(MILLIS,true))'],
    [leaf('INT32', int(64)), 'PARQUET_TYPE_ILLEGAL', 'INT32 (INTEGER(64,true))'],
    [leaf('INT64', int(32)), 'PARQUET_TYPE_ILLEGAL', 'INT64 (INTEGER(32,true))'],
    [leaf('BINARY', { kind: 'UUID' }), 'PARQUET_TYPE_ILLEGAL', 'BINARY (UUID)'],
    [leaf('INT32', dec(10, 2)), 'DECIMAL_PRECISION', 'INT32 (DECIMAL(10,2))'],
    [leaf('INT64', dec(19)), 'DECIMAL_PRECISION', 'INT64 (DECIMAL(19,0))'],
    [
      leaf('FIXED_LEN_BYTE_ARRAY', dec(10, 2), 4),
      'DECIMAL_PRECISION',
      'FIXED_LEN_BYTE_ARRAY (DECIMAL(10,2))',
    ],
  ])('%o', (l, error, parquetType) => {
    const nanos = parquetType.includes('NANOS') ? { nanosAsLong: true } : {};
    expect(sparkParquetRefusal(l)).toEqual({ error, parquetType, ...nanos });
  });

  it('sizes a fixed-length decimal as Spark does', () => {
    expect([1, 2, 4, 8, 12, 16].map(maxPrecisionForBytes)).toEqual([2, 4, 9, 18, 28, 38]);
  });
});

describe('Spark types a Parquet footer names otherwise than DuckDB', () => {
  it('a timestamp not adjusted to UTC is timestamp_ntz; the others keep their names', () => {
    const columns = ['naive', 'utc', 'nanos', 'day', 'missing'].map((name) => ({
      name,
      duckdbType: 'TIMESTAMP',
      sparkType: 'timestamp',
    }));
    const leaves: ParquetLeaf[] = [
      { ...leaf('INT64', ts('MILLIS', false)), path: 'naive' },
      { ...leaf('INT64', ts('MICROS', true)), path: 'utc' },
      { ...leaf('INT64', ts('NANOS', false)), path: 'nanos' },
      { ...leaf('INT32', { kind: 'DATE' }), path: 'day' },
    ];
    expect(withParquetSparkTypes(columns, leaves).map((c) => c.sparkType)).toEqual([
      'timestamp_ntz',
      'timestamp',
      'timestamp',
      'timestamp',
      'timestamp',
    ]);
  });
});
