/**
 * Reading part of a Parquet file with parquet-wasm's `ParquetFile`, which reads only the
 * byte ranges it needs from a Blob: the footer's row groups, and a sample (some row
 * groups, or the first rows) as an Arrow IPC stream. Shared by the page's Parquet worker
 * and the Node backends, each passing its own build of parquet-wasm.
 */
import type { ParquetPick, RowGroupFacts } from '../../workbench/parquetSample';
import { parquetRowGroupFacts } from './parquetColumns.ts';
import { footerOfBlob } from './parquetFooter.ts';

/** The part of parquet-wasm this module uses (its web and Node builds both have it). */
export interface ParquetWasmFiles {
  ParquetFile: {
    fromFile(handle: Blob): Promise<{
      read(options?: { rowGroups?: number[]; limit?: number } | null): Promise<{
        intoIPCStream(): Uint8Array;
      }>;
      free(): void;
    }>;
  };
}

/** What the footer of `file` says of each row group (its last bytes only: no decoder). */
export async function parquetRowGroups(file: Blob): Promise<RowGroupFacts[]> {
  const found = await footerOfBlob(file);
  if (!found) throw new Error('no Parquet footer');
  return parquetRowGroupFacts(found.footer);
}

/** The picked part of `file` as an Arrow IPC stream. */
export async function readParquetPick(
  parquet: ParquetWasmFiles,
  file: Blob,
  pick: ParquetPick,
): Promise<Uint8Array> {
  const handle = await parquet.ParquetFile.fromFile(file);
  try {
    const table = await handle.read({
      ...(pick.rowGroups ? { rowGroups: pick.rowGroups } : {}),
      ...(pick.limit !== undefined ? { limit: pick.limit } : {}),
    });
    return table.intoIPCStream();
  } finally {
    handle.free();
  }
}
