/**
 * The Export panel's state (issue 7): the chosen target, the artifact for the current
 * rules and loaded columns, and the round trip of its row predicates on the loaded data.
 * Components render this; the engine is reached only from here.
 */
import { create } from 'zustand';
import { DATASET_TABLE } from '../workbench/load';
import { useDatasetStore } from './datasetStore';
import {
  EXPORT_TARGETS,
  exportRules,
  parseDocument,
  runRoundTrip,
  TARGET_INFO,
  type ExportArtifact,
  type ExportTarget,
  type RoundTripRow,
} from './engine';
import { t } from '../i18n';
import { highlight, type Token } from './export/highlight';
import { useRulesStore } from './rulesStore';
import { workbench } from './session';

/** The targets whose checks are SQL predicates: their round trip is meaningful. */
const PREDICATE_TARGETS: readonly ExportTarget[] = [
  'spark-sql',
  'lakeflow-sql',
  'lakeflow-python',
  'delta',
  'dqx',
  'soda',
  'gx',
];

export const EXPORT_TARGET_OPTIONS = EXPORT_TARGETS.map((id) => ({
  id,
  label: `${TARGET_INFO[id].title} — ${TARGET_INFO[id].version}`,
}));

export interface RoundTripState {
  /** `idle`: no file loaded; `not-applicable`: the target runs production's own engine. */
  status: 'idle' | 'running' | 'done' | 'not-applicable' | 'error';
  rows: RoundTripRow[];
  /** Rules compared, and those flagging the same rows (when done). */
  total: number;
  same: number;
  error?: string;
}

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
const EMPTY: RoundTripState = { status: 'idle', rows: [], total: 0, same: 0 };

async function verify(art: ExportArtifact, text: string, set: (p: Partial<ExportState>) => void) {
  const dataset = useDatasetStore.getState().dataset;
  const mine = ++generation;
  if (!dataset) {
    set({ roundTrip: { ...EMPTY, status: 'idle' } });
    return;
  }
  if (!PREDICATE_TARGETS.includes(art.target)) {
    set({ roundTrip: { ...EMPTY, status: 'not-applicable' } });
    return;
  }
  set({ roundTrip: { ...EMPTY, status: 'running' } });
  try {
    const db = await workbench.database();
    const rows = await runRoundTrip(
      db,
      art,
      parseDocument(text),
      dataset.columns,
      DATASET_TABLE,
      new Date(),
    );
    if (mine !== generation) return;
    const checked = rows.filter((r) => r.status !== 'skipped');
    set({
      roundTrip: {
        status: 'done',
        rows,
        total: checked.length,
        same: checked.filter((r) => r.status === 'same').length,
      },
    });
  } catch (e) {
    if (mine !== generation) return;
    const error = e instanceof Error ? e.message : String(e);
    set({ roundTrip: { ...EMPTY, status: 'error', error } });
  }
}

export const useExportStore = create<ExportState>((set, get) => ({
  target: 'spark-sql',
  artifact: null,
  tokens: [],
  error: null,
  roundTrip: EMPTY,
  copied: false,
  setTarget(target) {
    set({ target, copied: false });
    get().refresh();
  },
  refresh() {
    const { text, parsed } = useRulesStore.getState();
    if (!parsed.ok) {
      set({
        artifact: null,
        tokens: [],
        error: t('export.fixErrors'),
      });
      return;
    }
    try {
      const dataset = useDatasetStore.getState().dataset;
      const artifact = exportRules(text, get().target, {
        columns: dataset?.columns,
        dataWarnings: dataset?.warnings,
      });
      set({
        artifact,
        tokens: highlight(artifact.text, artifact.language),
        error: null,
        copied: false,
      });
      void verify(artifact, text, set);
    } catch (e) {
      set({ artifact: null, tokens: [], error: e instanceof Error ? e.message : String(e) });
    }
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
