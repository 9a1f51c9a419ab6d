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

/** A rule's fields that moved between two runs, in the order the lines name them. */
function fieldChanges(a: HistoryRule, b: HistoryRule): FieldChange[] {
  const fields: FieldChange[] = [];
  const moved = (
    field: FieldChange['field'],
    before: FieldChange['before'],
    after: FieldChange['after'],
  ) => {
    if (before === after) return;
    const delta = typeof before === 'number' && typeof after === 'number' ? after - before : null;
    fields.push({ field, before, after, delta });
  };
  moved('must_be', a.must_be ?? null, b.must_be ?? null);
  moved('warn', a.warn ?? null, b.warn ?? null);
  moved('severity', a.severity, b.severity);
  moved('failed_count', a.failed_count, b.failed_count);
  moved('metric_value', a.metric_value, b.metric_value);
  return fields;
}

/** A field change in English: "severity pass → fail", "failed rows 3 → 40 (+37)". */
function fieldLine({ field, before, after, delta }: FieldChange): string {
  const shift = delta === null ? '' : ` (${signed(delta)})`;
  switch (field) {
    case 'must_be':
    case 'warn':
      return `${field} ${before ?? 'none'} → ${after ?? 'none'}`;
    case 'severity':
      return `severity ${before} → ${after}`;
    case 'failed_count':
      return `failed rows ${before} → ${after}${shift}`;
    case 'metric_value':
      return `metric ${num(before as number | null)} → ${num(after as number | null)}${shift}`;
  }
}

/** A change of the runs themselves in English. */
function runChangeLine(c: RunChange): string {
  switch (c.kind) {
    case 'file-changed':
      return `The file ${c.name} changed (${c.before} → ${c.after} bytes).`;
    case 'other-file':
      return `Another file: ${c.before} → ${c.after}.`;
    case 'document-changed':
      return 'The rules document changed.';
    case 'rows-read':
      return `Rows read ${c.before} → ${c.after} (${signed(c.delta)}).`;
  }
}

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
    const fields = fieldChanges(a, b);
    if (fields.length)
      changed.push({ code: b.code, before: a, after: b, changes: fields.map(fieldLine), fields });
    else unchanged.push(b.code);
  }
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
  return { added, removed, changed, unchanged, notes: runChanges.map(runChangeLine), runChanges };
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
