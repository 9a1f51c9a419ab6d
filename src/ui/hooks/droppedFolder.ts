/**
 * What a drop holds when it is a folder, or several files: the folder's name and its files
 * with their paths in it (RULES.md §9, "A folder of files"). A directory is walked through
 * the drop's entries (`webkitGetAsEntry`), which must be taken while the drop event runs.
 */
import type { FolderPart } from '../../workbench/read/folder';

/** The name given to several files dropped without their folder. */
export const DROPPED_FILES = 'dropped';

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

function childrenOf(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  return new Promise((resolve, reject) => {
    // readEntries answers in batches (100 in Chromium) until it answers none.
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

async function walk(dir: FileSystemDirectoryEntry, prefix: string, out: FolderPart[]) {
  for (const entry of await childrenOf(dir)) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory) await walk(entry as FileSystemDirectoryEntry, path, out);
    else out.push({ path, file: await fileOf(entry as FileSystemFileEntry) });
  }
}

/**
 * The entries of a drop, taken synchronously; then `read()` gives the folder (one folder,
 * or several files) or null for a drop of one file.
 */
export function dropEntries(
  transfer: DataTransfer,
): () => Promise<{ name: string; parts: FolderPart[] } | null> {
  const entries = Array.from(transfer.items ?? [])
    .filter((i) => i.kind === 'file')
    .map((i) => i.webkitGetAsEntry?.() ?? null);
  const files = Array.from(transfer.files);
  return async () => {
    if (entries.length === 1 && entries[0]?.isDirectory) {
      const parts: FolderPart[] = [];
      await walk(entries[0] as FileSystemDirectoryEntry, '', parts);
      return { name: entries[0].name, parts };
    }
    if (files.length > 1 && !entries.some((e) => e?.isDirectory))
      return { name: DROPPED_FILES, parts: files.map((file) => ({ path: file.name, file })) };
    return null;
  };
}
