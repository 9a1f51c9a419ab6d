/** The dataset's load choices and what a load produced, for the dataset panel. */
export type { LoadChoices, LoadedDataset, LoadPhase } from '../../workbench/load';
export { PREVIEW_ROWS } from '../../workbench/load';
