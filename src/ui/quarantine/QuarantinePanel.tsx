/**
 * The quarantine: invalid rows with their codes, counts per code, the scope picker, the
 * valid-row count, and a selected rule's own rows (including `sql` failed rows). It is
 * computed only while the panel is on screen, one page of rows at a time.
 */
import { useTranslation } from 'react-i18next';
import { useCallback, useMemo } from 'react';
import { GRID_ROW_LIMIT, useQuarantineStore } from '../../stores/quarantineStore';
import { useRunStore } from '../../stores/runStore';
import { formatCount } from '../format';
import { useOnScreen } from '../hooks/useOnScreen';
import { FailedRowsDownload } from './FailedRowsDownload';
import { QuarantineGrid } from './QuarantineGrid';
import { QuarantinePager } from './QuarantinePager';
import { QUARANTINE_TITLE_ID } from './reveal';
import { ScopePicker } from './ScopePicker';

/** The quarantine panel. */
export function QuarantinePanel() {
  const { t } = useTranslation();
  const grid = useQuarantineStore((s) => s.grid);
  const split = useQuarantineStore((s) => s.split);
  const counts = useQuarantineStore((s) => s.counts);
  const codeCounts = useQuarantineStore((s) => s.codeCounts);
  const selected = useQuarantineStore((s) => s.selectedCode);
  const selectRule = useQuarantineStore((s) => s.selectRule);
  const columnsByCode = useQuarantineStore((s) => s.columnsByCode);
  const error = useQuarantineStore((s) => s.error);
  const page = useQuarantineStore((s) => s.page);
  const loading = useQuarantineStore((s) => s.loading);
  const setPage = useQuarantineStore((s) => s.setPage);
  const setShown = useQuarantineStore((s) => s.setShown);
  const ran = useRunStore((s) => s.result !== null);
  const panel = useOnScreen<HTMLElement>(setShown);
  const offending = useCallback(
    (codes: string[]) =>
      new Set(
        codes
          .filter((code) => selected === null || code === selected)
          .flatMap((code) => columnsByCode[code] ?? []),
      ),
    [columnsByCode, selected],
  );
  // The same columns keep the same array, so the grid is not rendered again for nothing.
  const gridColumns = useMemo(() => grid?.rows.columns.map((c) => c.name) ?? [], [grid]);
  if (!ran && !error) return null;
  const codesColumn = grid?.kind === 'invalid' && split ? split.annotate : null;
  return (
    <section
      ref={panel}
      className="panel quarantine"
      aria-labelledby={QUARANTINE_TITLE_ID}
      aria-busy={loading}
      data-testid="quarantine"
    >
      <header className="panel-header">
        <h2 id={QUARANTINE_TITLE_ID}>{t('quarantine.title')}</h2>
        {split && counts && (
          <span className="split-counts">
            <span className="count-invalid" data-testid="invalid-count">
              {t('quarantine.invalid', { n: formatCount(counts.invalid) })}
            </span>
            <span className="count-valid" data-testid="valid-count">
              {t('quarantine.valid', { n: formatCount(counts.valid) })}
            </span>
          </span>
        )}
      </header>
      {error && <p className="run-error">{error}</p>}
      {!split || !counts ? (
        !error && (
          <p className="muted" data-testid="quarantine-pending">
            {t('quarantine.computing')}
          </p>
        )
      ) : (
        <>
          <ScopePicker />
          <div className="code-counts" data-testid="code-counts">
            {Object.keys(codeCounts).length === 0 && (
              <span className="muted">{t('quarantine.noneFlagged')}</span>
            )}
            {split.scope
              .filter((code) => codeCounts[code])
              .map((code) => (
                <button
                  key={code}
                  type="button"
                  className={`code-count ${selected === code ? 'selected' : ''}`}
                  data-testid="code-count"
                  data-code={code}
                  onClick={() => void selectRule(code)}
                >
                  <code>{code}</code> <strong>{formatCount(codeCounts[code])}</strong>
                </button>
              ))}
          </div>
          {selected && (
            <p className="filter-line" data-testid="quarantine-filter">
              {grid?.kind === 'failed_rows'
                ? t('quarantine.returnedBy')
                : t('quarantine.flaggedBy')}{' '}
              <code>{selected}</code>
              {grid && grid.total !== null
                ? ` — ${t('quarantine.rows', { count: grid.total, n: formatCount(grid.total) })}`
                : ''}
              {grid?.kind === 'invalid' && !split.scope.includes(selected)
                ? ` ${t('quarantine.notInScope')}`
                : ''}
              {/* The spaces are markup, not words: every language's line reads "… rows Show all". */}
              {grid?.kind === 'failed_rows' && (
                <>
                  {' '}
                  <FailedRowsDownload code={selected} total={grid.total ?? 0} />
                </>
              )}{' '}
              <button type="button" className="link-button" onClick={() => void selectRule(null)}>
                {t('quarantine.showAll')}
              </button>
            </p>
          )}
          {grid && grid.rows.rows.length > 0 ? (
            <>
              <QuarantineGrid
                columns={gridColumns}
                rows={grid.rows.rows}
                codesColumn={codesColumn}
                offending={offending}
              />
              {grid.kind === 'invalid' ? (
                <QuarantinePager
                  page={page}
                  pageRows={GRID_ROW_LIMIT}
                  shownRows={grid.rows.rows.length}
                  total={grid.total}
                  loading={loading}
                  onPage={(next) => void setPage(next)}
                />
              ) : (
                grid.total !== null &&
                grid.total > grid.rows.rows.length && (
                  <p className="hint">
                    {t('quarantine.firstOf', {
                      shown: formatCount(grid.rows.rows.length),
                      total: formatCount(grid.total),
                    })}
                  </p>
                )
              )}
            </>
          ) : (
            <p className="empty" data-testid="quarantine-empty">
              {t('quarantine.empty')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
