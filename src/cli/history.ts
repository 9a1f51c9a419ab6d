/**
 * `dqw validate --history <file.jsonl>`: appends the run's history record (the same shape
 * the page keeps) as one JSON line, so a CI job keeps a trend.
 */
import { appendFileSync, closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  Fingerprint,
  documentFingerprint,
  historyRecord,
  type HistoryFile,
  type ParsedDocument,
  type RunResult,
} from '../engine/index.ts';
import { UsageError } from './errors.ts';
import { folderName, type FolderRead } from './folder.ts';

function hashInto(fp: Fingerprint, file: string): void {
  const buf = new Uint8Array(1 << 20);
  const fd = openSync(file, 'r');
  try {
    for (let n = readSync(fd, buf); n > 0; n = readSync(fd, buf)) fp.update(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

/**
 * Name, size and content fingerprint of a file, read in 1 MB chunks; of a folder read as
 * one dataset, its name (`daily/ · 3 files`), its files' sizes and their bytes in the
 * order they are read.
 */
export function fileIdentity(file: string, folder?: FolderRead): HistoryFile {
  const fp = new Fingerprint();
  if (folder) {
    for (const f of folder.plan.files) hashInto(fp, path.join(folder.folder, f.path));
    const size = folder.plan.files.reduce((a, f) => a + f.size, 0);
    return { name: folderName(folder), size, fingerprint: fp.digest() };
  }
  hashInto(fp, file);
  return { name: path.basename(file), size: statSync(file).size, fingerprint: fp.digest() };
}

export function appendHistory(
  target: string,
  run: RunResult,
  data: string,
  doc: ParsedDocument,
  folder?: FolderRead,
): void {
  const record = historyRecord(run, fileIdentity(data, folder), documentFingerprint(doc), 'cli');
  try {
    appendFileSync(target, `${JSON.stringify(record)}\n`);
  } catch (e) {
    throw new UsageError(
      `--history ${target}: cannot append (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
}
