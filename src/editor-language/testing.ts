/**
 * Test helpers: a document with a `|` marking the cursor, and a small loaded schema.
 * Kept out of the public index; only *.test.ts import it.
 */
import type { ColumnInfo } from '../engine/types';

/** Splits `text|more` into the text without the marker and the cursor offset. */
export function at(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf('|');
  if (offset < 0) throw new Error('no | cursor marker');
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

/** Columns like the bundled customers sample. */
export const COLUMNS: ColumnInfo[] = [
  { name: 'id', duckdbType: 'BIGINT', sparkType: 'bigint' },
  { name: 'email', duckdbType: 'VARCHAR', sparkType: 'string' },
  { name: 'age', duckdbType: 'INTEGER', sparkType: 'int' },
  { name: 'signup date', duckdbType: 'DATE', sparkType: 'date' },
  { name: 'balance', duckdbType: 'DECIMAL(10,2)', sparkType: 'decimal(10,2)' },
];

/** Expands a snippet the way the editor does when every placeholder keeps its default. */
export function expandSnippet(snippet: string): string {
  let out = '';
  let i = 0;
  const readUntil = (end: string): string => {
    let text = '';
    while (i < snippet.length && snippet[i] !== end) {
      if (snippet[i] === '\\' && i + 1 < snippet.length) i++;
      else if (snippet[i] === '$' && snippet[i + 1] === '{') {
        i += 2;
        text += placeholder();
        continue;
      }
      text += snippet[i++];
    }
    i++;
    return text;
  };
  const placeholder = (): string => {
    while (/\d/.test(snippet[i])) i++;
    if (snippet[i] === '}') return (i++, '');
    if (snippet[i] === ':') return (i++, readUntil('}'));
    if (snippet[i] === '|') {
      i++;
      const choices = readUntil('|');
      i++; // the closing brace
      return choices.split(',')[0];
    }
    throw new Error(`bad snippet at ${i}: ${snippet}`);
  };
  while (i < snippet.length) {
    const c = snippet[i];
    if (c === '\\' && i + 1 < snippet.length) {
      out += snippet[i + 1];
      i += 2;
    } else if (c === '$' && snippet[i + 1] === '{') {
      i += 2;
      out += placeholder();
    } else if (c === '$' && /\d/.test(snippet[i + 1] ?? '')) {
      i++;
      while (/\d/.test(snippet[i] ?? '')) i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
