/**
 * The badge of a rule's outcome. `error` (the rule could not run) has its own look.
 */
import type { DisplayStatus } from '../../stores/summary';

const LABELS: Record<DisplayStatus, string> = {
  pass: 'pass',
  warn: 'warn',
  fail: 'fail',
  error: 'error',
};
const ICONS: Record<DisplayStatus, string> = { pass: '✓', warn: '!', fail: '✕', error: '⚠' };

/** A severity badge. */
export function SeverityBadge({ status }: { status: DisplayStatus }) {
  return (
    <span className={`badge badge-${status}`} data-testid="severity-badge" data-status={status}>
      <span aria-hidden="true">{ICONS[status]}</span> {LABELS[status]}
    </span>
  );
}
