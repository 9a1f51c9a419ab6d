/**
 * Runs the rules against the dataset: on demand (Ctrl/Cmd+Enter, the Run button), shortly
 * after a valid edit, and after every dataset load. A run requested while one is going is
 * queued, so the page always ends on the latest text.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import type { RunResult } from '../engine/types';
import { DATASET_TABLE } from './dataset/load';
import { useDatasetStore } from './datasetStore';
import { runValidation } from './engine';
import { documentToRun, mergeRun, planRun, type RunCache } from './incrementalRun';
import { useQuarantineStore } from './quarantineStore';
import { useRulesStore } from './rulesStore';
import { getDatabase } from './session';

/** Delay between the last keystroke and the automatic run. */
export const AUTO_RUN_DELAY_MS = 300;

interface RunState {
  status: 'idle' | 'running' | 'done' | 'error';
  result: RunResult | null;
  /** The text the result was computed from (to tell when results are stale). */
  resultText: string | null;
  /** Codes being computed right now. */
  runningCodes: string[];
  error: string | null;
  /** Milliseconds the last run took. */
  elapsedMs: number | null;
  run(): Promise<void>;
}

let inFlight: Promise<void> | null = null;
/** Results of the last run by rule fingerprint: unchanged rules are not recomputed. */
let cache: RunCache | null = null;
let rerun = false;

async function runOnce(set: (partial: Partial<RunState>) => void): Promise<void> {
  const { parsed, text } = useRulesStore.getState();
  const { dataset } = useDatasetStore.getState();
  if (!dataset) return;
  if (!parsed.ok) {
    set({ status: 'error', error: t('rules.fixErrors') });
    return;
  }
  set({ status: 'running', runningCodes: [], error: null });
  const running = new Set<string>();
  const started = performance.now();
  try {
    const db = await getDatabase();
    // Only rules whose expanded definition changed since the last run on this dataset run.
    const datasetKey = useDatasetStore.getState().version;
    const plan = planRun(parsed, cache, datasetKey);
    const now = new Date();
    const fresh =
      plan.toRun.length > 0
        ? await runValidation(db.runner, documentToRun(parsed, plan), {
            table: DATASET_TABLE,
            now,
            onProgress: ({ phase, codes }) => {
              for (const code of codes) {
                if (phase === 'start') running.add(code);
                else running.delete(code);
              }
              set({ runningCodes: [...running] });
            },
          })
        : null;
    const merged = mergeRun(parsed, plan, fresh, cache, datasetKey, now);
    cache = merged.cache;
    const result = merged.result;
    set({
      status: 'done',
      result,
      resultText: text,
      runningCodes: [],
      elapsedMs: Math.round(performance.now() - started),
    });
    await useQuarantineStore.getState().refresh(parsed, dataset.columns, result);
  } catch (error) {
    set({
      status: 'error',
      runningCodes: [],
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Zustand store of the latest run. */
export const useRunStore = create<RunState>()((set) => ({
  status: 'idle',
  result: null,
  resultText: null,
  runningCodes: [],
  error: null,
  elapsedMs: null,

  async run() {
    if (inFlight) {
      rerun = true;
      return inFlight;
    }
    inFlight = (async () => {
      do {
        rerun = false;
        await runOnce(set);
      } while (rerun);
    })();
    try {
      await inFlight;
    } finally {
      inFlight = null;
    }
  },
}));

let timer: ReturnType<typeof setTimeout> | undefined;

/** Re-runs after a valid edit (debounced) and after each dataset load (at once). */
export function startAutoRun(): () => void {
  const offRules = useRulesStore.subscribe((state, previous) => {
    if (state.text === previous.text || !state.ready) return;
    clearTimeout(timer);
    if (state.parsed.ok)
      timer = setTimeout(() => void useRunStore.getState().run(), AUTO_RUN_DELAY_MS);
  });
  const offData = useDatasetStore.subscribe((state, previous) => {
    if (state.version !== previous.version) void useRunStore.getState().run();
  });
  return () => {
    offRules();
    offData();
    clearTimeout(timer);
  };
}
