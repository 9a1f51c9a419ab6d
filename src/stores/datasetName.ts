/**
 * The dataset's name as the page shows it: a file's name as it is, and a folder's files read
 * as one dataset (`daily/ · 3 files`, RULES.md §9) in the page's language.
 */
import type { TFunction } from 'i18next';
import { folderOfLabel } from '../engine/read/folder';

export function datasetNameWords(name: string, t: TFunction): string {
  const folder = folderOfLabel(name);
  const count = Number(/ · (\d+) files?$/.exec(name)?.[1] ?? 0);
  return folder === null ? name : t('dataset.folderName', { folder, count });
}
