/** One row per profiled column: type, NULLs, distinct, bounds, spread, top values, formats, histogram. */
import { useTranslation } from 'react-i18next';
import type { ColumnProfile } from '../../stores/engine';
import { distinctMark, histogramBars, leadingFormats } from '../../stores/profileView';
import { formatCount, formatMetric } from '../format';

function Distinct({ column }: { column: ColumnProfile }) {
  const { t } = useTranslation();
  const mark = distinctMark(column);
  const count = formatCount(column.distinct);
  const approx = mark === 'approx' || mark === 'allApprox';
  return (
    <td
      className="num"
      data-testid="profile-distinct"
      data-approx={approx ? 'true' : 'false'}
      title={approx ? t('profile.distinctApproxTitle') : undefined}
    >
      {approx ? t('profile.distinctApprox', { n: count }) : count}
      {mark === 'all' || mark === 'allApprox' ? (
        <span className="profile-all-distinct">
          {' · '}
          {mark === 'all' ? t('profile.allDistinct') : t('profile.allDistinctApprox')}
        </span>
      ) : null}
    </td>
  );
}

function Histogram({ column }: { column: ColumnProfile }) {
  const { t } = useTranslation();
  const bars = histogramBars(column);
  if (bars.length === 0) return null;
  return (
    <div
      className="histogram"
      role="img"
      aria-label={t('profile.histogramOf', { column: column.name })}
    >
      {bars.map((b, i) => (
        <span
          key={i}
          className="histogram-bar"
          style={{ height: `${Math.max(2, b.percent)}%` }}
          title={`${b.label}: ${formatCount(b.count)}`}
        />
      ))}
    </div>
  );
}

export function ProfileTable({ columns }: { columns: ColumnProfile[] }) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <div
      className="table-scroll profile-scroll"
      tabIndex={0}
      role="region"
      aria-label={t('profile.tableName')}
    >
      <table className="data-table profile-table" data-testid="profile-table">
        <thead>
          <tr>
            <th>{t('profile.col.column')}</th>
            <th>{t('profile.col.type')}</th>
            <th className="num">{t('profile.col.nulls')}</th>
            <th className="num">{t('profile.col.distinct')}</th>
            <th>{t('profile.col.range')}</th>
            <th className="num">{t('profile.col.mean')}</th>
            <th className="num">{t('profile.col.length')}</th>
            <th>{t('profile.col.top')}</th>
            <th>{t('profile.col.formats')}</th>
            <th>{t('profile.col.histogram')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.index} data-testid="profile-row" data-column={c.name}>
              <th scope="row" className="column-name">
                {c.name}
              </th>
              <td className="column-type">{c.sparkType}</td>
              <td className="num">
                {formatCount(c.nulls)} ({formatMetric(Number(c.nullPercent.toFixed(1)))}%)
              </td>
              <Distinct column={c} />
              <td className="clip">{c.min === null ? '—' : `${c.min} – ${c.max}`}</td>
              <td className="num">
                {c.mean === null ? '—' : `${formatMetric(c.mean)} ± ${formatMetric(c.stddev)}`}
              </td>
              <td className="num">
                {c.minLength === null ? '—' : `${c.minLength}–${c.maxLength}`}
              </td>
              <td className="clip">
                {c.top
                  .slice(0, 5)
                  .map((t) => `${t.value} (${formatCount(t.count)})`)
                  .join(', ')}
              </td>
              <td>
                {leadingFormats(c)
                  .map((f) => `${f.format} ${f.percent}%`)
                  .join(', ')}
              </td>
              <td>
                <Histogram column={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
