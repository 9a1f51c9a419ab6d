/**
 * Plain-words notes on how production reads a column, where that differs from reading
 * the file's text as written (RULES.md §9): leading zeros dropped, `T`/`F` left as text,
 * an id that becomes a number, offsets turned into UTC instants, a column widened to
 * text. And, for every rule that reads such a column, what that does to the rule.
 */
import { resolveColumn } from '../compile/columns';
import type { ColumnInfo, Rule } from '../types';
import { normalizeSparkType } from '../catalog/spark-types';
import type { ColumnInference } from './infer-sql';
import type { CsvReadOptions } from './options';
import { SPARK_INFERENCE_VERSION } from './spark-csv';

/** Why a column has its production type. */
export type TypeReason =
  | { kind: 'inferred' }
  | { kind: 'schema'; ddl: string }
  | { kind: 'no-inference'; from: 'input.options' | 'choice' }
  | { kind: 'parquet' };

/** A value as written and as production reads it (e.g. `01234567890` → `1234567890`). */
export interface ReadExample {
  from: string;
  to: string;
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
  /** The value the first note is about, when there is one. */
  example: ReadExample | null;
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
): { notes: string[]; example: ReadExample | null } {
  const name = `\`${col.name}\``;
  const type =
    col.type.kind === 'decimal'
      ? `decimal(${col.type.precision},${col.type.scale})`
      : col.type.kind;
  const notes: string[] = [];
  let example: ReadExample | null = null;
  const rewrite = (from: string | null, what: string) => {
    if (from === null) return;
    const to = converted(from) ?? 'NULL';
    notes.push(`production reads ${name} as ${type}: \`${from}\` becomes \`${to}\`${what}`);
    example ??= { from, to };
  };
  if (NUMERIC.has(col.type.kind)) {
    rewrite(col.leadingZero, ' (Spark drops leading zeros)');
    if (col.leadingZero === null && (col.type.kind === 'bigint' || col.type.kind === 'decimal')) {
      notes.push(`production reads ${name} as ${type}, a number, not text`);
    }
  }
  if (col.type.kind === 'timestamp') {
    rewrite(col.offset, ' (the offset is applied: the workbench shows UTC)');
    rewrite(col.timeOnly, ' (Spark puts a bare time on the day it reads the file)');
  }
  if (col.type.kind === 'string' && col.boolLike) {
    notes.push(
      `production reads ${name} as string: Spark takes only true/false as booleans, so values like \`T\`/\`F\` stay text`,
    );
  } else if (
    col.type.kind === 'string' &&
    col.text !== null &&
    col.classes.some((c) => c !== 'string')
  ) {
    notes.push(
      `production reads ${name} as string: values such as \`${col.text}\` do not fit a ${col.classes.filter((c) => c !== 'string').join('/')} column, so all of it is text`,
    );
  }
  return { notes, example };
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

/** What a column note means for one rule that reads the column. */
function consequence(rule: Rule, col: ReadColumn): string {
  const ex = col.example;
  if (rule.canonicalType === 'regex' && ex) {
    const re = jsRegex(rule.params.pattern?.value);
    if (re && re.test(ex.from) && !re.test(ex.to)) return ', so this regex fails there';
    return `, so this regex sees \`${ex.to}\``;
  }
  if ((rule.canonicalType === 'unique' || rule.canonicalType.startsWith('duplicate')) && ex) {
    return `, so values that differ only that way count as the same`;
  }
  return '';
}

/**
 * Notes for each rule (by index): every note of a column the rule reads, with what it
 * does to that rule; and, for `schema` rules, each `column_types` entry production
 * sees differently from the file's text.
 */
export function ruleReadNotes(
  rules: readonly Rule[],
  read: readonly ReadColumn[],
  columns: readonly ColumnInfo[],
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const byName = new Map(read.map((c) => [c.name, c]));
  for (const rule of rules) {
    const notes: string[] = [];
    for (const written of rule.columns) {
      const col = byName.get(resolveColumn(written, columns)?.name ?? '');
      if (!col) continue;
      for (const note of col.notes)
        notes.push(note + (note === col.notes[0] ? consequence(rule, col) : ''));
    }
    if (rule.canonicalType === 'schema') {
      const types = rule.params.column_types?.value;
      if (types && typeof types === 'object') {
        for (const [written, expected] of Object.entries(types as Record<string, unknown>)) {
          const col = byName.get(resolveColumn(written, columns)?.name ?? '');
          if (!col || typeof expected !== 'string') continue;
          if (normalizeSparkType(expected) !== normalizeSparkType(col.sparkType)) {
            notes.push(
              `production reads \`${col.name}\` as ${col.sparkType} (${reasonText(col.reason)}), so \`column_types\` ${JSON.stringify(expected)} fails there`,
            );
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
export function formatColumnNotes(col: ColumnInference, o: CsvReadOptions): string[] {
  if (o.formatProblems.length === 0) return [];
  const temporal = col.type.kind === 'date' || col.type.kind === 'timestamp';
  const digitText = col.type.kind === 'string' && col.text !== null && /^[0-9]/.test(col.text);
  if (!temporal && !digitText) return [];
  return o.formatProblems.map(
    ({ option, problem }) =>
      `production reads \`${col.name}\` with ${option} ${JSON.stringify(problem.pattern)}, which the workbench cannot emulate (\`${problem.construct}\`: ${problem.meaning}): its type and values may differ there`,
  );
}
