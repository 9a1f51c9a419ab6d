/**
 * The content fingerprint of a File, computed once per File and off the page's main
 * thread: a worker of its own streams the file through the engine's `Fingerprint`
 * (`worker/fingerprint`). Same bytes, same value as `dqw validate --history`.
 *
 * If that worker cannot start or dies, the page hashes the file itself, still as a stream
 * (never whole in memory), giving the thread back every few milliseconds so keystrokes and
 * results go first. A file that cannot be read rejects with the reader's message.
 */
import { fingerprintInWorker } from '../worker/fingerprint/client';
import { hashFile } from '../worker/fingerprint/hashFile';
import { WorkerStopped } from '../worker/oneShot';

/** Milliseconds of hashing on the page between two yields of its thread (the fallback). */
const SLICE_MS = 8;

const cache = new WeakMap<File, Promise<string>>();

/** Lets the event loop run input, rendering and messages before going on. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The fallback: hashing on the page's thread, in slices. */
function hashOnPage(file: File): Promise<string> {
  let sliceStart = performance.now();
  return hashFile(file, async () => {
    if (performance.now() - sliceStart <= SLICE_MS) return;
    await yieldToPage();
    sliceStart = performance.now();
  });
}

async function compute(file: File): Promise<string> {
  try {
    return await fingerprintInWorker(file);
  } catch (error) {
    if (error instanceof WorkerStopped) return hashOnPage(file);
    throw error;
  }
}

export function fileFingerprint(file: File): Promise<string> {
  let p = cache.get(file);
  if (!p) {
    p = compute(file);
    cache.set(file, p);
  }
  return p;
}
