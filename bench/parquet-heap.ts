/**
 * How much DuckDB-WASM heap loading a Parquet file takes the page's way (parquet-wasm
 * decodes it to an Arrow IPC stream, DuckDB-WASM inserts the stream), against what the
 * file's footer says before anything is read. Run: `npm run bench:parquet` (or
 * `node --import tsx bench/parquet-heap.ts`); about a minute and 2 GB of memory at most.
 *
 * Files of several shapes are written with native DuckDB into bench/.data (kept and reused),
 * then each is loaded in a fresh Node process (a wasm heap only grows, so its size after the
 * load is the load's peak) with the same wasm builds as the page. Printed per file: its size,
 * the footer's uncompressed bytes, the footer-based estimate `loadLimit.ts` uses, the IPC
 * stream's size, both wasm heaps (parquet-wasm's, in the page's Parquet worker, and
 * DuckDB's) and DuckDB's own count of the table's memory. `DQW_PQ_FILES=a,b` picks files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as DuckDBBlocking from '@duckdb/duckdb-wasm/blocking';
import type * as ParquetWasm from 'parquet-wasm/node';
import { openNative } from '../src/adapters/node/native.ts';
import { wasmBundles } from '../src/adapters/node/wasm.ts';
import { int96AsFixedBinary } from '../src/adapters/common/int96.ts';
import { footerOfBytes } from '../src/adapters/common/parquetFooter.ts';
import { parquetRowGroupFacts } from '../src/adapters/common/parquetColumns.ts';
import { decodedBytes, uncompressedBytes } from '../src/workbench/parquetSample.ts';
import { benchRowsSql, DATA_DIR } from './data.ts';
import { printTable } from './table.ts';

const require = createRequire(import.meta.url);
const here = fileURLToPath(import.meta.url);

/** Eight long texts and five codes repeated over every row: a few KB of dictionary. */
function dictionarySql(rows: number): string {
  return `SELECT i AS id,
      ['the quick brown fox jumps over the lazy dog, again and again',
       'lorem ipsum dolor sit amet, consectetur adipiscing elit sed do',
       'pack my box with five dozen liquor jugs before the night ends',
       'sphinx of black quartz, judge my vow and keep it for the record',
       'how vexingly quick daft zebras jump over the sleeping watchdog',
       'the five boxing wizards jump quickly over the wide empty field',
       'jackdaws love my big sphinx of quartz more than anything else',
       'a wizard''s job is to vex chumps quickly in fog at the harbour'][i % 8 + 1] AS phrase,
      ['category alpha, long label', 'category beta, long label', 'category gamma, long label',
       'category delta, long label'][(i // 1000) % 4 + 1] AS category,
      ['Rio de Janeiro - Zona Sul - RJ', 'São Paulo - Centro Expandido - SP',
       'Belo Horizonte - Savassi - MG'][i % 3 + 1] AS place,
      (i % 5)::INTEGER AS code
    FROM range(1, ${rows + 1}) t(i)`;
}

/** The shapes measured: the bench's table, dictionary-heavy, numbers only, unique text. */
const SHAPES: Record<string, string> = {
  'bench10-1m': benchRowsSql(1_000_000),
  'bench10-5m': benchRowsSql(5_000_000),
  'dict-3m': dictionarySql(3_000_000),
  // Its Arrow stream just past 512 MiB: where the IPC writer's doubling buffer costs most.
  'dict-3.8m': dictionarySql(3_800_000),
  'numeric-5m': `SELECT i AS id, (i * 7) % 100000 AS n32, ((i * 7919) % 100000) / 7.0 AS x,
      DATE '2020-01-01' + (i % 2000)::INTEGER AS d,
      TIMESTAMP '2020-01-01' + INTERVAL (i) SECOND AS ts,
      i % 3 = 0 AS flag, (((i * 104729) % 1000000) / 100.0)::DECIMAL(12,2) AS amount
    FROM range(1, 5_000_001) t(i)`,
  'text-1m': `SELECT i AS id, md5(i::VARCHAR) || ' ' || md5((i + 1)::VARCHAR) || ' ' ||
      md5((i + 2)::VARCHAR) AS note
    FROM range(1, 1_000_001) t(i)`,
};

