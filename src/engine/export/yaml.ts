import { ExactNumber, yamlNumber } from './exact';

/**
 * A small YAML writer for the artifacts' known shapes: block mappings and sequences,
 * strings as JSON double-quoted scalars (valid YAML, escapes included), so no value can
 * be misread as another type or break the structure.
 */
function key(k: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? k : quoted(k);
}

/**
 * A double-quoted scalar. JSON's escapes are YAML's, but JSON leaves DEL, the C1 controls,
 * U+2028/U+2029 and U+FFFE/U+FFFF as they are: PyYAML refuses the first and last as
 * unprintable and folds NEL (U+0085) into a space, so each is written as an escape.
 */
function quoted(s: string): string {
  return JSON.stringify(s).replace(
    /[\u007f-\u009f\u2028\u2029\ufffe\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function scalar(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (v instanceof ExactNumber) return yamlNumber(v.raw);
  if (typeof v === 'number') return yamlNumber(String(v));
  if (typeof v === 'boolean') return String(v);
  return quoted(String(v));
}

function isEmpty(v: unknown): boolean {
  if (v instanceof ExactNumber) return false;
  return (
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && v !== null && Object.keys(v).length === 0)
  );
}

/** A mapping or a sequence (an exact number is a scalar). */
function isNode(v: unknown): v is object {
  return typeof v === 'object' && v !== null && !(v instanceof ExactNumber);
}

export function toYaml(value: unknown, pad = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return `${pad}[]`;
    return value
      .map((item) => {
        if (isNode(item) && !isEmpty(item)) {
          const inner = toYaml(item, `${pad}  `);
          return `${pad}- ${inner.slice(pad.length + 2)}`;
        }
        return `${pad}- ${isEmpty(item) ? (Array.isArray(item) ? '[]' : '{}') : scalar(item)}`;
      })
      .join('\n');
  }
  if (isNode(value)) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => {
        if (isNode(v) && !isEmpty(v))
          return `${pad}${key(k)}:\n${toYaml(v, Array.isArray(v) ? `${pad}  ` : `${pad}  `)}`;
        return `${pad}${key(k)}: ${isEmpty(v) ? (Array.isArray(v) ? '[]' : '{}') : scalar(v)}`;
      })
      .join('\n');
  }
  return `${pad}${scalar(value)}`;
}
