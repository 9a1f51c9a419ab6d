/**
 * "Check my answer": runs the learner's document through the real engine on the lesson's
 * data and compares what it does with the lesson's goal, saying specifically what is off.
 * Plain code over the engine's `QueryRunner`: the page runs it on DuckDB-WASM, the tests
 * on both DuckDB-WASM and native DuckDB.
 */
import {
  buildSplit,
  describeTable,
  parseDocument,
  runValidation,
  sqlIdent,
  type QueryRunner,
  type RuleResult,
  type RunResult,
} from '../engine';
import { localizedMessage } from '../editor-language/localize';
import { translator } from '../editor-language/locale';
import { wordSaid } from '../engine/said';
import type { Diagnostic } from '../engine/types';
import { fill, same } from './text';
import {
  LOCALES,
  type CheckOutcome,
  type Feedback,
  type Locale,
  type Lesson,
  type ResultGoal,
  type RowGoal,
  type Text,
} from './types';

const T = {
  documentError: {
    en: 'The document has an error at {path}: {message} Fix it first; nothing runs until it parses.',
    es: 'El documento tiene un error en {path}: {message} Corrígelo primero: nada se ejecuta hasta que se pueda leer.',
    'pt-BR':
      'O documento tem um erro em {path}: {message} Corrija-o primeiro: nada roda até que ele possa ser lido.',
  },
  ruleError: {
    en: 'The rule {code} could not run: {error}',
    es: 'La regla {code} no pudo ejecutarse: {error}',
    'pt-BR': 'A regra {code} não pôde rodar: {error}',
  },
  count: {
    en: 'Your rules flag {n} row(s) ({got}); the goal is {m} ({want}).',
    es: 'Tus reglas marcan {n} fila(s) ({got}); el objetivo es {m} ({want}).',
    'pt-BR': 'Suas regras marcam {n} linha(s) ({got}); o objetivo é {m} ({want}).',
  },
  missing: {
    en: 'Row {key} should be flagged, but no rule flags it: {why}',
    es: 'La fila {key} debería quedar marcada, pero ninguna regla la marca: {why}',
    'pt-BR': 'A linha {key} deveria ser marcada, mas nenhuma regra a marca: {why}',
  },
  extra: {
    en: 'Row {key} is flagged (by {codes}) but should not be: {why}',
    es: 'La fila {key} queda marcada (por {codes}) y no debería: {why}',
    'pt-BR': 'A linha {key} está marcada (por {codes}) e não deveria: {why}',
  },
  extraPlain: {
    en: 'Row {key} is flagged (by {codes}) but should not be.',
    es: 'La fila {key} queda marcada (por {codes}) y no debería.',
    'pt-BR': 'A linha {key} está marcada (por {codes}) e não deveria.',
  },
  codes: {
    en: 'Row {key} carries the codes {got}; the goal is {want}. {why}',
    es: 'La fila {key} lleva los códigos {got}; el objetivo es {want}. {why}',
    'pt-BR': 'A linha {key} leva os códigos {got}; o objetivo é {want}. {why}',
  },
  resultMissing: {
    en: 'No rule of type {type}{on} yet. {why}',
    es: 'Todavía no hay una regla de tipo {type}{on}. {why}',
    'pt-BR': 'Ainda não há uma regra do tipo {type}{on}. {why}',
  },
  on: { en: ' on {target}', es: ' sobre {target}', 'pt-BR': ' sobre {target}' },
  resultWrong: {
    en: '{code} gives {got}; the goal is {want}. {why}',
    es: '{code} da {got}; el objetivo es {want}. {why}',
    'pt-BR': '{code} dá {got}; o objetivo é {want}. {why}',
  },
  annotate: {
    en: 'The quarantine’s code column is "{got}"; the goal is "{want}" (outputs.invalid.annotate).',
    es: 'La columna de códigos de la cuarentena es "{got}"; el objetivo es "{want}" (outputs.invalid.annotate).',
    'pt-BR':
      'A coluna de códigos da quarentena é "{got}"; o objetivo é "{want}" (outputs.invalid.annotate).',
  },
  onFailure: {
    en: 'on_failure is "{got}"; the goal is "{want}".',
    es: 'on_failure es "{got}"; el objetivo es "{want}".',
    'pt-BR': 'on_failure é "{got}"; o objetivo é "{want}".',
  },
  none: { en: 'none', es: 'ninguna', 'pt-BR': 'nenhuma' },
  document: { en: '(document)', es: '(documento)', 'pt-BR': '(documento)' },
} satisfies Record<string, Text>;

