/**
 * The SQL scratchpad: a Spark SQL query tried over the loaded file, read as
 * `_validation_df` as a `sql` rule reads it, then added to the document as a rule. Its text
 * is kept for the session (sessionStorage), so switching views or reloading keeps it.
 */
import { create } from 'zustand';
import type { Said } from '../engine/said';
import { DATASET_TABLE } from '../workbench/load';
import { QueryCancelled } from '../workbench/database';
import { PRIORITY } from '../workbench/tasks';
import {
  addRulesToDocument,
  runScratch,
  scratchRule,
  type ScratchResult,
  type ScratchRuleKind,
} from './engine';
import { useDatasetStore } from './datasetStore';
import { useRulesStore } from './rulesStore';
import { workbench } from './session';

export { SCRATCH_ROWS } from './engine';

const KEY = 'dqw.scratch.v1';
const START = 'SELECT *\nFROM _validation_df\nLIMIT 20';

function keptText(): string {
  try {
    return sessionStorage.getItem(KEY) ?? START;
  } catch {
    return START;
  }
}

interface ScratchState {
  text: string;
  status: 'idle' | 'running' | 'done' | 'error';
  outcome: ScratchResult | null;
  error: string | null;
  /** The error as a key and values, worded in the page's language. */
  errorSaid: Said | null;
  /** Whether the error is only the workbench's (production runs the query). */
  notPortable: boolean;
  /** The kind of rule last added, to say so. */
  added: ScratchRuleKind | null;
  setText(text: string): void;
  run(): Promise<void>;
  addRule(kind: ScratchRuleKind): void;
}

let seq = 0;

export const useScratchStore = create<ScratchState>()((set, get) => ({
  text: keptText(),
  status: 'idle',
  outcome: null,
  error: null,
  errorSaid: null,
  notPortable: false,
  added: null,

  setText(text) {
    set({ text, added: null });
    try {
      sessionStorage.setItem(KEY, text);
    } catch {
      // A browser that keeps nothing still runs the query; the text stays on the page.
    }
  },

  async run() {
    if (!useDatasetStore.getState().dataset) return;
    const mine = ++seq;
    const text = get().text;
    set({ status: 'running', error: null, errorSaid: null, notPortable: false, added: null });
    try {
      const r = await workbench.task('scratch', PRIORITY.panel, (queries) =>
        runScratch(queries, text, DATASET_TABLE, new Date()),
      );
      if (mine !== seq) return;
      if ('error' in r)
        set({
          status: 'error',
          outcome: null,
          error: r.error,
          errorSaid: r.said ?? null,
          notPortable: r.notPortable === true,
        });
      else set({ status: 'done', outcome: r });
    } catch (e) {
      if (e instanceof QueryCancelled || mine !== seq) return;
      set({ status: 'error', outcome: null, error: e instanceof Error ? e.message : String(e) });
    }
  },

  addRule(kind) {
    const rules = useRulesStore.getState();
    try {
      rules.setText(addRulesToDocument(rules.text, [scratchRule(get().text, kind)]));
      set({ added: kind });
    } catch (e) {
      set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  },
}));
