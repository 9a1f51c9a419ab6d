/**
 * Two files side by side: a second file (next month's batch) is loaded beside the dataset
 * and the same rules run on both. Per rule, the metric and failed rows on each and the
 * difference. The second run follows every run of the first.
 */
import { create } from 'zustand';
import type { ColumnInfo, RunResult } from '../engine/types';
import { currentLanguage, t } from '../i18n';
import { explainLoadError } from '../workbench/explain';
import { QueryCancelled } from '../workbench/database';
import { SECOND_TABLE } from '../workbench/load';
import { PRIORITY } from '../workbench/tasks';
import { runValidation, sideBySide, sqlIdent, type SideBySideRow } from './engine';
import { useRulesStore } from './rulesStore';
import { useRunStore } from './runStore';
import { workbench } from './session';

interface CompareState {
  /** The second file, with its columns as its load named them (Spark's types). */
  second: { name: string; size: number; rows: number; columns: ColumnInfo[] } | null;
  status: 'idle' | 'loading' | 'running' | 'done' | 'error';
  rows: SideBySideRow[];
  error: string | null;
  loadSecond(file: File): Promise<void>;
  /** Runs the current rules on the second file and lines the results up with the first's. */
  refresh(): Promise<void>;
  clearSecond(): Promise<void>;
}

let secondRun: RunResult | null = null;

export const useCompareStore = create<CompareState>()((set, get) => ({
  second: null,
  status: 'idle',
  rows: [],
  error: null,

  async loadSecond(file) {
    set({ status: 'loading', error: null });
    try {
      const loaded = await workbench.loadSecond(file);
      set({
        second: {
          name: loaded.name,
          size: loaded.size,
          rows: loaded.rows,
          columns: loaded.columns,
        },
      });
      await get().refresh();
    } catch (e) {
      // Superseded by a newer second file (or cleared): that one says.
      if (e instanceof QueryCancelled) return;
      set({ status: 'error', error: explainLoadError(file.name, e, t, currentLanguage()) });
    }
  },

  async refresh() {
    const first = useRunStore.getState().result;
    const { parsed } = useRulesStore.getState();
    const second = get().second;
    if (!second || !parsed.ok) return;
    set({ status: 'running', error: null });
    try {
      // A compare task: a new run does not cancel it; a newer refresh does.
      const run = await workbench.task('compare', PRIORITY.panel, (queries) =>
        runValidation(queries, parsed, {
          table: SECOND_TABLE,
          now: new Date(),
          columns: second.columns,
          spark: workbench.sparkLine(),
        }),
      );
      if (get().second !== second) return;
      secondRun = run;
      set({
        status: 'done',
        rows: first ? sideBySide(first, secondRun) : [],
      });
    } catch (e) {
      // Superseded by a newer refresh (or the second file cleared): that one says.
      if (e instanceof QueryCancelled) return;
      set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  },

  async clearSecond() {
    secondRun = null;
    set({ second: null, rows: [], status: 'idle', error: null });
    await workbench
      .task('compare', PRIORITY.panel, (queries) =>
        queries.query(`DROP TABLE IF EXISTS ${sqlIdent(SECOND_TABLE)}`),
      )
      .catch(() => undefined);
  },
}));

/** A crashed worker lost the second file's table. */
function lost(): void {
  if (!useCompareStore.getState().second) return;
  secondRun = null;
  useCompareStore.setState({
    second: null,
    rows: [],
    status: 'error',
    error:
      'The database worker restarted, so the second file was unloaded. Open it again to compare.',
  });
}

/** The second file follows every run of the first. */
export function startCompareSync(): () => void {
  const offCrash = workbench.onCrash(() => lost());
  const offRun = useRunStore.subscribe((state, previous) => {
    if (
      state.result !== previous.result &&
      state.status === 'done' &&
      useCompareStore.getState().second
    )
      void useCompareStore.getState().refresh();
  });
  return () => {
    offCrash();
    offRun();
  };
}
