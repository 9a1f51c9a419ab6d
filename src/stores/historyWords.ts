/**
 * The comparison of two runs (the engine's data) in the page's language, with numbers
 * written the language's way, for the History tab to render.
 */
import type { TFunction } from 'i18next';
import type { FieldChange, RunChange, RunComparison } from '../engine/history';

/** The page's `t`, in the language to word the comparison in. */
type Translate = TFunction;

/** The notes about the runs, and each changed rule's changes as one line, by code. */
export interface ComparisonWords {
  notes: string[];
  changes: Record<string, string>;
}

/** An outcome in the page's words, as the results table's badges say it. */
function severityWord(severity: string, t: Translate): string {
  switch (severity) {
    case 'pass':
      return t('status.pass');
    case 'warn':
      return t('status.warn');
    case 'fail':
      return t('status.fail');
    default:
      return severity;
  }
}

/** Words every note and change of `diff`. */
export function comparisonWords(
  diff: RunComparison,
  t: Translate,
  locale: string,
): ComparisonWords {
  const num = (n: number | string | null) =>
    n === null
      ? t('history.change.noValue')
      : typeof n === 'string'
        ? n
        : n.toLocaleString(locale, { maximumFractionDigits: 4 });
  const signed = (d: number) => `${d > 0 ? '+' : ''}${num(d)}`;
  const threshold = (v: string | number | null) =>
    v === null ? t('history.change.none') : String(v);
  const field = (f: FieldChange): string => {
    switch (f.field) {
      case 'must_be':
        return t('history.change.mustBe', {
          before: threshold(f.before),
          after: threshold(f.after),
        });
      case 'warn':
        return t('history.change.warn', { before: threshold(f.before), after: threshold(f.after) });
      case 'severity':
        return t('history.change.severity', {
          before: severityWord(String(f.before), t),
          after: severityWord(String(f.after), t),
        });
      case 'failed_count':
        return t('history.change.failedRows', {
          before: num(f.before),
          after: num(f.after),
          delta: signed(f.delta ?? 0),
        });
      case 'metric_value':
        return t('history.change.metric', {
          before: num(f.before),
          after: num(f.after),
          delta: f.delta === null ? '' : ` (${signed(f.delta)})`,
        });
    }
  };
  const note = (c: RunChange): string => {
    switch (c.kind) {
      case 'file-changed':
        return t('history.change.fileChanged', {
          name: c.name,
          before: num(c.before),
          after: num(c.after),
        });
      case 'other-file':
        return t('history.change.otherFile', { before: c.before, after: c.after });
      case 'document-changed':
        return t('history.change.documentChanged');
      case 'rows-read':
        return t('history.change.rowsRead', {
          before: num(c.before),
          after: num(c.after),
          delta: signed(c.delta),
        });
    }
  };
  const changes: Record<string, string> = {};
  for (const c of diff.changed) changes[c.code] = c.fields.map(field).join('; ');
  return { notes: diff.runChanges.map(note), changes };
}
