/**
 * The one database interface the workbench runs on, like mosaic's `Connector`: the page's
 * DuckDB-WASM worker (`src/worker/database.ts`) and both Node backends
 * (`src/adapters/node/database.ts`) implement it, so the orchestration is tested in Node
 * against the same DuckDBs the page and the CLI use.
 */
import type { QueryResult, QueryRunner } from '../engine/types';
import type { CsvLoadInfo, CsvOptions } from '../adapters/common/csv';
import type { JsonLoadInfo } from '../adapters/common/jsonArrow';
import type { ExcelLoadInfo } from '../adapters/common/excelArrow';
import { QueryCancelled } from '../adapters/common/serial';
import type { ParquetPick, RowGroupFacts } from './parquetSample';

export { QueryCancelled };

/** DuckDB's progress of the running query, 0–100, when it reports one. */
export type ProgressListener = (percent: number) => void;

/** A locked-down DuckDB the workbench loads files into and runs rules on. */
export interface Database extends QueryRunner {
  /** Runs one statement; rejects with {@link QueryCancelled} when cancelled. */
  query(sql: string): Promise<QueryResult>;
  /** Loads a CSV file into a new `table` (the shared loader: same types everywhere). */
  loadCsv(file: File, table: string, options: CsvOptions): Promise<CsvLoadInfo>;
  /** Loads a Parquet file (or only the picked part of it: a sample) into a new `table`. */
  loadParquet(file: File, table: string, pick?: ParquetPick): Promise<void>;
  /**
   * Loads a JSON or JSON Lines file as Spark reads it into a new `table` (`multiLine`: the
   * pipeline's `input.options.multiLine`, null when not set); rejects with `JsonReadError`.
   */
  loadJson(file: File, table: string, multiLine: boolean | null): Promise<JsonLoadInfo>;
  /**
   * Loads one sheet of an Excel workbook (.xlsx) into a new `table` as the workbench reads
   * it (`sheet`: by name; the first when null or absent); rejects with a `BadInputError`.
   */
  loadExcel(file: File, table: string, sheet: string | null): Promise<ExcelLoadInfo>;
  /** What a Parquet file's footer says of its row groups, without reading the data. */
  parquetRowGroups(file: File): Promise<RowGroupFacts[]>;
  /** The rows of `sql` as a Parquet file, `metadata` in its footer's key-value metadata. */
  exportParquet(sql: string, metadata?: Readonly<Record<string, string>>): Promise<Uint8Array>;
  /** Stops whatever runs (queries, a Parquet decode); queued work rejects too. */
  cancel(): Promise<void>;
  /** Subscribes to query progress; returns the unsubscribe function. */
  onProgress(listener: ProgressListener): () => void;
  /** Subscribes to the database dying under us (a crashed worker); returns the unsubscribe. */
  onCrash(listener: (reason: string) => void): () => void;
  /** Frees the database (stops the worker in the page). */
  close(): Promise<void>;
}

/** Opens a fresh database; the workbench calls it at start and after a crash. */
export type OpenDatabase = () => Promise<Database>;
