/**
 * A JSON file read as Spark reads it (RULES.md §9). By default, as the sparquet framework
 * reads `format: "json"`, JSON Lines: each line one record (a line holding an array gives
 * one record per element; blank lines give none). With `multiLine` the whole file is one
 * JSON value: an object, or an array of objects. The schema is inferred from every
 * record; a line Spark cannot parse is, as there, a row of nulls but `_corrupt_record`.
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
import { jsonRefusalText, type JsonKind, type JsonRefusal, type JsonWhy } from './why';

/**
 * Why a JSON file cannot be read: `detail` in English, in the user's terms (the caller
 * names the file), `refusal` as facts the page words in its language.
 */
export class JsonReadError extends Error {
  constructor(readonly refusal: JsonRefusal) {
    super(jsonRefusalText(refusal));
    this.name = 'JsonReadError';
  }

  get detail(): string {
    return this.message;
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
  /** The first lines Spark cannot parse (kept as `_corrupt_record` rows), and how many. */
  corrupt: CorruptNote[];
  corruptCount: number;
}

/** A line Spark cannot parse, as the read's notes say it. */
export interface CorruptNote {
  line: number;
  /** Why, as facts; `column` where the text stops being JSON. */
  reason: JsonWhy;
  column?: number;
  /** In a folder: the file the line is in. */
  file?: string;
}

const kindOf = (v: JsonValue): JsonKind =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'string'
        ? 'string'
        : v instanceof JsonNumber
          ? 'number'
          : typeof v === 'boolean'
            ? 'boolean'
            : 'object';

/** A line Spark cannot take as records: a row with only `_corrupt_record`, the line's text. */
interface CorruptLine extends CorruptNote {
  corrupt: string;
}
type Row = JsonObject | CorruptLine;

/** The column Spark puts a record it cannot parse in (`columnNameOfCorruptRecord`). */
export const CORRUPT_RECORD = '_corrupt_record';

/** The records a top-level value holds, or why it is not records. */
function recordsOf(v: JsonValue): JsonObject[] | JsonWhy {
  if (v instanceof Map) return [v];
  if (Array.isArray(v)) {
    const bad = v.findIndex((e) => !(e instanceof Map));
    return bad < 0
      ? (v as JsonObject[])
      : { id: 'elementNotObject', element: bad + 1, kind: kindOf(v[bad]) };
  }
  return { id: 'notObject', kind: kindOf(v) };
}

function lineRecords(text: string): Row[] {
  const out: Row[] = [];
  let line = 0;
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    line++;
    const raw = text.slice(start, end);
    if (raw.trim()) {
      const corrupt = raw.replace(/\r$/, '');
      try {
        const records = recordsOf(parseJson(text, start, end));
        if (Array.isArray(records)) out.push(...records);
        else out.push({ corrupt, line, reason: records });
      } catch (e) {
        if (!(e instanceof JsonSyntaxError)) throw e;
        out.push({ corrupt, line, reason: e.why, column: e.column });
      }
    }
    start = end + 1;
  }
  return out;
}

function documentRecords(text: string): JsonObject[] {
  let v: JsonValue;
  try {
    v = parseJson(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError)
      throw new JsonReadError({ id: 'notJson', line: e.line, column: e.column, why: e.why });
    throw e;
  }
  const records = recordsOf(v);
  if (!Array.isArray(records)) throw new JsonReadError({ id: 'notRecords', why: records });
  return records;
}

/** Whether the first line that is not blank holds a whole JSON value. */
function firstLineParses(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0) return true;
  const end = text.indexOf('\n', start);
  try {
    parseJson(text, start, end < 0 ? text.length : end);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads JSON text (without a byte-order mark) as Spark does. `multiLine` is the pipeline's
 * `input.options.multiLine`; when it is not set, a file whose first line is not JSON but
 * which is one JSON document is read as one (and `multiLineGuessed` says so: production
 * needs the option). A line Spark cannot parse is a row with only `_corrupt_record`.
 */
export function readJsonText(text: string, multiLine: boolean | null = null): JsonRead {
  let asDocument = multiLine === true;
  let guessed = false;
  if (multiLine === null && !firstLineParses(text)) {
    try {
      documentRecords(text);
      asDocument = true;
      guessed = true;
    } catch {
      // Not one document either: JSON Lines, with the lines Spark cannot parse kept corrupt.
    }
  }
  const rows: Row[] = asDocument ? documentRecords(text) : lineRecords(text);
  if (rows.length === 0) throw new JsonReadError({ id: 'noRecords' });
  let type: JsonType = { kind: 'null' };
  const corruptType: JsonType = {
    kind: 'struct',
    fields: [{ name: CORRUPT_RECORD, type: { kind: 'string' } }],
  };
  const corrupt: CorruptLine[] = [];
  for (const r of rows) {
    if (r instanceof Map) type = mergeTypes(type, inferType(r));
    else {
      corrupt.push(r);
      type = mergeTypes(type, corruptType);
    }
  }
  const schema = canonicalType(type);
  if (!schema || schema.kind !== 'struct') throw new JsonReadError({ id: 'noFields' });
  const columns = schema.fields.map((f) =>
    rows.map((r) =>
      r instanceof Map
        ? valueAs(r.get(f.name) ?? null, f.type)
        : f.name === CORRUPT_RECORD
          ? r.corrupt
          : null,
    ),
  );
  return {
    fields: schema.fields,
    columns,
    rows: rows.length,
    multiLine: asDocument,
    multiLineGuessed: guessed,
    corrupt: corrupt.slice(0, 3).map(({ corrupt: _text, ...note }) => note),
    corruptCount: corrupt.length,
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
    throw new JsonReadError({ id: 'notUtf8' });
  }
  return readJsonText(text.replace(/^\uFEFF/, ''), multiLine);
}
