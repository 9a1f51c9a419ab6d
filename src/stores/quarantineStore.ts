/**
 * The quarantine: the valid/invalid split of the dataset under the chosen scope, the
 * invalid rows (optionally only those one rule flags), counts per code, and which columns
 * each code points at so the grid can highlight the offending cells. A view over the
 * workbench's `quarantine` slice, which is computed only while shown.
 */
import { QUARANTINE_PAGE_ROWS } from '../workbench/types';
import { workbench } from './session';
import { sliceStore } from './view';

/** Invalid rows held for the grid (one page); downloads always take every row. */
export const GRID_ROW_LIMIT = QUARANTINE_PAGE_ROWS;

/** Zustand store of the quarantine panel. */
export const useQuarantineStore = sliceStore('quarantine', {
  setScope: (scope: string[] | null) => workbench.setScope(scope),
  selectRule: (code: string | null) => workbench.selectRule(code),
  setPage: (page: number) => workbench.setQuarantinePage(page),
  /** Whether the panel is on screen: nothing is computed for it while it is not. */
  setShown: (shown: boolean) => workbench.setQuarantineShown(shown),
});
