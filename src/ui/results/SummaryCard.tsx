/**
 * The summary: the verdict in plain words, rules per outcome, rows read, what is running.
 */
import { useDatasetStore } from '../../stores/datasetStore';
import { useRunStore } from '../../stores/runStore';
import { countResults, verdictOf } from '../../stores/summary';
import { formatCount } from '../format';

/** Summary of the latest run. */
export function SummaryCard() {
  const result = useRunStore((s) => s.result);
  const status = useRunStore((s) => s.status);
  const error = useRunStore((s) => s.error);
  const runningCodes = useRunStore((s) => s.runningCodes);
  const elapsed = useRunStore((s) => s.elapsedMs);
  const hasData = useDatasetStore((s) => s.dataset !== null);
  if (!result) {
    return (
      <section className="panel summary" data-testid="summary">
        <p className="empty">
          {status === 'error' && error
            ? error
            : hasData
              ? 'Running the rules…'
              : 'Loading the sample dataset and rules…'}
        </p>
      </section>
    );
  }
  const counts = countResults(result);
  const verdict = verdictOf(result);
  return (
    <section
      className={`panel summary tone-${verdict.tone}`}
      data-testid="summary"
      aria-live="polite"
    >
      <div className="verdict">
        <h2 data-testid="verdict-title">{verdict.title}</h2>
        <p data-testid="verdict">{verdict.detail}</p>
      </div>
      <dl className="tiles">
        <div className="tile pass">
          <dt>Passed</dt>
          <dd data-testid="count-pass">{counts.pass}</dd>
        </div>
        <div className="tile warn">
          <dt>Warned</dt>
          <dd data-testid="count-warn">{counts.warn}</dd>
        </div>
        <div className="tile fail">
          <dt>Failed</dt>
          <dd data-testid="count-fail">{counts.fail}</dd>
        </div>
        {counts.error > 0 && (
          <div className="tile error">
            <dt>Could not run</dt>
            <dd data-testid="count-error">{counts.error}</dd>
          </div>
        )}
        <div className="tile neutral">
          <dt>Rows read</dt>
          <dd data-testid="rows-read">{formatCount(result.rows_read)}</dd>
        </div>
      </dl>
      <p className="run-line" data-testid="run-status">
        {status === 'running' ? (
          <>
            <span className="spinner" aria-hidden="true" /> Computing{' '}
            {runningCodes.length > 0 ? runningCodes.join(', ') : 'the rules'}…
          </>
        ) : status === 'error' ? (
          <span className="run-error">{error}</span>
        ) : (
          <>
            Ran {counts.total} rules at {result.validated_at.replace('T', ' ').replace(/\..*$/, '')}
            {elapsed !== null ? ` in ${formatCount(elapsed)} ms` : ''}.
          </>
        )}
      </p>
      {result.warnings.length > 0 && (
        <ul className="run-warnings">
          {result.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
