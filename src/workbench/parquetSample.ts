/**
 * Which part of a Parquet file too large to load makes its sample: the first rows, or whole
 * row groups spread evenly across the file. Row groups are Parquet's own unit of reading,
 * so a spread sample reads only the bytes of the groups it keeps.
 */
import type { SampleMode } from './csvSample';

/** What a Parquet footer says of one row group. */
export interface RowGroupFacts {
  rows: number;
  /** Bytes of the group in the file. */
  compressedBytes: number;
  /** Bytes of its encoded pages before compression, as the footer declares them. */
  uncompressedBytes: number;
  /**
   * Bytes of its data once decoded (the Arrow stream DuckDB-WASM takes), estimated from
   * the footer's column chunks: far above `uncompressedBytes` for dictionary-encoded texts.
   */
  decodedBytes: number;
}

/** The part of a Parquet file to read: some row groups, or the first `limit` rows. */
export interface ParquetPick {
  rowGroups?: number[];
  limit?: number;
}

/** The first rows that fit `budget` bytes of the file, at the file's average row size. */
function firstRows(groups: readonly RowGroupFacts[], budget: number): ParquetPick {
  const rows = groups.reduce((n, g) => n + g.rows, 0);
  const bytes = groups.reduce((n, g) => n + g.compressedBytes, 0);
  const perRow = rows > 0 ? bytes / rows : 1;
  return { limit: Math.max(1, Math.floor(budget / Math.max(perRow, 1e-9))) };
}

/**
 * The sample of a file with these row groups within `budget` bytes of the file. A spread
 * sample whose groups are each larger than the budget (a file written as one group) falls
 * back to the first rows: a group cannot be read in part.
 */
export function planParquetSample(
  groups: readonly RowGroupFacts[],
  mode: SampleMode,
  budget: number,
): ParquetPick {
  if (mode === 'first' || groups.length === 0) return firstRows(groups, budget);
  const average = groups.reduce((n, g) => n + g.compressedBytes, 0) / groups.length;
  const wanted = Math.min(groups.length, Math.max(1, Math.floor(budget / Math.max(average, 1))));
  const picked: number[] = [];
  let used = 0;
  for (let i = 0; i < wanted; i++) {
    const index = Math.floor((i * groups.length) / wanted);
    const size = groups[index]!.compressedBytes;
    if (used + size > budget) continue;
    picked.push(index);
    used += size;
  }
  return picked.length ? { rowGroups: picked } : firstRows(groups, budget);
}

/** The uncompressed (encoded) bytes of the whole file, from its row groups. */
export function uncompressedBytes(groups: readonly RowGroupFacts[]): number {
  return groups.reduce((n, g) => n + g.uncompressedBytes, 0);
}

/** The decoded bytes of the whole file, from its row groups: what the size check uses. */
export function decodedBytes(groups: readonly RowGroupFacts[]): number {
  return groups.reduce((n, g) => n + g.decodedBytes, 0);
}
