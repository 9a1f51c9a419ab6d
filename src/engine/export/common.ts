import { severitySql } from '../compile/verdict';
import { tokenize } from '../sql/spark-dialect';
import type { MetricLevel, RowForm } from '../rules/forms';
import type { ExportPlan, PlannedRule } from './plan';
import { readingLines } from './reading';
import type { ExportEntry, TargetInfo } from './types';

/**
 * Text that stays inside a line comment in every artifact language. A CR, NEL, U+2028 or
 * U+2029 ends a comment in Spark SQL, Python or YAML (what follows would be read as code),
 * and PyYAML refuses a document with other control characters even in a comment, so each
 * is shown as its escape; Spark SQL continues a `--` comment onto the next line after a
 * final backslash, so that backslash gets a space after it.
 */
function commentSafe(line: string): string {
  return line
    .replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufffe\uffff]/g,
      (c) => (c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    )
    .replace(/\\$/, '\\ ');
}

/** Comment lines with a prefix (`-- `, `# `), blank lines kept bare. */
export function comment(prefix: string, lines: string[]): string {
  return lines
    .flatMap((l) => l.split('\n'))
    .map(commentSafe)
    .map((l) => (l ? `${prefix}${l}` : prefix.trimEnd()))
    .join('\n');
}

/** Text for a comment at the end of a line of code: one line, line breaks shown as `\n`. */
export function inlineComment(text: string): string {
  return commentSafe(text.replace(/\n/g, '\\n'));
}

/** Every warning of the plan and of its rules, each once. */
export function allWarnings(plan: ExportPlan): string[] {
  const out = [...plan.warnings];
  for (const p of plan.rules) for (const n of p.notes) out.push(`${p.rule.code}: ${n}`);
  return [...new Set(out)];
}

function entryLine(e: ExportEntry): string {
  const what =
    e.status === 'not-expressible'
      ? `not expressible: ${e.reason ?? ''}`
      : `${e.translation}${e.status === 'approximate' ? ` (approximate: ${e.reason ?? ''})` : ''}`;
  return `  ${e.code} → ${e.name}: ${what}`;
}

/** The header every artifact starts with: what it is, how to run it, the rule map, warnings. */
export function headerLines(plan: ExportPlan, info: TargetInfo, entries: ExportEntry[]): string[] {
  const warnings = allWarnings(plan);
  const doc = plan.doc;
  return [
    `DQ Workbench export: ${info.title} (${info.version})`,
    `Rules: ${doc.pipeline ?? 'validations'} · ${doc.rules.length} rule${doc.rules.length === 1 ? '' : 's'} · on_failure: ${doc.onFailure}`,
    `Source: ${plan.source} (replace with the table or view the rules read).`,
    ...readingLines(plan.reading),
    'NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.',
    'Regexes are Java regexes in Spark SQL string literals (each backslash doubled).',
    '',
    'How to run:',
    ...info.run.map((l) => `  ${l}`),
    '',
    'Rule code → name here: translation',
    ...entries.map(entryLine),
    ...(warnings.length ? ['', 'Portability warnings:', ...warnings.map((w) => `  ${w}`)] : []),
  ];
}

export function entryOf(
  p: PlannedRule,
  status: ExportEntry['status'],
  translation: string,
  extra: { reason?: string; predicate?: string; name?: string } = {},
): ExportEntry {
  return {
    code: p.rule.code,
    type: p.rule.type,
    name: extra.name ?? p.slug,
    status,
    translation,
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(extra.predicate !== undefined ? { predicate: extra.predicate } : {}),
  };
}

/**
 * The entry of a row form where the target counts the failing rows: exact, or approximate
 * when the rule's failed_count counts something else (`RowForm.failedCountWhat`: not_null
 * over several columns counts NULL cells), the rows it flags being the same.
 */
export function rowsCountedEntry(
  p: PlannedRule,
  f: RowForm,
  translation: string,
  extra: { reason?: string; predicate?: string } = {},
): ExportEntry {
  if (!f.failedCountWhat) return entryOf(p, 'exact', translation, extra);
  return entryOf(p, 'approximate', translation, {
    ...extra,
    reason: `it counts the failing rows, where production's failed_count counts ${f.failedCountWhat}; the rows it flags are the same`,
  });
}

/** Indents every line of a block. */
export function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((l) => (l ? by + l : l))
    .join('\n');
}

/** Replaces the `sql` rule's view name (a bare or backticked name) in its query, strings untouched. */
export function withView(query: string, view: string, replacement: string): string {
  return tokenize(query)
    .map((t) =>
      (t.kind === 'word' && t.text.toLowerCase() === view.toLowerCase()) ||
      (t.kind === 'ident' && t.text.slice(1, -1).toLowerCase() === view.toLowerCase())
        ? replacement
        : t.text,
    )
    .join('');
}

/**
 * A query whose first column of its first row decides a `query`-mode `sql` rule, as a
 * boolean (NULL or no row = false). The first row, as production reads it: a scalar
 * subquery with more rows would fail.
 */
export function queryPassSql(query: string): string {
  return `coalesce(CAST((SELECT * FROM (${query}) AS dq_q LIMIT 1) AS BOOLEAN), false)`;
}

/** Why a `query`-mode `sql` rule is approximate in every target that evaluates it. */
export const QUERY_MODE_REASON =
  "production passes on Python's truth of the first column of the first row (a non-zero number, a non-empty string) and raises on no rows; here that value is cast to boolean, no rows fails, and the query must return a single column";

/** The severity of a metric as Spark SQL over its value, decided where the run decides it. */
export function metricSeveritySql(levels: MetricLevel[], v: string): string {
  const fail = levels.find((l) => l.level === 'fail');
  const warn = levels.find((l) => l.level === 'warn');
  return severitySql(v, fail?.pass, warn?.pass);
}
