/**
 * The content fingerprint of a File, read as a stream in the page (never whole in memory)
 * and computed once per File. Same bytes, same value as `dqw validate --history`.
 *
 * Hashing a 1 GB file takes seconds of the page's main thread, and it starts right after
 * the first run on the file, when the user edits. Buffered chunks resolve as microtasks,
 * so the loop would hold the thread for hundreds of milliseconds at a time: it gives the
 * thread back every few milliseconds, so keystrokes and results go first.
 */
import { Fingerprint } from './engine';

/** Milliseconds of hashing between two yields of the main thread. */
const SLICE_MS = 8;

const cache = new WeakMap<File, Promise<string>>();

/** Lets the event loop run input, rendering and messages before going on. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function compute(file: File): Promise<string> {
  const fp = new Fingerprint();
  const reader = file.stream().getReader();
  let sliceStart = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    fp.update(value);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return fp.digest();
}

export function fileFingerprint(file: File): Promise<string> {
  let p = cache.get(file);
  if (!p) {
    p = compute(file);
    cache.set(file, p);
  }
  return p;
}
