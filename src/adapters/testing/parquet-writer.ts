/**
 * A tiny Parquet writer for test fixtures: one row group, one PLAIN data page (v1) per
 * column, uncompressed, flat optional columns. It writes the footer with Thrift's compact
 * protocol by hand so that a fixture can carry exactly what a given writer puts there
 * (INT96 with no logical type, Spark's key-value metadata, parquet-mr's `created_by`),
 * which no library in this repository writes. Test support only: nothing ships it.
 *
 * Layout (Parquet format spec): `PAR1`, each column chunk (page header + page), the
 * `FileMetaData` footer, its length as a little-endian int32, `PAR1`.
 */

/** Parquet physical types (`Type` in parquet.thrift). */
export const PhysicalType = {
  INT32: 1,
  INT64: 2,
  INT96: 3,
  DOUBLE: 5,
  BYTE_ARRAY: 6,
  FIXED_LEN_BYTE_ARRAY: 7,
} as const;

/** The `ConvertedType` values used here. */
export const ConvertedType = { UTF8: 0, DECIMAL: 5, DATE: 6 } as const;

/** One optional column: its schema element and its values, each PLAIN-encoded (null = NULL). */
export interface ParquetColumn {
  name: string;
  type: (typeof PhysicalType)[keyof typeof PhysicalType];
  typeLength?: number;
  convertedType?: number;
  precision?: number;
  scale?: number;
  logical?:
    { kind: 'string' } | { kind: 'date' } | { kind: 'decimal'; precision: number; scale: number };
  values: (Uint8Array | null)[];
}

export interface ParquetFile {
  columns: ParquetColumn[];
  keyValue: [string, string][];
  createdBy: string;
  /** The root schema element's name (`spark_schema` for Spark). */
  rootName: string;
}

// Thrift compact protocol: field types.
const T = { I32: 5, I64: 6, BINARY: 8, LIST: 9, STRUCT: 12 } as const;

/** A Thrift compact-protocol writer (only what `FileMetaData` and `PageHeader` need). */
class Compact {
  private bytes: number[] = [];
  private last: number[] = [0];

  private varint(n: bigint): void {
    let v = n;
    while (v >= 0x80n) {
      this.bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.bytes.push(Number(v));
  }
  private zigzag(n: bigint): void {
    this.varint(n >= 0n ? n << 1n : (-n << 1n) - 1n);
  }
  private header(id: number, type: number): void {
    const delta = id - this.last[this.last.length - 1];
    if (delta > 0 && delta <= 15) this.bytes.push((delta << 4) | type);
    else {
      this.bytes.push(type);
      this.zigzag(BigInt(id));
    }
    this.last[this.last.length - 1] = id;
  }
  i32(id: number, v: number): this {
    this.header(id, T.I32);
    this.zigzag(BigInt(v));
    return this;
  }
  i64(id: number, v: number | bigint): this {
    this.header(id, T.I64);
    this.zigzag(BigInt(v));
    return this;
  }
  private rawBinary(b: Uint8Array): void {
    this.varint(BigInt(b.length));
    for (const x of b) this.bytes.push(x);
  }
  string(id: number, s: string): this {
    this.header(id, T.BINARY);
    this.rawBinary(new TextEncoder().encode(s));
    return this;
  }
  struct(id: number, body: (w: Compact) => void): this {
    this.header(id, T.STRUCT);
    this.last.push(0);
    body(this);
    this.bytes.push(0);
    this.last.pop();
    return this;
  }
  private listHeader(id: number, size: number, elem: number): void {
    this.header(id, T.LIST);
    if (size < 15) this.bytes.push((size << 4) | elem);
    else {
      this.bytes.push(0xf0 | elem);
      this.varint(BigInt(size));
    }
  }
  structList<X>(id: number, items: readonly X[], body: (w: Compact, item: X) => void): this {
    this.listHeader(id, items.length, T.STRUCT);
    for (const item of items) {
      this.last.push(0);
      body(this, item);
      this.bytes.push(0);
      this.last.pop();
    }
    return this;
  }
  i32List(id: number, items: readonly number[]): this {
    this.listHeader(id, items.length, T.I32);
    for (const v of items) this.zigzag(BigInt(v));
    return this;
  }
  stringList(id: number, items: readonly string[]): this {
    this.listHeader(id, items.length, T.BINARY);
    for (const s of items) this.rawBinary(new TextEncoder().encode(s));
    return this;
  }
  /** Ends the top-level struct and returns its bytes. */
  done(): Uint8Array {
    this.bytes.push(0);
    return Uint8Array.from(this.bytes);
  }
}

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const int32le = (n: number): Uint8Array => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setInt32(0, n, true);
  return b;
};

/** Definition levels (max level 1) as one bit-packed run of the RLE/bit-packing hybrid. */
function definitionLevels(values: readonly (Uint8Array | null)[]): Uint8Array {
  const groups = Math.ceil(values.length / 8);
  const packed = new Uint8Array(groups);
  values.forEach((v, i) => {
    if (v !== null) packed[i >> 3] |= 1 << (i & 7);
  });
  // Run header: (groups << 1) | 1 as a ULEB128 varint (groups < 64 here).
  const run = concat([Uint8Array.of((groups << 1) | 1), packed]);
  return concat([int32le(run.length), run]);
}

