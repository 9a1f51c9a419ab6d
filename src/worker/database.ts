/**
 * The page's database: DuckDB-WASM in its worker, locked down, with the user's files
 * registered as browser file handles (read in slices on demand, never copied whole into
 * wasm memory — that is what lets a 1 GB CSV load).
 */
import { DuckDBDataProtocol, type AsyncDuckDB } from '@duckdb/duckdb-wasm';
import { openDuckDB } from './duckdb/open';
import { CancellableRunner } from './duckdb/runner';
import { lockDown } from '../adapters/common/lockdown';

/** Directory user files are registered under; the only one SQL may read. */
export const UPLOAD_DIR = '/uploads/';

/** DuckDB's progress of the running query, 0–100, when it reports one. */
export type ProgressListener = (percent: number) => void;

/** One DuckDB-WASM instance with the workbench's safety settings applied. */
export class WorkbenchDatabase {
  private fileSeq = 0;
  private progressListeners = new Set<ProgressListener>();

  private constructor(
    private readonly db: AsyncDuckDB,
    private readonly worker: Worker,
    /** The serialized, cancellable runner every query goes through. */
    readonly runner: CancellableRunner,
  ) {}

  /** Starts DuckDB-WASM, turns progress reports on and locks the connection down. */
  static async open(onCrash: (reason: string) => void): Promise<WorkbenchDatabase> {
    const { db, worker } = await openDuckDB(onCrash);
    const conn = await db.connect();
    const runner = new CancellableRunner(conn);
    const database = new WorkbenchDatabase(db, worker, runner);
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

  /** Subscribes to query progress; returns the unsubscribe function. */
  onProgress(listener: ProgressListener): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  /** Registers a browser file by handle and returns the path SQL reads it at. */
  async registerFile(file: File): Promise<string> {
    this.fileSeq += 1;
    const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80);
    const path = `${UPLOAD_DIR}${this.fileSeq}_${safe}`;
    await this.db.registerFileHandle(path, file, DuckDBDataProtocol.BROWSER_FILEREADER, true);
    return path;
  }

  /** Forgets a registered file. */
  async dropFile(path: string): Promise<void> {
    await this.db.dropFile(path).catch(() => null);
  }

  /** Creates `table` from an Arrow IPC stream (how Parquet reaches DuckDB). */
  async insertArrowIpc(table: string, ipc: Uint8Array): Promise<void> {
    await this.runner.insertArrowIpc(table, ipc);
  }

  /** Stops the worker; wasm memory is only ever freed this way. */
  async close(): Promise<void> {
    await this.db.terminate().catch(() => undefined);
    this.worker.terminate();
  }
}