/** The Parquet file of `shape` in bench/.data, written once. */
async function parquetOf(shape: string): Promise<string> {
  const file = path.join(DATA_DIR, `pq-${shape}.parquet`);
  if (existsSync(file)) return file;
  mkdirSync(DATA_DIR, { recursive: true });
  const db = await openNative();
  await db.exec(`COPY (${SHAPES[shape]}) TO '${file}' (FORMAT parquet, COMPRESSION snappy)`);
  await db.close();
  return file;
}

interface Measured {
  rows: number;
  fileBytes: number;
  footerUncompressed: number;
  footerEstimate: number;
  arrowBytes: number;
  ipcBytes: number;
  parquetHeap: number;
  heapBefore: number;
  heapAfter: number;
  tableBytes: number;
}

/** One load, the page's way, in this (fresh) process. */
async function measure(file: string): Promise<Measured> {
  const duckdb =
    require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs') as typeof DuckDBBlocking;
  const parquet = require('parquet-wasm/node') as typeof ParquetWasm;
  const bytes = readFileSync(file);
  const groups = parquetRowGroupFacts(footerOfBytes(bytes)!.footer);
  const db = await duckdb.createDuckDB(wasmBundles(), new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
  await db.instantiate(() => {});
  db.open({});
  const conn = db.connect();
  const heap = () => (db as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8.length;
  const heapBefore = heap();
  // The Parquet worker's part: the whole file to one IPC stream.
  const decoded = parquet.readParquet(int96AsFixedBinary(bytes).file);
  const arrowBytes = decoded.getArrayMemorySize();
  const ipc = decoded.intoIPCStream();
  const parquetHeap = parquet.wasmMemory().buffer.byteLength;
  // The database's part.
  conn.insertArrowFromIPCStream(ipc, { name: 't', create: true });
  const heapAfter = heap();
  const table = conn
    .query(`SELECT sum(memory_usage_bytes)::BIGINT AS b FROM duckdb_memory()`)
    .toArray()[0] as { b: bigint };
  const rows = groups.reduce((n, g) => n + g.rows, 0);
  return {
    rows,
    fileBytes: bytes.length,
    footerUncompressed: uncompressedBytes(groups),
    footerEstimate: decodedBytes(groups),
    arrowBytes,
    ipcBytes: ipc.length,
    parquetHeap,
    heapBefore,
    heapAfter,
    tableBytes: Number(table.b),
  };
}

const mb = (n: number) => (n / 2 ** 20).toFixed(0);
const ratio = (a: number, b: number) => (a / b).toFixed(2);

async function main(): Promise<void> {
  if (process.argv[2] === '--one') {
    console.log(JSON.stringify(await measure(process.argv[3]!)));
    return;
  }
  const shapes = process.env.DQW_PQ_FILES?.split(',') ?? Object.keys(SHAPES);
  const rows: string[][] = [];
  for (const shape of shapes) {
    const file = await parquetOf(shape);
    const load = loadavg()[0]!.toFixed(2);
    const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--one', file], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    const m = JSON.parse(out.trim().split('\n').pop()!) as Measured;
    const heap = m.heapAfter - m.heapBefore;
    rows.push([
      path.basename(file),
      m.rows.toLocaleString('en'),
      mb(statSync(file).size),
      mb(m.footerUncompressed),
      mb(m.footerEstimate),
      mb(m.arrowBytes),
      mb(m.ipcBytes),
      mb(m.parquetHeap),
      `${mb(m.heapBefore)} → ${mb(m.heapAfter)}`,
      ratio(Math.max(m.heapAfter, m.parquetHeap), m.footerUncompressed),
      ratio(m.parquetHeap, m.footerEstimate),
      ratio(m.heapAfter, m.footerEstimate),
      ratio(heap, m.ipcBytes),
      mb(m.tableBytes),
      ratio(m.tableBytes, m.footerEstimate),
      load,
    ]);
  }
  printTable(
    [
      'file',
      'rows',
      'file MiB',
      'footer uncompr. MiB',
      'footer estimate MiB',
      'Arrow MiB',
      'IPC MiB',
      'parquet-wasm heap MiB',
      'DuckDB heap MiB',
      'larger heap / uncompr.',
      'parquet-wasm heap / estimate',
      'DuckDB heap / estimate',
      'heap growth / IPC',
      'table MiB',
      'table / estimate',
      'load avg',
    ],
    rows,
  );
}

await main();
