/**
 * Remembers the last dataset: its name always (localStorage), and the file itself in the
 * Origin Private File System when the browser offers it and has room.
 */
import type { LastDatasetInfo } from '../../workbench/types';

export type { LastDatasetInfo };

const KEY = 'dqw.lastDataset.v1';
const OPFS_NAME = 'last-dataset';

/** The remembered info, or null. */
export function readLastDatasetInfo(): LastDatasetInfo | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as LastDatasetInfo) : null;
  } catch {
    return null;
  }
}

function writeInfo(info: LastDatasetInfo): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(info));
  } catch {
    // Without localStorage there is nothing to offer back; the page still works.
  }
}

async function opfsRoot(): Promise<FileSystemDirectoryHandle | null> {
  try {
    return (await navigator.storage?.getDirectory?.()) ?? null;
  } catch {
    return null;
  }
}

/** Remembers `file`, copying it into OPFS when there is room; returns whether it was kept. */
export async function rememberDataset(file: File): Promise<boolean> {
  let stored = false;
  const root = await opfsRoot();
  try {
    const estimate = await navigator.storage?.estimate?.();
    const room = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : 0;
    if (root && room > file.size * 1.2) {
      const handle = await root.getFileHandle(OPFS_NAME, { create: true });
      const writable = await handle.createWritable();
      await file.stream().pipeTo(writable);
      stored = true;
    }
  } catch {
    stored = false;
  }
  writeInfo({ name: file.name, size: file.size, type: file.type, stored });
  return stored;
}

/** The kept copy of the last dataset, or null when the browser could not keep it. */
export async function restoreDataset(): Promise<File | null> {
  const info = readLastDatasetInfo();
  const root = await opfsRoot();
  if (!info?.stored || !root) return null;
  try {
    const handle = await root.getFileHandle(OPFS_NAME);
    const file = await handle.getFile();
    return new File([file], info.name, { type: info.type, lastModified: file.lastModified });
  } catch {
    return null;
  }
}
