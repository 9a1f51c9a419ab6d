/**
 * Share links: the document (and the dataset, when it is small) travel inside the URL
 * fragment, deflated and base64url-encoded. A fragment is never sent to a server, so a
 * shared exercise goes from browser to browser without one.
 *
 * Format: `#share=1.<base64url(deflate-raw(JSON))>`.
 */

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

/** Thrown when a link cannot be read; the message is for people. */
export class ShareLinkError extends Error {
  override name = 'ShareLinkError';
}

async function through(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Whether a CSV is small enough to travel in a link. */
export const dataFits = (csv: string): boolean =>
  new TextEncoder().encode(csv).length <= MAX_SHARED_DATA_BYTES;

/** The fragment (`#share=…`) carrying `exercise`; data too big to travel is left out. */
export async function encodeShare(exercise: SharedExercise): Promise<string> {
  const payload: SharedExercise = { doc: exercise.doc };
  if (exercise.title) payload.title = exercise.title;
  if (exercise.data && dataFits(exercise.data.csv)) payload.data = exercise.data;
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const packed = await through(json, new CompressionStream('deflate-raw'));
  return SHARE_PREFIX + toBase64Url(packed);
}

/** Whether a URL fragment is a share link. */
export const isShareFragment = (hash: string): boolean => hash.startsWith(SHARE_PREFIX);

/** Reads a fragment made by {@link encodeShare}. Throws a {@link ShareLinkError} otherwise. */
export async function decodeShare(hash: string): Promise<SharedExercise> {
  if (!isShareFragment(hash)) throw new ShareLinkError('This link carries no shared exercise.');
  let value: unknown;
  try {
    const bytes = fromBase64Url(hash.slice(SHARE_PREFIX.length));
    const json = await through(bytes, new DecompressionStream('deflate-raw'));
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
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
