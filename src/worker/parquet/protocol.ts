/**
 * Typed messages between the page and the Parquet worker. Every request carries an id;
 * the worker answers each with exactly one response of the same id.
 */
import type { ParquetPick, RowGroupFacts } from '../../workbench/parquetSample';

/** Page → worker. */
export type ParquetRequest =
  /** Decode a Parquet file into an Arrow IPC stream DuckDB can ingest. */
  | { id: number; type: 'decode'; file: Blob; pick?: ParquetPick }
  /** Read the footer's row groups (a few byte ranges of the file, not the whole file). */
  | { id: number; type: 'layout'; file: Blob }
  /** Encode an Arrow IPC stream as a Parquet file (snappy-compressed). */
  | { id: number; type: 'encode'; ipc: Uint8Array };

/** Worker → page. */
export type ParquetResponse =
  /** `int96`: top-level INT96 columns, decoded as raw 12-byte values (see `adapters/common/int96`). */
  | { id: number; type: 'decoded'; ipc: Uint8Array; int96: string[] }
  | { id: number; type: 'encoded'; parquet: Uint8Array }
  | { id: number; type: 'layout'; groups: RowGroupFacts[] }
  | { id: number; type: 'error'; message: string };
