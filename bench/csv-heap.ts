/**
 * How much DuckDB-WASM heap loading a CSV takes with production's typing, the page's way
 * (the page's loader, `loadCsv`, on the same wasm build; the file read by the runtime, not
 * copied into the heap, as the page reads a `File` by handle). Each load runs in a fresh
 * Node process: a wasm heap only grows, so its size after the load is the load's peak.
 *
 * `node --import tsx bench/csv-heap.ts <file.csv>…` prints, per file: its size, the heap
 * before and after, the peak over the file's size, DuckDB's count of the table's memory,
 * and the load's seconds. `--no-speculate` loads without the first rows' guess (the path a
 * value past them that changes a type takes).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as DuckDBBlocking from '@duckdb/duckdb-wasm/blocking';
import { arrowToQueryResult } from '../src/adapters/common/arrow.ts';
import { loadCsv } from '../src/adapters/common/csv.ts';
import { wasmBundles } from '../src/adapters/node/wasm.ts';
import { printTable } from './table.ts';

const require = createRequire(import.meta.url);
const here = fileURLToPath(import.meta.url);

export interface CsvHeap {
  fileBytes: number;
  heapBefore: number;
  heapAfter: number;
  tableBytes: number;
  rows: number;
  seconds: number;
}

/** One load of `file` in this (fresh) process. */
export async function measureCsvHeap(file: string, speculate = true): Promise<CsvHeap> {
  const duckdb =
    require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs') as typeof DuckDBBlocking;
  const db = await duckdb.createDuckDB(wasmBundles(), new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
  await db.instantiate(() => {});
  db.open({});
  const conn = db.connect();
  const runner = { query: async (sql: string) => arrowToQueryResult(conn.query(sql)) };
  const heap = () => (db as unknown as { mod: { HEAPU8: Uint8Array } }).mod.HEAPU8.length;
  const heapBefore = heap();
  const t0 = performance.now();
  const info = await loadCsv(runner, path.resolve(file), 't', { speculate });
  const seconds = (performance.now() - t0) / 1000;
  const heapAfter = heap();
  const table = (
    await runner.query(`SELECT sum(memory_usage_bytes)::BIGINT AS b FROM duckdb_memory()`)
  ).rows[0]!.b;
  return {
    fileBytes: statSync(file).size,
    heapBefore,
    heapAfter,
    tableBytes: Number(table),
    rows: info.rows,
    seconds,
  };
}

const mib = (n: number) => (n / 2 ** 20).toFixed(0);

async function main(): Promise<void> {
  if (process.argv[2] === '--one') {
    const m = await measureCsvHeap(process.argv[3]!, process.argv[4] !== '--no-speculate');
    console.log(JSON.stringify(m));
    return;
  }
  const noSpeculate = process.argv.includes('--no-speculate');
  const rows: string[][] = [];
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
    const load = loadavg()[0]!.toFixed(1);
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', here, '--one', file, ...(noSpeculate ? ['--no-speculate'] : [])],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    const m = JSON.parse(out.trim().split('\n').pop()!) as CsvHeap;
    rows.push([
      path.basename(file),
      m.rows.toLocaleString('en'),
      mib(m.fileBytes),
      `${mib(m.heapBefore)} → ${mib(m.heapAfter)}`,
      (m.heapAfter / m.fileBytes).toFixed(2),
      mib(m.tableBytes),
      (m.tableBytes / m.fileBytes).toFixed(2),
      m.seconds.toFixed(1),
      load,
    ]);
  }
  printTable(
    [
      'file',
      'rows',
      'file MiB',
      'heap MiB',
      'heap / file',
      'table MiB',
      'table / file',
      'load s',
      'load avg',
    ],
    rows,
  );
}

if (process.argv[1] === here) await main();
