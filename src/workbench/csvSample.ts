/**
 * A sample of a CSV file too large to load, read from the File in slices so the whole file
 * is never in memory: either its first rows, or blocks of rows at evenly spread offsets
 * across it. The header is kept first, and every slice holds whole records only.
 *
 * Records are found as RFC 4180 reads them: a `\n` ends one unless it is inside a quoted
 * field (`"…"` from the field's first byte, with `""` for a quote), so a comment written
 * over several lines stays one record. A spread block starts at an arbitrary byte, where
 * the quoting is unknown: it starts at the first line after which the next records each
 * have the header's number of fields. Delimiters, quotes and newlines are ASCII bytes, which UTF-8 never uses inside a
 * character, so the bytes are scanned without decoding them.
 */
import { DELIMITERS as CSV_DELIMITERS } from '../engine/read/csv-scan';

/** First rows, or blocks spread evenly across the file. */
export type SampleMode = 'first' | 'spread';

/** Blocks a spread sample is read in: enough to cover the file, few enough to stay fast. */
export const SPREAD_BLOCKS = 64;

/** How far to look for the header's end before giving up on the file having one. */
const HEADER_SEARCH_BYTES = 4 * 2 ** 20;

/** Records that must have the header's shape for a block to start where they do. */
const CHECK_RECORDS = 3;

/** Lines of a block tried as its start before the block is left out. */
const MAX_STARTS = 200;

const NEWLINE = 0x0a;
const QUOTE = 0x22;
/** The reader's delimiters (`,` `;` tab `|`) as bytes: the ones a header is looked at for. */
const DELIMITERS = CSV_DELIMITERS.map((d) => d.charCodeAt(0));

/** The header's delimiter (a byte) and its number of fields. */
interface Shape {
  delimiter: number;
  fields: number;
}

async function bytesOf(file: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, end).arrayBuffer());
}

/**
 * The record that starts at `at`: the offset just past its ending `\n`, and its number of
 * fields split on `delimiter`; null when `bytes` end inside it.
 */
function recordAt(
  bytes: Uint8Array,
  at: number,
  delimiter: number,
): { end: number; fields: number } | null {
  let fields = 1;
  let quoted = false;
  // A quote opens a quoted field only as its first byte: `5" screen` is plain text.
  let fieldStart = true;
  for (let i = at; i < bytes.length; i++) {
    const b = bytes[i];
    if (quoted) {
      if (b === QUOTE) {
        if (bytes[i + 1] === QUOTE) i++;
        else quoted = false;
      }
    } else if (b === QUOTE && fieldStart) quoted = true;
    else if (b === delimiter) {
      fields++;
      fieldStart = true;
      continue;
    } else if (b === NEWLINE) return { end: i + 1, fields };
    fieldStart = false;
  }
  return null;
}

/** The header line's shape: the delimiter it holds most of outside quotes. */
function shapeOf(header: Uint8Array): Shape {
  let best: Shape = { delimiter: DELIMITERS[0]!, fields: 1 };
  for (const delimiter of DELIMITERS) {
    const fields = recordAt(header, 0, delimiter)?.fields ?? 1;
    if (fields > best.fields) best = { delimiter, fields };
  }
  return best;
}

/** The end of the last whole record of `bytes` from `start` (`start` when there is none). */
function lastRecordEnd(bytes: Uint8Array, start: number, shape: Shape): number {
  let end = start;
  for (let record = recordAt(bytes, end, shape.delimiter); record;) {
    end = record.end;
    record = recordAt(bytes, end, shape.delimiter);
  }
  return end;
}

/**
 * The first line start in `bytes` (just past a `\n`; `bytes` begins one byte before the
 * block) from which the next {@link CHECK_RECORDS} whole records, or as many as the block
 * holds (one at least), each have the header's number of fields; null when none does.
 */
function firstRecordStart(bytes: Uint8Array, shape: Shape): number | null {
  let newline = bytes.indexOf(NEWLINE);
  for (let tried = 0; newline >= 0 && tried < MAX_STARTS; tried++) {
    const start = newline + 1;
    let at = start;
    let checked = 0;
    while (checked < CHECK_RECORDS) {
      const record = recordAt(bytes, at, shape.delimiter);
      if (!record || record.fields !== shape.fields) break;
      checked++;
      at = record.end;
    }
    const fits =
      checked === CHECK_RECORDS || (checked > 0 && !recordAt(bytes, at, shape.delimiter));
    if (fits) return start;
    newline = bytes.indexOf(NEWLINE, start);
  }
  return null;
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
 * header, then whole records only.
 */
export async function sampleCsv(file: File, mode: SampleMode, budget: number): Promise<File> {
  const head = await bytesOf(file, 0, Math.min(file.size, HEADER_SEARCH_BYTES));
  const headerRecord = recordAt(head, 0, DELIMITERS[0]!);
  const bodyStart = headerRecord ? headerRecord.end : head.length;
  const header = head.subarray(0, bodyStart);
  const shape = shapeOf(header);
  const room = Math.max(0, budget - header.length);
  const parts: Uint8Array[] = [header];
  if (mode === 'first' || room >= file.size - bodyStart) {
    const end = Math.min(file.size, bodyStart + room);
    const body = await bytesOf(file, bodyStart, end);
    parts.push(end >= file.size ? body : body.subarray(0, lastRecordEnd(body, 0, shape)));
  } else {
    const blockBytes = Math.max(1, Math.floor(room / SPREAD_BLOCKS));
    let previousEnd = bodyStart;
    for (const offset of spreadOffsets(bodyStart, file.size, SPREAD_BLOCKS, blockBytes)) {
      // The body's first byte is a record start; any other block is read from one byte
      // before its offset, so that an offset on a line start is tried as the block's start.
      const start = Math.max(offset, previousEnd);
      const end = Math.min(file.size, offset + blockBytes);
      if (end <= start) continue;
      previousEnd = end;
      const raw = await bytesOf(file, start === bodyStart ? start : start - 1, end);
      const first = start === bodyStart ? 0 : firstRecordStart(raw, shape);
      if (first === null) continue;
      const last = end >= file.size ? raw.length : lastRecordEnd(raw, first, shape);
      if (last > first) parts.push(raw.subarray(first, last));
    }
  }
  const last = parts[parts.length - 1]!;
  // A file whose last line has no newline: end the sample with one all the same.
  if (last.length && last[last.length - 1] !== NEWLINE) parts.push(new Uint8Array([NEWLINE]));
  return new File(parts as BlobPart[], file.name, { type: file.type || 'text/csv' });
}
