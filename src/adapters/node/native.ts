/**
 * Native DuckDB (`@duckdb/node-api`) for the CLI and the bench: files larger than a
 * browser can hold, read with DuckDB's own CSV and Parquet readers.
 *
 * Parquet export: `COPY … TO` is exactly what lock-down forbids, and the CLI writes its
 * outputs after the (locked) validation run. So rows are streamed, chunk by chunk, from
 * the locked database into a separate, private, never-locked in-memory instance that
 * runs no user SQL, and that instance writes the Parquet file. The locked database
 * never regains file access.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { QueryResult } from '../../engine/types.ts';
import { loadCsv, type CsvLoadInfo, type CsvOptions } from '../common/csv.ts';
import { assertAllowedWhenLocked } from '../common/guard.ts';
import { lockDown, type LockOptions } from '../common/lockdown.ts';
import { ident, literal } from '../common/quote.ts';
import {
  describeLoaded,
  PARQUET_REFUSAL,
  ParquetLoadError,
  type NodeBackend,
  type ParquetLoadInfo,
  withByteOrderMark,
} from './backend.ts';
import { plainValue } from './native-values.ts';
import type * as ParquetWasm from 'parquet-wasm/node';

const parquetNode = createRequire(import.meta.url)('parquet-wasm/node') as typeof ParquetWasm;

class NativeBackend implements NodeBackend {
  readonly name = 'native' as const;
  locked = false;
  private writer: { instance: DuckDBInstance; conn: DuckDBConnection } | null = null;

  constructor(
    private instance: DuckDBInstance,
    private conn: DuckDBConnection,
  ) {}

  async query(sql: string): Promise<QueryResult> {
    if (this.locked) assertAllowedWhenLocked(sql);
    const reader = await this.conn.runAndReadAll(sql);
    const names = reader.columnNames();
    const columns = names.map((name, i) => ({ name, type: reader.columnType(i).toString() }));
    const rows = reader.getRows().map((values) => {
      const row: Record<string, unknown> = {};
      values.forEach((v, i) => (row[names[i]] = plainValue(v)));
      return row;
    });
    return { columns, rows };
  }

  interrupt(): void {
    this.conn.interrupt();
  }

  async exec(sql: string): Promise<void> {
    if (this.locked) assertAllowedWhenLocked(sql);
    await this.conn.run(sql);
  }

  async loadCsvFile(file: string, table: string, opts: CsvOptions = {}): Promise<CsvLoadInfo> {
    const abs = path.resolve(file);
    return loadCsv(this, abs, table, withByteOrderMark(abs, opts));
  }

  async loadParquetFile(file: string, table: string): Promise<ParquetLoadInfo> {
    const abs = path.resolve(file);
    try {
      await this.exec(
        `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM read_parquet(${literal(abs)})`,
      );
    } catch (e) {
      throw new ParquetLoadError(abs, PARQUET_REFUSAL, e instanceof Error ? e.message : String(e));
    }
    return describeLoaded(this, abs, table);
  }

  async loadArrowIpc(ipc: Uint8Array, table: string, under?: string): Promise<void> {
    // Native DuckDB takes no Arrow stream here: the rows cross as a private Parquet file
    // (under `under`, when the database may read only there).
    const dir = mkdtempSync(path.join(under ?? tmpdir(), 'dqw-arrow-'));
    const file = path.join(dir, 'rows.parquet');
    try {
      writeFileSync(file, parquetNode.writeParquet(parquetNode.Table.fromIPCStream(ipc)));
      await this.exec(
        `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM read_parquet(${literal(file)})`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  async exportParquet(
    sql: string,
    metadata: Readonly<Record<string, string>> = {},
  ): Promise<Uint8Array> {
    if (this.locked) assertAllowedWhenLocked(sql);
    const result = await this.conn.stream(sql);
    const writer = await this.writerConnection();
    const cols = result
      .columnNames()
      .map((n, i) => `${ident(n)} ${result.columnType(i).toString()}`);
    await writer.run(`CREATE OR REPLACE TABLE export_rows (${cols.join(', ')})`);
    const appender = await writer.createAppender('export_rows');
    for (
      let chunk = await result.fetchChunk();
      chunk && chunk.rowCount > 0;
      chunk = await result.fetchChunk()
    ) {
      appender.appendDataChunk(chunk);
    }
    appender.closeSync();
    const dir = mkdtempSync(path.join(tmpdir(), 'dqw-parquet-'));
    try {
      const out = path.join(dir, 'out.parquet');
      const pairs = Object.entries(metadata).map(([k, v]) => `${ident(k)}: ${literal(v)}`);
      const kv = pairs.length ? `, KV_METADATA {${pairs.join(', ')}}` : '';
      await writer.run(
        `COPY export_rows TO ${literal(out)} (FORMAT parquet, COMPRESSION snappy${kv})`,
      );
      return new Uint8Array(readFileSync(out));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await writer.run('DROP TABLE IF EXISTS export_rows');
    }
  }

  /** The private instance that writes Parquet; created on first use. */
  private async writerConnection(): Promise<DuckDBConnection> {
    if (!this.writer) {
      const instance = await DuckDBInstance.create(':memory:');
      this.writer = { instance, conn: await instance.connect() };
    }
    return this.writer.conn;
  }

  async lock(allowedDirs: readonly string[] = [], opts: LockOptions = {}): Promise<void> {
    if (this.locked) return;
    await lockDown(this, allowedDirs, opts);
    this.locked = true;
  }

  async close(): Promise<void> {
    this.writer?.conn.closeSync();
    this.writer?.instance.closeSync();
    this.conn.closeSync();
    this.instance.closeSync();
  }
}

/** Settings for a native database (DuckDB's own defaults when unset). */
export interface NativeOptions {
  /** `memory_limit`, e.g. `4GB` or `75%`: past it, DuckDB spills to `tempDir`. */
  memoryLimit?: string;
  /** Where DuckDB may spill (`temp_directory`). */
  tempDir?: string;
}

/** Open a fresh in-memory native DuckDB database. */
export async function openNative(opts: NativeOptions = {}): Promise<NodeBackend> {
  const config: Record<string, string> = {};
  if (opts.memoryLimit) config.memory_limit = opts.memoryLimit;
  if (opts.tempDir) config.temp_directory = opts.tempDir;
  const instance = await DuckDBInstance.create(':memory:', config);
  return new NativeBackend(instance, await instance.connect());
}