const ENC_PLAIN = 0;
const ENC_RLE = 3;

/** The bytes of a Parquet file holding `file`'s columns as one row group. */
export function writeParquet(file: ParquetFile): Uint8Array {
  const rows = file.columns[0]?.values.length ?? 0;
  const parts: Uint8Array[] = [new TextEncoder().encode('PAR1')];
  let offset = 4;
  const chunks: { column: ParquetColumn; offset: number; size: number }[] = [];
  for (const column of file.columns) {
    if (column.values.length !== rows) throw new Error(`column ${column.name}: ragged`);
    const page = concat([
      definitionLevels(column.values),
      ...column.values.filter((v): v is Uint8Array => v !== null),
    ]);
    const header = new Compact()
      .i32(1, 0) // DATA_PAGE
      .i32(2, page.length)
      .i32(3, page.length)
      .struct(5, (w) => {
        w.i32(1, rows).i32(2, ENC_PLAIN).i32(3, ENC_RLE).i32(4, ENC_RLE);
      })
      .done();
    chunks.push({ column, offset, size: header.length + page.length });
    parts.push(header, page);
    offset += header.length + page.length;
  }
  const footer = new Compact()
    .i32(1, 1)
    .structList(2, [null, ...file.columns], (w, c) => {
      if (c === null) {
        w.string(4, file.rootName).i32(5, file.columns.length);
        return;
      }
      w.i32(1, c.type);
      if (c.typeLength !== undefined) w.i32(2, c.typeLength);
      w.i32(3, 1).string(4, c.name); // OPTIONAL
      if (c.convertedType !== undefined) w.i32(6, c.convertedType);
      if (c.scale !== undefined) w.i32(7, c.scale);
      if (c.precision !== undefined) w.i32(8, c.precision);
      const logical = c.logical;
      if (logical) {
        w.struct(10, (l) => {
          if (logical.kind === 'string') l.struct(1, () => {});
          else if (logical.kind === 'date') l.struct(6, () => {});
          else l.struct(5, (d) => d.i32(1, logical.scale).i32(2, logical.precision));
        });
      }
    })
    .i64(3, rows)
    .structList(4, [0], (w) => {
      w.structList(1, chunks, (cw, ch) => {
        cw.i64(2, ch.offset).struct(3, (m) => {
          m.i32(1, ch.column.type)
            .i32List(2, [ENC_PLAIN, ENC_RLE])
            .stringList(3, [ch.column.name])
            .i32(4, 0) // UNCOMPRESSED
            .i64(5, rows)
            .i64(6, ch.size)
            .i64(7, ch.size)
            .i64(9, ch.offset);
        });
      });
      w.i64(2, offset - 4).i64(3, rows);
    })
    .structList(5, file.keyValue, (w, [k, v]) => {
      w.string(1, k).string(2, v);
    })
    .string(6, file.createdBy)
    .done();
  parts.push(footer, int32le(footer.length), new TextEncoder().encode('PAR1'));
  return concat(parts);
}

// PLAIN encoders for single values.

export const plainInt32 = (n: number): Uint8Array => int32le(n);

export const plainInt64 = (n: bigint): Uint8Array => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigInt64(0, n, true);
  return b;
};

export const plainUtf8 = (s: string): Uint8Array => {
  const text = new TextEncoder().encode(s);
  return concat([int32le(text.length), text]);
};

/** The Julian day number of 1970-01-01. */
export const JULIAN_DAY_OF_EPOCH = 2440588;

/**
 * INT96 as Impala, Hive and Spark write a timestamp: 8 bytes of nanoseconds within the day,
 * then 4 bytes of Julian day number, both little-endian, in UTC.
 */
export function plainInt96(julianDay: number, nanosOfDay: bigint): Uint8Array {
  const b = new Uint8Array(12);
  const view = new DataView(b.buffer);
  view.setBigInt64(0, nanosOfDay, true);
  view.setInt32(8, julianDay, true);
  return b;
}

const NANOS_PER_DAY = 86_400_000_000_000n;

/**
 * INT96 of a UTC instant written `YYYY-MM-DD HH:MM:SS[.fraction up to 9 digits]`
 * (proleptic Gregorian, what Spark ≥ 3.1 writes without the legacy rebase).
 */
export function int96Of(text: string): Uint8Array {
  const m = /^(-?\d{4,})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?$/.exec(text);
  if (!m) throw new Error(`not a timestamp: ${text}`);
  const days = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
  // Date.UTC maps years 0–99 to 1900–1999; the fixtures stay well after that.
  const seconds = BigInt(Number(m[4]) * 3600 + Number(m[5]) * 60 + Number(m[6]));
  const nanos = seconds * 1_000_000_000n + BigInt((m[7] ?? '').padEnd(9, '0'));
  if (nanos >= NANOS_PER_DAY) throw new Error(`not a time of day: ${text}`);
  return plainInt96(JULIAN_DAY_OF_EPOCH + days, nanos);
}

/** Days since 1970-01-01 of `YYYY-MM-DD`, as Parquet's DATE (INT32). */
export const dateDays = (text: string): number => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
