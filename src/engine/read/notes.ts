/**
 * Plain-words notes on how production reads a column, where that differs from reading
 * the file's text as written (RULES.md §9): leading zeros dropped, `T`/`F` left as text,
 * an id that becomes a number, offsets turned into UTC instants, a column widened to
 * text. And, for every rule that reads such a column, what that does to the rule.
 */
import { resolveColumn } from '../compile/columns';
import type { ColumnInfo, Rule } from '../types';
import { normalizeSparkType } from '../catalog/spark-types';
import { ruleModule } from '../rules';
import type { ColumnInference } from './infer-sql';
import type { PatternProblem } from './java-format';
import type { CsvReadOptions } from './options';
import { SPARK_INFERENCE_VERSION } from './spark-csv';

/** Why a column has its production type. */
export type TypeReason =
  | { kind: 'inferred' }
  | { kind: 'schema'; ddl: string }
  | { kind: 'no-inference'; from: 'input.options' | 'choice' }
  | { kind: 'parquet' }
  /** A JSON file's field, typed as Spark infers format "json". */
  | { kind: 'json' }
  | { kind: 'excel' }
  | { kind: 'partition' };

/** A value as written and as production reads it (e.g. `01234567890` → `1234567890`). */
export interface ReadExample {
  from: string;
  to: string;
}

/**
 * A note as data (the page words it in its language; {@link readNoteText} in English):
 * a value production rewrites (with why), a column read as a number, `T`/`F` left as
 * text, or a column of mixed values read as text.
 */
export type ReadNote =
  | {
      kind: 'rewrite';
      column: string;
      type: string;
      from: string;
      to: string;
      why: 'leading-zero' | 'offset' | 'time-only';
    }
  | { kind: 'number'; column: string; type: string }
  /** Whole numbers that fit in 32 bits: Spark's `int`, where DuckDB's own reading says BIGINT. */
  | { kind: 'int32'; column: string }
  | { kind: 'bool-like'; column: string }
  /**
   * Values that each have a type (`classes`, e.g. `int/date`) and no type in common: Spark
   * reads the column as text, where each value alone reads as a number, a date… A column
   * holding a value that is text to Spark gets no note: any reading gives text there.
   */
  | { kind: 'mixed'; column: string; classes: string }
  /** A date/time format option the workbench cannot emulate, on a column it may change. */
  | { kind: 'format'; column: string; option: string; problem: PatternProblem };

const REWRITE_WHY: Record<Extract<ReadNote, { kind: 'rewrite' }>['why'], string> = {
  'leading-zero': ' (Spark drops leading zeros)',
  offset: ' (the offset is applied: the workbench shows UTC)',
  'time-only': ' (Spark puts a bare time on the day it reads the file)',
};

/** A note in English (the CLI's words, and the notes' `notes` strings). */
export function readNoteText(note: ReadNote): string {
  const name = `\`${note.column}\``;
  switch (note.kind) {
    case 'rewrite':
      return `production reads ${name} as ${note.type}: \`${note.from}\` becomes \`${note.to}\`${REWRITE_WHY[note.why]}`;
    case 'number':
      return `production reads ${name} as ${note.type}, a number, not text`;
    case 'int32':
      return `production reads ${name} as int (32 bits), where DuckDB's own reading says BIGINT: a \`schema\` rule's column_types must say int`;
    case 'bool-like':
      return `production reads ${name} as string: Spark takes only true/false as booleans, so values like \`T\`/\`F\` stay text`;
    case 'mixed':
      return `production reads ${name} as string: Spark finds no common type for its ${note.classes} values, so all of it is text`;
    case 'format': {
      const p = note.problem;
      return `production reads ${name} with ${note.option} ${JSON.stringify(p.pattern)}, which the workbench cannot emulate (\`${p.construct}\`: ${p.meaning}): its type and values may differ there`;
    }
  }
}

