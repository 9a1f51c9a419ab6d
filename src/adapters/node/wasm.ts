/**
 * DuckDB-WASM in Node, through its blocking build: the same wasm the page runs, so the
 * engine suite tests what the browser will do. Host files are read by the Node runtime
 * of duckdb-wasm; Parquet goes through parquet-wasm and Arrow IPC because DuckDB-WASM
 * has no parquet extension and must never download one (and `COPY … TO` a host path
 * hangs in this build).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Arrow from 'apache-arrow';
import type * as DuckDBBlocking from '@duckdb/duckdb-wasm/blocking';
import type * as ParquetWasm from 'parquet-wasm/node';
import type { QueryResult } from '../../engine/types.ts';
import { arrowToQueryResult } from '../common/arrow.ts';
import { convertInt96Sql, int96AsFixedBinary } from '../common/int96.ts';
import { loadCsv, type CsvLoadInfo, type CsvOptions } from '../common/csv.ts';
import { assertAllowedWhenLocked } from '../common/guard.ts';
import { lockDown, type LockOptions } from '../common/lockdown.ts';
import { ident } from '../common/quote.ts';
import {
  describeLoaded,
  PARQUET_REFUSAL,
  ParquetLoadError,
  type NodeBackend,
  type ParquetLoadInfo,
  withByteOrderMark,
} from './backend.ts';

// CommonJS on purpose: duckdb-wasm's Node build is CommonJS and returns tables built by
// its own (CommonJS) apache-arrow; serialising them needs that same copy of Arrow.
const require = createRequire(import.meta.url);
const duckdb =
  require('@duckdb/duckdb-wasm/dist/duckdb-node-blocking.cjs') as typeof DuckDBBlocking;
const arrow = require('apache-arrow') as typeof Arrow;
const parquet = require('parquet-wasm/node') as typeof ParquetWasm;

/** The wasm builds and their Node workers, from node_modules (shared with bench/parquet-heap.ts). */
export const wasmBundles = (): DuckDBBlocking.DuckDBBundles => ({
  mvp: {
    mainModule: require.resolve('@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm'),
    mainWorker: require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-mvp.worker.cjs'),
  },
  eh: {
    mainModule: require.resolve('@duckdb/duckdb-wasm/dist/duckdb-eh.wasm'),
    mainWorker: require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-eh.worker.cjs'),
  },
});

class WasmBackend implements NodeBackend {
  readonly name = 'wasm' as const;
  locked = false;

  constructor(private conn: DuckDBBlocking.DuckDBConnection | null) {}

  private connection(): DuckDBBlocking.DuckDBConnection {
    if (!this.conn) throw new Error('the DuckDB-WASM backend is closed');
    return this.conn;
  }

  private arrowQuery(sql: string): Arrow.Table {
    if (this.locked) assertAllowedWhenLocked(sql);
    return this.connection().query(sql);
  }

  async query(sql: string): Promise<QueryResult> {
    return arrowToQueryResult(this.arrowQuery(sql));
  }

  async exec(sql: string): Promise<void> {
    this.arrowQuery(sql);
  }

  async loadCsvFile(file: string, table: string, opts: CsvOptions = {}): Promise<CsvLoadInfo> {
    const abs = path.resolve(file);
    return loadCsv(this, abs, table, withByteOrderMark(abs, opts));
  }

  async loadParquetFile(file: string, table: string): Promise<ParquetLoadInfo> {
    const abs = path.resolve(file);
    let ipc: Uint8Array;
    // INT96 columns cross as raw 12-byte values and become TIMESTAMP as Spark reads them.
    const { file: bytes, columns: int96 } = int96AsFixedBinary(readFileSync(abs));
    try {
      ipc = parquet.readParquet(bytes).intoIPCStream();
    } catch (e) {
      throw new ParquetLoadError(abs, PARQUET_REFUSAL, e instanceof Error ? e.message : String(e));
    }
    await this.exec(`DROP TABLE IF EXISTS ${ident(table)}`);
    this.connection().insertArrowFromIPCStream(ipc, { name: table, create: true });
    const convert = convertInt96Sql(table, int96);
    if (convert) await this.exec(convert);
    return describeLoaded(this, abs, table);
  }

  async loadArrowIpc(ipc: Uint8Array, table: string, _under?: string): Promise<void> {
    await this.exec(`DROP TABLE IF EXISTS ${ident(table)}`);
    this.connection().insertArrowFromIPCStream(ipc, { name: table, create: true });
  }

  async exportParquet(
    sql: string,
    metadata: Readonly<Record<string, string>> = {},
  ): Promise<Uint8Array> {
    const ipc = arrow.tableToIPC(this.arrowQuery(sql), 'stream');
    let builder = new parquet.WriterPropertiesBuilder().setCompression(parquet.Compression.SNAPPY);
    if (Object.keys(metadata).length)
      builder = builder.setKeyValueMetadata(new Map(Object.entries(metadata)));
    const props = builder.build();
    return parquet.writeParquet(parquet.Table.fromIPCStream(ipc), props);
  }

  async lock(allowedDirs: readonly string[] = [], opts: LockOptions = {}): Promise<void> {
    if (this.locked) return;
    await lockDown(this, allowedDirs, opts);
    this.locked = true;
  }

  async close(): Promise<void> {
    this.conn?.close();
    this.conn = null;
  }
}

/** Start a fresh in-memory DuckDB-WASM database (its own wasm instance). */
export async function openWasm(): Promise<NodeBackend> {
  const db = await duckdb.createDuckDB(wasmBundles(), new duckdb.VoidLogger(), duckdb.NODE_RUNTIME);
  await db.instantiate(() => {});
  db.open({});
  return new WasmBackend(db.connect());
}
