/**
 * The summary: the verdict in plain words, rules per outcome, rows read, what is running.
 */
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { useRunStore } from '../../stores/runStore';
import { countResults, rulesOnUnknownColumns, verdictOf } from '../../stores/summary';
import { useProfileStore } from '../../stores/profileStore';
import { useRulesStore } from '../../stores/rulesStore';
import { formatBytes, formatCount, formatDateTime } from '../format';
import { DqwCommand } from '../common/DqwCommand';
import { dqwValidateCommand } from '../../stores/dqwCommand';
import { SparkLinePicker } from './SparkLinePicker';
import { runWarningWords } from '../../stores/runWarningWords';
import { localizedMessage } from '../../editor-language/localize';
import { asLanguage } from '../../i18n/languages';
import type { ColumnInfo } from '../../engine/types';

const NO_COLUMNS: ColumnInfo[] = [];

/** Summary of the latest run. */
export function SummaryCard() {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language) ?? 'en';
  const columns = useDatasetStore((s) => s.dataset?.columns ?? NO_COLUMNS);
  const result = useRunStore((s) => s.result);
  const status = useRunStore((s) => s.status);
  const error = useRunStore((s) => s.error);
  const runningCodes = useRunStore((s) => s.runningCodes);
  const elapsed = useRunStore((s) => s.elapsedMs);
  const hasData = useDatasetStore((s) => s.dataset !== null);
  const sample = useRunStore((s) => s.sample);
  const sparkLine = useRunStore((s) => s.sparkLine);
  const parsed = useRulesStore((s) => s.parsed);
  const startFromFile = useProfileStore((s) => s.startFromFile);
  const profiling = useProfileStore((s) => s.status === 'profiling');
  if (!result) {
    return (
      <section className="panel summary" data-testid="summary">
        <p className="empty">
          {status === 'error' && error
            ? error
            : hasData
              ? t('summary.running')
              : t('summary.loading')}
        </p>
      </section>
    );
  }
  const firstRows = t('sample.how.first');
  const spreadRows = t('sample.how.spread');
  const sampleHow = sample?.mode === 'first' ? firstRows : spreadRows;
  const counts = countResults(result);
  const verdict = verdictOf(result);
  const computing = runningCodes.length > 0 ? runningCodes.join(', ') : t('summary.theRules');
  const ranAt = formatDateTime(result.validated_at);
  return (
    <section
      className={`panel summary tone-${verdict.tone}`}
      data-testid="summary"
      aria-live="polite"
    >
      <div className="verdict">
        <h2 data-testid="verdict-title">{verdict.title}</h2>
        <p data-testid="verdict">{verdict.detail}</p>
        {verdict.unchecked && <p data-testid="verdict-unchecked">{verdict.unchecked}</p>}
        {result.halted && rulesOnUnknownColumns(parsed, columns) > 0 && (
          <p className="verdict-offer">
            <button
              type="button"
              className="button"
              data-testid="start-from-suggestions"
              disabled={profiling}
              onClick={() => void startFromFile()}
            >
              {t('summary.startFromSuggestions')}
            </button>{' '}
            <span className="hint">{t('summary.startFromSuggestionsHint')}</span>
          </p>
        )}
      </div>
      {sample && (
        <div className="sample-note" data-testid="sample-note">
          <p>
            <strong>{t('sample.summaryTitle')}</strong>{' '}
            {t('sample.summary', {
              rows: formatCount(sample.rows),
              name: sample.name,
              size: formatBytes(sample.size),
              how: sampleHow,
            })}
          </p>
          <DqwCommand command={dqwValidateCommand(sample.name, undefined, sparkLine)} />
        </div>
      )}
      <dl className="tiles">
        <div className="tile pass">
          <dt>{t('summary.passed')}</dt>
          <dd data-testid="count-pass">{counts.pass}</dd>
        </div>
        <div className="tile warn">
          <dt>{t('summary.warned')}</dt>
          <dd data-testid="count-warn">{counts.warn}</dd>
        </div>
        <div className="tile fail">
          <dt>{t('summary.failed')}</dt>
          <dd data-testid="count-fail">{counts.fail}</dd>
        </div>
        {counts.error > 0 && (
          <div className="tile error">
            <dt>{t('summary.couldNotRun')}</dt>
            <dd data-testid="count-error">{counts.error}</dd>
          </div>
        )}
        {counts.unchecked > 0 && (
          <div className="tile unchecked">
            <dt>{t('summary.notChecked')}</dt>
            <dd data-testid="count-unchecked">{counts.unchecked}</dd>
          </div>
        )}
        <div className="tile neutral">
          <dt>{t('summary.rowsRead')}</dt>
          <dd data-testid="rows-read">{formatCount(result.rows_read)}</dd>
        </div>
      </dl>
      <p className="run-line" data-testid="run-status">
        {status === 'running' ? (
          <>
            <span className="spinner" aria-hidden="true" />{' '}
            {t('summary.computing', { what: computing })}
          </>
        ) : status === 'error' ? (
          <span className="run-error">{error}</span>
        ) : elapsed !== null ? (
          t('summary.ranIn', { count: counts.total, at: ranAt, ms: formatCount(elapsed) })
        ) : (
          t('summary.ran', { count: counts.total, at: ranAt })
        )}
      </p>
      <SparkLinePicker />
      {result.warnings.length > 0 && (
        <ul className="run-warnings">
          {runWarningWords(result, t, (ref) =>
            localizedMessage({ messageRef: ref }, columns, language),
          ).map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
