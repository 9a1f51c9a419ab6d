/**
 * The problems list: every error and warning of the rules document, errors first; a
 * click selects its exact range in the editor.
 */
import { useTranslation } from 'react-i18next';
import type { Diagnostic } from '../../engine/types';

/** Props of the problems list. */
export interface ProblemsListProps {
  /** The document text, to show line:column. */
  text: string;
  diagnostics: readonly Diagnostic[];
  /** Called when a problem is chosen. */
  onSelect: (diagnostic: Diagnostic) => void;
}

const RANK = { error: 0, warning: 1, info: 2 } as const;
const ICON = { error: '✖', warning: '⚠', info: 'ℹ' } as const;

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Errors first, then warnings, then notes; each in document order. */
export function sortProblems(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) => RANK[a.severity] - RANK[b.severity] || a.range.offset - b.range.offset,
  );
}

/** The list of problems. Renders nothing when there are none. */
export function ProblemsList({ text, diagnostics, onSelect }: ProblemsListProps) {
  const { t } = useTranslation();
  if (diagnostics.length === 0) return null;
  const severityNames = {
    error: t('problems.severity.error'),
    warning: t('problems.severity.warning'),
    info: t('problems.severity.info'),
  };
  return (
    <ul className="problems diagnostics" data-testid="diagnostics" aria-label={t('problems.label')}>
      {sortProblems(diagnostics).map((d, i) => {
        const { line, column } = lineColumn(text, d.range.offset);
        return (
          <li
            key={`${d.range.offset}:${d.kind}:${i}`}
            className={`problem diagnostic ${d.severity}`}
          >
            <button
              type="button"
              className="problem-button"
              onClick={() => onSelect(d)}
              title={t('problems.show')}
            >
              <span className="problem-icon" aria-label={severityNames[d.severity]}>
                {ICON[d.severity]}
              </span>
              <span className="problem-message">{d.message}</span>
              <span className="problem-where">
                {d.path || t('problems.document')} · {line}:{column}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
