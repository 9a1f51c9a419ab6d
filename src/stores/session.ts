/**
 * The page's one {@link Workbench}, on DuckDB-WASM in a worker, with the rules autosaved
 * in localStorage, the last file kept in OPFS and the bundled sample served by the app.
 * Every store is a view over it; components never reach it but through the stores.
 */
import { currentLanguage, t } from '../i18n';
import { WorkbenchDatabase } from '../worker/database';
import { fileFingerprint } from './fileFingerprint';
import { Workbench } from '../workbench/workbench';
import { loadLimitParam } from '../workbench/loadLimit';
import { readLastDatasetInfo, rememberDataset, restoreDataset } from './persist/lastDataset';
// The editor's text is saved into the active named document, or the open lesson's progress.
import { loadEditorText, saveEditorText } from './persist/library';

/** Bundled sample data served by the app itself. */
export const SAMPLE_DATA_URL = './samples/customers.csv';
/** Bundled sample rules served by the app itself. */
export const SAMPLE_RULES_URL = './samples/rules.json';

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** The page's workbench. */
export const workbench = new Workbench({
  open: () => WorkbenchDatabase.open(),
  translate: t,
  language: currentLanguage,
  // The quarantine panel says when it is on screen; until then a run computes none of it.
  quarantineShown: false,
  // Report downloads name the file they cover and its fingerprint (the history's value).
  fingerprint: fileFingerprint,
  // `?loadLimit=<bytes>` lowers the largest file the page loads (to try the sample offer).
  loadLimit: typeof location === 'undefined' ? null : loadLimitParam(location.search),
  persistence: {
    loadRules: loadEditorText,
    saveRules: saveEditorText,
    lastDataset: readLastDatasetInfo,
    rememberDataset,
    restoreDataset,
  },
  samples: {
    rules: async () => (await fetchOk(SAMPLE_RULES_URL)).text(),
    data: async () => {
      const blob = await (await fetchOk(SAMPLE_DATA_URL)).blob();
      return new File([blob], 'customers.csv', { type: 'text/csv' });
    },
  },
});

/**
 * Kills the database worker as a crash would (used by the crash-recovery e2e test, and
 * handy when wasm memory has grown: only a new worker gives it back).
 */
export function crashDatabase(): Promise<void> {
  return workbench.crashDatabase();
}
