/**
 * A JSON file read as Spark reads it (RULES.md §9). By default, as the sparquet framework
 * reads `format: "json"`, JSON Lines: each line one record (a line holding an array gives
 * one record per element; blank lines give none). With `multiLine` the whole file is one
 * JSON value: an object, or an array of objects. The schema is inferred from every
 * record; a record Spark would keep only as `_corrupt_record` is refused, with its line.
 */
import { JsonNumber, JsonSyntaxError, parseJson, type JsonObject, type JsonValue } from './parse';
import {
  canonicalType,
  inferType,
  mergeTypes,
  sparkTypeOf,
  type JsonField,
  type JsonType,
} from './types';
import { valueAs, type RowValue } from './values';

/** Why a JSON file cannot be read, in the user's terms (the caller names the file). */
export class JsonReadError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'JsonReadError';
  }
}

/** A JSON file read: its columns in Spark's order and types, and their values. */
export interface JsonRead {
  fields: JsonField[];
  /** One array of values per field, `rows` long. */
  columns: RowValue[][];
  rows: number;
  /** Read as one JSON document (`multiLine`), not as JSON Lines. */
  multiLine: boolean;
  /** Whether multiLine was chosen because the file is one document, not set by the user. */
  multiLineGuessed: boolean;
}

const kindOf = (v: JsonValue) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : typeof v === 'string'
        ? 'a string'
        : v instanceof JsonNumber
          ? 'a number'
          : typeof v === 'boolean'
            ? 'a boolean'
            : 'an object';

/** The records a top-level value holds; `where` says where it is in the user's terms. */
function recordsOf(v: JsonValue, where: string, out: JsonObject[]): void {
  if (v instanceof Map) {
    out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    v.forEach((e, i) => {
      if (!(e instanceof Map))
        throw new JsonReadError(
          `${where}: element ${i + 1} of the array is ${kindOf(e)}, not an object; Spark keeps such a record only as _corrupt_record`,
        );
      out.push(e);
    });
    return;
  }
  throw new JsonReadError(
    `${where} is ${kindOf(v)}, not a JSON object; Spark keeps such a record only as _corrupt_record`,
  );
}

function lineRecords(text: string): JsonObject[] {
  const out: JsonObject[] = [];
  let line = 0;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    if (text.slice(start, end).trim()) {
      let v: JsonValue;
      try {
        v = parseJson(text, start, end);
      } catch (e) {
        if (e instanceof JsonSyntaxError) throw new JsonSyntaxError(e.what, line, e.column);
        throw e;
      }
      recordsOf(v, `line ${line}`, out);
    }
    start = end + 1;
  }
  return out;
}

function documentRecords(text: string): JsonObject[] {
  const out: JsonObject[] = [];
  recordsOf(parseJson(text), 'the document', out);
  return out;
}

function syntaxRefusal(e: JsonSyntaxError, multiLine: boolean): JsonReadError {
  return new JsonReadError(
    `not valid JSON at line ${e.line}, column ${e.column}: ${e.what}` +
      (multiLine
        ? ''
        : '. Spark reads JSON Lines (one JSON object a line) unless input.options.multiLine is true, and keeps a line it cannot parse only as _corrupt_record'),
  );
}

/**
 * Reads JSON text (without a byte-order mark) as Spark does. `multiLine` is the pipeline's
 * `input.options.multiLine`; when it is not set, a file that is not JSON Lines but one JSON
 * document is read as one (and `multiLineGuessed` says so: production needs the option).
 */
export function readJsonText(text: string, multiLine: boolean | null = null): JsonRead {
  let records: JsonObject[];
  let asDocument = multiLine === true;
  let guessed = false;
  try {
    records = asDocument ? documentRecords(text) : lineRecords(text);
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
    if (multiLine !== null) throw syntaxRefusal(e, asDocument);
    try {
      records = documentRecords(text);
      asDocument = true;
      guessed = true;
    } catch {
      throw syntaxRefusal(e, false);
    }
  }
  if (records.length === 0) throw new JsonReadError('the file holds no JSON records');
  let type: JsonType = { kind: 'null' };
  for (const r of records) type = mergeTypes(type, inferType(r));
  const schema = canonicalType(type);
  if (!schema || schema.kind !== 'struct')
    throw new JsonReadError('the records have no fields with values Spark keeps as columns');
  const columns = schema.fields.map((f) =>
    records.map((r) => valueAs(r.get(f.name) ?? null, f.type)),
  );
  return {
    fields: schema.fields,
    columns,
    rows: records.length,
    multiLine: asDocument,
    multiLineGuessed: guessed,
  };
}

/** The columns' Spark types, as `DESCRIBE` in Spark names them. */
export function jsonSparkColumns(
  read: Pick<JsonRead, 'fields'>,
): { name: string; sparkType: string }[] {
  return read.fields.map((f) => ({ name: f.name, sparkType: sparkTypeOf(f.type) }));
}

/** Reads a JSON file's bytes (UTF-8, a byte-order mark skipped) as Spark does. */
export function readJsonBytes(bytes: Uint8Array, multiLine: boolean | null = null): JsonRead {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new JsonReadError('the file is not UTF-8 text: save it as UTF-8 and try again');
  }
  return readJsonText(text.replace(/^\uFEFF/, ''), multiLine);
}
