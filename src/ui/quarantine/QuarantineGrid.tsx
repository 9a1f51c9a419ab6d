/**
 * A virtualized grid of rows: only the visible rows are in the DOM, so tens of thousands
 * of quarantined rows scroll smoothly. Cells are text; offending cells are highlighted.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useExplainStore } from '../../stores/explainStore';
import { cellText } from '../format';

const ROW_HEIGHT = 30;
const COLUMN_WIDTH = 150;
const CODES_WIDTH = 260;

/** Grid props: `codesColumn` names the annotate column, shown first as code chips. */
export interface QuarantineGridProps {
  columns: string[];
  rows: Record<string, unknown>[];
  codesColumn: string | null;
  /** Columns to highlight in a row, given its codes. */
  offending: (codes: string[]) => Set<string>;
}

/** The virtualized grid. */
function GridView({ columns, rows, codesColumn, offending }: QuarantineGridProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const explainRow = useExplainStore((s) => s.explainRow);
  // The virtualizer returns functions the React Compiler cannot memoize safely.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const dataColumns = columns.filter((c) => c !== codesColumn);
  const template = `${codesColumn ? `${CODES_WIDTH}px ` : ''}repeat(${dataColumns.length}, ${COLUMN_WIDTH}px)`;
  const width = (codesColumn ? CODES_WIDTH : 0) + dataColumns.length * COLUMN_WIDTH;
  return (
    <div
      className="grid-scroll"
      ref={scroller}
      data-testid="quarantine-grid"
      role="table"
      aria-label={t('quarantine.grid')}
      tabIndex={0}
    >
      <div className="grid-header" style={{ gridTemplateColumns: template, width }} role="row">
        {codesColumn && (
          <div className="grid-cell grid-codes-head" role="columnheader">
            {codesColumn}
          </div>
        )}
        {dataColumns.map((c) => (
          <div key={c} className="grid-cell" role="columnheader" title={c}>
            {c}
          </div>
        ))}
      </div>
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          const codes =
            codesColumn && Array.isArray(row[codesColumn]) ? (row[codesColumn] as string[]) : [];
          const bad = offending(codes);
          return (
            <div
              key={item.key}
              className="grid-row"
              role="row"
              data-testid="quarantine-row"
              style={{
                gridTemplateColumns: template,
                width,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {codesColumn && (
                <div className="grid-cell grid-codes" role="cell" data-testid="row-codes">
                  {codes.length > 0 && (
                    <button
                      type="button"
                      className="link-button why-button"
                      data-testid="explain-row"
                      aria-label={t('explain.rowButton', { n: item.index + 1 })}
                      onClick={() => explainRow(item.index, row, codes)}
                    >
                      {t('explain.why')}
                    </button>
                  )}
                  {codes.map((code) => (
                    <span key={code} className="code-chip">
                      {code}
                    </span>
                  ))}
                </div>
              )}
              {dataColumns.map((c) => (
                <div
                  key={c}
                  role="cell"
                  className={`grid-cell ${bad.has(c) ? 'offending' : ''} ${row[c] === null ? 'null' : ''}`}
                  data-column={c}
                  title={bad.has(c) ? t('quarantine.flaggedCell') : undefined}
                >
                  {row[c] === null ? 'NULL' : cellText(row[c])}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The grid, rendered again only when its rows, columns or highlights change. */
export const QuarantineGrid = memo(GridView);
