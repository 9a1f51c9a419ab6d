/**
 * The readable (non `--json`) output of `dqw validate`: one line per rule, then a summary.
 * Plain text, no colours, so it reads the same in a terminal, a log or a CI job.
 */
import { documentShapeText, type DocumentShape, type RunResult } from '../engine/index.ts';
import { counted } from './words.ts';

const MAX_CELL = 60;

const clip = (text: string, width = MAX_CELL): string =>
  text.length <= width ? text : `${text.slice(0, width - 1)}…`;

/** Columns of text, left-aligned, padded to the widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const metric = (v: number | null): string =>
  v === null ? '' : String(Number.isInteger(v) ? v : Number(v.toPrecision(6)));

/** Past this many characters a message is cut in the table and written in full below it. */
const MESSAGE_WIDTH = 80;

/**
 * The run as a table plus a summary line, under the document shape that was read. A
 * message too long for the table (an error and what to do about it) follows it in full.
 */
export function formatRun(run: RunResult, shape: DocumentShape | null): string {
  const messages = run.results.map((r) =>
    r.notPortable ? r.error! : r.error ? `ERROR: ${r.error}` : r.message,
  );
  const rows = run.results.map((r, i) => [
    String(i + 1),
    // Not portable: production runs it and its verdict is unknown, so no severity is shown.
    r.notPortable ? 'NOT CHECKED' : r.severity.toUpperCase(),
    clip(r.code),
    String(r.failed_count),
    metric(r.metric_value),
    clip(messages[i], MESSAGE_WIDTH),
  ]);
  const long = messages
    .map((m, i) => (m.length > MESSAGE_WIDTH ? `${i + 1}  ${run.results[i].code}: ${m}` : null))
    .filter((line): line is string => line !== null);
  const count = (s: string) => run.results.filter((r) => r.severity === s && !r.notPortable).length;
  const unchecked = run.results.filter((r) => r.notPortable).length;
  const summary =
    `${counted(run.results.length, 'rule')}: ${count('pass')} pass, ${count('warn')} warn, ${count('fail')} fail` +
    (unchecked ? `, ${unchecked} not checked here` : '') +
    ` · ${counted(run.rows_read, 'row')} read · on_failure ${run.on_failure} · validated_at ${run.validated_at}`;
  const read = shape ? documentShapeText(shape) : null;
  const title = [run.pipeline === null ? null : `pipeline ${run.pipeline}`, read]
    .filter((part) => part !== null)
    .join(' · ');
  const table = formatTable(['#', 'severity', 'code', 'failed', 'metric', 'message'], rows);
  const full = long.length ? `\n\nIn full:\n${long.join('\n')}` : '';
  return `${title ? `${title}\n` : ''}${table}${full}\n\n${summary}\n`;
}
