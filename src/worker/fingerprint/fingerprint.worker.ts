/**
 * Fingerprint worker: hashes a dropped File off the page's thread with the engine's
 * `Fingerprint` (the one `dqw validate --history` uses, so the values match), reading it
 * as a stream: never whole in memory, and as fast as the loop goes, with no page to yield to.
 */
import { hashFile } from './hashFile';
import type { FingerprintAnswer } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage(message: FingerprintAnswer): void;
};

scope.onmessage = (event) => {
  hashFile(event.data).then(
    (fingerprint) => scope.postMessage({ type: 'fingerprint', fingerprint }),
    (error: unknown) =>
      scope.postMessage({
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
