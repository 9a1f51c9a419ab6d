/**
 * The dataset: what is loaded, what is loading (with progress and cancel), what went
 * wrong with the last file, and the CSV choices the user can override. A view over the
 * workbench's `dataset` slice.
 */
import type { DatasetSource } from '../workbench/types';
import type { LoadChoices } from '../workbench/load';
import type { SampleMode } from '../workbench/csvSample';
import type { FolderPart } from '../workbench/read/folder';
import { workbench } from './session';
import { sliceStore } from './view';

export type { DatasetSource, LoadingState } from '../workbench/types';
export { SAMPLE_DATA_URL } from './session';

/** Zustand store of the dataset panel. */
export const useDatasetStore = sliceStore('dataset', {
  loadFile: (file: File, source?: DatasetSource) => workbench.loadFile(file, source),
  loadFolder: (name: string, parts: readonly FolderPart[]) => workbench.loadFolder(name, parts),
  loadSample: () => workbench.loadSample(),
  restoreLast: () => workbench.restoreLast(),
  dismissLast: () => workbench.dismissLast(),
  cancelLoad: () => workbench.cancelLoad(),
  setChoices: (choices: Partial<LoadChoices>) => workbench.setChoices(choices),
  dismissMessages: () => workbench.dismissMessages(),
  loadSampleOf: (mode: SampleMode) => workbench.loadSampleOf(mode),
  dismissTooBig: () => workbench.dismissTooBig(),
});
