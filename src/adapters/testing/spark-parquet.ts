/**
 * A Parquet file as Spark 3.5 writes one (`df.write.parquet`), made at test time: a
 * timestamp column as INT96 with no logical or converted type (Spark's default
 * `spark.sql.parquet.outputTimestampType=INT96`), a date as INT32 DATE, a decimal(10,2)
 * as INT64 DECIMAL (precision ≤ 18, non-legacy format), a string as UTF8; the key-value
 * metadata Spark adds (`org.apache.spark.version`, `org.apache.spark.sql.parquet.row.metadata`,
 * with no `org.apache.spark.legacyINT96`: values are proleptic Gregorian, as Spark ≥ 3.1
 * writes them in CORRECTED mode) and parquet-mr's `created_by`.
 *
 * Spark reads INT96 as microseconds: `(julianDay - 2440588) * 86400 s + nanosOfDay / 1000`
 * (`DateTimeUtils.fromJulianDay`), so sub-microsecond nanos are dropped toward the past
 * (the nanos of the day are never negative).
 */
import {
  ConvertedType,
  dateDays,
  int96Of,
  PhysicalType,
  plainInt32,
  plainInt64,
  plainUtf8,
  writeParquet,
} from './parquet-writer.ts';

/** A row as written: the UTC instant to nanoseconds, the date, the decimal's unscaled value. */
interface Row {
  id: number;
  ts: string | null;
  day: string | null;
  amount: bigint | null;
  name: string | null;
}

const ROWS: Row[] = [
  { id: 1, ts: '2024-01-05 13:30:00.123456789', day: '2024-01-05', amount: 123456n, name: 'Ana' },
  { id: 2, ts: '1899-12-31 23:59:59.999999999', day: '1899-12-31', amount: -1n, name: 'Bruno' },
  { id: 3, ts: '1969-12-31 23:59:59.999999999', day: '1969-12-31', amount: null, name: null },
  { id: 4, ts: null, day: null, amount: 9999999999n, name: 'Çé' },
  { id: 5, ts: '1970-01-01 00:00:00.000000001', day: '1970-01-01', amount: 0n, name: '' },
  { id: 6, ts: '1600-02-29 12:00:00.5', day: '1582-10-15', amount: 5n, name: 'Dora' },
];

/** What Spark 3.5 shows for each row (`CAST(col AS STRING)` in UTC), in `id` order. */
export const SPARK_PARQUET_EXPECTED = [
  { id: 1, ts: '2024-01-05 13:30:00.123456', day: '2024-01-05', amount: '1234.56', name: 'Ana' },
  { id: 2, ts: '1899-12-31 23:59:59.999999', day: '1899-12-31', amount: '-0.01', name: 'Bruno' },
  { id: 3, ts: '1969-12-31 23:59:59.999999', day: '1969-12-31', amount: null, name: null },
  { id: 4, ts: null, day: null, amount: '99999999.99', name: 'Çé' },
  { id: 5, ts: '1970-01-01 00:00:00', day: '1970-01-01', amount: '0.00', name: '' },
  { id: 6, ts: '1600-02-29 12:00:00.5', day: '1582-10-15', amount: '0.05', name: 'Dora' },
];

/** The Spark types of the columns (what a `schema` rule sees). */
export const SPARK_PARQUET_TYPES = {
  id: 'int',
  ts: 'timestamp',
  day: 'date',
  amount: 'decimal(10,2)',
  name: 'string',
};

const ROW_METADATA = JSON.stringify({
  type: 'struct',
  fields: [
    { name: 'id', type: 'integer', nullable: true, metadata: {} },
    { name: 'ts', type: 'timestamp', nullable: true, metadata: {} },
    { name: 'day', type: 'date', nullable: true, metadata: {} },
    { name: 'amount', type: 'decimal(10,2)', nullable: true, metadata: {} },
    { name: 'name', type: 'string', nullable: true, metadata: {} },
  ],
});

const or = <T>(v: T | null, f: (x: T) => Uint8Array): Uint8Array | null =>
  v === null ? null : f(v);

/** The bytes of the Spark-written fixture (about 1 KB). */
export function sparkParquet(): Uint8Array {
  return writeParquet({
    rootName: 'spark_schema',
    createdBy: 'parquet-mr version 1.13.1 (build db4183109d5b734ec5930d870cdae161e408ddba)',
    keyValue: [
      ['org.apache.spark.version', '3.5.1'],
      ['org.apache.spark.sql.parquet.row.metadata', ROW_METADATA],
    ],
    columns: [
      { name: 'id', type: PhysicalType.INT32, values: ROWS.map((r) => plainInt32(r.id)) },
      { name: 'ts', type: PhysicalType.INT96, values: ROWS.map((r) => or(r.ts, int96Of)) },
      {
        name: 'day',
        type: PhysicalType.INT32,
        convertedType: ConvertedType.DATE,
        logical: { kind: 'date' },
        values: ROWS.map((r) => or(r.day, (d) => plainInt32(dateDays(d)))),
      },
      {
        name: 'amount',
        type: PhysicalType.INT64,
        convertedType: ConvertedType.DECIMAL,
        precision: 10,
        scale: 2,
        logical: { kind: 'decimal', precision: 10, scale: 2 },
        values: ROWS.map((r) => or(r.amount, plainInt64)),
      },
      {
        name: 'name',
        type: PhysicalType.BYTE_ARRAY,
        convertedType: ConvertedType.UTF8,
        logical: { kind: 'string' },
        values: ROWS.map((r) => or(r.name, plainUtf8)),
      },
    ],
  });
}
