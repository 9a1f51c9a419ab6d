/**
 * Files the e2e tests drop onto the page, built in memory (or on disk when large).
 */
import { closeSync, mkdirSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Table,
  tableFromArrays,
  tableFromIPC,
  tableToIPC,
  TimestampMillisecond,
  TimestampNanosecond,
  vectorFromArray,
} from 'apache-arrow';
import * as parquet from 'parquet-wasm';

/** A file as Playwright's `setInputFiles` takes it. */
/** The columns of the bundled sample (public/samples/customers.csv), in file order. */
export const SAMPLE_COLUMNS = [
  'id',
  'name',
  'email',
  'age',
  'country',
  'status',
  'cpf',
  'amount',
  'created_at',
];

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A CSV payload from text. */
export function csv(name: string, text: string): FilePayload {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

/** Orders with a negative amount and a missing email, to check rules re-run on new data. */
export const ORDERS_CSV = csv(
  'orders.csv',
  [
    'id,name,email,age,country,status,cpf,amount,created_at',
    '1,Ana,ana@example.com,30,BR,active,01234567890,10.5,2026-01-05',
    '2,Bruno,,45,BR,active,12345678901,20,2026-01-06',
    '3,Carla,carla@example.com,300,PT,active,12345678902,-4,2026-01-07',
  ].join('\n') + '\n',
);

/** A small Parquet file (id BIGINT, name, email, amount DOUBLE), written with parquet-wasm. */
export function parquetFile(name = 'people.parquet'): FilePayload {
  const table = tableFromArrays({
    id: BigInt64Array.from([1n, 2n, 3n, 4n]),
    name: ['Ana', 'Bruno', null, 'Dora'],
    email: ['ana@example.com', 'not-an-email', 'c@example.com', null],
    amount: Float64Array.from([1.5, 2.5, -3, 4]),
  });
  const wasmTable = parquet.Table.fromIPCStream(tableToIPC(table, 'stream'));
  return {
    name,
    mimeType: 'application/vnd.apache.parquet',
    buffer: Buffer.from(parquet.writeParquet(wasmTable)),
  };
}

/**
 * A Parquet file with a nanosecond timestamp column (INT64 TIMESTAMP(NANOS), as arrow
 * writers keep nanoseconds): DuckDB reads it, Spark refuses the whole file. Beside it, a
 * naive millisecond timestamp (not adjusted to UTC), which Spark names timestamp_ntz.
 */
export function nanosParquetFile(): FilePayload {
  const at = [Date.UTC(2024, 0, 5, 10, 30), null];
  const table = new Table({
    id: vectorFromArray([1, 2]),
    at: vectorFromArray(at, new TimestampNanosecond()),
    seen: vectorFromArray(at, new TimestampMillisecond()),
  });
  return {
    name: 'events.parquet',
    mimeType: 'application/vnd.apache.parquet',
    buffer: Buffer.from(
      parquet.writeParquet(parquet.Table.fromIPCStream(tableToIPC(table, 'stream'))),
    ),
  };
}

/** Reads Parquet bytes back into an Arrow table. */
export function readParquetBytes(bytes: Uint8Array): Table {
  return tableFromIPC(parquet.readParquet(bytes).intoIPCStream());
}

/** Writes a CSV of roughly `megabytes` to a temp file (Playwright caps in-memory files at 50 MB). */
export function bigCsvPath(megabytes: number): string {
  const dir = join(tmpdir(), 'dqw-e2e');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `big-${megabytes}mb.csv`);
  const header = 'id,name,email,age,country,status,cpf,amount,created_at\n';
  const line = (i: number) =>
    `${i},Customer ${i},customer${i}@example.com,${20 + (i % 60)},BR,active,${String(i).padStart(11, '0')},${(i % 997) + 0.5},2026-01-05\n`;
  const chunk = Array.from({ length: 10_000 }, (_, i) => line(i)).join('');
  const copies = Math.ceil((megabytes * 1024 * 1024) / chunk.length);
  // The content is a function of the size: a file already there whole is reused (a 1 GB
  // file takes a while to write). Written beside, then renamed, so a reader never sees half.
  const bytes = Buffer.byteLength(header) + copies * Buffer.byteLength(chunk);
  try {
    if (statSync(path).size === bytes) return path;
  } catch {
    // Not written yet.
  }
  const partial = `${path}.${process.pid}.part`;
  // Appended chunk by chunk: one string of a gigabyte is beyond V8's limit.
  const fd = openSync(partial, 'w');
  try {
    writeSync(fd, header);
    for (let i = 0; i < copies; i += 1) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, path);
  return path;
}
