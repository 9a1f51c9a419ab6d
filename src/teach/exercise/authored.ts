/**
 * Exercises an instructor writes in the page, and the class pack that carries them: plain
 * data (a file or a link), turned into the same `Lesson` the bundled lessons are, so the
 * checker, hints, solution and progress are the lessons' own.
 */
import { fill, same } from '../text';
import { LOCALES, type Lesson, type Locale, type ResultGoal, type Text } from '../types';

/** Words written in some of the page's languages (at least one). */
export type Words = Partial<Record<Locale, string>>;

export type Severity = 'pass' | 'warn' | 'fail';

/** What the student's rules must do. Every part present must hold; at least one is present. */
export interface AuthoredGoal {
  /** The rows that must end in the quarantine (exactly these), by key; codes when they matter. */
  flagged?: { key: string; codes?: string[] }[];
  /** Results the run must give: a rule of `type` (on `target`) with this severity. */
  results?: { type: string; target?: string; severity: Severity }[];
  /** Rule types the document must use. */
  types?: string[];
}

export interface AuthoredExercise {
  /** Stable within its pack: the progress key. */
  id: string;
  title: Words;
  intro: Words;
  task: Words;
  hints: Words[];
  explanation: Words;
  data: { name: string; csv: string };
  /** The column that names rows in feedback. */
  key: string;
  start: string;
  solution: string;
  goal: AuthoredGoal;
}

export const PACK_FORMAT = 'dqw-class-pack';
export const PACK_VERSION = 1;

/** One or more exercises travelling together (one exercise is a pack of one). */
export interface ClassPack {
  format: typeof PACK_FORMAT;
  version: typeof PACK_VERSION;
  title: Words;
  exercises: AuthoredExercise[];
}

/** Lesson ids of authored exercises start with this, apart from the bundled lessons'. */
export const AUTHORED_PREFIX = 'pack:';

const T = {
  rowWhy: {
    en: 'the exercise expects this row in the quarantine.',
    es: 'el ejercicio espera esta fila en la cuarentena.',
    'pt-BR': 'o exercício espera esta linha na quarentena.',
  },
  resultWhy: {
    en: 'The exercise expects this result.',
    es: 'El ejercicio espera este resultado.',
    'pt-BR': 'O exercício espera este resultado.',
  },
  useType: {
    en: 'Use a rule of type {type}: the exercise asks for one.',
    es: 'Usa una regla de tipo {type}: el ejercicio lo pide.',
    'pt-BR': 'Use uma regra do tipo {type}: o exercício pede uma.',
  },
} satisfies Record<string, Text>;

/** The languages `words` is written in, in the page's order. */
export const writtenIn = (words: Words): Locale[] =>
  LOCALES.filter((l) => (words[l] ?? '').trim() !== '');

/** Every language filled: a missing one shows the first language written. */
export function toText(words: Words): Text {
  const first = writtenIn(words)[0];
  const fallback = first ? (words[first] ?? '') : '';
  const out = {} as Text;
  for (const l of LOCALES) out[l] = (words[l] ?? '').trim() ? (words[l] as string) : fallback;
  return out;
}

/** The lesson an authored exercise is: the bundled lessons' type, checked the same way. */
export function toLesson(exercise: AuthoredExercise): Lesson {
  const g = exercise.goal;
  const results: ResultGoal[] = (g.results ?? []).map((r, i) => ({
    id: `${i + 1}`,
    type: r.type,
    ...(r.target !== undefined ? { target: r.target } : {}),
    severity: r.severity,
    why: T.resultWhy,
  }));
  return {
    id: AUTHORED_PREFIX + exercise.id,
    concepts: [],
    title: toText(exercise.title),
    intro: toText(exercise.intro),
    task: toText(exercise.task),
    hints: exercise.hints.map(toText),
    explanation: toText(exercise.explanation),
    data: exercise.data,
    key: exercise.key,
    start: exercise.start,
    solution: exercise.solution,
    goal: {
      ...(g.flagged
        ? {
            flagged: g.flagged.map((f) => ({
              key: f.key,
              ...(f.codes ? { codes: f.codes } : {}),
              why: T.rowWhy,
            })),
          }
        : {}),
      ...(results.length ? { results } : {}),
      checks: (g.types ?? []).map((type) => ({
        id: `uses:${type}`,
        test: ({ doc }) => doc.rules.some((r) => r.type === type || r.canonicalType === type),
        feedback: fill(T.useType, { type: same(type) }),
      })),
    },
  };
}

/** A pack holding `exercises`. */
export const packOf = (exercises: AuthoredExercise[], title: Words = {}): ClassPack => ({
  format: PACK_FORMAT,
  version: PACK_VERSION,
  title,
  exercises,
});
