/**
 * The downloads menu: report, quarantine and valid rows, and the rules document.
 */
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, type DownloadKind } from '../../stores/downloads';
import { AnnotateChoice } from './AnnotateChoice';
import { useRunStore } from '../../stores/runStore';
import { useDismiss, type DismissReason } from '../common/useDismiss';

interface Item {
  kind: DownloadKind;
  /** The visible label: the format. */
  label: string;
  /** The accessible name: what the button downloads, not just its format. */
  name: string;
}

/** The menu's groups and buttons, in the current language. */
function groups(t: TFunction): { title: string; items: Item[] }[] {
  return [
    {
      title: t('downloads.report'),
      items: [
        { kind: 'report-csv', label: 'CSV', name: t('downloads.name.reportCsv') },
        { kind: 'report-json', label: 'JSON', name: t('downloads.name.reportJson') },
        { kind: 'report-parquet', label: 'Parquet', name: t('downloads.name.reportParquet') },
        {
          kind: 'report-html',
          label: t('downloads.htmlPage'),
          name: t('downloads.name.reportHtml'),
        },
      ],
    },
    {
      title: t('downloads.invalid'),
      items: [
        { kind: 'invalid-csv', label: 'CSV', name: t('downloads.name.invalidCsv') },
        { kind: 'invalid-parquet', label: 'Parquet', name: t('downloads.name.invalidParquet') },
      ],
    },
    {
      title: t('downloads.valid'),
      items: [
        { kind: 'valid-csv', label: 'CSV', name: t('downloads.name.validCsv') },
        { kind: 'valid-parquet', label: 'Parquet', name: t('downloads.name.validParquet') },
      ],
    },
    {
      title: t('downloads.rules'),
      items: [
        { kind: 'rules', label: t('downloads.jsonFormatted'), name: t('downloads.name.rules') },
      ],
    },
  ];
}

/** Downloads dropdown. */
export function DownloadsMenu() {
  const { t } = useTranslation();
  const hasResult = useRunStore((s) => s.result !== null);
  const [busy, setBusy] = useState<DownloadKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A native disclosure: the summary opens and closes it (Enter, Space, a click) and tells
  // screen readers whether it is expanded; the hook closes it when the user leaves it.
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback((reason: DismissReason) => {
    const details = menu.current;
    if (!details) return;
    details.open = false;
    setOpen(false);
    if (reason === 'escape') details.querySelector('summary')?.focus();
  }, []);
  useDismiss(menu, open, close);
  const start = (kind: DownloadKind) => {
    setBusy(kind);
    setError(null);
    download(kind)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(null));
  };
  return (
    <details
      ref={menu}
      className="downloads"
      data-testid="downloads"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="button">{t('downloads.menu')} ▾</summary>
      <div className="downloads-menu">
        {groups(t).map((group) => (
          <div key={group.title} className="downloads-group">
            <span className="downloads-title">{group.title}</span>
            <div className="downloads-items">
              {group.items.map((item) => (
                <button
                  key={item.kind}
                  type="button"
                  className="button small"
                  data-testid={`download-${item.kind}`}
                  aria-label={item.name}
                  disabled={busy !== null || (!hasResult && item.kind !== 'rules')}
                  onClick={() => start(item.kind)}
                >
                  {busy === item.kind ? t('downloads.preparing') : item.label}
                </button>
              ))}
            </div>
            {group.items[0].kind === 'report-csv' && (
              <p className="downloads-hint" data-testid="report-english">
                {t('outcome.reportEnglish')}
              </p>
            )}
            {group.items[0].kind === 'invalid-csv' && <AnnotateChoice />}
          </div>
        ))}
        {error && <p className="run-error">{error}</p>}
      </div>
    </details>
  );
}
