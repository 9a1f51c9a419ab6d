/**
 * The text of the last CSV loaded, kept so a share link can carry the data when it is
 * small. Files over the share limit are not read into memory a second time.
 */
import { MAX_SHARED_DATA_BYTES } from '../share/link';

let last: { name: string; text: string | null } | null = null;

/** Remembers a loaded file's text when it is a small CSV (else only its name). */
export async function rememberShareable(file: File): Promise<void> {
  const small = file.size <= MAX_SHARED_DATA_BYTES && !/\.parq(uet)?$/i.test(file.name);
  last = { name: file.name, text: null };
  if (small) {
    const text = await file.text();
    if (last?.name === file.name) last.text = text;
  }
}

/** The remembered text of `name`, or null (not loaded through here, or too big). */
export function lastCsvText(name: string | null): string | null {
  return last && name !== null && last.name === name ? last.text : null;
}
