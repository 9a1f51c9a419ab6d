/**
 * Where the cursor is in a (possibly incomplete) JSON document: the JSON path, whether it
 * is on a key or a value, and the token under it. jsonc-parser's scanner tolerates the
 * half-typed documents an editor sees (`{"type": "`).
 */
import { getLocation, parseTree, type Node } from 'jsonc-parser';
import type { SourceRange } from '../engine/types';

/** A JSON path segment: an object key or an array index. */
export type Segment = string | number;

/** The token under the cursor. */
export interface Token extends SourceRange {
  /** The token's value (a string's content, without quotes). */
  value: unknown;
  isString: boolean;
}

/** The cursor in JSON terms. */
export interface Cursor {
  /** Path of the property or item the cursor is in; for a key, the last segment is the key typed so far. */
  path: Segment[];
  position: 'key' | 'value';
  /** The key or value token under the cursor, quotes included in its range. */
  token: Token | null;
  /** For a key: whether a `:` already follows it (then only the key is replaced). */
  keyHasColon: boolean;
  /** The tolerant parse tree of the whole document. */
  root: Node | undefined;
}

/** Analyses the cursor at `offset` of `text`. */
export function cursorAt(text: string, offset: number): Cursor {
  const loc = getLocation(text, offset);
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const prev = loc.previousNode;
  let token: Token | null = null;
  // getLocation reports the node *before* the cursor; only use it when the cursor is in
  // (or right at the end of) that token, otherwise we would replace a neighbour.
  if (prev && offset >= prev.offset && offset <= prev.offset + prev.length) {
    const isKey = prev.type === 'property';
    token = {
      offset: prev.offset,
      length: prev.length,
      value: prev.value,
      isString: isKey || prev.type === 'string',
    };
  }
  let keyHasColon = false;
  if (loc.isAtPropertyKey && token) {
    keyHasColon = /^\s*:/.test(text.slice(token.offset + token.length));
  }
  return {
    path: [...loc.path],
    position: loc.isAtPropertyKey ? 'key' : 'value',
    token,
    keyHasColon,
    root,
  };
}
