/**
 * Opening a share link: the shared document becomes a new named document (the recipient's
 * own documents stay), the shared data is loaded when the link carries it, and the page
 * says what was opened. The fragment is then removed from the address bar.
 */
import { t } from '../i18n';
import { decodeShare, isShareFragment, type SharedExercise } from '../share/link';
import { addAndActivate } from './persist/library';

export interface SharedOpened {
  title: string;
  /** The shared data, to load once the workbench has started. */
  data: SharedExercise['data'] | null;
}

/** Reads a share link in the address bar; null when there is none. Throws a sentence when damaged. */
export async function openSharedFromLocation(): Promise<SharedOpened | null> {
  if (typeof location === 'undefined' || !isShareFragment(location.hash)) return null;
  const hash = location.hash;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  let shared: SharedExercise;
  try {
    shared = await decodeShare(hash);
  } catch {
    throw new Error(t('share.damaged'));
  }
  const title = shared.title?.trim() || t('share.untitled');
  addAndActivate(t('share.documentName', { title }), shared.doc);
  return { title, data: shared.data ?? null };
}
