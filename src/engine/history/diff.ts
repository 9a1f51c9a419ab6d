/**
 * What changed between two runs, and one rule's trend across runs. Pure: the page's
 * History and Compare views only render these.
 */
import type { HistoryRecord, HistoryRule } from './record';

/** One field of a rule that moved between two runs; `delta` for numbers on both sides. */
export interface FieldChange {
  field: 'must_be' | 'warn' | 'severity' | 'failed_count' | 'metric_value';
  before: string | number | null;
  after: string | number | null;
  delta: number | null;
}

export interface RuleChange {
  code: string;
  before: HistoryRule;
  after: HistoryRule;
  /** Plain-words list (English): "severity pass → fail", "failed rows 3 → 40 (+37)", … */
  changes: string[];
  /** The same changes as data, for a page that words them in its own language. */
  fields: FieldChange[];
}

/** What changed about the runs themselves, as data. */
export type RunChange =
  | { kind: 'file-changed'; name: string; before: number; after: number }
  | { kind: 'other-file'; before: string; after: string }
  | { kind: 'document-changed' }
  | { kind: 'rows-read'; before: number; after: number; delta: number };

export interface RunComparison {
  added: HistoryRule[];
  removed: HistoryRule[];
  changed: RuleChange[];
  unchanged: string[];
  /** Notes (English) about the runs themselves: another file, another document, rows read. */
  notes: string[];
  /** The same notes as data. */
  runChanges: RunChange[];
}

const num = (n: number | null) =>
  n === null ? 'no value' : Number.isInteger(n) ? String(n) : String(Number(n.toFixed(4)));
const signed = (d: number) => `${d > 0 ? '+' : ''}${num(d)}`;

/** Compares a run with an earlier one, rule by rule (by code). */
export function compareRuns(earlier: HistoryRecord, later: HistoryRecord): RunComparison {
  const before = new Map(earlier.rules.map((r) => [r.code, r]));
  const after = new Map(later.rules.map((r) => [r.code, r]));
  const added = later.rules.filter((r) => !before.has(r.code));
  const removed = earlier.rules.filter((r) => !after.has(r.code));
  const changed: RuleChange[] = [];
  const unchanged: string[] = [];
  for (const b of later.rules) {
    const a = before.get(b.code);
    if (!a) continue;
    const changes: string[] = [];
    const fields: FieldChange[] = [];
    if (a.must_be !== b.must_be)
      fields.push({
        field: 'must_be',
        before: a.must_be ?? null,
        after: b.must_be ?? null,
        delta: null,
      });
    if (a.warn !== b.warn)
      fields.push({ field: 'warn', before: a.warn ?? null, after: b.warn ?? null, delta: null });
    if (a.severity !== b.severity)
      fields.push({ field: 'severity', before: a.severity, after: b.severity, delta: null });
    if (a.failed_count !== b.failed_count)
      fields.push({
        field: 'failed_count',
        before: a.failed_count,
        after: b.failed_count,
        delta: b.failed_count - a.failed_count,
      });
    if (a.metric_value !== b.metric_value)
      fields.push({
        field: 'metric_value',
        before: a.metric_value,
        after: b.metric_value,
        delta:
          a.metric_value !== null && b.metric_value !== null
            ? b.metric_value - a.metric_value
            : null,
      });
    if (a.must_be !== b.must_be)
      changes.push(`must_be ${a.must_be ?? 'none'} → ${b.must_be ?? 'none'}`);
    if (a.warn !== b.warn) changes.push(`warn ${a.warn ?? 'none'} → ${b.warn ?? 'none'}`);
    if (a.severity !== b.severity) changes.push(`severity ${a.severity} → ${b.severity}`);
    if (a.failed_count !== b.failed_count)
      changes.push(
        `failed rows ${a.failed_count} → ${b.failed_count} (${signed(b.failed_count - a.failed_count)})`,
      );
    if (a.metric_value !== b.metric_value) {
      const delta =
        a.metric_value !== null && b.metric_value !== null
          ? ` (${signed(b.metric_value - a.metric_value)})`
          : '';
      changes.push(`metric ${num(a.metric_value)} → ${num(b.metric_value)}${delta}`);
    }
    if (changes.length) changed.push({ code: b.code, before: a, after: b, changes, fields });
    else unchanged.push(b.code);
  }
  const notes: string[] = [];
  const runChanges: RunChange[] = [];
  if (earlier.file.fingerprint !== later.file.fingerprint)
    runChanges.push(
      earlier.file.name === later.file.name
        ? {
            kind: 'file-changed',
            name: later.file.name,
            before: earlier.file.size,
            after: later.file.size,
          }
        : { kind: 'other-file', before: earlier.file.name, after: later.file.name },
    );
  if (earlier.document_fingerprint !== later.document_fingerprint)
    runChanges.push({ kind: 'document-changed' });
  if (earlier.rows_read !== later.rows_read)
    runChanges.push({
      kind: 'rows-read',
      before: earlier.rows_read,
      after: later.rows_read,
      delta: later.rows_read - earlier.rows_read,
    });
  if (earlier.file.fingerprint !== later.file.fingerprint)
    notes.push(
      earlier.file.name === later.file.name
        ? `The file ${later.file.name} changed (${earlier.file.size} → ${later.file.size} bytes).`
        : `Another file: ${earlier.file.name} → ${later.file.name}.`,
    );
  if (earlier.document_fingerprint !== later.document_fingerprint)
    notes.push('The rules document changed.');
  if (earlier.rows_read !== later.rows_read)
    notes.push(
      `Rows read ${earlier.rows_read} → ${later.rows_read} (${signed(later.rows_read - earlier.rows_read)}).`,
    );
  return { added, removed, changed, unchanged, notes, runChanges };
}

export interface TrendPoint {
  /** 1-based run number in the history. */
  run: number;
  validated_at: string;
  metric: number | null;
  /** failed / rows read (0 when no rows were read). */
  failureRate: number;
  severity: HistoryRule['severity'];
  must_be?: string;
  warn?: string;
}

/** One rule's metric and failure rate across the runs that had it, oldest first. */
export function trendOf(history: readonly HistoryRecord[], code: string): TrendPoint[] {
  const out: TrendPoint[] = [];
  history.forEach((h, i) => {
    const r = h.rules.find((x) => x.code === code);
    if (!r) return;
    out.push({
      run: i + 1,
      validated_at: h.validated_at,
      metric: r.metric_value,
      failureRate: r.rows_read === 0 ? 0 : r.failed_count / r.rows_read,
      severity: r.severity,
      ...(r.must_be !== undefined ? { must_be: r.must_be } : {}),
      ...(r.warn !== undefined ? { warn: r.warn } : {}),
    });
  });
  return out;
}

/** Every rule code in a history, in order of first appearance. */
export function codesOf(history: readonly HistoryRecord[]): string[] {
  const seen = new Set<string>();
  for (const h of history) for (const r of h.rules) seen.add(r.code);
  return [...seen];
}
