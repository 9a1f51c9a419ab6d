/**
 * INT96 timestamps (what Spark, Hive and Impala write by default) on the page's Parquet
 * path. parquet-wasm (arrow-rs) decodes INT96 as nanoseconds since the epoch in a 64-bit
 * integer: sub-microsecond digits that Spark drops are kept, the type becomes
 * TIMESTAMP_NS instead of TIMESTAMP, and a value outside 1677-09-21 … 2262-04-11 wraps
 * around silently (`Int96::to_nanos` multiplies with wrapping). Native DuckDB and Spark
 * read the 12 bytes themselves: microseconds = (Julian day − 2440588) × 86,400,000,000 +
 * nanoseconds of the day ÷ 1000 (Spark's `DateTimeUtils.fromJulianDay`), in UTC.
 *
 * So before decoding, the footer is rewritten to declare each top-level INT96 column as
 * FIXED_LEN_BYTE_ARRAY(12): the pages are unchanged (PLAIN and dictionary INT96 values are
 * 12 bytes each, just as FIXED_LEN_BYTE_ARRAY(12) values are), arrow-rs hands over the raw
 * bytes, and DuckDB turns them into TIMESTAMP with {@link int96TimestampSql}, exactly as
 * Spark and native DuckDB do. Files with no INT96 column pass through untouched.
 */
import { decodeStruct, encodeStruct, field, intOf, setI32, type TValue } from './thrift-compact.ts';
import { ident } from './quote.ts';
import { footerOfBlob, footerOfBytes, PARQUET_MAGIC } from './parquetFooter.ts';

const INT96 = 3;
const FIXED_LEN_BYTE_ARRAY = 7;

/** The file with its top-level INT96 columns declared as 12-byte binary, and their names. */
export function int96AsFixedBinary(file: Uint8Array): { file: Uint8Array; columns: string[] } {
  const unchanged = { file, columns: [] };
  const found = footerOfBytes(file);
  const rewritten = found && int96FooterAsFixedBinary(found.footer);
  if (!found || !rewritten) return unchanged;
  const { start } = found;
  const { footer, columns } = rewritten;
  const out = new Uint8Array(start + footer.length + 8);
  out.set(file.subarray(0, start), 0);
  out.set(footer, start);
  new DataView(out.buffer).setUint32(start + footer.length, footer.length, true);
  out.set(PARQUET_MAGIC, start + footer.length + 4);
  return { file: out, columns };
}

/**
 * The same for a file too big to read whole (a sample of it): only its footer is read, and
 * the Blob returned is the original's data pages followed by the new footer, copied lazily.
 */
export async function int96BlobAsFixedBinary(
  file: Blob,
): Promise<{ file: Blob; columns: string[] }> {
  const unchanged = { file, columns: [] };
  const found = await footerOfBlob(file);
  const rewritten = found && int96FooterAsFixedBinary(found.footer);
  if (!found || !rewritten) return unchanged;
  const { footer, columns } = rewritten;
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, footer.length, true);
  return {
    file: new Blob([
      file.slice(0, found.start),
      new Uint8Array(footer),
      length,
      new Uint8Array(PARQUET_MAGIC),
    ]),
    columns,
  };
}

/** The footer (Thrift `FileMetaData`) with top-level INT96 columns as 12-byte fixed binary. */
function int96FooterAsFixedBinary(
  bytes: Uint8Array,
): { footer: Uint8Array; columns: string[] } | null {
  let meta;
  try {
    meta = decodeStruct(bytes).value;
  } catch {
    return null; // parquet-wasm will say what is wrong with the file
  }
  const schema = field(meta, 2);
  if (schema?.t !== 'list' || schema.items.length === 0) return null;
  // Top-level columns: the root's children, each with its subtree skipped.
  const columns: string[] = [];
  const rootChildren = intOf(field(schema.items[0], 5)) ?? 0;
  let i = 1;
  for (let c = 0; c < rootChildren && i < schema.items.length; c++) {
    const element = schema.items[i];
    const children = intOf(field(element, 5));
    if (children === undefined && intOf(field(element, 1)) === INT96) {
      setI32(element, 1, FIXED_LEN_BYTE_ARRAY);
      setI32(element, 2, 12);
      const name = field(element, 4);
      if (name?.t === 'binary') columns.push(new TextDecoder().decode(name.v));
    }
    i += 1 + countDescendants(schema.items, i);
  }
  if (columns.length === 0) return null;
  // The column chunks' own metadata names the physical type too.
  const groups = field(meta, 4);
  for (const group of groups?.t === 'list' ? groups.items : []) {
    const chunks = field(group, 1);
    for (const chunk of chunks?.t === 'list' ? chunks.items : []) {
      const md = field(chunk, 3);
      const path = md && field(md, 3);
      if (!md || path?.t !== 'list' || path.items.length !== 1) continue;
      const name = path.items[0].t === 'binary' ? new TextDecoder().decode(path.items[0].v) : '';
      if (intOf(field(md, 1)) === INT96 && columns.includes(name))
        setI32(md, 1, FIXED_LEN_BYTE_ARRAY);
    }
  }
  return { footer: encodeStruct(meta), columns };
}

function countDescendants(items: TValue[], i: number): number {
  const children = intOf(field(items[i], 5)) ?? 0;
  let count = 0;
  for (let c = 0; c < children; c++) {
    const next = i + 1 + count;
    if (next >= items.length) break;
    count += 1 + countDescendants(items, next);
  }
  return count;
}

/** The little-endian unsigned integer in bytes `[from, from + n)` of hex text `h`, as DuckDB SQL. */
function littleEndian(h: string, from: number, n: number): string {
  const pairs = Array.from(
    { length: n },
    (_, k) => `substr(${h}, ${(from + n - 1 - k) * 2 + 1}, 2)`,
  );
  return `('0x' || ${pairs.join(' || ')})::UBIGINT`;
}

/**
 * DuckDB SQL turning a 12-byte INT96 value (a BLOB column) into the TIMESTAMP Spark reads
 * (microseconds, sub-microsecond digits dropped toward the past, UTC); NULL stays NULL.
 */
export function int96TimestampSql(column: string): string {
  const h = `hex(${ident(column)})`;
  const day = `${littleEndian(h, 8, 4)}::BIGINT`;
  const nanos = littleEndian(h, 0, 8);
  return `CASE WHEN ${ident(column)} IS NOT NULL THEN make_timestamp((${day} - 2440588) * 86400000000 + (${nanos} // 1000)::BIGINT) END`;
}

/** The statement that converts the INT96 columns of a freshly loaded `table` in place. */
export function convertInt96Sql(table: string, columns: readonly string[]): string | null {
  if (columns.length === 0) return null;
  const replace = columns.map((c) => `${int96TimestampSql(c)} AS ${ident(c)}`).join(', ');
  return `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * REPLACE (${replace}) FROM ${ident(table)}`;
}
