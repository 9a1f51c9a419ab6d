/**
 * A workbook whose sheets leave out cell addresses (ECMA-376 allows it), packed again with
 * the addresses added (`engine/read/excel/addresses.ts`) so that read-excel-file, which
 * needs them, reads it. Only the sheets that lack addresses are unpacked and rewritten
 * (stored, uncompressed); every other part is copied as it was. Runs in the page's Excel
 * worker and in Node (DecompressionStream is in both).
 */
import { withCellAddresses } from '../../engine/read/excel/addresses';
import { readZipEntries, type ZipEntry } from '../../engine/read/excel/zip';

const LOCAL = 0x04034b50;
const SHEET = /(^|\/)worksheets\/[^/]+\.xml$/;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An entry's packed bytes, after its local header. */
function packedData(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at = entry.localOffset;
  if (v.getUint32(at, true) !== LOCAL) throw new Error(`No local header for ${entry.name}`);
  const start = at + 30 + v.getUint16(at + 26, true) + v.getUint16(at + 28, true);
  return zip.subarray(start, start + entry.compressedSize);
}

async function unpack(data: Uint8Array, method: number): Promise<Uint8Array> {
  if (method === 0) return data;
  if (method !== 8) throw new Error(`Compression method ${method}`);
  const stream = new Blob([data as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

interface Part {
  entry: ZipEntry;
  data: Uint8Array;
}

/** A ZIP archive of `parts`, each with its entry's method, CRC and sizes. */
function pack(parts: Part[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = parts.map((p) => encoder.encode(p.entry.name));
  const localSize = parts.reduce((s, p, i) => s + 30 + names[i]!.length + p.data.length, 0);
  const directorySize = names.reduce((s, n) => s + 46 + n.length, 0);
  const out = new Uint8Array(localSize + directorySize + 22);
  const v = new DataView(out.buffer);
  let at = 0;
  let central = localSize;
  parts.forEach(({ entry, data }, i) => {
    const name = names[i]!;
    // Version 2.0, UTF-8 names, the method, no date; then CRC, sizes, name length.
    const common = (o: number) => {
      v.setUint16(o, 20, true);
      v.setUint16(o + 2, 0x0800, true);
      v.setUint16(o + 4, entry.method, true);
      v.setUint32(o + 10, entry.crc, true);
      v.setUint32(o + 14, data.length, true);
      v.setUint32(o + 18, entry.uncompressedSize, true);
      v.setUint16(o + 22, name.length, true);
    };
    v.setUint32(at, LOCAL, true);
    common(at + 4);
    out.set(name, at + 30);
    out.set(data, at + 30 + name.length);
    v.setUint32(central, 0x02014b50, true);
    v.setUint16(central + 4, 20, true);
    common(central + 6);
    v.setUint32(central + 42, at, true);
    out.set(name, central + 46);
    at += 30 + name.length + data.length;
    central += 46 + name.length;
  });
  v.setUint32(central, 0x06054b50, true);
  v.setUint16(central + 8, parts.length, true);
  v.setUint16(central + 10, parts.length, true);
  v.setUint32(central + 12, directorySize, true);
  v.setUint32(central + 16, localSize, true);
  return out;
}

/**
 * The workbook `zip` with every sheet's cells given their addresses; null when no cell
 * lacks one (or the archive cannot be walked: the reader's own refusal then stands).
 */
export async function workbookWithAddresses(zip: Uint8Array): Promise<Uint8Array | null> {
  const entries = await readZipEntries(zip.length, (start, end) =>
    Promise.resolve(zip.subarray(start, end)),
  );
  if (!entries) return null;
  let changed = false;
  const parts: Part[] = [];
  for (const entry of entries) {
    const data = packedData(zip, entry);
    const xml = SHEET.test(entry.name)
      ? withCellAddresses(new TextDecoder().decode(await unpack(data, entry.method)))
      : null;
    if (xml === null) {
      parts.push({ entry, data });
      continue;
    }
    changed = true;
    const text = new TextEncoder().encode(xml);
    parts.push({
      entry: { ...entry, method: 0, crc: crc32(text), uncompressedSize: text.length },
      data: text,
    });
  }
  return changed ? pack(parts) : null;
}
