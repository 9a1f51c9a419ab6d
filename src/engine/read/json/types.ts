/**
 * Spark's JSON schema inference (`JsonInferSchema`, RULES.md §9), over every record: an
 * integer is a bigint (a decimal past 64 bits), any other number a double, an empty
 * string or null says nothing, objects are structs with their fields sorted by name,
 * arrays take the type of all their elements, and types that do not meet are strings.
 */
import { sqlIdent } from '../../sql/quote';
import { JsonNumber, type JsonValue } from './parse';

export type JsonType =
  | { kind: 'null' }
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'bigint' }
  | { kind: 'double' }
  | { kind: 'decimal'; precision: number; scale: number }
  | { kind: 'array'; element: JsonType }
  | { kind: 'struct'; fields: JsonField[] };

export interface JsonField {
  name: string;
  type: JsonType;
}

const NULL: JsonType = { kind: 'null' };
const STRING: JsonType = { kind: 'string' };
const DOUBLE: JsonType = { kind: 'double' };
const MAX_PRECISION = 38;

/** Jackson's number type: int and long are bigint; a larger integer a decimal. */
function numberType(n: JsonNumber): JsonType {
  if (!n.integral) return DOUBLE;
  const digits = n.text.replace(/^-/, '');
  const v = BigInt(n.text);
  if (v >= -(2n ** 63n) && v < 2n ** 63n) return { kind: 'bigint' };
  return digits.length <= MAX_PRECISION
    ? { kind: 'decimal', precision: digits.length, scale: 0 }
    : DOUBLE;
}

const byName = (a: JsonField, b: JsonField) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The type Spark infers for one value. */
export function inferType(v: JsonValue): JsonType {
  if (v === null) return NULL;
  if (typeof v === 'string') return v.length === 0 ? NULL : STRING;
  if (typeof v === 'boolean') return { kind: 'boolean' };
  if (v instanceof JsonNumber) return numberType(v);
  if (Array.isArray(v)) {
    let element: JsonType = NULL;
    for (const e of v) element = mergeTypes(element, inferType(e));
    return { kind: 'array', element };
  }
  const fields: JsonField[] = [];
  for (const [name, value] of v) fields.push({ name, type: inferType(value) });
  return { kind: 'struct', fields: fields.sort(byName) };
}

/** A long as a decimal, when it meets one (`DecimalType.forType(LongType)`). */
const LONG_AS_DECIMAL: JsonType = { kind: 'decimal', precision: 20, scale: 0 };

/** The type two inferred types widen to (`compatibleType`). */
export function mergeTypes(a: JsonType, b: JsonType): JsonType {
  if (a.kind === 'null') return b;
  if (b.kind === 'null') return a;
  if (a.kind === 'struct' && b.kind === 'struct') return mergeStructs(a.fields, b.fields);
  if (a.kind === 'array' && b.kind === 'array')
    return { kind: 'array', element: mergeTypes(a.element, b.element) };
  if (a.kind === 'decimal' && b.kind === 'decimal') {
    const scale = Math.max(a.scale, b.scale);
    const range = Math.max(a.precision - a.scale, b.precision - b.scale);
    return range + scale > MAX_PRECISION
      ? DOUBLE
      : { kind: 'decimal', precision: range + scale, scale };
  }
  if (a.kind === b.kind) return a;
  const pair = new Set([a.kind, b.kind]);
  if (pair.has('double') && (pair.has('bigint') || pair.has('decimal'))) return DOUBLE;
  if (pair.has('decimal') && pair.has('bigint'))
    return mergeTypes(
      a.kind === 'bigint' ? LONG_AS_DECIMAL : a,
      b.kind === 'bigint' ? LONG_AS_DECIMAL : b,
    );
  return STRING;
}

function mergeStructs(a: JsonField[], b: JsonField[]): JsonType {
  const out: JsonField[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const order = i >= a.length ? 1 : j >= b.length ? -1 : byName(a[i], b[j]);
    if (order < 0) out.push(a[i++]);
    else if (order > 0) out.push(b[j++]);
    else {
      out.push({ name: a[i].name, type: mergeTypes(a[i].type, b[j].type) });
      i++;
      j++;
    }
  }
  return { kind: 'struct', fields: out };
}

/**
 * The schema Spark reports (`canonicalizeType`): a type seen only as null is a string,
 * fields with an empty name and structs with no fields are dropped. `null` when nothing is left.
 */
export function canonicalType(t: JsonType): JsonType | null {
  if (t.kind === 'null') return STRING;
  if (t.kind === 'array') {
    const element = canonicalType(t.element);
    return element ? { kind: 'array', element } : null;
  }
  if (t.kind === 'struct') {
    const fields: JsonField[] = [];
    for (const f of t.fields) {
      if (f.name === '') continue;
      const type = canonicalType(f.type);
      if (type) fields.push({ name: f.name, type });
    }
    return fields.length ? { kind: 'struct', fields } : null;
  }
  return t;
}

/** Spark's name of the type (`DataType.simpleString`). */
export function sparkTypeOf(t: JsonType): string {
  switch (t.kind) {
    case 'decimal':
      return `decimal(${t.precision},${t.scale})`;
    case 'array':
      return `array<${sparkTypeOf(t.element)}>`;
    case 'struct':
      return `struct<${t.fields.map((f) => `${f.name}:${sparkTypeOf(f.type)}`).join(',')}>`;
    case 'null':
      return 'void';
    default:
      return t.kind;
  }
}

/** The DuckDB type a column of this type is loaded as. */
export function duckdbTypeOf(t: JsonType): string {
  switch (t.kind) {
    case 'decimal':
      return `DECIMAL(${t.precision},${t.scale})`;
    case 'array':
      return `${duckdbTypeOf(t.element)}[]`;
    case 'struct':
      return `STRUCT(${t.fields.map((f) => `${sqlIdent(f.name)} ${duckdbTypeOf(f.type)}`).join(', ')})`;
    case 'bigint':
      return 'BIGINT';
    case 'double':
      return 'DOUBLE';
    case 'boolean':
      return 'BOOLEAN';
    default:
      return 'VARCHAR';
  }
}

/** Whether a decimal sits anywhere in the type (it crosses into DuckDB as text, then a cast). */
export function holdsDecimal(t: JsonType): boolean {
  if (t.kind === 'decimal') return true;
  if (t.kind === 'array') return holdsDecimal(t.element);
  if (t.kind === 'struct') return t.fields.some((f) => holdsDecimal(f.type));
  return false;
}
