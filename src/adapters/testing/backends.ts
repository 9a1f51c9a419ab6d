/**
 * The backends table-driven tests run on: `describe.each(BACKENDS)('…', ({ open }) => …)`.
 * Each `open()` gives a fresh in-memory database; close it in `afterAll`.
 */
import type { NodeBackend } from '../node/backend.ts';
import { openNative } from '../node/native.ts';
import { openWasm } from '../node/wasm.ts';

/** What a test gets: the engine's runner plus loading and locking. */
export type TestBackend = Pick<
  NodeBackend,
  'exec' | 'loadCsvFile' | 'loadParquetFile' | 'exportParquet' | 'lock' | 'close'
> & { runner: NodeBackend };

const wrap = (backend: NodeBackend): TestBackend => ({
  runner: backend,
  exec: (sql) => backend.exec(sql),
  loadCsvFile: (file, table, opts) => backend.loadCsvFile(file, table, opts),
  loadParquetFile: (file, table) => backend.loadParquetFile(file, table),
  exportParquet: (sql, metadata) => backend.exportParquet(sql, metadata),
  lock: (dirs) => backend.lock(dirs),
  close: () => backend.close(),
});

/** DuckDB-WASM (the page's engine, blocking Node build) and native DuckDB. */
export const BACKENDS: Array<{ name: 'wasm' | 'native'; open(): Promise<TestBackend> }> = [
  { name: 'wasm', open: async () => wrap(await openWasm()) },
  { name: 'native', open: async () => wrap(await openNative()) },
];

/** A test's database: `open`ed, given its `fixture` (SQL) and locked down (no file access). */
export async function openWithFixture(
  open: () => Promise<TestBackend>,
  fixture: string,
): Promise<TestBackend> {
  const db = await open();
  await db.exec(fixture);
  await db.lock([]);
  return db;
}
