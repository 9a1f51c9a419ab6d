/**
 * The History view: the runs kept in this browser, a trend per rule, and a comparison of
 * any two runs. Export, import and clear.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { recordCounts, ruleCodes, useHistoryStore } from '../../stores/historyStore';
import { formatBytes, formatCount } from '../format';
import { RunComparisonPanel } from './RunComparisonPanel';
import { TrendChart } from './TrendChart';
import { FilePicker } from '../common/FilePicker';

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

export function HistoryView() {
  const { t } = useTranslation();
  const records = useHistoryStore((s) => s.records);
  const storageError = useHistoryStore((s) => s.storageError);
  const importProblems = useHistoryStore((s) => s.importProblems);
  const importFile = useHistoryStore((s) => s.importFile);
  const download = useHistoryStore((s) => s.download);
  const clear = useHistoryStore((s) => s.clear);
  const codes = ruleCodes(records);
  const [code, setCode] = useState<string>('');
  const shown = codes.includes(code) ? code : (codes[0] ?? '');
  return (
    <div className="view" id="view-history" role="tabpanel" aria-labelledby="tab-history">
      <section className="panel" aria-labelledby="history-title">
        <header className="panel-header">
          <h2 id="history-title">{t('history.title')}</h2>
          <span className="hint" data-testid="history-count">
            {t('history.count', { n: formatCount(records.length) })}
          </span>
          <div className="panel-actions">
            <button type="button" className="button" onClick={download} disabled={!records.length}>
              {t('history.export')}
            </button>
            <FilePicker
              label={t('history.import')}
              accept=".json,.jsonl,application/json"
              testId="history-import-input"
              onFile={(file) => void importFile(file)}
            />
            <button type="button" className="button" onClick={clear} disabled={!records.length}>
              {t('history.clear')}
            </button>
          </div>
        </header>
        {storageError && (
          <p className="run-error" role="alert" data-testid="history-storage-error">
            {storageError}
          </p>
        )}
        {importProblems.length > 0 && (
          <p className="hint" role="status">
            {t('history.leftOut', { list: importProblems.join('; ') })}
          </p>
        )}
        {records.length === 0 ? (
          <p className="empty">{t('history.empty')}</p>
        ) : (
          <>
            <div className="table-scroll history-scroll">
              <table className="data-table" data-testid="history-table">
                <thead>
                  <tr>
                    <th className="num">#</th>
                    <th>{t('history.col.when')}</th>
                    <th>{t('history.col.file')}</th>
                    <th className="num">{t('history.col.rows')}</th>
                    <th>{t('history.col.outcomes')}</th>
                    <th>{t('history.col.document')}</th>
                  </tr>
                </thead>
                <tbody>
                  {records.map((r, i) => {
                    const c = recordCounts(r);
                    return (
                      <tr key={r.id}>
                        <td className="num">{i + 1}</td>
                        <td>{when(r.validated_at)}</td>
                        <td title={`fingerprint ${r.file.fingerprint}`}>
                          {r.file.name} ({formatBytes(r.file.size)})
                        </td>
                        <td className="num">{formatCount(r.rows_read)}</td>
                        <td>
                          {c.pass} / {c.warn} / {c.fail}
                        </td>
                        <td>
                          <code>{r.document_fingerprint.slice(0, 8)}</code>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <div className="trend">
              <label className="field">
                {t('history.rule')}
                <select value={shown} onChange={(e) => setCode(e.target.value)}>
                  {codes.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
              {shown && <TrendChart records={records} code={shown} />}
            </div>
            <RunComparisonPanel records={records} />
          </>
        )}
      </section>
    </div>
  );
}
