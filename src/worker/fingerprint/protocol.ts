/**
 * Messages between the page and the fingerprint worker: the page posts one File, the
 * worker answers once.
 */

/** Worker → page. */
export type FingerprintAnswer =
  /** 16 hex digits, the engine's `Fingerprint` of the file's bytes. */
  | { type: 'fingerprint'; fingerprint: string }
  /** The file could not be read (moved, changed, or gone since it was dropped). */
  | { type: 'error'; message: string };
