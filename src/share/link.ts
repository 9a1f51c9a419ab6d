/**
 * Share links: the document (and the dataset, when it is small) travel inside the URL
 * fragment, deflated and base64url-encoded. A fragment is never sent to a server, so a
 * shared exercise goes from browser to browser without one.
 *
 * Format: `#share=1.<base64url(deflate-raw(JSON))>`.
 */
import { packJson, unpackJson } from './fragment';

/** What a link carries. */
export interface SharedExercise {
  /** The rules document, as text. */
  doc: string;
  /** A name for it, shown to the recipient (a lesson's title, a document's name). */
  title?: string;
  /** The dataset as CSV text, when it was small enough to travel. */
  data?: { name: string; csv: string };
}

export const SHARE_PREFIX = '#share=1.';
/** Largest CSV (in UTF-8 bytes) a link carries; bigger files are left out. */
export const MAX_SHARED_DATA_BYTES = 64 * 1024;
/** Largest JSON a share link inflates to: the data, the document and room to spare. */
const MAX_SHARE_JSON_BYTES = 4 * 1024 * 1024;

/** Thrown when a link cannot be read; the message is for people. */
export class ShareLinkError extends Error {
  override name = 'ShareLinkError';
}

/** Whether a CSV is small enough to travel in a link. */
export const dataFits = (csv: string): boolean =>
  new TextEncoder().encode(csv).length <= MAX_SHARED_DATA_BYTES;

/** The fragment (`#share=…`) carrying `exercise`; data too big to travel is left out. */
export async function encodeShare(exercise: SharedExercise): Promise<string> {
  const payload: SharedExercise = { doc: exercise.doc };
  if (exercise.title) payload.title = exercise.title;
  if (exercise.data && dataFits(exercise.data.csv)) payload.data = exercise.data;
  return SHARE_PREFIX + (await packJson(payload));
}

/** Whether a URL fragment is a share link. */
export const isShareFragment = (hash: string): boolean => hash.startsWith(SHARE_PREFIX);

/** Reads a fragment made by {@link encodeShare}. Throws a {@link ShareLinkError} otherwise. */
export async function decodeShare(hash: string): Promise<SharedExercise> {
  if (!isShareFragment(hash)) throw new ShareLinkError('This link carries no shared exercise.');
  let value: unknown;
  try {
    value = await unpackJson(hash.slice(SHARE_PREFIX.length), MAX_SHARE_JSON_BYTES);
  } catch {
    throw new ShareLinkError(
      'This share link is damaged (it was probably cut short when copied): ask for it again.',
    );
  }
  const v = value as Partial<SharedExercise> | null;
  const dataOk =
    v?.data === undefined ||
    (typeof v.data === 'object' &&
      typeof v.data?.name === 'string' &&
      typeof v.data?.csv === 'string');
  if (
    !v ||
    typeof v.doc !== 'string' ||
    !dataOk ||
    (v.title !== undefined && typeof v.title !== 'string')
  ) {
    throw new ShareLinkError('This share link does not hold a rules document.');
  }
  return {
    doc: v.doc,
    ...(v.title ? { title: v.title } : {}),
    ...(v.data ? { data: v.data } : {}),
  };
}
