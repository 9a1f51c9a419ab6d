/** The Compare view: a second file beside the dataset, the same rules on both, per rule the difference. */
import { useTranslation } from 'react-i18next';
import { useCompareStore } from '../../stores/compareStore';
import { useDatasetStore } from '../../stores/datasetStore';
import { formatCount, formatDelta, formatInUnit, metricUnit } from '../format';
import { SeverityBadge } from '../results/SeverityBadge';
import { FilePicker } from '../common/FilePicker';
import { DATA_FILES } from '../common/accept';
import { ProfileDrift } from './ProfileDrift';

const signed = (n: number | null) => formatDelta(n, 'plain');

export function CompareView() {
  const { t } = useTranslation();
  const first = useDatasetStore((s) => s.dataset);
  const second = useCompareStore((s) => s.second);
  const status = useCompareStore((s) => s.status);
  const rows = useCompareStore((s) => s.rows);
  const error = useCompareStore((s) => s.error);
  const loadSecond = useCompareStore((s) => s.loadSecond);
  const clearSecond = useCompareStore((s) => s.clearSecond);
  return (
    <div className="view" id="view-compare" role="tabpanel" aria-labelledby="tab-compare">
      <section className="panel" aria-labelledby="compare-title">
        <header className="panel-header">
          <h2 id="compare-title">{t('compare.title')}</h2>
          <span className="hint" data-testid="compare-status" aria-live="polite">
            {status === 'loading'
              ? t('compare.loading')
              : status === 'running'
                ? t('compare.running')
                : second
                  ? t('compare.versus', {
                      first: first?.name ?? '',
                      second: second.name,
                      rows: formatCount(second.rows),
                    })
                  : t('compare.intro')}
          </span>
          <div className="panel-actions">
            <FilePicker
              label={t('compare.open')}
              accept={DATA_FILES}
              testId="second-file-input"
              onFile={(file) => void loadSecond(file)}
            />
            {second && (
              <button type="button" className="button" onClick={() => void clearSecond()}>
                {t('compare.close')}
              </button>
            )}
          </div>
        </header>
        {error && (
          <p className="run-error" role="alert">
            {error}
          </p>
        )}
        {second && rows.length > 0 && (
          <div className="table-scroll">
            <table className="data-table" data-testid="compare-table">
              <thead>
                <tr>
                  <th>{t('compare.rule')}</th>
                  <th>{first?.name ?? t('compare.firstFile')}</th>
                  <th className="num">{t('compare.metric')}</th>
                  <th className="num">{t('compare.failed')}</th>
                  <th>{second.name}</th>
                  <th className="num">{t('compare.metric')}</th>
                  <th className="num">{t('compare.failed')}</th>
                  <th className="num">{t('compare.deltaMetric')}</th>
                  <th className="num">{t('compare.deltaFailed')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.code} data-testid="compare-row" data-code={r.code}>
                    <td>
                      <code>{r.code}</code>
                    </td>
                    <td>{r.left ? <SeverityBadge status={r.left.severity} /> : '—'}</td>
                    <td className="num" data-testid="compare-left-metric">
                      {formatInUnit(r.left?.metric, metricUnit(r.rule_type))}
                    </td>
                    <td className="num">{r.left ? formatCount(r.left.failed) : '—'}</td>
                    <td>{r.right ? <SeverityBadge status={r.right.severity} /> : '—'}</td>
                    <td className="num" data-testid="compare-right-metric">
                      {formatInUnit(r.right?.metric, metricUnit(r.rule_type))}
                    </td>
                    <td className="num">{r.right ? formatCount(r.right.failed) : '—'}</td>
                    <td className="num" data-testid="compare-metric-delta">
                      {formatDelta(r.metricDelta, metricUnit(r.rule_type))}
                    </td>
                    <td className="num" data-testid="compare-failed-delta">
                      {signed(r.failedDelta)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {second && <ProfileDrift />}
      </section>
    </div>
  );
}
