/**
 * Profile drift beside the rule-by-rule comparison: per column, the two files' type, NULL
 * share, distinct count, range, mean and top values, with what moved marked.
 */
import { useTranslation } from 'react-i18next';
import { useDriftStore } from '../../stores/driftStore';
import type { ColumnDrift, DriftFlag } from '../../stores/engine';
import { formatCount, formatMetric } from '../format';

type Side = NonNullable<ColumnDrift['first']>;

/** `first → second`, or one value when both say the same; "—" for a side without the column. */
function pair(d: ColumnDrift, show: (s: Side) => string): string {
  const a = d.first ? show(d.first) : '—';
  const b = d.second ? show(d.second) : '—';
  return a === b ? a : `${a} → ${b}`;
}

const percent = (s: Side) => `${formatMetric(Number(s.nullPercent.toFixed(1)))}%`;
const range = (s: Side) => (s.min === null ? '—' : `${s.min} – ${s.max}`);
const mean = (s: Side) => (s.mean === null ? '—' : formatMetric(Number(s.mean.toPrecision(6))));
const top = (s: Side) => s.top.map((v) => `${v.value} (${formatCount(v.count)})`).join(', ') || '—';

export function ProfileDrift() {
  const { t } = useTranslation();
  const status = useDriftStore((s) => s.status);
  const columns = useDriftStore((s) => s.columns);
  const error = useDriftStore((s) => s.error);
  // Each word written out, so the locale files keep them.
  const words: Record<DriftFlag, string> = {
    added: t('compare.drift.flag.added'),
    removed: t('compare.drift.flag.removed'),
    type: t('compare.drift.flag.type'),
    nulls: t('compare.drift.flag.nulls'),
    distinct: t('compare.drift.flag.distinct'),
    range: t('compare.drift.flag.range'),
    mean: t('compare.drift.flag.mean'),
    top: t('compare.drift.flag.top'),
  };
  const flag = (f: DriftFlag) => words[f];
  return (
    <section className="profile-drift" aria-labelledby="drift-title" data-testid="profile-drift">
      <h3 id="drift-title" className="subhead">
        {t('compare.drift.title')}
      </h3>
      <p className="hint" aria-live="polite" data-testid="drift-status">
        {status === 'profiling' ? t('compare.drift.profiling') : t('compare.drift.intro')}
      </p>
      {error && (
        <p className="run-error" role="alert">
          {t('compare.drift.error', { error })}
        </p>
      )}
      {status === 'done' && (
        <div
          className="table-scroll"
          tabIndex={0}
          role="region"
          aria-label={t('compare.drift.tableName')}
        >
          <table className="data-table" data-testid="drift-table">
            <thead>
              <tr>
                <th>{t('compare.drift.column')}</th>
                <th>{t('compare.drift.moved')}</th>
                <th>{t('compare.drift.type')}</th>
                <th className="num">{t('compare.drift.nulls')}</th>
                <th className="num">{t('compare.drift.distinct')}</th>
                <th>{t('compare.drift.range')}</th>
                <th className="num">{t('compare.drift.mean')}</th>
                <th>{t('compare.drift.top')}</th>
              </tr>
            </thead>
            <tbody>
              {columns.map((d) => (
                <tr
                  key={d.column}
                  data-testid="drift-row"
                  data-column={d.column}
                  data-moved={d.moved.join(' ')}
                  className={d.moved.length ? 'drift-moved' : undefined}
                >
                  <th scope="row">{d.column}</th>
                  <td data-testid="drift-flags">
                    {d.moved.length ? d.moved.map(flag).join(', ') : t('compare.drift.same')}
                  </td>
                  <td>{pair(d, (s) => s.sparkType)}</td>
                  <td className="num" data-testid="drift-nulls">
                    {pair(d, percent)}
                  </td>
                  <td className="num">{pair(d, (s) => formatCount(s.distinct))}</td>
                  <td className="clip">{pair(d, range)}</td>
                  <td className="num">{pair(d, mean)}</td>
                  <td className="clip">{pair(d, top)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
