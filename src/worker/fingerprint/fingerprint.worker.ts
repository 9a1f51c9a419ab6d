/**
 * Fingerprint worker: hashes a dropped File off the page's thread with the engine's
 * `Fingerprint` (the one `dqw validate --history` uses, so the values match), reading it
 * as a stream: never whole in memory, and as fast as the loop goes, with no page to yield to.
 */
import { Fingerprint } from '../../engine/history/fingerprint';
import type { FingerprintAnswer } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage(message: FingerprintAnswer): void;
};

async function hash(file: File): Promise<string> {
  const fp = new Fingerprint();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return fp.digest();
    fp.update(value);
  }
}

scope.onmessage = (event) => {
  hash(event.data).then(
    (fingerprint) => scope.postMessage({ type: 'fingerprint', fingerprint }),
    (error: unknown) =>
      scope.postMessage({
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
