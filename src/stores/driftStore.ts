/**
 * Profile drift beside the rule-by-rule Compare: the profiles of the dataset and of the
 * second file, column by column, with what moved flagged. Computed as a task of its own
 * kind (a newer one supersedes it; runs and comparisons never cancel it) whenever the
 * second file or the dataset changes.
 */
import { create } from 'zustand';
import { QueryCancelled } from '../workbench/database';
import { DATASET_TABLE, SECOND_TABLE } from '../workbench/load';
import { PRIORITY } from '../workbench/tasks';
import { useCompareStore } from './compareStore';
import { useDatasetStore } from './datasetStore';
import { profileDrift, profileTable, type ColumnDrift } from './engine';
import { workbench } from './session';

interface DriftState {
  status: 'idle' | 'profiling' | 'done' | 'error';
  columns: ColumnDrift[];
  error: string | null;
  compute(): Promise<void>;
}

export const useDriftStore = create<DriftState>()((set) => ({
  status: 'idle',
  columns: [],
  error: null,

  async compute() {
    const second = useCompareStore.getState().second;
    const first = useDatasetStore.getState().dataset;
    if (!second || !first) {
      set({ status: 'idle', columns: [], error: null });
      return;
    }
    set({ status: 'profiling', error: null });
    try {
      const columns = await workbench.task('drift', PRIORITY.panel, async (queries) =>
        profileDrift(
          await profileTable(queries, DATASET_TABLE, { columns: first.columns }),
          await profileTable(queries, SECOND_TABLE, { columns: second.columns }),
        ),
      );
      if (useCompareStore.getState().second !== second) return;
      set({ status: 'done', columns });
    } catch (e) {
      // Superseded by a newer drift (a newer file): that one says.
      if (e instanceof QueryCancelled) return;
      set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  },
}));

/** The drift follows the second file and the dataset. */
export function startDriftSync(): () => void {
  const offSecond = useCompareStore.subscribe((state, previous) => {
    if (state.second !== previous.second) void useDriftStore.getState().compute();
  });
  const offDataset = useDatasetStore.subscribe((state, previous) => {
    if (state.version !== previous.version && useCompareStore.getState().second)
      void useDriftStore.getState().compute();
  });
  return () => {
    offSecond();
    offDataset();
  };
}
