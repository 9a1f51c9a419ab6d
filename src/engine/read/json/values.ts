/**
 * A JSON value as Spark's reader (`JacksonParser`) turns it into a column of the inferred
 * type: a value of another kind in a string column is its JSON text as Jackson copies it
 * (compact, numbers exactly as written: `1.50` stays `1.50`), an empty string where a
 * number or a struct is expected is null (RULES.md §9).
 */
import { JsonNumber, type JsonValue } from './parse';
import type { JsonType } from './types';

/** A column value ready for Arrow: bigint, number, boolean, string (decimals as text), nested. */
export type RowValue = null | boolean | number | bigint | string | RowValue[] | RowObject;
export interface RowObject {
  [name: string]: RowValue;
}

/** The JSON text Jackson copies for a value in a string column (checked on Spark). */
export function jacksonText(v: JsonValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return String(v);
  if (v instanceof JsonNumber) return v.text;
  if (Array.isArray(v)) return `[${v.map(jacksonText).join(',')}]`;
  return `{${[...v].map(([k, x]) => `${JSON.stringify(k)}:${jacksonText(x)}`).join(',')}}`;
}

/** The value `v` takes in a column of type `t`. */
export function valueAs(v: JsonValue, t: JsonType): RowValue {
  if (v === null) return null;
  switch (t.kind) {
    case 'string':
      return typeof v === 'string' ? v : jacksonText(v);
    case 'bigint':
      return v instanceof JsonNumber ? BigInt(v.text) : null;
    case 'double':
      return v instanceof JsonNumber ? Number(v.text) : null;
    case 'decimal':
      return v instanceof JsonNumber ? BigInt(v.text).toString() : null;
    case 'boolean':
      return typeof v === 'boolean' ? v : null;
    case 'array':
      return Array.isArray(v) ? v.map((e) => valueAs(e, t.element)) : null;
    case 'struct': {
      if (!(v instanceof Map)) return null;
      const out: RowObject = {};
      for (const f of t.fields) out[f.name] = valueAs(v.get(f.name) ?? null, f.type);
      return out;
    }
    default:
      return null;
  }
}