/** One column as production reads it. */
export interface ReadColumn {
  name: string;
  /** Spark's name of the type production gives it. */
  sparkType: string;
  reason: TypeReason;
  /** The reason in plain words. */
  reasonText: string;
  /** Plain-words notes where production's reading differs from the text as written. */
  notes: string[];
  /** The notes as data, in the same order (the page words them in its language). */
  facts?: ReadNote[];
  /** The value the first note is about, when there is one. */
  example: ReadExample | null;
}

/**
 * The notes of a column that a run warns about: every one but the `int32` mark, which
 * says how Spark names a type (shown with the column) and changes no value.
 */
export function warningNotes(col: Pick<ReadColumn, 'notes' | 'facts'>): string[] {
  return col.notes.filter((_, i) => col.facts?.[i]?.kind !== 'int32');
}

/** The reason in plain words (for a tooltip or a line under the column). */
export function reasonText(reason: TypeReason): string {
  switch (reason.kind) {
    case 'inferred':
      return `inferred from every value, as Spark ${SPARK_INFERENCE_VERSION} does with inferSchema=true`;
    case 'schema':
      return `set by the schema \`${reason.ddl}\``;
    case 'no-inference':
      return reason.from === 'input.options'
        ? 'text: the pipeline’s input.options sets inferSchema to false'
        : 'text: every column read as text (inferSchema=false)';
    case 'parquet':
      return 'the Parquet file’s own type (Spark reads the schema as written)';
    case 'json':
      return 'inferred from every record, as Spark reads format "json"';
    case 'excel':
      return 'read from the Excel sheet by the workbench (Spark reads no Excel): whole numbers bigint, other numbers double, dates timestamp';
    case 'partition':
      return 'a partition column: the value in each key=value folder’s name, typed as Spark types it';
  }
}

const NUMERIC = new Set(['int', 'bigint', 'decimal', 'double']);

/**
 * Notes for an inferred column. `converted` gives the value production reads for a text
 * as written (the adapter asks the database, which converts it as the load did).
 */
export function inferredNotes(
  col: ColumnInference,
  converted: (text: string) => string | null,
): { notes: string[]; facts: ReadNote[]; example: ReadExample | null } {
  const column = col.name;
  const type =
    col.type.kind === 'decimal'
      ? `decimal(${col.type.precision},${col.type.scale})`
      : col.type.kind;
  const facts: ReadNote[] = [];
  let example: ReadExample | null = null;
  const rewrite = (from: string | null, why: 'leading-zero' | 'offset' | 'time-only') => {
    if (from === null) return;
    const to = converted(from) ?? 'NULL';
    facts.push({ kind: 'rewrite', column, type, from, to, why });
    example ??= { from, to };
  };
  if (NUMERIC.has(col.type.kind)) {
    rewrite(col.leadingZero, 'leading-zero');
    if (col.leadingZero === null && (col.type.kind === 'bigint' || col.type.kind === 'decimal')) {
      facts.push({ kind: 'number', column, type });
    }
    if (col.leadingZero === null && col.type.kind === 'int') facts.push({ kind: 'int32', column });
  }
  if (col.type.kind === 'timestamp') {
    rewrite(col.offset, 'offset');
    rewrite(col.timeOnly, 'time-only');
  }
  if (col.type.kind === 'string' && col.boolLike) {
    facts.push({ kind: 'bool-like', column });
  } else if (col.type.kind === 'string' && col.text === null && col.classes.length > 1) {
    // Typed values Spark does not merge (int and date, say). With a value that is text to
    // Spark (`abc`), every reading gives text: nothing to note.
    facts.push({ kind: 'mixed', column, classes: col.classes.join('/') });
  }
  return { notes: facts.map(readNoteText), facts, example };
}

