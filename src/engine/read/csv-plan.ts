/**
 * The plan of a CSV read, from its facts: each column's type and why (a DDL schema, no
 * inference, or Spark's inference), which columns need a conversion, and each column as
 * production reads it with notes on what that changes.
 */
import { closest } from '../parse/suggest';
import { csvEncoding } from './encoding';
import { type CsvReadOptions, readOptions } from './options';
import {
  formatColumnNotes,
  inferredNotes,
  readNoteText,
  reasonText,
  type ReadColumn,
  type TypeReason,
} from './notes';
import { csvRefusalText } from './refusals';
import { type CsvFacts, CsvLoadError, type CsvOptions } from './csv-types';
import type { DdlField } from './ddl';
import type { ColumnInference } from './infer-sql';

export type PlannedColumns = ReturnType<typeof planColumnTypes>;

/** The type each column gets, and why: a schema override, no inference, or Spark's inference. */
export function planColumnTypes(
  path: string,
  names: string[],
  inferred: ColumnInference[] | null,
  opts: CsvOptions,
): {
  name: string;
  type: { kind: string; precision?: number; scale?: number };
  reason: TypeReason;
}[] {
  const fields = new Map<string, DdlField>();
  for (const field of opts.schema?.fields ?? []) {
    const name =
      names.find((n) => n === field.name) ??
      names.find((n) => n.toLowerCase() === field.name.toLowerCase());
    if (name === undefined) {
      const near = closest(field.name, names, 3);
      throw new CsvLoadError(
        path,
        'schema',
        `the schema names \`${field.name}\`, which the file does not have${near.length ? ` (did you mean ${near.map((n) => `\`${n}\``).join(', ')}?)` : ''}`,
      );
    }
    fields.set(name, field);
  }
  return names.map((name, i) => {
    const field = fields.get(name);
    if (field)
      return {
        name,
        type: field.type,
        reason: { kind: 'schema', ddl: `${name} ${field.typeName.toUpperCase()}` },
      };
    if (!inferred) {
      return {
        name,
        type: { kind: 'string' },
        reason: { kind: 'no-inference', from: opts.readFrom ?? 'choice' },
      };
    }
    return { name, type: inferred[i].type, reason: { kind: 'inferred' } };
  });
}

/** Whether a column needs a conversion from the text read (a type, or Spark's NULL texts). */
export const needsConversion = (p: PlannedColumns[number], empties: number): boolean =>
  p.type.kind !== 'string' || empties > 0;

/** What the view says of a column it did not scan: text. */
export const textInference = (name: string): ColumnInference => ({
  name,
  type: { kind: 'string' },
  values: 0,
  leadingZero: null,
  offset: null,
  timeOnly: null,
  text: null,
  classes: [],
  empties: 0,
  boolLike: false,
});

/** The dialect the file was read in, for the lines of a refusal (see {@link located}). */
export const dialectOf = ({ read, forced, s }: CsvFacts): CsvOptions => ({
  ...forced,
  read,
  header: s.header,
  quote: s.quote,
});

/**
 * Production's read options (`opts.read`, else production's defaults) over the caller's
 * choices: the header, delimiter, quote and longest line every read of the file forces,
 * and the encoding DuckDB reads it in. A CSV in an encoding the workbench cannot read is
 * refused here, saying why.
 */
export function readPlan(
  path: string,
  opts: CsvOptions,
): { read: CsvReadOptions; forced: CsvOptions } {
  const read = opts.read ?? readOptions(null, new Date());
  const forced: CsvOptions = {
    header: opts.header ?? read.header,
    ...(opts.delimiter !== undefined
      ? { delimiter: opts.delimiter }
      : read.sepGiven
        ? { delimiter: read.sep }
        : {}),
    ...(opts.quote !== undefined
      ? { quote: opts.quote }
      : read.quote !== null
        ? { quote: read.quote }
        : {}),
    ...(opts.maxLineSize !== undefined ? { maxLineSize: opts.maxLineSize } : {}),
    ...(opts.blankLines !== undefined ? { blankLines: opts.blankLines } : {}),
  };
  // The file in production's encoding, or a refusal that says why the workbench cannot.
  const encoding = csvEncoding(read, opts.bom ?? null);
  if ('refusal' in encoding)
    throw new CsvLoadError(
      path,
      'encoding',
      csvRefusalText(encoding.refusal),
      '',
      encoding.refusal,
    );
  forced.encoding = encoding.duckdb;
  return { read, forced };
}

/** The example texts whose values production's reading shows in a column's notes. */
export function exampleTexts(
  planned: PlannedColumns,
  inferred: (ColumnInference | null)[] | null,
): { text: string; type: PlannedColumns[number]['type'] }[] {
  const examples: { text: string; type: PlannedColumns[number]['type'] }[] = [];
  if (inferred) {
    for (const [i, c] of inferred.entries()) {
      if (c === null || planned[i].reason.kind !== 'inferred') continue;
      for (const text of [c.leadingZero, c.offset, c.timeOnly]) {
        if (text !== null) examples.push({ text, type: planned[i].type });
      }
    }
  }
  return examples;
}

/**
 * Each column as production reads it, with notes on what that reading changes;
 * `converted` gives the value production reads for an example text.
 */
export function readColumnsFrom(
  planned: PlannedColumns,
  inferred: (ColumnInference | null)[] | null,
  converted: (text: string) => string | null,
  read: CsvReadOptions,
): ReadColumn[] {
  return planned.map((p, i) => {
    const sparkType =
      p.type.kind === 'decimal' ? `decimal(${p.type.precision},${p.type.scale})` : p.type.kind;
    const c = inferred?.[i] ?? null;
    const inferredNote =
      c && p.reason.kind === 'inferred'
        ? inferredNotes(c, converted)
        : { notes: [], facts: [], example: null };
    const facts = [...inferredNote.facts, ...(c ? formatColumnNotes(c, read) : [])];
    const notes = { ...inferredNote, notes: facts.map(readNoteText), facts };
    return {
      name: p.name,
      sparkType,
      reason: p.reason,
      reasonText: reasonText(p.reason),
      ...notes,
    };
  });
}