/** Where the lesson's data lives and the clock to run with. */
export interface CheckTarget {
  runner: QueryRunner;
  table: string;
}

const list = (keys: string[]): string => keys.join(', ');

/** Engine words in every language: `word` gives a language's, or null to keep the English. */
function inEveryLanguage(english: string, word: (locale: Locale) => string | null): Text {
  const out = {} as Text;
  for (const locale of LOCALES) out[locale] = word(locale) ?? english;
  return out;
}

/** A diagnostic's message in every language (as the Problems list words it). */
const diagnosticText = (d: Diagnostic): Text =>
  inEveryLanguage(d.message, (locale) => localizedMessage(d, [], locale));

/** A rule's error in every language. */
const errorText = (r: RuleResult): Text =>
  inEveryLanguage(r.error ?? '', (locale) =>
    r.errorSaid ? wordSaid(r.errorSaid, translator(locale)) : null,
  );

/** The learner's document, run and compared with the lesson's goal. */
export async function checkLesson(
  lesson: Lesson,
  text: string,
  { runner, table }: CheckTarget,
): Promise<CheckOutcome> {
  const feedback: Feedback[] = [];
  const doc = parseDocument(text);
  const firstError = doc.diagnostics.find((d) => d.severity === 'error');
  if (!doc.ok || firstError) {
    const d = firstError!;
    feedback.push({
      id: 'document-error',
      text: fill(T.documentError, {
        path: d.path ? same(d.path) : T.document,
        message: diagnosticText(d),
      }),
    });
    return { passed: false, feedback, flagged: [] };
  }
  const now = new Date(lesson.now ?? Date.now());
  const run = await runValidation(runner, doc, { table, now });
  for (const r of run.results) {
    if (r.error)
      feedback.push({
        id: 'rule-error',
        text: fill(T.ruleError, { code: r.code, error: errorText(r) }),
      });
  }

  const goal = lesson.goal;
  let flagged: string[] = [];
  if (goal.flagged || goal.unflagged) {
    const rows = await quarantined(runner, table, doc, lesson.key);
    flagged = rows.map((r) => r.key);
    feedback.push(...compareRows(rows, goal.flagged ?? [], goal.unflagged ?? []));
  }
  for (const want of goal.results ?? []) {
    const fb = compareResult(run, want);
    if (fb) feedback.push(fb);
  }
  if (goal.annotate !== undefined) {
    const got = doc.outputs.invalid?.annotate ?? 'dq_codes';
    if (got !== goal.annotate)
      feedback.push({ id: 'annotate', text: fill(T.annotate, { got, want: goal.annotate }) });
  }
  if (goal.onFailure !== undefined && doc.onFailure !== goal.onFailure) {
    feedback.push({
      id: 'on-failure',
      text: fill(T.onFailure, { got: doc.onFailure, want: goal.onFailure }),
    });
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  for (const check of goal.checks ?? []) {
    if (!check.test({ json, doc, run })) feedback.push({ id: check.id, text: check.feedback });
  }
  return { passed: feedback.length === 0, feedback, flagged };
}

export interface FlaggedRow {
  key: string;
  codes: string[];
}

/** The keys and codes of the rows the document quarantines, in input order. */
export async function quarantined(
  runner: QueryRunner,
  table: string,
  doc: ReturnType<typeof parseDocument>,
  key: string,
): Promise<FlaggedRow[]> {
  const columns = await describeTable(runner, table);
  const split = buildSplit(doc, columns, { table, annotate: doc.outputs.invalid?.annotate });
  const result = await runner.query(
    `SELECT CAST(${sqlIdent(key)} AS VARCHAR) AS k, ${sqlIdent(split.annotate)} AS c FROM (${split.invalid}) AS q`,
  );
  return result.rows.map((r) => ({
    key: String(r.k),
    codes: Array.isArray(r.c) ? r.c.map(String) : [],
  }));
}

function compareRows(rows: FlaggedRow[], want: RowGoal[], keep: RowGoal[]): Feedback[] {
  const out: Feedback[] = [];
  const got = new Map(rows.map((r) => [r.key, r]));
  const wanted = new Set(want.map((w) => w.key));
  const missing = want.filter((w) => !got.has(w.key));
  const extra = rows.filter((r) => !wanted.has(r.key));
  if (missing.length || extra.length) {
    out.push({
      id: 'flag-count',
      text: fill(T.count, {
        n: rows.length,
        got: rows.length ? list(rows.map((r) => r.key)) : '—',
        m: want.length,
        want: want.length ? list(want.map((w) => w.key)) : '—',
      }),
    });
  }
  for (const w of missing) {
    out.push({ id: `missing:${w.key}`, text: fill(T.missing, { key: w.key, why: w.why }) });
  }
  for (const r of extra) {
    const reason = keep.find((k) => k.key === r.key);
    const base = reason ? T.extra : T.extraPlain;
    const values = { key: r.key, codes: list(r.codes), why: reason?.why ?? '' };
    out.push({ id: `extra:${r.key}`, text: fill(base, values) });
  }
  for (const w of want) {
    const r = got.get(w.key);
    if (!r || !w.codes) continue;
    if (r.codes.join('|') !== w.codes.join('|')) {
      out.push({
        id: `codes:${w.key}`,
        text: fill(T.codes, {
          why: w.why,
          key: w.key,
          got: `[${list(r.codes)}]`,
          want: `[${list(w.codes)}]`,
        }),
      });
    }
  }
  return out;
}

/** A severity as the page words it (the results' badges), in every language. */
const SEVERITY: Record<RuleResult['severity'], Text> = {
  pass: { en: 'pass', es: 'pasa', 'pt-BR': 'passa' },
  warn: { en: 'warn', es: 'aviso', 'pt-BR': 'aviso' },
  fail: { en: 'fail', es: 'falla', 'pt-BR': 'falha' },
};

/** Severity, then the report's fields by their names, in every language. */
function describeParts(severity: RuleResult['severity'] | undefined, fields: string[]): Text {
  const out = {} as Text;
  for (const locale of LOCALES)
    out[locale] = [...(severity ? [SEVERITY[severity][locale]] : []), ...fields].join(', ');
  return out;
}

const describeResult = (r: RuleResult): Text =>
  describeParts(r.severity, [
    `failed_count ${r.failed_count}`,
    `metric_value ${r.metric_value ?? 'null'}`,
  ]);

function describeGoal(g: ResultGoal): Text {
  const fields: string[] = [];
  if (g.failed_count !== undefined) fields.push(`failed_count ${g.failed_count}`);
  if (g.metric_value !== undefined) fields.push(`metric_value ${g.metric_value}`);
  return describeParts(g.severity, fields);
}

const close = (a: number | null, b: number): boolean => a !== null && Math.abs(a - b) < 1e-9;

function matches(r: RuleResult, g: ResultGoal): boolean {
  return (
    (!g.severity || r.severity === g.severity) &&
    (g.failed_count === undefined || r.failed_count === g.failed_count) &&
    (g.metric_value === undefined || close(r.metric_value, g.metric_value))
  );
}

function compareResult(run: RunResult, g: ResultGoal): Feedback | null {
  const candidates = run.results.filter(
    (r) =>
      r.rule_type === g.type &&
      (g.target === undefined || r.target.replace(/\s+/g, '') === g.target.replace(/\s+/g, '')),
  );
  if (candidates.some((r) => matches(r, g))) return null;
  const id = `result:${g.id ?? `${g.type}${g.target ? `(${g.target})` : ''}`}`;
  if (candidates.length === 0) {
    const on = g.target ? fill(T.on, { target: g.target }) : same('');
    return {
      id: `${id}:missing`,
      text: fill(T.resultMissing, { type: g.type, on, why: g.why }),
    };
  }
  const r = candidates[0];
  return {
    id: `${id}:wrong`,
    text: fill(T.resultWrong, {
      why: g.why,
      code: r.code,
      got: describeResult(r),
      want: describeGoal(g),
    }),
  };
}
