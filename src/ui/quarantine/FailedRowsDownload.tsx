/**
 * Downloads every row a `sql` rule's `failed_rows` query returns (the grid shows the
 * first ones only).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFailedRows } from '../../stores/downloads';
import { formatCount } from '../format';

export function FailedRowsDownload({ code, total }: { code: string; total: number }) {
  const { t } = useTranslation();
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
        {t('quarantine.downloadAll', { n: formatCount(total) })}
      </button>
      {error && <span className="run-error">{error}</span>}
    </>
  );
}
