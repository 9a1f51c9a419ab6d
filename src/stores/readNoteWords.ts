/**
 * How production reads a column, in the page's language: the notes the engine gives as
 * data are worded here; a note without data is shown as written.
 */
import type { TFunction } from 'i18next';
import {
  SPARK_INFERENCE_VERSION,
  type Consequence,
  type ReadNote,
  type RuleReadNote,
  type TypeReason,
} from '../engine/read';
import { patternWhyWords } from './readWarningWords';
import { wordEach } from './wordEach';

/** One note in the page's language. */
function noteWords(note: ReadNote, t: TFunction): string {
  switch (note.kind) {
    case 'rewrite': {
      const values = { column: note.column, type: note.type, from: note.from, to: note.to };
      if (note.why === 'leading-zero') return t('dataset.note.leadingZero', values);
      if (note.why === 'offset') return t('dataset.note.offset', values);
      return t('dataset.note.timeOnly', values);
    }
    case 'number':
      return t('dataset.note.number', { column: note.column, type: note.type });
    case 'int32':
      return t('dataset.note.int32', { column: note.column });
    case 'bool-like':
      return t('dataset.note.boolLike', { column: note.column });
    case 'mixed':
      return t('dataset.note.mixed', { column: note.column, classes: note.classes });
    case 'format':
      return t('dataset.note.format', {
        column: note.column,
        option: note.option,
        pattern: JSON.stringify(note.problem.pattern),
        construct: note.problem.construct,
        meaning: patternWhyWords(note.problem, t),
      });
  }
}

/** A column's notes, in order: those with data worded in the page's language. */
export function columnNoteWords(
  read: { notes: readonly string[]; facts?: readonly ReadNote[] },
  t: TFunction,
): string[] {
  return wordEach(read.notes, read.facts, (fact) => noteWords(fact, t));
}

/** Why a column has its production type, in the page's language (the engine's `reasonText`). */
export function reasonWords(reason: TypeReason, t: TFunction): string {
  switch (reason.kind) {
    case 'inferred':
      return t('dataset.reason.inferred', { version: SPARK_INFERENCE_VERSION });
    case 'schema':
      return t('dataset.reason.schema', { ddl: reason.ddl });
    case 'no-inference':
      return reason.from === 'input.options'
        ? t('dataset.reason.noInferenceOptions')
        : t('dataset.reason.noInferenceChoice');
    case 'parquet':
      return t('dataset.reason.parquet');
    case 'json':
      return t('dataset.reason.json');
    case 'excel':
      return t('dataset.reason.excel');
    case 'partition':
      return t('dataset.reason.partition');
  }
}

/** What a column's reading does to a rule, in the page's language (after the note). */
function consequenceWords(c: Consequence | null, t: TFunction): string {
  if (c === null) return '';
  if (c.kind === 'regex-fails') return t('results.note.regexFails');
  if (c.kind === 'regex-sees') return t('results.note.regexSees', { value: c.value });
  return t('results.note.sameValues');
}

/** A note under a rule's result, in the page's language (the engine's `ruleReadNoteText`). */
export function ruleNoteWords(note: RuleReadNote, t: TFunction): string {
  if (note.kind === 'schema-type')
    return t('results.note.schemaType', {
      column: note.column,
      type: note.sparkType,
      reason: reasonWords(note.reason, t),
      expected: JSON.stringify(note.expected),
    });
  const text = note.fact ? noteWords(note.fact, t) : note.text;
  return text + consequenceWords(note.consequence, t);
}
