/**
 * One history record per run: what every rule measured, with the file and the document
 * it ran on. The page keeps them in the browser; `dqw validate --history` appends them to
 * a JSON Lines file. Both write this exact shape.
 */
import type { RunResult, Severity } from '../types';

export const HISTORY_VERSION = 1;

export interface HistoryRule {
  code: string;
  rule_type: string;
  severity: Severity;
  metric_value: number | null;
  failed_count: number;
  rows_read: number;
  must_be?: string;
  warn?: string;
}

export interface HistoryFile {
  name: string;
  size: number;
  fingerprint: string;
}

export interface HistoryRecord {
  version: typeof HISTORY_VERSION;
  /** Unique per run: the run clock plus the two fingerprints. */
  id: string;
  validated_at: string;
  /** Where the run happened (`page` or `cli`). */
  source: 'page' | 'cli';
  pipeline: string | null;
  file: HistoryFile;
  document_fingerprint: string;
  rows_read: number;
  rules: HistoryRule[];
}

/** The record of a run. */
export function historyRecord(
  run: RunResult,
  file: HistoryFile,
  documentFingerprint: string,
  source: 'page' | 'cli',
): HistoryRecord {
  return {
    version: HISTORY_VERSION,
    id: `${run.validated_at}/${file.fingerprint}/${documentFingerprint}`,
    validated_at: run.validated_at,
    source,
    pipeline: run.pipeline,
    file,
    document_fingerprint: documentFingerprint,
    rows_read: run.rows_read,
    rules: run.results.map((r) => ({
      code: r.code,
      rule_type: r.rule_type,
      severity: r.severity,
      metric_value: r.metric_value,
      failed_count: r.failed_count,
      rows_read: r.rows_read,
      ...(r.must_be !== undefined ? { must_be: r.must_be } : {}),
      ...(r.warn !== undefined ? { warn: r.warn } : {}),
    })),
  };
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Why a value is not a history record, or null when it is one. */
export function recordProblem(v: unknown): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.version !== HISTORY_VERSION) return `version is ${JSON.stringify(v.version)}, expected 1`;
  for (const k of ['id', 'validated_at', 'document_fingerprint'] as const)
    if (typeof v[k] !== 'string') return `"${k}" is not a string`;
  if (typeof v.rows_read !== 'number') return '"rows_read" is not a number';
  const f = v.file;
  if (!isObj(f) || typeof f.name !== 'string' || typeof f.size !== 'number')
    return '"file" needs a name and a size';
  if (!Array.isArray(v.rules)) return '"rules" is not a list';
  for (const [i, r] of v.rules.entries()) {
    if (!isObj(r) || typeof r.code !== 'string' || typeof r.failed_count !== 'number')
      return `rules[${i}] needs a code and a failed_count`;
    if (!['pass', 'warn', 'fail'].includes(String(r.severity)))
      return `rules[${i}].severity is not pass, warn or fail`;
  }
  return null;
}

/**
 * Reads exported history: a JSON array of records, or JSON Lines (what the CLI writes).
 * Entries that are not records are named and left out; the rest are kept.
 */
export function parseHistory(text: string): { records: HistoryRecord[]; problems: string[] } {
  const trimmed = text.trim();
  let items: { where: string; value: unknown }[] = [];
  const problems: string[] = [];
  if (trimmed === '') return { records: [], problems };
  if (trimmed.startsWith('[')) {
    try {
      items = (JSON.parse(trimmed) as unknown[]).map((value, i) => ({ where: `[${i}]`, value }));
    } catch (e) {
      return { records: [], problems: [`not valid JSON: ${(e as Error).message}`] };
    }
  } else {
    trimmed.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        items.push({ where: `line ${i + 1}`, value: JSON.parse(line) });
      } catch {
        problems.push(`line ${i + 1}: not valid JSON`);
      }
    });
  }
  const records: HistoryRecord[] = [];
  for (const { where, value } of items) {
    const p = recordProblem(value);
    if (p) problems.push(`${where}: ${p}`);
    else records.push(value as HistoryRecord);
  }
  return { records, problems };
}

/** Adds records to a history, skipping ids already there, oldest first. */
export function mergeHistory(
  history: readonly HistoryRecord[],
  added: readonly HistoryRecord[],
): HistoryRecord[] {
  const seen = new Set(history.map((r) => r.id));
  const out = [...history];
  for (const r of added) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    out.push(r);
  }
  return out.sort((a, b) =>
    a.validated_at < b.validated_at ? -1 : a.validated_at > b.validated_at ? 1 : 0,
  );
}
