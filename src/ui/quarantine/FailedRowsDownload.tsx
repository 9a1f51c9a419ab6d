/**
 * Downloads every row a `sql` rule's `failed_rows` query returns (the grid shows the
 * first ones only).
 */
import { useState } from 'react';
import { downloadFailedRows } from '../../stores/downloads';

export function FailedRowsDownload({ code, total }: { code: string; total: number }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="link-button"
        data-testid="download-failed-rows"
        onClick={() => {
          setError(null);
          downloadFailedRows(code).catch((e: unknown) =>
            setError(e instanceof Error ? e.message : String(e)),
          );
        }}
      >
        Download all {total.toLocaleString('en-US')} as CSV
      </button>
      {error && <span className="run-error">{error}</span>}
    </>
  );
}
