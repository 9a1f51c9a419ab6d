/**
 * The run's warnings in the page's language: a `sql` rule whose query is not a boolean,
 * and the document's warnings (worded as the Problems list words them). In English, and
 * for a warning without data, the engine's own words.
 */
import type { TFunction } from 'i18next';
import type { MessageRef, RunResult, RunWarning } from '../engine/types';

/** A rule's warning in the page's language, or null when it has no data. */
function ruleWarningWords(ref: MessageRef, t: TFunction): string | null {
  if (ref.id !== 'nonBoolean') return null;
  const type = String(ref.params?.type ?? '');
  switch (ref.params?.kind) {
    case 'nested':
      return t('summary.warning.nonBoolean.nested', { type });
    case 'interval':
      return t('summary.warning.nonBoolean.interval', { type });
    case 'count':
      return t('summary.warning.nonBoolean.count', { type });
    case 'number':
      return t('summary.warning.nonBoolean.number', { type });
    case 'text':
      return t('summary.warning.nonBoolean.text', { type });
    case 'other':
      return t('summary.warning.nonBoolean.other', { type });
    default:
      return null;
  }
}

/** One warning: where, then what. */
function warningWords(
  w: RunWarning,
  t: TFunction,
  diagnostic: (ref: MessageRef) => string | null,
): string {
  const where = w.where === 'document' ? t('summary.warning.document') : w.where;
  const what = w.ref ? (ruleWarningWords(w.ref, t) ?? diagnostic(w.ref)) : null;
  return `${where}: ${what ?? w.message}`;
}

/**
 * The run's warnings in the page's language. `diagnostic` words a document diagnostic's
 * message id (null: keep the English).
 */
export function runWarningWords(
  result: Pick<RunResult, 'warnings' | 'warningDetails'>,
  t: TFunction,
  diagnostic: (ref: MessageRef) => string | null = () => null,
): string[] {
  const details = result.warningDetails;
  if (!details || details.length !== result.warnings.length) return [...result.warnings];
  return details.map((w) => warningWords(w, t, diagnostic));
}
