/**
 * Python's `json.dumps(value, ensure_ascii=False, sort_keys=True)` of the value
 * `json.loads` gives for a JSON text — what production writes into the report's
 * `rule_params` (sparquet `core/pipeline.py`, `_rule_params_json`; RULES.md §7).
 *
 * It works from the raw JSON text because `JSON.parse` loses what Python keeps: `1` is an
 * int and `1.0` a float (`1.0`), `1e3` is the float `1000.0`, and a big integer keeps
 * every digit.
 */
import { parseTree, type Node } from 'jsonc-parser';
import { pythonFloat } from '../parse/python-repr';

/** Python's json string escaping with `ensure_ascii=False`: only `"`, `\` and controls. */
export function pythonJsonString(text: string): string {
  // The control characters are exactly what Python escapes, so the class must name them.
  // eslint-disable-next-line no-control-regex
  const escaped = text.replace(/[\u0000-\u001f"\\]/g, (c) => {
    switch (c) {
      case '"':
        return '\\"';
      case '\\':
        return '\\\\';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\b':
        return '\\b';
      case '\f':
        return '\\f';
      default:
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
  return `"${escaped}"`;
}

/** Python's json rendering of a JSON number token: ints keep their digits, floats repr. */
export function pythonJsonNumber(raw: string): string {
  const text = raw.trim();
  if (!/[.eE]/.test(text)) {
    // json.loads gives an int: arbitrary precision, `-0` is 0.
    const negative = text.startsWith('-');
    const digits = text.replace(/^-/, '').replace(/^0+(?=\d)/, '');
    return negative && digits !== '0' ? `-${digits}` : digits;
  }
  const value = Number(text);
  // json.dumps writes the overflowed float (1e400) as JavaScript's literal, not `inf`.
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return pythonFloat(value);
}

/** Python compares str keys by code point; JavaScript's `<` compares UTF-16 units. */
export function compareCodePoints(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

function render(node: Node, text: string): string {
  switch (node.type) {
    case 'string':
      return pythonJsonString(String(node.value));
    case 'number':
      return pythonJsonNumber(text.slice(node.offset, node.offset + node.length));
    case 'boolean':
      return node.value ? 'true' : 'false';
    case 'null':
      return 'null';
    case 'array':
      return `[${(node.children ?? []).map((c) => render(c, text)).join(', ')}]`;
    case 'object':
      return pythonJsonObject(
        (node.children ?? []).map((p) => [
          String(p.children![0].value),
          render(p.children![1], text),
        ]),
      );
    default:
      return 'null';
  }
}

/** Python's json rendering of one JSON value given as its source text. */
export function pythonJsonOfRaw(raw: string): string {
  const node = parseTree(raw);
  return node ? render(node, raw) : 'null';
}

/**
 * A Python dict of already-rendered values, keys sorted as `sort_keys=True` sorts them.
 * A repeated key keeps its last value, as `json.loads` does.
 */
export function pythonJsonObject(entries: readonly (readonly [string, string])[]): string {
  const byKey = new Map<string, string>();
  for (const [k, v] of entries) byKey.set(k, v);
  const keys = [...byKey.keys()].sort(compareCodePoints);
  return `{${keys.map((k) => `${pythonJsonString(k)}: ${byKey.get(k)}`).join(', ')}}`;
}
