/**
 * The form an instructor fills to write an exercise, and the exercise it makes. Texts are
 * kept per language; hints are one per line; the rows that must end in the quarantine are
 * key values separated by commas, with the codes and severities taken from the solution.
 */
import type { AuthoredExercise, Severity, Words } from '../teach/exercise/authored';
import { LOCALES } from '../teach/types';

export interface Draft {
  id: string;
  title: Words;
  intro: Words;
  task: Words;
  /** One hint a line, per language. */
  hints: Words;
  explanation: Words;
  dataName: string;
  csv: string;
  key: string;
  start: string;
  solution: string;
  /** Key values of the rows that must end in the quarantine, separated by commas. */
  flagged: string;
  /** Each flagged row's codes, as the solution gives them. */
  codes: Record<string, string[]>;
  checkCodes: boolean;
  /** The solution's results: a rule type, its target and severity. */
  results: { type: string; target: string; severity: Severity }[];
  checkSeverities: boolean;
  /** Rule types the document must use, separated by commas. */
  types: string;
}

export type WordsField = 'title' | 'intro' | 'task' | 'hints' | 'explanation';

const EMPTY_DOC = '{\n  "validations": {\n    "on_failure": "warn",\n    "rules": []\n  }\n}\n';

let counter = 0;
export const newExerciseId = (): string => `e${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyDraft = (): Draft => ({
  id: newExerciseId(),
  title: {},
  intro: {},
  task: {},
  hints: {},
  explanation: {},
  dataName: 'data.csv',
  csv: '',
  key: '',
  start: EMPTY_DOC,
  solution: EMPTY_DOC,
  flagged: '',
  codes: {},
  checkCodes: true,
  results: [],
  checkSeverities: false,
  types: '',
});

const commaList = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** The exercise the form describes (checked afterwards, as a student's pack is). */
export function toExercise(d: Draft): AuthoredExercise {
  const lines = LOCALES.map((l) =>
    (d.hints[l] ?? '')
      .split('\n')
      .map((h) => h.trim())
      .filter(Boolean),
  );
  const count = Math.max(0, ...lines.map((h) => h.length));
  const hints = Array.from({ length: count }, (_, i) => {
    const w: Words = {};
    LOCALES.forEach((l, j) => {
      if (lines[j][i]) w[l] = lines[j][i];
    });
    return w;
  });
  const keys = commaList(d.flagged);
  const types = commaList(d.types);
  return {
    id: d.id,
    title: d.title,
    intro: d.intro,
    task: d.task,
    hints,
    explanation: d.explanation,
    data: { name: d.dataName.trim(), csv: d.csv },
    key: d.key,
    start: d.start,
    solution: d.solution,
    goal: {
      ...(keys.length
        ? {
            flagged: keys.map((key) =>
              d.checkCodes && d.codes[key] ? { key, codes: d.codes[key] } : { key },
            ),
          }
        : {}),
      ...(d.checkSeverities && d.results.length ? { results: d.results } : {}),
      ...(types.length ? { types } : {}),
    },
  };
}

/** The form showing `e` again, to change it. */
export function toDraft(e: AuthoredExercise): Draft {
  const hints: Words = {};
  for (const l of LOCALES) {
    const lines = e.hints.map((h) => h[l] ?? '').filter(Boolean);
    if (lines.length) hints[l] = lines.join('\n');
  }
  const codes: Record<string, string[]> = {};
  for (const f of e.goal.flagged ?? []) if (f.codes) codes[f.key] = f.codes;
  return {
    id: e.id,
    title: e.title,
    intro: e.intro,
    task: e.task,
    hints,
    explanation: e.explanation,
    dataName: e.data.name,
    csv: e.data.csv,
    key: e.key,
    start: e.start,
    solution: e.solution,
    flagged: (e.goal.flagged ?? []).map((f) => f.key).join(', '),
    codes,
    checkCodes: (e.goal.flagged ?? []).some((f) => f.codes),
    results: (e.goal.results ?? []).map((r) => ({ ...r, target: r.target ?? '' })),
    checkSeverities: (e.goal.results ?? []).length > 0,
    types: (e.goal.types ?? []).join(', '),
  };
}

/** A small table with a few typical problems, different each time, for a quick exercise. */
export function generatedTable(random: () => number = Math.random): string {
  const names = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fábio', 'Gina', 'Hugo'];
  const countries = ['BR', 'ES', 'MX', 'PT', 'AR', 'US'];
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
  const rows = names.map((name, i) => {
    const id = i + 1;
    const email = random() < 0.25 ? '' : `${name.toLowerCase().replace('á', 'a')}@example.com`;
    const age = random() < 0.2 ? pick([-4, 150, 212]) : 18 + Math.floor(random() * 60);
    return `${id},${name},${email},${age},${pick(countries)}`;
  });
  return `id,name,email,age,country\n${rows.join('\n')}\n`;
}
