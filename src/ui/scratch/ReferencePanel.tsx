/**
 * Reference files and the reference check: another file loaded under a table name that
 * `sql` rules (and the scratchpad) read, and a form that adds "this column's values must
 * exist in that column" to the document as the `sql` rule production runs.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatasetStore } from '../../stores/datasetStore';
import { useReferenceStore } from '../../stores/referenceStore';
import { FilePicker } from '../common/FilePicker';
import { DATA_FILES } from '../common/accept';
import { formatCount } from '../format';

export function ReferencePanel() {
  const { t } = useTranslation();
  const dataset = useDatasetStore((s) => s.dataset);
  const { tables, status, error, added } = useReferenceStore();
  const load = useReferenceStore((s) => s.load);
  const remove = useReferenceStore((s) => s.remove);
  const addCheck = useReferenceStore((s) => s.addCheck);
  const [name, setName] = useState('');
  const [column, setColumn] = useState('');
  const [target, setTarget] = useState('');
  const columns = dataset?.columns.map((c) => c.name) ?? [];
  const targets = tables.flatMap((r) =>
    r.columns.map((c) => ({
      value: JSON.stringify([r.name, c.name]),
      label: `${r.name}.${c.name}`,
    })),
  );
  const chosenColumn = columns.includes(column) ? column : (columns[0] ?? '');
  const chosenTarget = targets.some((o) => o.value === target) ? target : (targets[0]?.value ?? '');
  const add = () => {
    const [table, refColumn] = JSON.parse(chosenTarget) as [string, string];
    addCheck({ column: chosenColumn, table, refColumn });
  };
  return (
    <section className="panel" aria-labelledby="reference-title" data-testid="reference-panel">
      <header className="panel-header">
        <h2 id="reference-title">{t('reference.title')}</h2>
        <span className="hint">{t('reference.intro')}</span>
      </header>
      <div className="panel-actions reference-load">
        <label htmlFor="reference-name">{t('reference.name')}</label>
        <input
          id="reference-name"
          type="text"
          value={name}
          placeholder={t('reference.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          spellCheck={false}
        />
        <FilePicker
          label={status === 'loading' ? t('reference.loading') : t('reference.open')}
          accept={DATA_FILES}
          testId="reference-file-input"
          onFile={(file) => void load(file, name)}
        />
      </div>
      {error && (
        <p className="run-error" role="alert" data-testid="reference-error">
          {error}
        </p>
      )}
      {tables.length > 0 && (
        <ul className="reference-list" data-testid="reference-tables">
          {tables.map((r) => (
            <li key={r.name}>
              <code>{r.name}</code>{' '}
              {t('reference.loaded', {
                file: r.file,
                rows: formatCount(r.rows),
                columns: r.columns.map((c) => c.name).join(', '),
              })}{' '}
              <button
                type="button"
                className="button"
                aria-label={t('reference.remove', { name: r.name })}
                onClick={() => void remove(r.name)}
              >
                {t('reference.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tables.length > 0 && dataset && (
        <div className="panel-actions reference-check">
          <label htmlFor="reference-column">{t('reference.column')}</label>
          <select
            id="reference-column"
            value={chosenColumn}
            onChange={(e) => setColumn(e.target.value)}
          >
            {columns.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <label htmlFor="reference-target">{t('reference.target')}</label>
          <select
            id="reference-target"
            value={chosenTarget}
            onChange={(e) => setTarget(e.target.value)}
          >
            {targets.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <button type="button" className="button primary" onClick={add}>
            {t('reference.add')}
          </button>
        </div>
      )}
      <p className="hint" aria-live="polite" data-testid="reference-status">
        {added
          ? t('reference.added', {
              column: added.column,
              table: added.table,
              refColumn: added.refColumn,
            })
          : ''}
      </p>
    </section>
  );
}
