/**
 * The Export panel (docs/exports.md): choose a production target, read the artifact with syntax
 * highlighting, copy or download it, see per rule what it became (or why it cannot), and
 * whether the exported predicates flag the same rows on the loaded file.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EXPORT_TARGET_OPTIONS, useExportStore, watchExport } from '../../stores/exportStore';
import type { ExportTarget } from '../../stores/engine';
import type { RoundTripState } from '../../stores/exportStore';
import { ExportRuleTable } from './ExportRuleTable';

function roundTripMessage(r: RoundTripState, t: TFunction): string {
  switch (r.status) {
    case 'idle':
      return t('export.loadFile');
    case 'not-applicable':
      return t('export.notApplicable');
    case 'running':
      return t('export.checking');
    case 'error':
      return t('export.failed', { message: r.error ?? '' });
    case 'done':
      return t('export.summary', { same: r.same, total: r.total });
  }
}

/** The Export panel; it computes nothing until it is opened. */
export function ExportPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const target = useExportStore((s) => s.target);
  const artifact = useExportStore((s) => s.artifact);
  const tokens = useExportStore((s) => s.tokens);
  const error = useExportStore((s) => s.error);
  const roundTrip = useExportStore((s) => s.roundTrip);
  const copied = useExportStore((s) => s.copied);
  const setTarget = useExportStore((s) => s.setTarget);
  const copy = useExportStore((s) => s.copy);
  const download = useExportStore((s) => s.download);
  const [copyError, setCopyError] = useState<string | null>(null);
  return (
    <details
      className="panel export"
      data-testid="export"
      onToggle={(e) => {
        const isOpen = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(isOpen);
        if (isOpen) watchExport();
      }}
    >
      <summary className="panel-header export-summary" data-testid="export-toggle">
        <h2 id="export-title">{t('export.title')}</h2>
        <span className="hint">{t('export.hint')}</span>
      </summary>
      {open && (
        <div className="export-body" aria-labelledby="export-title">
          <div className="export-controls">
            <label htmlFor="export-target">{t('export.target')}</label>
            <select
              id="export-target"
              data-testid="export-target"
              value={target}
              onChange={(e) => setTarget(e.target.value as ExportTarget)}
            >
              {EXPORT_TARGET_OPTIONS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button small"
              data-testid="export-copy"
              disabled={!artifact}
              onClick={() => {
                setCopyError(null);
                copy().catch((e: unknown) =>
                  setCopyError(e instanceof Error ? e.message : String(e)),
                );
              }}
            >
              {copied ? t('export.copied') : t('export.copy')}
            </button>
            <button
              type="button"
              className="button small"
              data-testid="export-download"
              disabled={!artifact}
              onClick={download}
            >
              {t('export.download', { file: artifact?.fileName ?? '' })}
            </button>
          </div>
          {copyError && (
            <p className="run-error">{t('export.copyFailed', { message: copyError })}</p>
          )}
          {error && <p className="run-error">{error}</p>}
          {artifact && (
            <>
              <p
                className={`export-roundtrip ${roundTrip.status === 'done' && roundTrip.rows.some((r) => r.status === 'different' || r.status === 'error') ? 'bad' : ''}`}
                role="status"
                data-testid="export-roundtrip"
              >
                {roundTripMessage(roundTrip, t)}
              </p>
              <ExportRuleTable entries={artifact.entries} roundTrip={roundTrip.rows} />
              {artifact.warnings.length > 0 && (
                <ul className="export-warnings" aria-label={t('export.warnings')}>
                  {artifact.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              )}
              <pre
                className="export-code"
                tabIndex={0}
                aria-label={`${artifact.title}: ${artifact.fileName}`}
                data-testid="export-code"
              >
                <code>
                  {tokens.map((t, i) =>
                    t.kind === 'plain' ? (
                      t.text
                    ) : (
                      <span key={i} className={`tok-${t.kind}`}>
                        {t.text}
                      </span>
                    ),
                  )}
                </code>
              </pre>
            </>
          )}
        </div>
      )}
    </details>
  );
}
