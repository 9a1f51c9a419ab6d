/**
 * The Profile view: the loaded file's profile (arriving batch by batch on a wide file) and
 * the suggested rules, which are recomputed against the document as it changes, so a rule
 * already added is no longer offered.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import { DATASET_TABLE } from '../workbench/load';
import { PRIORITY } from '../workbench/tasks';
import { useDatasetStore } from './datasetStore';
import {
  addRulesToDocument,
  profileTable,
  suggestRules,
  type ColumnProfile,
  type Suggestion,
} from './engine';
import { useRulesStore } from './rulesStore';
import { useDocumentsStore } from './documentsStore';
import { workbench } from './session';

interface ProfileState {
  status: 'idle' | 'profiling' | 'done' | 'error';
  /** The dataset version the profile belongs to. */
  version: number | null;
  rows: number;
  columns: ColumnProfile[];
  /** Columns in the file (the profile may still be arriving). */
  total: number;
  suggestions: Suggestion[];
  error: string | null;
  /** Why the last "add" could not change the document, in plain words. */
  addError: string | null;
  elapsedMs: number | null;
  /** Profiles the current dataset unless it is already profiled (or `force`). */
  profile(force?: boolean): Promise<void>;
  add(ids: string[]): void;
  addAll(): void;
  /**
   * Adds a new named document (`<file> suggestions`) holding every suggestion and makes it
   * the current one; the document that was open stays in the list, unchanged.
   */
  startDocument(): void;
  /** Profiles the loaded file when it has not been, then does {@link startDocument}. */
  startFromFile(): Promise<void>;
}

let seq = 0;

function suggestionsFor(rows: number, columns: ColumnProfile[]): Suggestion[] {
  return suggestRules(
    { table: DATASET_TABLE, rows, columns },
    { now: new Date(), existing: useRulesStore.getState().parsed },
  );
}

export const useProfileStore = create<ProfileState>()((set, get) => ({
  status: 'idle',
  version: null,
  rows: 0,
  columns: [],
  total: 0,
  suggestions: [],
  error: null,
  addError: null,
  elapsedMs: null,

  async profile(force = false) {
    const { dataset, version } = useDatasetStore.getState();
    if (!dataset) return;
    if (!force && get().version === version && get().status !== 'error') return;
    const mine = ++seq;
    const started = performance.now();
    set({
      status: 'profiling',
      version,
      rows: dataset.rows,
      columns: [],
      total: dataset.columns.length,
      suggestions: [],
      error: null,
      addError: null,
    });
    try {
      // A profile task: a new run does not cancel it; a newer profile does.
      const profile = await workbench.task('profile', PRIORITY.panel, (queries) =>
        profileTable(queries, DATASET_TABLE, {
          columns: dataset.columns,
          onBatch: (batch) => {
            if (mine === seq) set({ columns: [...get().columns, ...batch] });
          },
        }),
      );
      if (mine !== seq) return;
      set({
        status: 'done',
        rows: profile.rows,
        columns: profile.columns,
        suggestions: suggestionsFor(profile.rows, profile.columns),
        elapsedMs: Math.round(performance.now() - started),
      });
    } catch (e) {
      if (mine === seq) set({ status: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  },

  add(ids) {
    const chosen = get().suggestions.filter((s) => ids.includes(s.id));
    if (chosen.length === 0) return;
    const rules = useRulesStore.getState();
    try {
      rules.setText(
        addRulesToDocument(
          rules.text,
          chosen.map((s) => s.rule),
        ),
      );
      set({ addError: null });
    } catch (e) {
      set({ addError: e instanceof Error ? e.message : String(e) });
    }
  },

  addAll() {
    get().add(get().suggestions.map((s) => s.id));
  },

  startDocument() {
    const { rows, columns } = get();
    const all = suggestRules({ table: DATASET_TABLE, rows, columns }, { now: new Date() });
    const text = addRulesToDocument(
      '',
      all.map((s) => s.rule),
    );
    const file = useDatasetStore.getState().dataset?.name ?? '';
    useDocumentsStore
      .getState()
      .createFrom(
        file ? t('profile.suggestionsDocument', { file }) : t('documents.untitled'),
        text,
      );
    set({ addError: null });
  },

  async startFromFile() {
    await get().profile();
    if (get().status === 'done') get().startDocument();
  },
}));

/** Keeps the suggestions in step with the document, and drops a profile of an old file. */
export function startProfileSync(): () => void {
  const offRules = useRulesStore.subscribe((state, previous) => {
    const p = useProfileStore.getState();
    if (state.parsed === previous.parsed || p.status !== 'done') return;
    useProfileStore.setState({ suggestions: suggestionsFor(p.rows, p.columns) });
  });
  const offData = useDatasetStore.subscribe((state, previous) => {
    if (state.version === previous.version) return;
    const p = useProfileStore.getState();
    // A profile on screen follows the new file; one never asked for stays unasked.
    if (p.status !== 'idle') void p.profile(true);
  });
  return () => {
    offRules();
    offData();
  };
}
