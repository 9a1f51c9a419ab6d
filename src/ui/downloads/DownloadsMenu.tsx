/**
 * The downloads menu: report, quarantine and valid rows, and the rules document.
 */
import { useState } from 'react';
import { download, type DownloadKind } from '../../stores/downloads';
import { useRunStore } from '../../stores/runStore';

const GROUPS: { title: string; items: { kind: DownloadKind; label: string }[] }[] = [
  {
    title: 'Report',
    items: [
      { kind: 'report-csv', label: 'CSV' },
      { kind: 'report-json', label: 'JSON' },
      { kind: 'report-html', label: 'HTML page' },
    ],
  },
  {
    title: 'Quarantine (invalid rows)',
    items: [
      { kind: 'invalid-csv', label: 'CSV' },
      { kind: 'invalid-parquet', label: 'Parquet' },
    ],
  },
  {
    title: 'Valid rows',
    items: [
      { kind: 'valid-csv', label: 'CSV' },
      { kind: 'valid-parquet', label: 'Parquet' },
    ],
  },
  { title: 'Rules document', items: [{ kind: 'rules', label: 'JSON, formatted' }] },
];

/** Downloads dropdown. */
export function DownloadsMenu() {
  const hasResult = useRunStore((s) => s.result !== null);
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (kind: DownloadKind) => {
    setBusy(kind);
    setError(null);
    download(kind)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(null));
  };
  return (
    <details className="downloads" data-testid="downloads">
      <summary className="button">Downloads ▾</summary>
      <div className="downloads-menu">
        {GROUPS.map((group) => (
          <div key={group.title} className="downloads-group">
            <span className="downloads-title">{group.title}</span>
            <div className="downloads-items">
              {group.items.map((item) => (
                <button
                  key={item.kind}
                  type="button"
                  className="button small"
                  data-testid={`download-${item.kind}`}
                  disabled={busy !== null || (!hasResult && item.kind !== 'rules')}
                  onClick={() => start(item.kind)}
                >
                  {busy === item.kind ? 'Preparing…' : item.label}
                </button>
              ))}
            </div>
          </div>
        ))}
        {error && <p className="run-error">{error}</p>}
      </div>
    </details>
  );
}
