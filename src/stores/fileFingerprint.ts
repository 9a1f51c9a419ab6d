/**
 * The content fingerprint of a File, read as a stream in the page (never whole in memory)
 * and computed once per File. Same bytes, same value as `dqw validate --history`.
 */
import { Fingerprint } from './engine';

const cache = new WeakMap<File, Promise<string>>();

async function compute(file: File): Promise<string> {
  const fp = new Fingerprint();
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    fp.update(value);
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
