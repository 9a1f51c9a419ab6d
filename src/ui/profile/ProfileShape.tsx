/**
 * A column's shape in one table cell: a small histogram for numbers and dates, or bars of
 * the most frequent values for text (each with its count), so the distribution is seen
 * beside the column's name without scrolling.
 */
import { useTranslation } from 'react-i18next';
import type { ColumnProfile } from '../../stores/engine';
import { categoryBars, histogramBars } from '../../stores/profileView';
import { formatCount } from '../format';

const CELL_BARS = 4;

export function ProfileShape({ column }: { column: ColumnProfile }) {
  const { t } = useTranslation();
  const bins = histogramBars(column);
  if (bins.length > 0) {
    return (
      <div
        className="histogram"
        role="img"
        aria-label={t('profile.histogramOf', { column: column.name })}
        data-testid="profile-histogram"
      >
        {bins.map((b, i) => (
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
  const bars = categoryBars(column, CELL_BARS);
  if (bars.length === 0) return null;
  return (
    <ul
      className="category-bars"
      aria-label={t('profile.topOf', { column: column.name })}
      data-testid="profile-categories"
    >
      {bars.map((b) => (
        <li key={b.label} className="category-bar">
          <span className="category-fill" style={{ width: `${Math.max(2, b.percent)}%` }} />
          <span className="category-label">{b.label}</span>
          <span className="category-count">{formatCount(b.count)}</span>
        </li>
      ))}
    </ul>
  );
}
