/** Two runs side by side: rules added and removed, thresholds changed, counts moved. */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { HistoryRecord } from '../../stores/engine';
import { comparison } from '../../stores/historyStore';
import { comparisonWords } from '../../stores/historyWords';

const label = (r: HistoryRecord, i: number) =>
  `#${i + 1} · ${r.validated_at.replace('T', ' ').slice(0, 19)} · ${r.file.name}`;

export function RunComparisonPanel({ records }: { records: HistoryRecord[] }) {
  const { t, i18n } = useTranslation();
  const [earlier, setEarlier] = useState('');
  const [later, setLater] = useState('');
  const ids = records.map((r) => r.id);
  const laterId = ids.includes(later) ? later : (ids[ids.length - 1] ?? '');
  const earlierId = ids.includes(earlier) ? earlier : (ids[ids.length - 2] ?? ids[0] ?? '');
  const diff = comparison(records, earlierId, laterId);
  const words = diff ? comparisonWords(diff, t, i18n.language) : null;
  return (
    <div className="run-compare" data-testid="run-compare">
      <h3 className="subhead">{t('history.compareTitle')}</h3>
      <div className="run-compare-pickers">
        <label className="field">
          {t('history.earlier')}
          <select value={earlierId} onChange={(e) => setEarlier(e.target.value)}>
            {records.map((r, i) => (
              <option key={r.id} value={r.id}>
                {label(r, i)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('history.later')}
          <select value={laterId} onChange={(e) => setLater(e.target.value)}>
            {records.map((r, i) => (
              <option key={r.id} value={r.id}>
                {label(r, i)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {diff && words && (
        <ul className="change-list" data-testid="run-changes">
          {words.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {diff.added.map((r) => (
            <li key={`+${r.code}`}>
              {t('history.added')} <code>{r.code}</code> ({r.severity})
            </li>
          ))}
          {diff.removed.map((r) => (
            <li key={`-${r.code}`}>
              {t('history.removed')} <code>{r.code}</code>
            </li>
          ))}
          {diff.changed.map((c) => (
            <li key={`~${c.code}`}>
              <code>{c.code}</code>: {words.changes[c.code]}
            </li>
          ))}
          {diff.notes.length + diff.added.length + diff.removed.length + diff.changed.length ===
            0 && <li>{t('history.nothingChanged')}</li>}
        </ul>
      )}
    </div>
  );
}
