/**
 * The facts a ZIP archive (an .xlsx file) states in its central directory, read without
 * unpacking anything: where the directory is (from the end-of-central-directory record at
 * the file's end, or its ZIP64 form), and each entry's name, sizes and place. Pure: the
 * caller gives the bytes (APPNOTE.TXT 6.3, sections 4.3.12–4.3.16).
 */

const END = 0x06054b50;
const END_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END = 0x06064b50;
const ZIP64_END_SIZE = 56;
const ENTRY = 0x02014b50;
const MAX_COMMENT = 0xffff;

/** How many bytes of the file's end hold its end records, whatever its comment. */
export const ZIP_TAIL_BYTES = END_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE + ZIP64_END_SIZE;

/** Where the central directory is, in bytes of the file. */
export interface ZipDirectory {
  offset: number;
  size: number;
}

/** One entry of the central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its local header starts. */
  localOffset: number;
}

const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);
const u64 = (v: DataView, at: number) => Number(v.getBigUint64(at, true));

/**
 * The central directory's place, from `tail`, the last bytes of a file of `fileSize` bytes
 * (at least {@link ZIP_TAIL_BYTES} of them, or the whole file); null when the file has no
 * end record (not a ZIP archive, or one cut short) or the record points outside the file.
 */
export function zipDirectoryOf(tail: Uint8Array, fileSize: number): ZipDirectory | null {
  const v = view(tail);
  const base = fileSize - tail.length;
  // The record is the last one whose comment ends the file.
  for (let at = tail.length - END_SIZE; at >= 0 && at >= tail.length - END_SIZE - MAX_COMMENT;) {
    if (
      v.getUint32(at, true) === END &&
      at + END_SIZE + v.getUint16(at + 20, true) === tail.length
    ) {
      let size = v.getUint32(at + 12, true);
      let offset = v.getUint32(at + 16, true);
      const locator = at - ZIP64_LOCATOR_SIZE;
      if (locator >= 0 && v.getUint32(locator, true) === ZIP64_LOCATOR) {
        const end64 = u64(v, locator + 8) - base;
        if (
          end64 < 0 ||
          end64 + ZIP64_END_SIZE > tail.length ||
          v.getUint32(end64, true) !== ZIP64_END
        )
          return null;
        size = u64(v, end64 + 40);
        offset = u64(v, end64 + 48);
      }
      return offset + size <= base + at ? { offset, size } : null;
    }
    at -= 1;
  }
  return null;
}

/** The sizes and offset a ZIP64 extra field (id 1) gives for the fields at 0xFFFFFFFF. */
function zip64Extra(v: DataView, from: number, to: number, wanted: boolean[]): number[] | null {
  for (let at = from; at + 4 <= to;) {
    const id = v.getUint16(at, true);
    const length = v.getUint16(at + 2, true);
    if (id === 1) {
      const values: number[] = [];
      let next = at + 4;
      for (const want of wanted) {
        if (!want) continue;
        if (next + 8 > at + 4 + length) return null;
        values.push(u64(v, next));
        next += 8;
      }
      return values;
    }
    at += 4 + length;
  }
  return null;
}

/** The entries of the central directory `bytes`; null when it is not one. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const v = view(bytes);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let at = 0; at < bytes.length;) {
    if (at + 46 > bytes.length || v.getUint32(at, true) !== ENTRY) return null;
    const nameLength = v.getUint16(at + 28, true);
    const extraLength = v.getUint16(at + 30, true);
    const commentLength = v.getUint16(at + 32, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > bytes.length) return null;
    const fields = [
      v.getUint32(at + 24, true),
      v.getUint32(at + 20, true),
      v.getUint32(at + 42, true),
    ];
    const wide = fields.map((f) => f === 0xffffffff);
    if (wide.some(Boolean)) {
      const extra = zip64Extra(v, at + 46 + nameLength, at + 46 + nameLength + extraLength, wide);
      if (!extra) return null;
      let i = 0;
      for (let f = 0; f < fields.length; f += 1) if (wide[f]) fields[f] = extra[i++]!;
    }
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: v.getUint16(at + 10, true),
      crc: v.getUint32(at + 16, true),
      uncompressedSize: fields[0]!,
      compressedSize: fields[1]!,
      localOffset: fields[2]!,
    });
    at = next;
  }
  return entries;
}

/** Bytes `start` to `end` of a file (the page reads a slice of it, Node a subarray). */
export type ReadBytes = (start: number, end: number) => Promise<Uint8Array>;

/**
 * The entries of the ZIP archive of `size` bytes, from its last {@link ZIP_TAIL_BYTES} and
 * its central directory alone; null when it is no ZIP archive or is cut short.
 */
export async function readZipEntries(size: number, read: ReadBytes): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const tail = await read(tailStart, size);
  const directory = zipDirectoryOf(tail, size);
  if (!directory) return null;
  const { offset, size: length } = directory;
  const bytes =
    offset >= tailStart
      ? tail.subarray(offset - tailStart, offset - tailStart + length)
      : await read(offset, offset + length);
  return zipEntries(bytes);
}
