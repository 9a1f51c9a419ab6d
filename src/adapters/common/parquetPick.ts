/**
 * Reading part of a Parquet file with parquet-wasm's `ParquetFile`, which reads only the
 * byte ranges it needs from a Blob: a sample (some row groups, or the first rows) as an
 * Arrow IPC stream. Shared by the page's Parquet worker and the Node backends, each passing
 * its own build of parquet-wasm. (The row groups to pick from come from the footer alone:
 * `footerRowGroups` in `parquetColumns.ts`.)
 */
import type { ParquetPick } from '../../workbench/parquetSample';

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