/** JS RegExp of a rule's pattern, or null when JS cannot compile it. */
function jsRegex(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string') return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** What a column's reading does to one rule that reads the column. */
export type Consequence =
  { kind: 'regex-fails' } | { kind: 'regex-sees'; value: string } | { kind: 'same-values' };

function consequence(rule: Rule, col: ReadColumn): Consequence | null {
  const ex = col.example;
  const effect = ruleModule(rule.canonicalType)?.readEffect?.(rule.canonicalType);
  if (effect === 'pattern' && ex) {
    const re = jsRegex(rule.params.pattern?.value);
    if (re && re.test(ex.from) && !re.test(ex.to)) return { kind: 'regex-fails' };
    return { kind: 'regex-sees', value: ex.to };
  }
  if (effect === 'equality' && ex) {
    return { kind: 'same-values' };
  }
  return null;
}

/**
 * A note under a rule's result, as data: a note of a column the rule reads (its English
 * `text`, its `fact` when the engine gives one, and what it does to this rule), or a
 * `column_types` entry of a `schema` rule that production sees otherwise.
 */
export type RuleReadNote =
  | { kind: 'column'; text: string; fact: ReadNote | null; consequence: Consequence | null }
  | {
      kind: 'schema-type';
      column: string;
      sparkType: string;
      reason: TypeReason;
      expected: string;
    };

const consequenceText = (c: Consequence | null): string =>
  c === null
    ? ''
    : c.kind === 'regex-fails'
      ? ', so this regex fails there'
      : c.kind === 'regex-sees'
        ? `, so this regex sees \`${c.value}\``
        : ', so values that differ only that way count as the same';

/** A rule's read note in English (the page words the data in its own language). */
export function ruleReadNoteText(note: RuleReadNote): string {
  if (note.kind === 'column') return note.text + consequenceText(note.consequence);
  return `production reads \`${note.column}\` as ${note.sparkType} (${reasonText(note.reason)}), so \`column_types\` ${JSON.stringify(note.expected)} fails there`;
}

/**
 * Notes for each rule (by index): every note of a column the rule reads, the first with
 * what it does to that rule; and, for `schema` rules, each `column_types` entry production
 * sees differently from the file's text.
 */
export function ruleReadNotes(
  rules: readonly Rule[],
  read: readonly ReadColumn[],
  columns: readonly ColumnInfo[],
): Map<number, RuleReadNote[]> {
  const out = new Map<number, RuleReadNote[]>();
  const byName = new Map(read.map((c) => [c.name, c]));
  for (const rule of rules) {
    const notes: RuleReadNote[] = [];
    for (const written of rule.columns) {
      const col = byName.get(resolveColumn(written, columns)?.name ?? '');
      if (!col) continue;
      col.notes.forEach((text, i) => {
        const fact = col.facts?.[i] ?? null;
        // Only a schema rule's column_types depend on int against BIGINT, and that rule
        // gets a note of its own when it expects another type (below).
        if (fact?.kind === 'int32') return;
        notes.push({
          kind: 'column',
          text,
          fact,
          consequence: notes.length === 0 ? consequence(rule, col) : null,
        });
      });
    }
    // A `schema` rule's column_types (no other type has them).
    if (rule.params.column_types) {
      const types = rule.params.column_types.value;
      if (types && typeof types === 'object') {
        for (const [written, expected] of Object.entries(types as Record<string, unknown>)) {
          const col = byName.get(resolveColumn(written, columns)?.name ?? '');
          if (!col || typeof expected !== 'string') continue;
          if (normalizeSparkType(expected) !== normalizeSparkType(col.sparkType)) {
            const { name: column, sparkType, reason } = col;
            notes.push({ kind: 'schema-type', column, sparkType, reason, expected });
          }
        }
      }
    }
    if (notes.length) out.set(rule.index, notes);
  }
  return out;
}

/**
 * Notes for a column whose reading a `dateFormat`/`timestampFormat` the workbench cannot
 * emulate may change: one that holds dates or timestamps, or text that starts with a digit.
 */
export function formatColumnNotes(col: ColumnInference, o: CsvReadOptions): ReadNote[] {
  if (o.formatProblems.length === 0) return [];
  const temporal = col.type.kind === 'date' || col.type.kind === 'timestamp';
  const digitText = col.type.kind === 'string' && col.text !== null && /^[0-9]/.test(col.text);
  if (!temporal && !digitText) return [];
  return o.formatProblems.map(({ option, problem }) => ({
    kind: 'format',
    column: col.name,
    option,
    problem,
  }));
}
