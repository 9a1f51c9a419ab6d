/**
 * The dataset: what is loaded, what is loading (with progress and cancel), what went
 * wrong with the last file, and the CSV choices the user can override.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import { QueryCancelled } from '../worker/duckdb/runner';
import { stopParquetWorker } from '../worker/parquet/client';
import { explainLoadError } from './dataset/explain';
import {
  loadIntoDatabase,
  type LoadChoices,
  type LoadedDataset,
  type LoadPhase,
} from './dataset/load';
import {
  readLastDatasetInfo,
  rememberDataset,
  restoreDataset,
  type LastDatasetInfo,
} from './persist/lastDataset';
import { getDatabase, onDatabaseCrash } from './session';

/** Where a dataset came from: the bundled sample, the user's drop, or the kept copy. */
export type DatasetSource = 'sample' | 'file' | 'restored';

/** A load in progress. `percent` is null while DuckDB has not reported progress. */
export interface LoadingState {
  name: string;
  size: number;
  phase: LoadPhase;
  percent: number | null;
}

interface DatasetState {
  dataset: (LoadedDataset & { source: DatasetSource }) | null;
  loading: LoadingState | null;
  /** The last load's refusal, in plain words; the previous dataset stays loaded. */
  error: string | null;
  /** A notice that is not an error (worker restarted, load cancelled…). */
  notice: string | null;
  choices: LoadChoices;
  /** The remembered last dataset, offered back on open. */
  lastDataset: LastDatasetInfo | null;
  /** Increments after every successful load; the run store re-runs on it. */
  version: number;
  loadFile(file: File, source?: DatasetSource): Promise<boolean>;
  loadSample(): Promise<boolean>;
  restoreLast(): Promise<void>;
  dismissLast(): void;
  cancelLoad(): Promise<void>;
  setChoices(choices: Partial<LoadChoices>): Promise<void>;
  dismissMessages(): void;
}

/** Bundled sample served by the app itself. */
export const SAMPLE_DATA_URL = './samples/customers.csv';

const DEFAULT_CHOICES: LoadChoices = { header: 'auto', delimiter: 'auto', types: 'detect' };

/** The File behind the current dataset, kept to reload it after a worker crash. */
let currentFile: File | null = null;
let loadSeq = 0;
/** Loads run one at a time: they share the staging table. */
let loadChain: Promise<void> = Promise.resolve();

/** Zustand store of the dataset panel. */
export const useDatasetStore = create<DatasetState>()((set, get) => ({
  dataset: null,
  loading: null,
  error: null,
  notice: null,
  choices: DEFAULT_CHOICES,
  lastDataset: readLastDatasetInfo(),
  version: 0,

  async loadFile(file, source = 'file') {
    const seq = ++loadSeq;
    const superseded = get().loading !== null;
    set({
      loading: { name: file.name, size: file.size, phase: 'checking', percent: null },
      notice: null,
    });
    const previous = loadChain;
    let release = () => {};
    loadChain = new Promise<void>((resolve) => (release = resolve));
    let unsubscribe = () => {};
    try {
      const db = await getDatabase();
      // A newer file wins: stop the load in flight, then wait for it to clean up.
      if (superseded) {
        stopParquetWorker();
        await db.runner.cancel();
      }
      await previous;
      if (seq !== loadSeq) return false;
      unsubscribe = db.onProgress((percent) => {
        const loading = get().loading;
        if (seq === loadSeq && loading) set({ loading: { ...loading, percent } });
      });
      const loaded = await loadIntoDatabase(db, file, get().choices, (phase) => {
        const loading = get().loading;
        if (seq === loadSeq && loading) set({ loading: { ...loading, phase } });
      });
      if (seq !== loadSeq) return false;
      currentFile = file;
      set({
        dataset: { ...loaded, source },
        loading: null,
        error: null,
        version: get().version + 1,
      });
      if (source === 'file') {
        void rememberDataset(file).then(() => set({ lastDataset: null }));
      }
      return true;
    } catch (error) {
      if (seq !== loadSeq) return false;
      if (error instanceof QueryCancelled) {
        set({
          loading: null,
          notice: `Loading “${file.name}” was cancelled. The previous dataset is still loaded.`,
        });
      } else {
        set({ loading: null, error: explainLoadError(file.name, error) });
      }
      return false;
    } finally {
      unsubscribe();
      release();
    }
  },

  async loadSample() {
    try {
      const response = await fetch(SAMPLE_DATA_URL);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      return get().loadFile(new File([blob], 'customers.csv', { type: 'text/csv' }), 'sample');
    } catch (error) {
      set({ error: t('load.sampleFailed', { error: String(error) }) });
      return false;
    }
  },

  async restoreLast() {
    const info = get().lastDataset;
    const file = await restoreDataset();
    if (!file) {
      set({
        lastDataset: null,
        notice: info ? t('load.noCopy', { name: info.name }) : t('load.noCopyUnnamed'),
      });
      return;
    }
    set({ lastDataset: null });
    await get().loadFile(file, 'restored');
  },

  dismissLast() {
    set({ lastDataset: null });
  },

  async cancelLoad() {
    loadSeq += 1;
    const loading = get().loading;
    stopParquetWorker();
    const db = await getDatabase();
    await db.runner.cancel();
    set({
      loading: null,
      notice: loading ? t('load.cancelled', { name: loading.name }) : null,
    });
  },

  async setChoices(choices) {
    set({ choices: { ...get().choices, ...choices } });
    const dataset = get().dataset;
    if (currentFile && dataset?.kind === 'csv') await get().loadFile(currentFile, dataset.source);
  },

  dismissMessages() {
    set({ error: null, notice: null });
  },
}));

// A crashed worker loses its tables: start a new one and load the same file again.
onDatabaseCrash((reason) => {
  const { dataset, loadFile } = useDatasetStore.getState();
  if (currentFile && dataset) void loadFile(currentFile, dataset.source);
  useDatasetStore.setState({
    notice: t('load.workerRestarted', { reason }),
  });
});
