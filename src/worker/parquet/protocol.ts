/**
 * Typed messages between the page and the Parquet worker. A worker takes one job (a
 * request, with parquet-wasm's compiled module to instantiate) and answers it with exactly
 * one response; then the page terminates it.
 */
import type { ParquetPick } from '../../workbench/parquetSample';

/** Page → worker. */
export type ParquetRequest =
  /** Decode a Parquet file into an Arrow IPC stream DuckDB can ingest. */
  | { type: 'decode'; file: Blob; pick?: ParquetPick }
  /** Encode an Arrow IPC stream as a Parquet file (snappy-compressed), `metadata` in its footer. */
  | { type: 'encode'; ipc: Uint8Array; metadata?: Record<string, string> };

/** What the page posts to a new worker. */
export interface ParquetJob {
  wasm: WebAssembly.Module;
  request: ParquetRequest;
}

/** Worker → page. */
export type ParquetResponse =
  /** `int96`: top-level INT96 columns, decoded as raw 12-byte values (see `adapters/common/int96`). */
  | { type: 'decoded'; ipc: Uint8Array; int96: string[] }
  | { type: 'encoded'; parquet: Uint8Array }
  | { type: 'error'; message: string };
