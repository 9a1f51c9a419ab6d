/**
 * Where a Parquet file keeps its footer (the Thrift `FileMetaData`): just before the last
 * 8 bytes, which are the footer's length (little-endian) and the magic `PAR1`. One reading
 * of that layout for the INT96 rewrite, the row-group facts and the Parquet bench.
 */

/** `PAR1`, at both ends of a Parquet file. */
export const PARQUET_MAGIC = [0x50, 0x41, 0x52, 0x31];

/**
 * Where the footer starts in a file of `size` bytes whose last 8 bytes are `tail`; null
 * when the tail is not a Parquet one or the length does not fit the file.
 */
export function footerStart(tail: Uint8Array, size: number): number | null {
  if (size < 12 || tail.length !== 8) return null;
  if (!PARQUET_MAGIC.every((m, i) => tail[4 + i] === m)) return null;
  const length = new DataView(tail.buffer, tail.byteOffset, 8).getUint32(0, true);
  const start = size - 8 - length;
  return start >= 4 ? start : null;
}

/** The footer of a file held in memory, and where it starts; null when it has none. */
export function footerOfBytes(file: Uint8Array): { start: number; footer: Uint8Array } | null {
  const n = file.length;
  const start = n < 12 ? null : footerStart(file.subarray(n - 8), n);
  return start === null ? null : { start, footer: file.subarray(start, n - 8) };
}

/** The footer of a Blob, reading only its end; null when it has none. */
export async function footerOfBlob(
  file: Blob,
): Promise<{ start: number; footer: Uint8Array } | null> {
  const n = file.size;
  if (n < 12) return null;
  const start = footerStart(new Uint8Array(await file.slice(n - 8).arrayBuffer()), n);
  if (start === null) return null;
  return { start, footer: new Uint8Array(await file.slice(start, n - 8).arrayBuffer()) };
}
