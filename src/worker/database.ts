/**
 * The page's database: DuckDB-WASM in its worker, locked down, with the user's files
 * registered as browser file handles (read in slices on demand, never copied whole into
 * wasm memory — that is what lets a 1 GB CSV load). It is the page's {@link Database}.
 */
import { DuckDBDataProtocol, type AsyncDuckDB } from '@duckdb/duckdb-wasm';
import { tableToIPC } from 'apache-arrow';
import type { QueryResult } from '../engine/types';
import { loadCsv, type CsvLoadInfo, type CsvOptions } from '../adapters/common/csv';
import { convertInt96Sql } from '../adapters/common/int96';
import { lockDown } from '../adapters/common/lockdown';
import { footerRowGroups } from '../adapters/common/parquetColumns';
import type { Database, ProgressListener } from '../workbench/database';
import { openDuckDB } from './duckdb/open';
import { jsonToArrowIpc, stopJsonReads } from './json/client';
import { excelToArrowIpc, stopExcelReads } from './excel/client';
import type { ExcelLoadInfo } from '../adapters/common/excelArrow';
import { loadJsonIpc, type JsonLoadInfo } from '../adapters/common/jsonArrow';
import { CancellableRunner } from './duckdb/runner';
import { arrowIpcToParquet, parquetToArrowIpc, stopParquetDecodes } from './parquet/client';
import type { ParquetPick, RowGroupFacts } from '../workbench/parquetSample';

export type { ProgressListener };

/** Directory user files are registered under; the only one SQL may read. */
export const UPLOAD_DIR = '/uploads/';

/** One DuckDB-WASM instance with the workbench's safety settings applied. */
export class WorkbenchDatabase implements Database {
  private fileSeq = 0;
  private progressListeners = new Set<ProgressListener>();

  private constructor(
    private readonly db: AsyncDuckDB,
    private readonly worker: Worker,
    /** The serialized, cancellable runner every query goes through. */
    readonly runner: CancellableRunner,
    private readonly crashListeners: Set<(reason: string) => void>,
  ) {}

  /** Starts DuckDB-WASM, turns progress reports on and locks the connection down. */
  static async open(): Promise<WorkbenchDatabase> {
    const crashListeners = new Set<(reason: string) => void>();
    const { db, worker } = await openDuckDB((reason) => {
      for (const listener of crashListeners) listener(reason);
    });
    const conn = await db.connect();
    const runner = new CancellableRunner(conn);
    const database = new WorkbenchDatabase(db, worker, runner, crashListeners);
    database.listenToProgress();
    // Progress reports must be switched on before lock_configuration freezes settings.
    await runner.query('SET enable_progress_bar=true');
    await runner.query('SET enable_progress_bar_print=true');
    await runner.query('SET progress_bar_time=200');
    await lockDown(runner, [UPLOAD_DIR]);
    runner.markLocked();
    return database;
  }

  /** DuckDB posts PROGRESS_UPDATE messages; AsyncDuckDB keeps their handlers internal. */
  private listenToProgress(): void {
    const internals = this.db as unknown as {
      _onExecutionProgress?: ((entry: { percentage: string }) => void)[];
    };
    internals._onExecutionProgress?.push((entry) => {
      const percent = Number(entry.percentage);
      if (Number.isFinite(percent))
        for (const listener of this.progressListeners) listener(percent);
    });
  }

  query(sql: string): Promise<QueryResult> {
    return this.runner.query(sql);
  }

  onProgress(listener: ProgressListener): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  onCrash(listener: (reason: string) => void): () => void {
    this.crashListeners.add(listener);
    return () => this.crashListeners.delete(listener);
  }

  async loadCsv(file: File, table: string, options: CsvOptions): Promise<CsvLoadInfo> {
    const path = await this.registerFile(file);
    try {
      return await loadCsv(this.runner, path, table, options);
    } finally {
      // The table holds its own copy of the rows; the file handle is no longer needed.
      await this.dropFile(path);
    }
  }

  parquetRowGroups(file: File): Promise<RowGroupFacts[]> {
    // The footer alone, read on this thread: no parquet-wasm worker to start.
    return footerRowGroups(file);
  }

  async loadParquet(file: File, table: string, pick?: ParquetPick): Promise<void> {
    // DuckDB-WASM has no parquet extension (and must not download one): parquet-wasm
    // decodes the file in a worker of its own (a fresh heap) and DuckDB takes the Arrow stream.
    const decoded = await parquetToArrowIpc(file, pick);
    await this.runner.insertArrowIpc(table, decoded.ipc);
    // INT96 columns arrive as raw 12-byte values: TIMESTAMP as Spark reads them.
    const convert = convertInt96Sql(table, decoded.int96);
    if (convert) await this.runner.query(convert);
  }

  async loadJson(file: File, table: string, multiLine: boolean | null): Promise<JsonLoadInfo> {
    // No json extension in DuckDB-WASM (and none downloaded): the JSON worker reads the
    // file as Spark does and DuckDB takes the Arrow stream.
    const { ipc, info } = await jsonToArrowIpc(file, multiLine);
    await loadJsonIpc(this.runner, table, ipc, info);
    return info;
  }

  async loadExcel(file: File, table: string, sheet: string | null): Promise<ExcelLoadInfo> {
    // The Excel worker reads the workbook (read-excel-file) and DuckDB takes the sheet as Arrow.
    const { ipc, info } = await excelToArrowIpc(file, sheet);
    await this.runner.insertArrowIpc(table, ipc);
    return info;
  }

  async exportParquet(
    sql: string,
    metadata: Readonly<Record<string, string>> = {},
  ): Promise<Uint8Array> {
    const table = await this.runner.queryArrow(sql);
    return arrowIpcToParquet(tableToIPC(table, 'stream'), metadata);
  }

  async cancel(): Promise<void> {
    // A Parquet decode is stopped by terminating its worker; an encode for a download is left.
    stopParquetDecodes();
    stopJsonReads();
    stopExcelReads();
    await this.runner.cancel();
  }

  /** Registers a browser file by handle and returns the path SQL reads it at. */
  private async registerFile(file: File): Promise<string> {
    this.fileSeq += 1;
    const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80);
    const path = `${UPLOAD_DIR}${this.fileSeq}_${safe}`;
    await this.db.registerFileHandle(path, file, DuckDBDataProtocol.BROWSER_FILEREADER, true);
    return path;
  }

  /** Forgets a registered file. */
  private async dropFile(path: string): Promise<void> {
    await this.db.dropFile(path).catch(() => null);
  }

  /** Stops the worker; wasm memory is only ever freed this way. */
  async close(): Promise<void> {
    await this.db.terminate().catch(() => undefined);
    this.worker.terminate();
  }
}
