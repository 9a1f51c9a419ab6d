import { parseTree, type Node } from 'jsonc-parser';
import type { Located } from '../types';

/**
 * A JSON number kept as it was written. `JSON.parse` turns `1e3` into the integer 1000
 * and rounds 12345678901234567890, but production reads the document with Python's
 * `json`, where `1e3` is the float 1000.0 (so a code reads `1000.0`) and big integers are
 * exact. Artifacts write this text instead, so no export changes a value.
 */
export class ExactNumber {
  constructor(readonly raw: string) {}

  /** Whether Python reads it as a float (a `.` or an exponent), not an int. */
  get isFloat(): boolean {
    return /[.eE]/.test(this.raw);
  }
}

/** A JSON value with every number kept as written. */
export type ExactValue =
  null | boolean | string | ExactNumber | ExactValue[] | { [key: string]: ExactValue };

function fromNode(node: Node, text: string): ExactValue {
  switch (node.type) {
    case 'number':
      return new ExactNumber(text.slice(node.offset, node.offset + node.length));
    case 'array':
      return (node.children ?? []).map((c) => fromNode(c, text));
    case 'object': {
      const out: { [key: string]: ExactValue } = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        // A repeated key keeps its last value, as Python's json does.
        if (k && v)
          Object.defineProperty(out, String(k.value), {
            value: fromNode(v, text),
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      return out;
    }
    default:
      return node.value as ExactValue;
  }
}

/** A parameter's value with its numbers as written (from its raw source text). */
export function exactValue(p: Located): ExactValue {
  const root = parseTree(p.raw);
  return root ? fromNode(root, p.raw) : (p.value as ExactValue);
}

/** The elements of a list parameter, numbers as written ([] when it is not a list). */
export function exactList(p: Located | undefined): ExactValue[] {
  if (!p) return [];
  const v = exactValue(p);
  return Array.isArray(v) ? v : [];
}

/**
 * A number as YAML that PyYAML (YAML 1.1, what DQX and Soda load with) and YAML 1.2 read
 * as the same number: an integer as written; a float with a `.` in its mantissa and a sign
 * on its exponent, since PyYAML reads `1e3` or `1e-7` as a string.
 */
export function yamlNumber(text: string): string {
  const m = /^([-+]?\d+)(\.\d*)?(?:([eE])([-+]?)(\d+))?$/.exec(text.trim());
  if (!m) return JSON.stringify(text);
  const [, int, frac, e, sign, exp] = m;
  if (!frac && !e) return int;
  return `${int}${frac && frac.length > 1 ? frac : '.0'}${e ? `${e}${sign || '+'}${exp}` : ''}`;
}
