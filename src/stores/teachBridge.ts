/**
 * The few things lessons, the gallery, explanations and documents need from the
 * workbench, in one place: put a text in the editor, load a file, reach the database, and
 * read the parsed rules and the loaded columns. When the orchestration moves into one
 * object, only this file follows it.
 */
import type { ColumnInfo, ParsedDocument, QueryRunner } from '../engine/types';
import { DATASET_TABLE } from './dataset/load';
import { useDatasetStore } from './datasetStore';
import { useRulesStore } from './rulesStore';
import { getDatabase } from './session';
import { rememberShareable } from './shareable';

export { DATASET_TABLE };

/** Puts `text` in the editor (it is saved and runs like any edit). */
export function setEditorText(text: string): void {
  useRulesStore.getState().setText(text);
}

export const editorText = (): string => useRulesStore.getState().text;

export const parsedDocument = (): ParsedDocument => useRulesStore.getState().parsed;

/** Loads a data file as the dataset; `bundled` marks lesson and example data. */
export async function loadData(file: File, bundled = false): Promise<boolean> {
  await rememberShareable(file);
  return useDatasetStore.getState().loadFile(file, bundled ? 'sample' : 'file');
}

export const loadedColumns = (): ColumnInfo[] => useDatasetStore.getState().dataset?.columns ?? [];

export const loadedDataset = () => useDatasetStore.getState().dataset;

/** The database the rules run on, as the engine's query interface. */
export async function runner(): Promise<QueryRunner> {
  return (await getDatabase()).runner;
}
