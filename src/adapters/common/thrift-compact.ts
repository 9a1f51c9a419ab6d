/**
 * Thrift's compact protocol as a tree: enough to read a Parquet footer (`FileMetaData`),
 * change a field, and write it back with every other field as it was. Only the footer
 * goes through here, never the data.
 */

/** Compact-protocol type ids. */
export const TType = {
  TRUE: 1,
  FALSE: 2,
  BYTE: 3,
  I16: 4,
  I32: 5,
  I64: 6,
  DOUBLE: 7,
  BINARY: 8,
  LIST: 9,
  SET: 10,
  MAP: 11,
  STRUCT: 12,
} as const;

export type TValue =
  | { t: 'bool'; v: boolean }
  | { t: 'byte'; v: number }
  | { t: 'int'; type: number; v: bigint }
  | { t: 'double'; v: Uint8Array }
  | { t: 'binary'; v: Uint8Array }
  | { t: 'list'; type: number; elem: number; items: TValue[] }
  | { t: 'map'; key: number; val: number; items: [TValue, TValue][] }
  | { t: 'struct'; fields: TField[] };

export interface TField {
  id: number;
  /** The field's wire type (booleans: `TRUE`). */
  type: number;
  value: TValue;
}

class Reader {
  at = 0;
  constructor(private readonly b: Uint8Array) {}
  byte(): number {
    if (this.at >= this.b.length) throw new Error('thrift: unexpected end of footer');
    return this.b[this.at++];
  }
  varint(): bigint {
    let out = 0n;
    let shift = 0n;
    for (;;) {
      const x = this.byte();
      out |= BigInt(x & 0x7f) << shift;
      if ((x & 0x80) === 0) return out;
      shift += 7n;
    }
  }
  zigzag(): bigint {
    const n = this.varint();
    return (n & 1n) === 0n ? n >> 1n : -((n + 1n) >> 1n);
  }
  bytes(n: number): Uint8Array {
    if (this.at + n > this.b.length) throw new Error('thrift: unexpected end of footer');
    const out = this.b.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
}

function readValue(r: Reader, type: number, inList = false): TValue {
  switch (type) {
    case TType.TRUE:
    case TType.FALSE:
      // In a struct the type carries the value; in a list each element is one byte.
      return { t: 'bool', v: inList ? r.byte() === 1 : type === TType.TRUE };
    case TType.BYTE:
      return { t: 'byte', v: r.byte() };
    case TType.I16:
    case TType.I32:
    case TType.I64:
      return { t: 'int', type, v: r.zigzag() };
    case TType.DOUBLE:
      return { t: 'double', v: r.bytes(8) };
    case TType.BINARY:
      return { t: 'binary', v: r.bytes(Number(r.varint())) };
    case TType.LIST:
    case TType.SET: {
      const head = r.byte();
      const elem = head & 0x0f;
      const size = head >> 4 === 0x0f ? Number(r.varint()) : head >> 4;
      const items: TValue[] = [];
      for (let i = 0; i < size; i++) items.push(readValue(r, elem, true));
      return { t: 'list', type, elem, items };
    }
    case TType.MAP: {
      const size = Number(r.varint());
      if (size === 0) return { t: 'map', key: 0, val: 0, items: [] };
      const kinds = r.byte();
      const key = kinds >> 4;
      const val = kinds & 0x0f;
      const items: [TValue, TValue][] = [];
      for (let i = 0; i < size; i++) items.push([readValue(r, key, true), readValue(r, val, true)]);
      return { t: 'map', key, val, items };
    }
    case TType.STRUCT:
      return readStruct(r);
    default:
      throw new Error(`thrift: unknown type ${type}`);
  }
}

function readStruct(r: Reader): TValue {
  const fields: TField[] = [];
  let last = 0;
  for (;;) {
    const head = r.byte();
    if (head === 0) return { t: 'struct', fields };
    const type = head & 0x0f;
    const delta = head >> 4;
    const id = delta === 0 ? Number(r.zigzag()) : last + delta;
    last = id;
    fields.push({ id, type, value: readValue(r, type) });
  }
}

/** The struct encoded at the start of `bytes`, and how many bytes it took. */
export function decodeStruct(bytes: Uint8Array): { value: TValue; length: number } {
  const r = new Reader(bytes);
  const value = readStruct(r);
  return { value, length: r.at };
}

class Writer {
  out: number[] = [];
  varint(n: bigint): void {
    let v = n;
    while (v >= 0x80n) {
      this.out.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.out.push(Number(v));
  }
  zigzag(n: bigint): void {
    this.varint(n >= 0n ? n << 1n : (-n << 1n) - 1n);
  }
  raw(b: Uint8Array): void {
    for (const x of b) this.out.push(x);
  }
}

function writeValue(w: Writer, value: TValue, inList = false): void {
  switch (value.t) {
    case 'bool':
      if (inList) w.out.push(value.v ? 1 : 2);
      return; // in a struct the field header carried it
    case 'byte':
      w.out.push(value.v);
      return;
    case 'int':
      w.zigzag(value.v);
      return;
    case 'double':
      w.raw(value.v);
      return;
    case 'binary':
      w.varint(BigInt(value.v.length));
      w.raw(value.v);
      return;
    case 'list':
      if (value.items.length < 15) w.out.push((value.items.length << 4) | value.elem);
      else {
        w.out.push(0xf0 | value.elem);
        w.varint(BigInt(value.items.length));
      }
      for (const item of value.items) writeValue(w, item, true);
      return;
    case 'map':
      w.varint(BigInt(value.items.length));
      if (value.items.length === 0) return;
      w.out.push((value.key << 4) | value.val);
      for (const [k, v] of value.items) {
        writeValue(w, k, true);
        writeValue(w, v, true);
      }
      return;
    case 'struct': {
      let last = 0;
      for (const f of [...value.fields].sort((a, b) => a.id - b.id)) {
        const type = f.value.t === 'bool' ? (f.value.v ? TType.TRUE : TType.FALSE) : f.type;
        const delta = f.id - last;
        if (delta > 0 && delta <= 15) w.out.push((delta << 4) | type);
        else {
          w.out.push(type);
          w.zigzag(BigInt(f.id));
        }
        last = f.id;
        writeValue(w, f.value);
      }
      w.out.push(0);
      return;
    }
  }
}

/** The compact-protocol bytes of a struct. */
export function encodeStruct(value: TValue): Uint8Array {
  const w = new Writer();
  writeValue(w, value);
  return Uint8Array.from(w.out);
}

/** Field `id` of a struct, if present. */
export function field(s: TValue, id: number): TValue | undefined {
  return s.t === 'struct' ? s.fields.find((f) => f.id === id)?.value : undefined;
}

/** Sets field `id` of a struct to an i32. */
export function setI32(s: TValue, id: number, v: number): void {
  if (s.t !== 'struct') return;
  const value: TValue = { t: 'int', type: TType.I32, v: BigInt(v) };
  const found = s.fields.find((f) => f.id === id);
  if (found) found.value = value;
  else s.fields.push({ id, type: TType.I32, value });
}

/** An integer field's value as a number, or undefined. */
export function intOf(v: TValue | undefined): number | undefined {
  return v?.t === 'int' ? Number(v.v) : undefined;
}
