/** Per rule: what the export made of it, or why it could not, and the round trip's verdict. */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExportEntry, RoundTripRow } from '../../stores/engine';
import { formatCount } from '../format';

type T = TFunction;

function statusText(status: ExportEntry['status'], t: T): string {
  if (status === 'exact') return t('export.exact');
  if (status === 'approximate') return t('export.approximate');
  return t('export.notExpressible');
}

function roundTripText(r: RoundTripRow | undefined, t: T): string {
  if (!r) return '—';
  if (r.status === 'same') return t('export.same', { rows: formatCount(r.engineRows) });
  if (r.status === 'different')
    return t('export.differs', {
      onlyRule: formatCount(r.onlyEngine),
      onlyExport: formatCount(r.onlyExport),
      row: formatCount((r.firstDifference ?? 0) + 1),
    });
  if (r.status === 'error') return t('export.couldNotRun', { message: r.reason ?? '' });
  return r.reason ?? '—';
}

export function ExportRuleTable({
  entries,
  roundTrip,
}: {
  entries: ExportEntry[];
  roundTrip: RoundTripRow[];
}) {
  const { t } = useTranslation();
  const byIndex = new Map(roundTrip.map((r) => [r.index, r]));
  return (
    <table
      className="data-table export-rules"
      data-testid="export-rules"
      aria-label={t('export.table')}
    >
      <thead>
        <tr>
          <th scope="col">{t('export.rule')}</th>
          <th scope="col">{t('export.name')}</th>
          <th scope="col">{t('export.translation')}</th>
          <th scope="col">{t('export.sameRows')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.code}-${i}`} className={`export-${e.status}`}>
            <td className="code-cell">{e.code}</td>
            <td className="code-cell">{e.name}</td>
            <td>
              <strong>{statusText(e.status, t)}</strong>
              {e.status === 'not-expressible' ? `: ${e.reason}` : `: ${e.translation}`}
              {e.status === 'approximate' && e.reason ? ` (${e.reason})` : ''}
            </td>
            <td>{roundTripText(byIndex.get(i), t)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
