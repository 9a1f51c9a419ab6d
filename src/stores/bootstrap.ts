/**
 * First open: read the autosaved rules (or the sample), start the automatic runs, and
 * load the bundled sample dataset — so results show without a click.
 */
import { useDatasetStore } from './datasetStore';
import { useRulesStore } from './rulesStore';
import { t } from '../i18n';
import { useDocumentsStore } from './documentsStore';
import { setFirstDocumentName } from './persist/library';
import { openSharedFromLocation } from './sharedLink';
import { loadData } from './teachBridge';
import { startAutoRun } from './runStore';
import { crashDatabase } from './session';

let started = false;

/** Starts the workbench once (React StrictMode mounts twice in development). */
export async function startWorkbench(): Promise<void> {
  if (started) return;
  started = true;
  // A test and debugging hook: the crash-recovery e2e test stops the worker through it.
  (window as unknown as { __dqw?: object }).__dqw = { crashDatabase };
  setFirstDocumentName(t('documents.firstName'));
  // A share link in the address bar becomes a new named document before the editor reads.
  const shared = await openSharedFromLocation().catch((e: Error) => {
    useDocumentsStore.setState({ sharedError: e.message });
    return null;
  });
  startAutoRun();
  await useRulesStore.getState().init();
  if (shared) {
    useDocumentsStore.setState({ shared: { title: shared.title, withData: shared.data !== null } });
    useDocumentsStore.getState().refresh();
  }
  if (shared?.data) {
    const file = new File([shared.data.csv], shared.data.name, { type: 'text/csv' });
    if (await loadData(file)) return;
  }
  await useDatasetStore.getState().loadSample();
}
