/** Per rule: what the export made of it, or why it could not, and the round trip's verdict. */
import type { ExportEntry, RoundTripRow } from '../../stores/engine';
import { formatCount } from '../format';

const STATUS: Record<ExportEntry['status'], string> = {
  exact: 'exact',
  approximate: 'approximate',
  'not-expressible': 'not expressible',
};

function roundTripText(r: RoundTripRow | undefined): string {
  if (!r) return '—';
  if (r.status === 'same') return `same ${formatCount(r.engineRows)} rows`;
  if (r.status === 'different')
    return `differs: ${formatCount(r.onlyEngine)} only in the rule, ${formatCount(r.onlyExport)} only in the export (first at row ${formatCount((r.firstDifference ?? 0) + 1)})`;
  if (r.status === 'error') return `could not run: ${r.reason ?? ''}`;
  return r.reason ?? '—';
}

export function ExportRuleTable({
  entries,
  roundTrip,
}: {
  entries: ExportEntry[];
  roundTrip: RoundTripRow[];
}) {
  const byIndex = new Map(roundTrip.map((r) => [r.index, r]));
  return (
    <table
      className="data-table export-rules"
      data-testid="export-rules"
      aria-label="Each rule in the export"
    >
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">Name</th>
          <th scope="col">Translation</th>
          <th scope="col">Same rows?</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.code}-${i}`} className={`export-${e.status}`}>
            <td className="code-cell">{e.code}</td>
            <td className="code-cell">{e.name}</td>
            <td>
              <strong>{STATUS[e.status]}</strong>
              {e.status === 'not-expressible' ? `: ${e.reason}` : `: ${e.translation}`}
              {e.status === 'approximate' && e.reason ? ` (${e.reason})` : ''}
            </td>
            <td>{roundTripText(byIndex.get(i))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
