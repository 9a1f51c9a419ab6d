/**
 * The SQL scratchpad: a Spark SQL query over the loaded file (as `_validation_df`, the way
 * a `sql` rule reads it), its first rows, and a button that adds it to the document as a
 * `sql` rule. Ctrl+Enter (⌘+Enter) runs it from the text box.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { saidWords } from '../../stores/resultWords';
import { SCRATCH_ROWS, useScratchStore } from '../../stores/scratchStore';
import { formatCount } from '../format';
import { PreviewTable } from '../dataset/PreviewTable';
import { ReferencePanel } from './ReferencePanel';

export function ScratchView() {
  const { t } = useTranslation();
  const dataset = useDatasetStore((s) => s.dataset);
  const { text, status, outcome, error, errorSaid, notPortable, added } = useScratchStore();
  const reason = errorSaid ? saidWords(errorSaid, t).text : error;
  const setText = useScratchStore((s) => s.setText);
  const run = useScratchStore((s) => s.run);
  const addRule = useScratchStore((s) => s.addRule);
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void run();
    }
  };
  const rows = outcome?.result.rows ?? [];
  return (
    <div className="view" id="view-sql" role="tabpanel" aria-labelledby="tab-sql">
      <section className="panel" aria-labelledby="scratch-title">
        <header className="panel-header">
          <h2 id="scratch-title">{t('scratch.title')}</h2>
          <span className="hint">{t('scratch.intro')}</span>
        </header>
        <label className="scratch-label" htmlFor="scratch-text">
          {t('scratch.label')}
        </label>
        <textarea
          id="scratch-text"
          className="scratch-text"
          spellCheck={false}
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          aria-describedby="scratch-keys"
        />
        <p id="scratch-keys" className="hint">
          {t('scratch.keys')}
        </p>
        <div className="panel-actions">
          <button
            type="button"
            className="button primary"
            onClick={() => void run()}
            disabled={!dataset || status === 'running'}
          >
            {status === 'running' ? t('scratch.running') : t('scratch.run')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => addRule('failed_rows')}
            disabled={status !== 'done' || !outcome?.fits.includes('failed_rows')}
          >
            {t('scratch.addFailedRows')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => addRule('query')}
            disabled={status !== 'done' || !outcome?.fits.includes('query')}
          >
            {t('scratch.addQuery')}
          </button>
        </div>
        <p className="hint" aria-live="polite" data-testid="scratch-status">
          {!dataset
            ? t('scratch.noData')
            : added
              ? added === 'query'
                ? t('scratch.addedQuery')
                : t('scratch.addedFailedRows')
              : status === 'done' && outcome
                ? outcome.more
                  ? t('scratch.rowsMore', { shown: formatCount(SCRATCH_ROWS) })
                  : t('scratch.rows', { count: rows.length, rows: formatCount(rows.length) })
                : ''}
        </p>
        {error && (
          <p className="run-error" role="alert" data-testid="scratch-error">
            {notPortable ? t('scratch.notPortable', { reason }) : reason}
          </p>
        )}
        {status === 'done' && outcome && outcome.result.columns.length > 0 && (
          <PreviewTable
            columns={outcome.result.columns.map((c) => c.name)}
            rows={rows}
            label={t('scratch.result')}
            testId="scratch-result"
          />
        )}
      </section>
      <ReferencePanel />
    </div>
  );
}
