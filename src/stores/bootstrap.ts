/**
 * First open: read the autosaved rules (or the sample) and load the bundled sample
 * dataset, which runs the rules — so results show without a click.
 */
import { crashDatabase, workbench } from './session';

let started = false;

/** Starts the workbench once (React StrictMode mounts twice in development). */
export async function startWorkbench(): Promise<void> {
  if (started) return;
  started = true;
  // A test and debugging hook: the crash-recovery e2e test stops the worker through it.
  (window as unknown as { __dqw?: object }).__dqw = { crashDatabase };
  await workbench.start();
}
