/**
 * The badge of a rule's outcome. `error` (the rule could not run) has its own look, and
 * `unchecked` (not portable: production runs it, the workbench cannot) shares it.
 */
import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '../../stores/summary';

const ICONS: Record<DisplayStatus, string> = {
  pass: '✓',
  warn: '!',
  fail: '✕',
  error: '⚠',
  unchecked: '?',
};

/** A severity badge. */
export function SeverityBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  const labels: Record<DisplayStatus, string> = {
    pass: t('status.pass'),
    warn: t('status.warn'),
    fail: t('status.fail'),
    error: t('status.error'),
    unchecked: t('status.unchecked'),
  };
  return (
    <span className={`badge badge-${status}`} data-testid="severity-badge" data-status={status}>
      <span aria-hidden="true">{ICONS[status]}</span> {labels[status]}
    </span>
  );
}
