/**
 * First open: read the autosaved rules (or the sample), start the automatic runs, and
 * load the bundled sample dataset — so results show without a click.
 */
import { startCompareSync } from './compareStore';
import { useDatasetStore } from './datasetStore';
import { startHistory } from './historyStore';
import { startProfileSync } from './profileStore';
import { useRulesStore } from './rulesStore';
import { startAutoRun } from './runStore';
import { crashDatabase } from './session';

let started = false;

/** Starts the workbench once (React StrictMode mounts twice in development). */
export async function startWorkbench(): Promise<void> {
  if (started) return;
  started = true;
  // A test and debugging hook: the crash-recovery e2e test stops the worker through it.
  (window as unknown as { __dqw?: object }).__dqw = { crashDatabase };
  startAutoRun();
  startHistory();
  startProfileSync();
  startCompareSync();
  await useRulesStore.getState().init();
  await useDatasetStore.getState().loadSample();
}
