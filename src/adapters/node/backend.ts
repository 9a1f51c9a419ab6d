/**
 * The surface both Node backends (DuckDB-WASM blocking and native DuckDB) offer: the
 * engine's `QueryRunner` plus loading, exporting and locking. The CLI, the bench and the
 * table-driven tests program against this, never against one backend.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { byteOrderMark } from '../../engine/read/encoding.ts';
import type { QueryRunner } from '../../engine/types.ts';
import { ident } from '../common/quote.ts';
import type { CsvLoadInfo, CsvOptions } from '../common/csv.ts';
import type { LockOptions } from '../common/lockdown.ts';

/** What a Parquet load produced. */
export interface ParquetLoadInfo {
  file: string;
  table: string;
  columns: { name: string; type: string }[];
  rows: number;
}

export interface NodeBackend extends QueryRunner {
  readonly name: 'wasm' | 'native';
  /** Run a statement for its effect (no rows returned). */
  exec(sql: string): Promise<void>;
  /** Load a CSV from a host path into a new TABLE (see `loadCsv`). */
  loadCsvFile(path: string, table: string, opts?: CsvOptions): Promise<CsvLoadInfo>;
  /** Load a Parquet file from a host path into a new TABLE. */
  loadParquetFile(path: string, table: string): Promise<ParquetLoadInfo>;
  /**
   * Load rows handed over as an Arrow IPC stream (a JSON file read here) into a new TABLE;
   * `under`: a folder the database may read, where native DuckDB's crossing file goes.
   */
  loadArrowIpc(ipc: Uint8Array, table: string, under?: string): Promise<void>;
  /**
   * Run `sql` and return its rows as a Parquet file; `metadata` goes into the file's
   * key-value metadata (a report names its input file there).
   */
  exportParquet(sql: string, metadata?: Readonly<Record<string, string>>): Promise<Uint8Array>;
  /** Lock the database down (`lockDown`); afterwards only loaded tables can be read. */
  lock(allowedDirs?: readonly string[], opts?: LockOptions): Promise<void>;
  readonly locked: boolean;
  /** Stops the running statement, where the backend can (native); the blocking WASM build cannot. */
  interrupt?(): void;
  close(): Promise<void>;
}

/** Why a Parquet file is refused, in the user's terms. */
export const PARQUET_REFUSAL =
  'cannot read as Parquet: the file is not Parquet, or it is truncated or corrupt (was the copy cut short?)';

/**
 * `file: detail` for a Parquet file that cannot be read; the engine's own words are kept
 * apart in `engineMessage`.
 */
export class ParquetLoadError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly engineMessage = '',
  ) {
    super(`${file}: ${detail}`);
    this.name = 'ParquetLoadError';
  }
}

/** What a loaded table holds: its columns (DESCRIBE) and row count. */
export async function describeLoaded(
  runner: QueryRunner,
  file: string,
  table: string,
): Promise<ParquetLoadInfo> {
  const described = await runner.query(`DESCRIBE ${ident(table)}`);
  const counted = await runner.query(`SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
  return {
    file,
    table,
    columns: described.rows.map((r) => ({
      name: String(r.column_name),
      type: String(r.column_type),
    })),
    rows: Number(counted.rows[0].n),
  };
}

/**
 * `opts` with the byte-order mark the file at `path` starts with, unless given: the
 * loader reads a UTF-16 file in the byte order it says (see `CsvOptions.bom`).
 */
export function withByteOrderMark(path: string, opts: CsvOptions): CsvOptions {
  if (opts.bom !== undefined) return opts;
  const head = new Uint8Array(3);
  let read = 0;
  try {
    const fd = openSync(path, 'r');
    try {
      read = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    // A file that cannot be opened is refused by the load, in its own words.
  }
  return { ...opts, bom: byteOrderMark(head.subarray(0, read)) };
}
