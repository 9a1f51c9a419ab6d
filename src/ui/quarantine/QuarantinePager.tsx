/**
 * Previous / next page of the quarantined rows, with the range on show. Only the page on
 * screen is computed; downloads always hold every row.
 */
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format';

/** Pager props: `page` from 0, `total` null while the counts are still coming. */
export interface QuarantinePagerProps {
  page: number;
  pageRows: number;
  shownRows: number;
  total: number | null;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The pager; renders nothing when everything fits on one page. */
export function QuarantinePager({
  page,
  pageRows,
  shownRows,
  total,
  loading,
  onPage,
}: QuarantinePagerProps) {
  const { t } = useTranslation();
  const from = page * pageRows;
  const hasNext = total !== null ? from + shownRows < total : shownRows === pageRows;
  if (page === 0 && !hasNext) return null;
  const first = formatCount(shownRows === 0 ? from : from + 1);
  const last = formatCount(from + shownRows);
  return (
    <nav
      className="quarantine-pager"
      aria-label={t('quarantine.pager')}
      data-testid="quarantine-pager"
    >
      <button
        type="button"
        className="link-button"
        disabled={page === 0 || loading}
        aria-label={t('quarantine.previousPage')}
        onClick={() => onPage(page - 1)}
      >
        ‹ {t('quarantine.previous')}
      </button>
      <span className="hint" aria-live="polite" data-testid="quarantine-range">
        {total !== null
          ? t('quarantine.range', { from: first, to: last, total: formatCount(total) })
          : t('quarantine.rangeOpen', { from: first, to: last })}
      </span>
      <button
        type="button"
        className="link-button"
        disabled={!hasNext || loading}
        aria-label={t('quarantine.nextPage')}
        onClick={() => onPage(page + 1)}
      >
        {t('quarantine.next')} ›
      </button>
    </nav>
  );
}
