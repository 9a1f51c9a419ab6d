/**
 * The first rows of the dataset. Values are React text children — never HTML.
 */
import { useTranslation } from 'react-i18next';
import { cellText } from '../format';

/** A small read-only table. */
export function PreviewTable({
  columns,
  rows,
  label,
  testId = 'dataset-preview',
}: {
  columns: string[];
  rows: Record<string, unknown>[];
  /** The region's name; the dataset's preview by default. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="table-scroll preview"
      data-testid={testId}
      tabIndex={0}
      role="region"
      aria-label={label ?? t('dataset.preview')}
    >
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c} className={row[c] === null ? 'null' : undefined}>
                  {row[c] === null ? 'NULL' : cellText(row[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
