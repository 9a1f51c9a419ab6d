/**
 * One row per profiled column: its shape (histogram or top-value bars) and formats first,
 * where they are seen without scrolling, then NULLs, distinct, bounds, spread, top values.
 * A column's name opens its detail (click or Enter).
 */
import { useTranslation } from 'react-i18next';
import type { ColumnProfile } from '../../stores/engine';
import { distinctMark, leadingFormats } from '../../stores/profileView';
import { formatCount, formatMetric } from '../format';
import { ProfileShape } from './ProfileShape';

interface Props {
  columns: ColumnProfile[];
  /** The column whose detail is open, if any. */
  open: string | null;
  onOpen: (column: string) => void;
}

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

export function ProfileTable({ columns, open, onOpen }: Props) {
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
            <th>{t('profile.col.histogram')}</th>
            <th>{t('profile.col.formats')}</th>
            <th className="num">{t('profile.col.nulls')}</th>
            <th className="num">{t('profile.col.distinct')}</th>
            <th>{t('profile.col.range')}</th>
            <th className="num">{t('profile.col.mean')}</th>
            <th className="num">{t('profile.col.length')}</th>
            <th>{t('profile.col.top')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.index} data-testid="profile-row" data-column={c.name}>
              <th scope="row" className="column-name">
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={open === c.name}
                  aria-label={t('profile.detail.open', { column: c.name })}
                  data-testid="profile-open"
                  onClick={() => onOpen(c.name)}
                >
                  {c.name}
                </button>
              </th>
              <td className="column-type">{c.sparkType}</td>
              <td>
                <ProfileShape column={c} />
              </td>
              <td data-testid="profile-formats">
                {leadingFormats(c)
                  .map((f) => `${f.format} ${f.percent}%`)
                  .join(', ')}
              </td>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
