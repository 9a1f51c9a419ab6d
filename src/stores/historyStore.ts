/**
 * Run history in the browser: every run of the page adds a record (per rule: metric,
 * failed count, rows read, severity and thresholds; the file's name, size and content
 * fingerprint; the document's fingerprint). A run of the same file with the same document
 * as the last record replaces it, so re-runs do not drown the trend. Export, import and
 * clear; a full browser store is reported and the records stay in memory for export.
 */
import { create } from 'zustand';
import type { RunResult } from '../engine/types';
import { useDatasetStore } from './datasetStore';
import { save } from './downloads';
import {
  codesOf,
  compareRuns,
  documentFingerprint,
  historyRecord,
  mergeHistory,
  parseHistory,
  trendOf,
  type HistoryRecord,
  type RunComparison,
  type TrendPoint,
} from './engine';
import { fileFingerprint } from './fileFingerprint';
import { loadHistory, saveHistory } from './persist/historyStorage';
import { useRulesStore } from './rulesStore';
import { useRunStore } from './runStore';
import { PRIORITY } from '../workbench/tasks';
import { workbench } from './session';

interface HistoryState {
  records: HistoryRecord[];
  /** The browser refused to keep the latest change (storage full…); null when kept. */
  storageError: string | null;
  /** What the last import left out, in plain words. */
  importProblems: string[];
  record(run: RunResult): Promise<void>;
  importText(text: string): void;
  importFile(file: File): Promise<void>;
  exportText(): string;
  /** Downloads the history as `dq-history.json`. */
  download(): void;
  clear(): void;
}

function persist(records: HistoryRecord[]): string | null {
  const refused = saveHistory(records);
  return refused
    ? `${refused}: the history (${records.length} runs) is kept on this page until it closes, but not saved. Export it, then clear it to make room.`
    : null;
}

const initial = loadHistory();

export const useHistoryStore = create<HistoryState>()((set, get) => ({
  records: initial.records,
  storageError: null,
  importProblems: initial.problems,

  async record(run) {
    const { dataset } = useDatasetStore.getState();
    const file = workbench.currentDatasetFile();
    if (!dataset) return;
    // A history task, after the work the user waits on; no run cancels it. A file that can
    // no longer be read (moved or changed since it was dropped) still gets its run kept,
    // under an unknown fingerprint.
    const fingerprint = file
      ? await workbench
          .task('history', PRIORITY.background, () => fileFingerprint(file))
          .catch(() => 'unknown')
      : 'unknown';
    const doc = documentFingerprint(useRulesStore.getState().parsed);
    const rec = historyRecord(
      run,
      { name: dataset.name, size: dataset.size, fingerprint },
      doc,
      'page',
    );
    const records = [...get().records];
    const last = records[records.length - 1];
    if (last && last.file.fingerprint === fingerprint && last.document_fingerprint === doc)
      records.pop();
    records.push(rec);
    set({ records, storageError: persist(records) });
  },

  importText(text) {
    const { records, problems } = parseHistory(text);
    const merged = mergeHistory(get().records, records);
    set({
      records: merged,
      importProblems:
        records.length === 0 && problems.length === 0 ? ['the file holds no runs'] : problems,
      storageError: persist(merged),
    });
  },

  async importFile(file) {
    try {
      get().importText(await file.text());
    } catch (e) {
      set({ importProblems: [`${file.name} could not be read: ${String(e)}`] });
    }
  },

  exportText() {
    return JSON.stringify(get().records, null, 2);
  },

  download() {
    save({ data: get().exportText(), fileName: 'dq-history.json', type: 'application/json' });
  },

  clear() {
    set({ records: [], importProblems: [], storageError: persist([]) });
  },
}));

/** The trend of one rule code. */
export function trend(records: readonly HistoryRecord[], code: string): TrendPoint[] {
  return trendOf(records, code);
}

/** A comparison of two runs by id (earlier first), or null when either is gone. */
export function comparison(
  records: readonly HistoryRecord[],
  earlierId: string,
  laterId: string,
): RunComparison | null {
  const a = records.find((r) => r.id === earlierId);
  const b = records.find((r) => r.id === laterId);
  return a && b ? compareRuns(a, b) : null;
}

/** Records every finished run of the page. */
export function startHistory(): () => void {
  return useRunStore.subscribe((state, previous) => {
    if (state.result && state.result !== previous.result && state.status === 'done')
      void useHistoryStore.getState().record(state.result);
  });
}

/** Rules per severity in one record. */
export function recordCounts(r: HistoryRecord): { pass: number; warn: number; fail: number } {
  const c = { pass: 0, warn: 0, fail: 0 };
  for (const x of r.rules) c[x.severity] += 1;
  return c;
}

/** Every rule code in the history, in order of first appearance. */
export function ruleCodes(records: readonly HistoryRecord[]): string[] {
  return codesOf(records);
}
