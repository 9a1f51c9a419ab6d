import { formatNumber } from '../compile/outcome';
import { notCheckedText } from '../run/verdict';
import type { RunResult } from '../types';
import { cellText } from './csv';
import { pickFields, RESULT_FIELDS, type ReportOptions } from './report';

/** The page's columns: the report file's, plus each rule's `code` after `rule_type`. */
const HTML_COLUMNS = ['pipeline', ...RESULT_FIELDS] as const;

/** Escapes text for HTML: every value is text, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Where this page differs from the report file (RULES.md §7). */
export const HTML_NOTE =
  'This table adds a code column, which the report file (CSV or JSON) does not carry: the file has exactly the twelve columns of the production report table, so it can be appended to it. The file also writes a rule without a name as an empty check_name, and metric_value as a double (1.0).';

const COLORS = { pass: '#1a7f37', warn: '#b58100', fail: '#cf222e' } as const;

/** A static SVG bar chart of failed rows per rule (no script, opens anywhere). */
export function failedRowsSvg(run: RunResult): string {
  const rows = run.results;
  const max = Math.max(1, ...rows.map((r) => r.failed_count));
  const barH = 18;
  const labelW = 260;
  const chartW = 360;
  const h = rows.length * (barH + 6) + 10;
  const bars = rows
    .map((r, i) => {
      const y = 5 + i * (barH + 6);
      const w = Math.round((r.failed_count / max) * chartW);
      const label = r.code.length > 40 ? `${r.code.slice(0, 39)}…` : r.code;
      return `<text x="${labelW - 6}" y="${y + 13}" text-anchor="end" font-size="12">${escapeHtml(label)}</text><rect x="${labelW}" y="${y}" width="${Math.max(w, 1)}" height="${barH}" fill="${r.error ? '#6e7781' : COLORS[r.severity]}"/><text x="${labelW + Math.max(w, 1) + 4}" y="${y + 13}" font-size="12">${formatNumber(r.failed_count)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Failed rows per rule" width="${labelW + chartW + 60}" height="${h}" font-family="system-ui, sans-serif">${bars}</svg>`;
}

/** The source as `<meta>` elements, for a tool that reads the page's head. */
function sourceMeta(source: ReportOptions['source']): string {
  if (!source) return '';
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeHtml(content)}">`;
  return `${meta('dqw:source-file', source.file)}${meta('dqw:source-fingerprint', source.fingerprint ?? 'unknown')}`;
}

/** A self-contained HTML report: summary, per-rule table and a chart as static SVG. */
export function reportHtml(run: RunResult, options: ReportOptions = {}): string {
  const count = (s: string) => run.results.filter((r) => r.severity === s && !r.notPortable).length;
  const unchecked = run.results.filter((r) => r.notPortable).length;
  const verdict = [
    run.halted
      ? `A rule could not run: in production that is an exception that stops the pipeline before writing anything (no report, no quarantine, no output), whatever on_failure says (here ${run.on_failure}).`
      : run.aborted
        ? 'Under on_failure: fail a pipeline would stop before writing anything (no report, no quarantine, no output).'
        : run.on_failure === 'fail'
          ? `No rule failed${unchecked ? ' here' : ''}: a pipeline would continue and write its outputs${unchecked ? ' if the rules not checked here pass there' : ''}.`
          : `Under on_failure: ${run.on_failure} a pipeline continues and writes report and quarantine.`,
    notCheckedText(run.results),
  ]
    .filter((s) => s !== null)
    .join(' ');
  // The rows and the header carry the run's one time (see `reportRows`).
  const rows = run.results.map((r) => ({
    pipeline: run.pipeline,
    ...pickFields(r, RESULT_FIELDS),
    validated_at: run.validated_at,
  }));
  const { source } = options;
  const sourceLine = source
    ? `<p class="source">File <strong>${escapeHtml(source.file)}</strong> · fingerprint <code>${escapeHtml(source.fingerprint ?? 'unknown')}</code></p>\n`
    : '';
  const head = HTML_COLUMNS.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr class="${escapeHtml(String(row.severity))}">${HTML_COLUMNS.map((c) => `<td>${escapeHtml(cellText(row[c]))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const title = `Data-quality report${run.pipeline ? ` — ${run.pipeline}` : ''}${source ? ` — ${source.file}` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">${sourceMeta(source)}<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;font-size:13px}th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}tr.fail td:nth-child(7){color:${COLORS.fail};font-weight:600}tr.warn td:nth-child(7){color:${COLORS.warn};font-weight:600}
tr.pass td:nth-child(7){color:${COLORS.pass}}.summary span{margin-right:1.5rem}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
${sourceLine}${options.note ? `<p class="sample"><strong>${escapeHtml(options.note)}</strong></p>\n` : ''}<p class="summary"><span>${count('pass')} passed</span><span>${count('warn')} warned</span><span>${count('fail')} failed</span>${unchecked ? `<span>${unchecked} not checked here</span>` : ''}<span>${formatNumber(run.rows_read)} rows read</span><span>validated at ${escapeHtml(run.validated_at)}</span></p>
<p>${escapeHtml(verdict)}</p>
<h2>Failed rows per rule</h2>
${failedRowsSvg(run)}
<h2>Rules</h2>
<p>${escapeHtml(HTML_NOTE)}</p>
<table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>
</body></html>
`;
}
