/**
 * Runs the rules against the dataset: on demand (Ctrl/Cmd+Enter, the Run button), shortly
 * after a valid edit, and after every dataset load. A newer run supersedes the one in
 * flight. A view over the workbench's `run` slice.
 */
import { workbench } from './session';
import { sliceStore } from './view';

export { AUTO_RUN_DELAY_MS } from '../workbench/workbench';

/** Zustand store of the latest run. */
export const useRunStore = sliceStore('run', {
  run: () => workbench.run(),
});
