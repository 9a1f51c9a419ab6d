/**
 * A refused class pack in the page's words: what is wrong, and where (the exercise's
 * number and the field as the form names it), from a {@link PackError}.
 */
import { t } from '../i18n';
import { PackError, type PackProblem } from '../teach/exercise/validate';

type Values = Record<string, string | number>;

const WHAT: Record<PackProblem, (v: Values) => string> = {
  notJson: (v) => t('exercises.invalid.notJson', v),
  damaged: (v) => t('exercises.invalid.damaged', v),
  notPack: (v) => t('exercises.invalid.notPack', v),
  newer: (v) => t('exercises.invalid.newer', v),
  notText: (v) => t('exercises.invalid.notText', v),
  notList: (v) => t('exercises.invalid.notList', v),
  notObject: (v) => t('exercises.invalid.notObject', v),
  missingWords: (v) => t('exercises.invalid.missingWords', v),
  tooLong: (v) => t('exercises.invalid.tooLong', v),
  tooMany: (v) => t('exercises.invalid.tooMany', v),
  empty: (v) => t('exercises.invalid.empty', v),
  badId: (v) => t('exercises.invalid.badId', v),
  duplicateId: (v) => t('exercises.invalid.duplicateId', v),
  badName: (v) => t('exercises.invalid.badName', v),
  keyNotColumn: (v) => t('exercises.invalid.keyNotColumn', v),
  unknownType: (v) => t('exercises.invalid.unknownType', v),
  badSeverity: (v) => t('exercises.invalid.badSeverity', v),
  noGoal: (v) => t('exercises.invalid.noGoal', v),
  tooBig: (v) => t('exercises.invalid.tooBig', v),
};

const FIELD: Record<string, () => string> = {
  id: () => t('exercises.field.id'),
  title: () => t('exercises.field.title'),
  intro: () => t('exercises.field.intro'),
  task: () => t('exercises.field.task'),
  hints: () => t('exercises.field.hints'),
  explanation: () => t('exercises.field.explanation'),
  data: () => t('exercises.field.data'),
  key: () => t('exercises.field.key'),
  start: () => t('exercises.field.start'),
  solution: () => t('exercises.field.solution'),
  goal: () => t('exercises.field.goal'),
};

/** Where in the pack: "exercise 2, Key column (exercises[2].key)", or the path alone. */
export function whereText(where: string): string {
  const m = /^exercises\[(\d+)\](?:\.(\w+))?/.exec(where);
  if (!m) return where;
  const field = m[2] && FIELD[m[2]] ? FIELD[m[2]]() : null;
  return field
    ? t('exercises.whereField', { n: m[1], field, path: where })
    : t('exercises.whereExercise', { n: m[1], path: where });
}

/** What is wrong, with where when it is somewhere in particular. */
export function problemText(e: PackError): string {
  const values: Values = { ...e.values };
  if (e.problem === 'tooBig' && typeof values.max === 'number') {
    values.max = `${Math.round(values.max / 1024)} KB`;
    if (typeof values.size === 'number') values.size = `${Math.round(values.size / 1024)} KB`;
  }
  const what = WHAT[e.problem](values);
  return e.where ? `${whereText(e.where)}: ${what}` : what;
}

/** Any error opening a pack as a sentence. */
export const errorText = (e: unknown): string =>
  e instanceof PackError ? problemText(e) : e instanceof Error ? e.message : String(e);
