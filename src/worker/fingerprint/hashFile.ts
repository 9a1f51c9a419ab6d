/**
 * A File's content fingerprint, read as a stream (never whole in memory) through the
 * engine's `Fingerprint`, the one `dqw validate --history` uses: the fingerprint worker's
 * work, and the page's own when that worker cannot start.
 */
import { Fingerprint } from '../../engine/history/fingerprint';

/** Hashes `file`; `afterChunk`, when given, runs (and is awaited) after every chunk. */
export async function hashFile(
  file: Blob,
  afterChunk?: () => Promise<void> | void,
): Promise<string> {
  const fp = new Fingerprint();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return fp.digest();
    fp.update(value);
    await afterChunk?.();
  }
}
