/**
 * The bytes a Parquet file's data takes once decoded (as the Arrow stream DuckDB-WASM is
 * handed), estimated from its footer alone. The footer's own "uncompressed size" counts
 * the *encoded* pages: a column of a few long texts repeated over millions of rows is a few
 * bits a row there (dictionary ids, runs) but every row's text once decoded — 37 times the
 * footer's figure on such a file (bench/parquet-heap.ts). So each column chunk is sized by
 * what it decodes to: its rows times the type's width, or for texts their bytes.
 */
import type { RowGroupFacts } from '../../workbench/parquetSample';
import { footerOfBlob } from './parquetFooter.ts';
import { decodeStruct, field, intOf, type TValue } from './thrift-compact.ts';

/** Parquet physical types (the footer's `Type` enum), in order. */
export const PHYSICAL = [
  'BOOLEAN',
  'INT32',
  'INT64',
  'INT96',
  'FLOAT',
  'DOUBLE',
  'BYTE_ARRAY',
  'FIXED',
];
/** Encodings that store a value once and refer to it (dictionary) or by shared prefix. */
const PLAIN_DICTIONARY = 2;
const DELTA_BYTE_ARRAY = 7;
const RLE_DICTIONARY = 8;
/** `ConvertedType.DECIMAL`, and `LogicalType`'s DECIMAL member. */
const DECIMAL = 5;

/**
 * Bytes a text value is taken to decode to when its chunk stores texts once (dictionary)
 * and the footer gives no value to measure them by (no min/max statistics).
 */
export const ASSUMED_TEXT_BYTES = 64;

/** One column chunk of one row group, as its footer entry describes it. */
export interface ColumnChunkFacts {
  group: number;
  path: string;
  physical: string;
  /** Bytes per value of a fixed-width type once decoded (Arrow's width); 0 for texts. */
  width: number;
  /** Values in the chunk, nulls included. */
  values: number;
  /** The pages' bytes before compression (encoded: dictionary ids, runs, …). */
  uncompressed: number;
  /** Whether values are stored once and referred to (dictionary) or by shared prefix. */
  shared: boolean;
  /** The longer of the chunk's min and max values in bytes, when the footer has them. */
  statLength: number | null;
  /** The texts' bytes once decoded, when the writer recorded it (Parquet 2.10). */
  unencodedBytes: number | null;
}

const text = (v: TValue | undefined) => (v?.t === 'binary' ? new TextDecoder().decode(v.v) : '');
export const items = (v: TValue | undefined) => (v?.t === 'list' ? v.items : []);
const length = (v: TValue | undefined) => (v?.t === 'binary' ? v.v.length : null);

/** Arrow's bytes per value for a fixed-width physical type (decimals become 16 bytes). */
function widthOf(physical: string, element: TValue | undefined): number {
  const at = (s: TValue | undefined, id: number) => (s ? field(s, id) : undefined);
  const decimal = intOf(at(element, 6)) === DECIMAL || at(at(element, 10), DECIMAL) !== undefined;
  if (decimal && physical !== 'BYTE_ARRAY') return 16;
  const widths: Record<string, number> = {
    BOOLEAN: 1,
    INT32: 4,
    INT64: 8,
    INT96: 12,
    FLOAT: 4,
    DOUBLE: 8,
    FIXED: intOf(at(element, 2)) ?? 0,
  };
  return widths[physical] ?? 0;
}

/** The schema's leaf elements by dotted path (the root's own name left out). */
export function leaves(schema: TValue[]): Map<string, TValue> {
  const out = new Map<string, TValue>();
  let i = 1;
  const walk = (prefix: string[]) => {
    const element = schema[i++]!;
    const name = [...prefix, text(field(element, 4))];
    const children = intOf(field(element, 5)) ?? 0;
    if (children === 0) out.set(name.join('.'), element);
    for (let c = 0; c < children && i < schema.length; c++) walk(name);
  };
  const top = intOf(field(schema[0]!, 5)) ?? 0;
  for (let c = 0; c < top && i < schema.length; c++) walk([]);
  return out;
}

/** The column chunks of every row group of the footer `bytes` (Thrift `FileMetaData`). */
export function parquetColumnFacts(bytes: Uint8Array): ColumnChunkFacts[] {
  return columnFactsOf(decodeStruct(bytes).value);
}

