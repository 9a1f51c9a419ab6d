/**
 * The text of the loaded CSV, kept so a share link can carry the data when it is small.
 * It follows the workbench's dataset, whichever way a file came in (dropped, picked, a
 * lesson's, an example's, brought back after a lesson): once loaded, it is the one
 * remembered. A copy kept from the last visit and a sample of a larger file are not
 * carried. Files over the share limit are not read into memory a second time.
 */
import { MAX_SHARED_DATA_BYTES } from '../share/link';
import type { Workbench } from '../workbench/workbench';

let last: { name: string; text: Promise<string | null> } | null = null;

/** Remembers a loaded file, with its text when it is carried and a small CSV. */
function remember(file: File, carried: boolean): void {
  const small = file.size <= MAX_SHARED_DATA_BYTES && !/\.parq(uet)?$/i.test(file.name);
  last = {
    name: file.name,
    text: carried && small ? file.text().catch(() => null) : Promise.resolve(null),
  };
}

/** Remembers every dataset `workbench` loads from now on; returns the stop function. */
export function followDatasets(workbench: Workbench): () => void {
  return workbench.subscribe((snapshot, previous) => {
    if (snapshot.dataset.version === previous.dataset.version) return;
    const file = workbench.currentDatasetFile();
    const dataset = snapshot.dataset.dataset;
    if (file && dataset) remember(file, dataset.source !== 'restored' && !dataset.sample);
  });
}

/** The remembered text of `name`, or null (not the loaded file, or too big). */
export async function lastCsvText(name: string | null): Promise<string | null> {
  return last && name !== null && last.name === name ? last.text : null;
}
