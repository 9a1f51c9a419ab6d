/**
 * The Export panel's state (docs/exports.md): the chosen target, the artifact for the current
 * rules and loaded columns, and the round trip of its row predicates on the loaded data.
 * Components render this; the work is in `src/workbench/export.ts`.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import {
  buildExport,
  checkExport,
  NO_ROUND_TRIP,
  PREDICATE_TARGETS,
  roundTripStart,
  type RoundTripState,
} from '../workbench/export';
import { QueryCancelled } from '../workbench/database';
import { PRIORITY } from '../workbench/tasks';
import { useDatasetStore } from './datasetStore';
import { EXPORT_TARGETS, TARGET_INFO, type ExportArtifact, type ExportTarget } from './engine';
import { highlight, type Token } from './export/highlight';
import { useRulesStore } from './rulesStore';
import { workbench } from './session';

export const EXPORT_TARGET_OPTIONS = EXPORT_TARGETS.map((id) => ({
  id,
  label: `${TARGET_INFO[id].title} — ${TARGET_INFO[id].version}`,
}));

export type { RoundTripState };

interface ExportState {
  target: ExportTarget;
  artifact: ExportArtifact | null;
  tokens: Token[];
  error: string | null;
  roundTrip: RoundTripState;
  copied: boolean;
  setTarget(target: ExportTarget): void;
  refresh(): void;
  copy(): Promise<void>;
  download(): void;
}

let generation = 0;

async function verify(art: ExportArtifact, text: string, set: (p: Partial<ExportState>) => void) {
  const dataset = useDatasetStore.getState().dataset;
  const mine = ++generation;
  set({ roundTrip: roundTripStart(art, dataset !== null) });
  if (!dataset || !PREDICATE_TARGETS.includes(art.target)) return;
  // An export task: a new run does not cancel it; a newer round trip does (and says).
  const roundTrip = await workbench
    .task('export', PRIORITY.panel, (queries) => checkExport(queries, art, text, dataset))
    .catch((e: unknown) => {
      if (e instanceof QueryCancelled) return null;
      throw e;
    });
  if (roundTrip && mine === generation) set({ roundTrip });
}

export const useExportStore = create<ExportState>((set, get) => ({
  target: 'spark-sql',
  artifact: null,
  tokens: [],
  error: null,
  roundTrip: NO_ROUND_TRIP,
  copied: false,
  setTarget(target) {
    set({ target, copied: false });
    get().refresh();
  },
  refresh() {
    const built = buildExport(
      useRulesStore.getState(),
      useDatasetStore.getState().dataset,
      get().target,
    );
    if ('error' in built) {
      set({ artifact: null, tokens: [], error: built.error ?? t('export.fixErrors') });
      return;
    }
    const { artifact } = built;
    set({
      artifact,
      tokens: highlight(artifact.text, artifact.language),
      error: null,
      copied: false,
    });
    void verify(artifact, useRulesStore.getState().text, set);
  },
  async copy() {
    const art = get().artifact;
    if (!art) return;
    await navigator.clipboard.writeText(art.text);
    set({ copied: true });
  },
  download() {
    const art = get().artifact;
    if (!art) return;
    const url = URL.createObjectURL(new Blob([art.text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = art.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
}));

/** Keeps the export current: on a rules edit or a dataset load, once the panel is open. */
let watching = false;
export function watchExport(): void {
  if (watching) return;
  watching = true;
  useRulesStore.subscribe((s, prev) => {
    if (s.text !== prev.text) useExportStore.getState().refresh();
  });
  useDatasetStore.subscribe((s, prev) => {
    if (s.dataset !== prev.dataset) useExportStore.getState().refresh();
  });
  useExportStore.getState().refresh();
}
