/**
 * The few things lessons, the gallery, explanations and documents need from the
 * workbench, in one place: put a text in the editor, load a lesson's or an example's data
 * (through the workbench's one entry for files, as the dataset store does), check an
 * answer as a task of the workbench, and read the parsed rules and the loaded columns.
 */
import type { ColumnInfo, KeyRangeOf, ParsedDocument, QueryRunner } from '../engine/types';
import { sqlIdent } from '../engine';
import { AUTHOR_TABLE, DATASET_TABLE, selectAsText } from '../workbench/load';
import type { KeptDataset } from '../workbench/types';
import { DEFAULT_CHOICES } from '../workbench/workbench';
import { PRIORITY } from '../workbench/tasks';
import { workbench } from './session';

export { DATASET_TABLE };

/** Puts `text` in the editor (it is saved and runs like any edit). */
export function setEditorText(text: string): void {
  workbench.setRules(text);
}

export const editorText = (): string => workbench.getSnapshot().rules.text;

export const parsedDocument = (): ParsedDocument => workbench.getSnapshot().rules.parsed;

/** Loads an example's data (bundled with the page) as the dataset. */
export function loadExampleData(file: File): Promise<boolean> {
  return workbench.loadFile(file, 'sample');
}

/**
 * Loads a lesson's data as the dataset, read as a CSV is by default: the choices the
 * user made for their own file are not the lesson's.
 */
export function loadLessonData(file: File): Promise<boolean> {
  return workbench.loadFile(file, 'lesson', undefined, { choices: DEFAULT_CHOICES });
}

/** The loaded dataset's file and how it was read, to bring it back later. */
export const keptDataset = (): KeptDataset | null => workbench.keptDataset();

/** Loads a kept dataset back as it was read (its choices too). */
export function loadKept(kept: KeptDataset): Promise<boolean> {
  return workbench.loadKept(kept);
}

export const loadedColumns = (): ColumnInfo[] =>
  workbench.getSnapshot().dataset.dataset?.columns ?? [];

export const loadedDataset = () => workbench.getSnapshot().dataset.dataset;

/** The loaded table's integer key ranges the runs have read (for explaining their SQL). */
export const loadedKeyRange = (): KeyRangeOf => workbench.keyRangeOf();

/**
 * Runs a lesson check as a task of the workbench: its queries go in turn with the runs'
 * (first among the waiting, as the learner asked); a newer run does not cancel it, a
 * newer check does (it rejects with `QueryCancelled`).
 */
export function lessonTask<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  return workbench.task('lesson', PRIORITY.visible, work);
}

/**
 * Loads an exercise's data being written (`file`) beside the dataset and runs `work` on
 * it, as an author task of the workbench: the user's dataset stays loaded.
 */
export function authorTask<T>(file: File, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  return workbench.aside(file, AUTHOR_TABLE, work);
}

export { AUTHOR_TABLE };

/** The first `n` rows of the loaded dataset, each value as DuckDB writes it as text. */
export function datasetHead(n: number): Promise<{ columns: string[]; rows: string[][] }> {
  const columns = loadedColumns();
  return workbench.task('author', PRIORITY.visible, async ({ query }) => {
    const result = await query(
      `SELECT ${selectAsText(columns)} FROM ${sqlIdent(DATASET_TABLE)} LIMIT ${Math.max(0, Math.floor(n))}`,
    );
    return {
      columns: columns.map((c) => c.name),
      rows: result.rows.map((r) =>
        columns.map((c) => (r[c.name] === null ? '' : String(r[c.name]))),
      ),
    };
  });
}

/**
 * Calls `listener` after every run that settles (its results are out, or it could not
 * run), and after every edit that leaves the document unreadable (nothing runs then).
 */
export function onRunSettled(listener: () => void): () => void {
  return workbench.subscribe((snapshot, previous) => {
    const run = snapshot.run;
    const settled =
      run !== previous.run &&
      (run.status === 'done' || run.status === 'error') &&
      (run.status !== previous.run.status || run.result !== previous.run.result);
    const unreadable = snapshot.rules.text !== previous.rules.text && !snapshot.rules.parsed.ok;
    if (settled || unreadable) listener();
  });
}
