/**
 * The first rows of the dataset. Values are React text children — never HTML.
 */
import { cellText } from '../format';

/** A small read-only table. */
export function PreviewTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: Record<string, unknown>[];
}) {
  return (
    <div className="table-scroll preview" data-testid="dataset-preview">
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
