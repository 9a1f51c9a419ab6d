/**
 * First open: read the autosaved rules (or the sample) and load the bundled sample
 * dataset, which runs the rules — so results show without a click. A share link in the
 * address bar first becomes a new named document, and its data (when it carries some) is
 * loaded instead of the sample. A class-pack link opens its first exercise.
 */
import { t } from '../i18n';
import { useDocumentsStore } from './documentsStore';
import { setFirstDocumentName } from './persist/library';
import { startCompareSync } from './compareStore';
import { startDriftSync } from './driftStore';
import { startHistory } from './historyStore';
import { startProfileSync } from './profileStore';
import { crashDatabase, workbench } from './session';
import { openSharedFromLocation } from './sharedLink';
import { openPackFromLocation } from './exercisesStore';
import { followDatasets } from './shareable';
import { startSparkLine } from './sparkLineStore';

let started = false;

/** Starts the workbench once (React StrictMode mounts twice in development). */
export async function startWorkbench(): Promise<void> {
  if (started) return;
  started = true;
  // A test and debugging hook: the crash-recovery e2e test stops the worker through it.
  (window as unknown as { __dqw?: object }).__dqw = { crashDatabase };
  startSparkLine();
  startHistory();
  startProfileSync();
  startCompareSync();
  startDriftSync();
  followDatasets(workbench);
  setFirstDocumentName(t('documents.firstName'));
  // A pack link pasted into a page already open changes only the fragment: open it too.
  window.addEventListener('hashchange', () => void openPackFromLocation());
  const shared = await openSharedFromLocation().catch((e: Error) => {
    useDocumentsStore.setState({ sharedError: e.message });
    return null;
  });
  if (!shared) {
    await workbench.start();
    // A class-pack link opens its first exercise once the page is up (the user's own
    // file and document are set aside as any lesson does, and come back after).
    await openPackFromLocation();
    return;
  }
  await workbench.initRules();
  useDocumentsStore.setState({ shared: { title: shared.title, withData: shared.data !== null } });
  useDocumentsStore.getState().refresh();
  if (shared.data) {
    const file = new File([shared.data.csv], shared.data.name, { type: 'text/csv' });
    if (await workbench.loadFile(file)) return;
  }
  await workbench.loadSample();
}
