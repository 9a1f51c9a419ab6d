/**
 * The workbench's {@link Database} on the Node backends (DuckDB-WASM's Node build and
 * native DuckDB), so the page's orchestration runs and is tested in Node on the same
 * DuckDBs. A file handed in is written to a private temporary directory, the only one
 * the locked-down database may read; calls are queued and cancellable as in the page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { QueryResult } from '../../engine/types.ts';
import type { Database, ProgressListener } from '../../workbench/database.ts';
import { loadCsv, type CsvLoadInfo, type CsvOptions } from '../common/csv.ts';
import { SerialQueue } from '../common/serial.ts';
import { literal } from '../common/quote.ts';
import type { NodeBackend } from './backend.ts';
import { openNative } from './native.ts';
import { openWasm } from './wasm.ts';
import { createRequire } from 'node:module';
import type * as ParquetWasm from 'parquet-wasm/node';
import { footerRowGroups } from '../common/parquetColumns.ts';
import { readJsonBytes } from '../../engine/read/json/read.ts';
import { jsonDecimalCasts, jsonToArrowIpc, type JsonLoadInfo } from '../common/jsonArrow.ts';
import { excelToArrowIpc, readWorkbook, type ExcelLoadInfo } from '../common/excelArrow.ts';
import { readParquetPick } from '../common/parquetPick.ts';
import type { ParquetPick, RowGroupFacts } from '../../workbench/parquetSample.ts';

const parquetNode = createRequire(import.meta.url)('parquet-wasm/node') as typeof ParquetWasm;

class NodeDatabase implements Database {
  private queue = new SerialQueue();
  private fileSeq = 0;
  private crashListeners = new Set<(reason: string) => void>();

  constructor(
    private readonly backend: NodeBackend,
    private readonly dir: string,
  ) {}

  private closed = false;

  query(sql: string): Promise<QueryResult> {
    return this.queue.run(() => this.open().query(sql));
  }

  /** The backend, or an error once closed (a closed native database must not be touched). */
  private open(): NodeBackend {
    if (this.closed) throw new Error('The database is closed.');
    return this.backend;
  }

  private async writeFile(file: File): Promise<string> {
    this.fileSeq += 1;
    const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80);
    const target = path.join(this.dir, `${this.fileSeq}_${safe}`);
    writeFileSync(target, new Uint8Array(await file.arrayBuffer()));
    return target;
  }

  async loadCsv(file: File, table: string, options: CsvOptions): Promise<CsvLoadInfo> {
    const target = await this.writeFile(file);
    try {
      // Through `this`, so each of the loader's statements is queued and cancellable.
      return await loadCsv(this, target, table, options);
    } finally {
      rmSync(target, { force: true });
    }
  }

  parquetRowGroups(file: File): Promise<RowGroupFacts[]> {
    return footerRowGroups(file);
  }

  async loadParquet(file: File, table: string, pick?: ParquetPick): Promise<void> {
    // A sample is read as the page reads it (parquet-wasm's ranged reader), then written
    // back as a small Parquet file that either backend loads.
    const source = pick
      ? new File(
          [
            parquetNode.writeParquet(
              parquetNode.Table.fromIPCStream(await readParquetPick(parquetNode, file, pick)),
            ) as BlobPart,
          ],
          file.name,
        )
      : file;
    const target = await this.writeFile(source);
    try {
      await this.queue.run(() => this.open().loadParquetFile(target, table));
    } finally {
      rmSync(target, { force: true });
    }
  }

  async loadJson(file: File, table: string, multiLine: boolean | null): Promise<JsonLoadInfo> {
    // The page's path: the file read as Spark reads JSON, crossing as Arrow.
    const { columns, ...info } = readJsonBytes(new Uint8Array(await file.arrayBuffer()), multiLine);
    const ipc = jsonToArrowIpc({ fields: info.fields, columns });
    await this.queue.run(() => this.open().loadArrowIpc(ipc, table, this.dir));
    for (const sql of jsonDecimalCasts(table, info)) await this.query(sql);
    return info;
  }

  async loadExcel(file: File, table: string, sheet: string | null): Promise<ExcelLoadInfo> {
    // The page's path: read-excel-file, the sheet crossing as Arrow.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { columns, ...info } = await readWorkbook(bytes, file.name, sheet);
    const ipc = excelToArrowIpc({ fields: info.fields, columns });
    await this.queue.run(() => this.open().loadArrowIpc(ipc, table, this.dir));
    return info;
  }

  exportParquet(sql: string, metadata?: Readonly<Record<string, string>>): Promise<Uint8Array> {
    return this.queue.run(() => this.open().exportParquet(sql, metadata));
  }

  async cancel(): Promise<void> {
    this.queue.cancel();
    if (!this.closed) this.backend.interrupt?.();
  }

  onProgress(_listener: ProgressListener): () => void {
    return () => undefined;
  }

  onCrash(listener: (reason: string) => void): () => void {
    this.crashListeners.add(listener);
    return () => this.crashListeners.delete(listener);
  }

  async close(): Promise<void> {
    // Closing under a running statement would pull the database from under it: stop what
    // runs, then close in turn behind it.
    await this.cancel();
    await this.queue.run(async () => {
      if (this.closed) return;
      this.closed = true;
      await this.backend.close();
    });
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Opens a fresh, locked-down in-memory database on `backend` as a workbench {@link Database}. */
export async function openNodeDatabase(
  backend: 'wasm' | 'native',
  /** `memoryLimit`: DuckDB's `memory_limit` before lock-down (tests of running out of it). */
  settings: { memoryLimit?: string } = {},
): Promise<Database> {
  const opened = backend === 'wasm' ? await openWasm() : await openNative();
  if (settings.memoryLimit)
    await opened.exec(`SET memory_limit = ${literal(settings.memoryLimit)}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-workbench-'));
  await opened.lock([dir]);
  return new NodeDatabase(opened, dir);
}
