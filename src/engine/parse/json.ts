import {
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { Diagnostic, Located, SourceRange } from '../types';

export type { Node };

/** Parses JSON text into a positioned tree; syntax errors become diagnostics at their offset. */
export function parseJson(text: string): { root: Node | undefined; diagnostics: Diagnostic[] } {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const diagnostics = errors.map<Diagnostic>((e) => ({
    severity: 'error',
    kind: 'json-syntax',
    message: `JSON syntax error: ${describeParseError(printParseErrorCode(e.error))} at line ${lineOf(text, e.offset)}`,
    messageRef: {
      id: 'jsonSyntax',
      params: { error: printParseErrorCode(e.error), line: lineOf(text, e.offset) },
    },
    path: '',
    range: { offset: e.offset, length: Math.max(e.length, 1) },
  }));
  return { root, diagnostics };
}

function describeParseError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The source range of a node. */
export function rangeOf(node: Node): SourceRange {
  return { offset: node.offset, length: node.length };
}

/** The JSON-path segment for an object key: `.key`, or `["odd key"]` when it is not an identifier. */
export function keySegment(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

/** Joins a parent path and a key. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  const seg = keySegment(key);
  return parent === '' && seg.startsWith('.') ? seg.slice(1) : parent + seg;
}

/** A property of an object node. */
export interface Property {
  key: string;
  keyNode: Node;
  valueNode: Node;
  /** The whole `"key": value` range. */
  propertyNode: Node;
}

/** The properties of an object node, in source order (later duplicates included). */
export function propertiesOf(node: Node): Property[] {
  if (node.type !== 'object' || !node.children) return [];
  const out: Property[] = [];
  for (const p of node.children) {
    const [k, v] = p.children ?? [];
    if (k && v) out.push({ key: String(k.value), keyNode: k, valueNode: v, propertyNode: p });
  }
  return out;
}

/** Finds a property by key (the last one wins, like JSON.parse). */
export function propertyOf(node: Node, key: string): Property | undefined {
  const props = propertiesOf(node).filter((p) => p.key === key);
  return props[props.length - 1];
}

/** The plain JS value of a node plus its position and raw text. */
export function locate(node: Node, path: string, text: string): Located {
  return {
    value: getNodeValue(node),
    path,
    range: rangeOf(node),
    raw: text.slice(node.offset, node.offset + node.length),
  };
}

/** A JSON node's kind as a message parameter (the page words it; `kindName` in English). */
export function kindOf(node: Node): 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' {
  switch (node.type) {
    case 'object':
    case 'array':
    case 'string':
    case 'number':
    case 'boolean':
      return node.type;
    default:
      return 'null';
  }
}

/** A short human name of a JSON node's kind, for messages. */
export function kindName(node: Node): string {
  switch (node.type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'a list';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return 'null';
  }
}