/** {@link parquetColumnFacts} of a decoded `FileMetaData`. */
function columnFactsOf(meta: TValue): ColumnChunkFacts[] {
  const schema = leaves(items(field(meta, 2)));
  const out: ColumnChunkFacts[] = [];
  items(field(meta, 4)).forEach((group, g) => {
    for (const chunk of items(field(group, 1))) {
      const md = field(chunk, 3);
      if (!md) continue;
      const path = items(field(md, 3)).map(text).join('.');
      const physical = PHYSICAL[intOf(field(md, 1)) ?? -1] ?? 'UNKNOWN';
      const encodings = items(field(md, 2)).map(intOf);
      const stats = field(md, 12);
      // Statistics' min_value/max_value (fields 6 and 5), else the deprecated min/max.
      const lengths = stats ? [6, 5, 2, 1].map((id) => length(field(stats, id))) : [];
      const known = lengths.filter((n): n is number => n !== null);
      const size = field(md, 16);
      out.push({
        group: g,
        path,
        physical,
        width: physical === 'BYTE_ARRAY' ? 0 : widthOf(physical, schema.get(path)),
        values: intOf(field(md, 5)) ?? 0,
        uncompressed: intOf(field(md, 6)) ?? 0,
        shared:
          field(md, 11) !== undefined ||
          encodings.some((e) => e === PLAIN_DICTIONARY || e === RLE_DICTIONARY) ||
          encodings.includes(DELTA_BYTE_ARRAY),
        statLength: known.length ? Math.max(...known) : null,
        unencodedBytes: (size && intOf(field(size, 1))) ?? null,
      });
    }
  });
  return out;
}

/**
 * What the footer `bytes` says of each row group (Thrift `RowGroup`: rows, field 3; encoded
 * bytes, field 2; each chunk's bytes in the file, `ColumnMetaData` field 7), with each
 * group's decoded estimate. Pure: the page reads it on its own thread, from the file's
 * last bytes, without starting parquet-wasm.
 */
export function parquetRowGroupFacts(bytes: Uint8Array): RowGroupFacts[] {
  const meta = decodeStruct(bytes).value;
  const decoded = decodedBytesByGroup(columnFactsOf(meta));
  return items(field(meta, 4)).map((group, g) => ({
    rows: intOf(field(group, 3)) ?? 0,
    compressedBytes: items(field(group, 1)).reduce((sum, chunk) => {
      const md = field(chunk, 3);
      return sum + ((md && intOf(field(md, 7))) ?? 0);
    }, 0),
    uncompressedBytes: intOf(field(group, 2)) ?? 0,
    decodedBytes: decoded[g] ?? 0,
  }));
}

/** What the footer of `file` says of each row group, reading only the file's end. */
export async function footerRowGroups(file: Blob): Promise<RowGroupFacts[]> {
  const found = await footerOfBlob(file);
  if (!found) throw new Error('no Parquet footer');
  return parquetRowGroupFacts(found.footer);
}

/**
 * The chunk's bytes once decoded, erring high: fixed widths are rows × width; texts are
 * their bytes plus a 4-byte offset a row — as the writer recorded them, else for texts
 * stored once (dictionary) rows × the longer of the min and max values (or
 * {@link ASSUMED_TEXT_BYTES}), and never less than the encoded pages themselves.
 */
export function chunkDecodedBytes(c: ColumnChunkFacts): number {
  if (c.physical !== 'BYTE_ARRAY') return Math.max(c.uncompressed, c.values * c.width);
  const offsets = c.values * 4;
  if (c.unencodedBytes !== null) return c.unencodedBytes + offsets;
  const pages = c.uncompressed + offsets;
  if (!c.shared) return pages;
  return Math.max(pages, c.values * ((c.statLength ?? ASSUMED_TEXT_BYTES) + 4));
}

/** Decoded bytes per row group (index = the group's). */
function decodedBytesByGroup(chunks: readonly ColumnChunkFacts[]): number[] {
  const out: number[] = [];
  for (const c of chunks) out[c.group] = (out[c.group] ?? 0) + chunkDecodedBytes(c);
  return Array.from(out, (n) => n ?? 0);
}
