/**
 * A sample of a CSV file too large to load, read from the File in slices so the whole file
 * is never in memory: either its first rows, or blocks of rows at evenly spread offsets
 * across it. Every slice is cut at line boundaries and the header line is kept first.
 *
 * Lines are found by their `\n` byte, which UTF-8 never uses inside a character. A quoted
 * field that spans lines can be cut where a spread block starts; the sample then holds a
 * ragged row and is refused like any ragged file (first rows are not affected).
 */

/** First rows, or blocks spread evenly across the file. */
export type SampleMode = 'first' | 'spread';

/** Blocks a spread sample is read in: enough to cover the file, few enough to stay fast. */
export const SPREAD_BLOCKS = 64;

/** How far to look for the header's end before giving up on the file having one. */
const HEADER_SEARCH_BYTES = 4 * 2 ** 20;

const NEWLINE = 0x0a;

async function bytesOf(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/** The byte just past the header line (its `\n` included); the whole file when none. */
async function headerEnd(file: Blob): Promise<number> {
  const head = await bytesOf(file, 0, Math.min(file.size, HEADER_SEARCH_BYTES));
  const newline = head.indexOf(NEWLINE);
  return newline < 0 ? head.length : newline + 1;
}

/** `bytes` cut after its last `\n` (nothing when it has none). */
function toLastLine(bytes: Uint8Array): Uint8Array {
  const last = bytes.lastIndexOf(NEWLINE);
  return last < 0 ? bytes.subarray(0, 0) : bytes.subarray(0, last + 1);
}

/** `bytes` from just after its first `\n` (nothing when it has none). */
function fromNextLine(bytes: Uint8Array): Uint8Array {
  const first = bytes.indexOf(NEWLINE);
  return first < 0 ? bytes.subarray(0, 0) : bytes.subarray(first + 1);
}

/** The offsets of `blocks` blocks of `blockBytes` spread evenly over [start, end). */
export function spreadOffsets(
  start: number,
  end: number,
  blocks: number,
  blockBytes: number,
): number[] {
  const span = end - start;
  if (span <= 0 || blocks <= 0) return [];
  if (blocks * blockBytes >= span) return [start];
  const step = (span - blockBytes) / Math.max(1, blocks - 1);
  return Array.from({ length: blocks }, (_, i) => start + Math.floor(i * step));
}

/**
 * A sample of `file` of at most about `budget` bytes, as a new File of the same name: the
 * header line, then whole lines only.
 */
export async function sampleCsv(file: File, mode: SampleMode, budget: number): Promise<File> {
  const bodyStart = await headerEnd(file);
  const header = await bytesOf(file, 0, bodyStart);
  const room = Math.max(0, budget - header.length);
  const parts: Uint8Array[] = [header];
  if (mode === 'first' || room >= file.size - bodyStart) {
    const end = Math.min(file.size, bodyStart + room);
    const body = await bytesOf(file, bodyStart, end);
    parts.push(end >= file.size ? body : toLastLine(body));
  } else {
    const blockBytes = Math.max(1, Math.floor(room / SPREAD_BLOCKS));
    let previousEnd = bodyStart;
    for (const offset of spreadOffsets(bodyStart, file.size, SPREAD_BLOCKS, blockBytes)) {
      // A block starts on the line after its offset (unless the offset is a line start,
      // which only the body's first byte is known to be) and ends on its last whole line.
      const start = Math.max(offset, previousEnd);
      const end = Math.min(file.size, offset + blockBytes);
      if (end <= start) continue;
      const raw = await bytesOf(file, start === bodyStart ? start : start - 1, end);
      const whole = start === bodyStart ? raw : fromNextLine(raw);
      const block = end >= file.size ? whole : toLastLine(whole);
      if (block.length) parts.push(block);
      previousEnd = end;
    }
  }
  const last = parts[parts.length - 1]!;
  // A file whose last line has no newline: end the sample with one all the same.
  if (last.length && last[last.length - 1] !== NEWLINE) parts.push(new Uint8Array([NEWLINE]));
  return new File(parts as BlobPart[], file.name, { type: file.type || 'text/csv' });
}
