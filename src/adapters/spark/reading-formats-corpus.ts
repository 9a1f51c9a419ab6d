/**
 * The reading corpus beyond one plain CSV: JSON Lines and JSON documents, gzip-compressed
 * files and folders of files, each read by Spark as the sparquet framework reads the
 * format (`format: "json"` passes no options of its own; a CSV as `reading-corpus.ts`
 * says) and by dqw. Each case is files under a folder; `path` is what both are given.
 */
import { gzipSync } from 'node:zlib';

export interface FormatCase {
  name: string;
  /** The files, by path relative to the case's folder. */
  files: Record<string, Uint8Array>;
  /** What dqw and Spark read: one of `files`, or a folder (`.` for the case's own). */
  path: string;
  format: 'csv' | 'json';
  /** The pipeline's `input.options` (Spark gets them; dqw reads them from the document). */
  options?: Record<string, string>;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const JSON_LINES: Array<[string, string]> = [
  [
    'scalar types',
    '{"id":1,"name":"ana","score":2.5,"ok":true}\n{"id":2,"name":"bo","score":3,"ok":false}\n',
  ],
  ['fields sorted by name', '{"z":1,"a":2,"M":3,"_u":4}\n'],
  ['missing fields are null', '{"a":1}\n{"b":"x"}\n'],
  ['int and string make a string', '{"v":1}\n{"v":"x"}\n'],
  ['boolean and number make a string', '{"v":true}\n{"v":2}\n'],
  [
    'numbers written into a string column',
    '{"v":"x"}\n{"v":1.50}\n{"v":1e7}\n{"v":100}\n{"v":-0}\n',
  ],
  ['an object in a string column', '{"v":"x"}\n{"v":{"k":1,"j":[true,null]}}\n'],
  ['nested structs merge', '{"s":{"b":1,"a":"x"}}\n{"s":{"c":true}}\n{"s":null}\n'],
  ['arrays', '{"a":[1,2]}\n{"a":[]}\n{"a":null}\n'],
  ['array of mixed elements', '{"a":[1,"x",true]}\n'],
  ['array of structs', '{"a":[{"x":1},{"y":"q"}]}\n'],
  ['only nulls', '{"x":null,"y":1}\n{"x":null,"y":2}\n'],
  ['empty string beside numbers', '{"x":3,"y":"a"}\n{"x":"","y":"b"}\n'],
  ['integer past 64 bits', '{"x":12345678901234567890}\n{"x":1}\n'],
  ['integer past 64 bits and a double', '{"x":12345678901234567890}\n{"x":1.5}\n'],
  ['int and double', '{"x":1}\n{"x":2.5}\n'],
  ['exponents and negative zero', '{"x":1E2}\n{"x":-0.0}\n{"x":2.5e-5}\n'],
  ['NaN and Infinity', '{"x":NaN}\n{"x":Infinity}\n{"x":-Infinity}\n{"x":1}\n'],
  ['blank lines', '\n{"a":1}\n\n   \n{"a":2}\n\n'],
  ['CRLF line ends', '{"a":1,"b":"x"}\r\n{"a":2,"b":"y"}\r\n'],
  ['an array of records on one line', '[{"a":1},{"a":2,"b":"x"}]\n'],
  ['empty struct and empty name', '{"a":{},"b":1,"":2}\n'],
  ['escapes and unicode', '{"s":"S\\u00e3o \\"q\\" \\n t\\ty","t":"東京 🙂"}\n'],
  ['single-quoted strings', "{'a':'x','b':1}\n"],
  ['a line that is not JSON', '{"a":1}\n{"a":\n{"a":3}\n'],
  ['a line that is a number', '{"a":1}\n42\n'],
  ['no newline at the end', '{"a":1}\n{"a":2}'],
];

const gz = (text: string) => gzipSync(Buffer.from(text));

export const FORMAT_CASES: FormatCase[] = [
  ...JSON_LINES.map(([name, text]) => ({
    name: `JSON Lines: ${name}`,
    files: { 'data.json': utf8(text) },
    path: 'data.json',
    format: 'json' as const,
  })),
  {
    name: 'JSON document (multiLine): an array of records',
    files: {
      'data.json': utf8('[\n  {"id": 1, "v": "x"},\n  {"id": 2, "v": null, "w": 2.5}\n]\n'),
    },
    path: 'data.json',
    format: 'json',
    options: { multiLine: 'true' },
  },
  {
    name: 'JSON document (multiLine): one record',
    files: { 'data.json': utf8('{\n  "id": 1,\n  "nested": {"k": [1, 2]}\n}\n') },
    path: 'data.json',
    format: 'json',
    options: { multiLine: 'true' },
  },
  {
    name: 'gzip: JSON Lines',
    files: { 'data.json.gz': gz('{"id":1,"name":"ana"}\n{"id":2,"name":null}\n') },
    path: 'data.json.gz',
    format: 'json',
  },
  {
    name: 'gzip: CSV',
    files: { 'data.csv.gz': gz('id,name,when\n1,ana,2026-01-01\n2,,2026-01-02\n') },
    path: 'data.csv.gz',
    format: 'csv',
  },
];
