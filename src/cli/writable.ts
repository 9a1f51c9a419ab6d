/**
 * Files the CLI reads and writes, with their problems said in words. Output files are
 * checked before any work: a `--quarantine` path in a missing folder should
 * be refused in a second, not after validating a 4 GB file. Reasons are said in words, not
 * as system error codes.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from './errors.ts';

const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space is left on the device',
  EDQUOT: 'the disk quota is used up',
};

/** Why writing failed, in words (the system's text when the code is not a common one). */
export function writeProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  return (code && REASONS[code]) ?? (e as Error)?.message ?? String(e);
}

/** Why reading failed, in words. */
export function readProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' ? 'no such file' : writeProblem(e);
}

/** Refuses `file` (given with `flag`) when it cannot be written: a UsageError saying why. */
export function checkWritable(flag: string, file: string): void {
  const dir = path.dirname(path.resolve(file));
  const refuse = (why: string) => new UsageError(`${flag} ${file}: cannot write the file: ${why}`);
  try {
    if (!statSync(dir).isDirectory()) throw refuse(REASONS.ENOTDIR);
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw e instanceof UsageError ? e : refuse(writeProblem(e));
  }
  let existing;
  try {
    existing = statSync(file);
  } catch {
    return; // a new file in a writable folder
  }
  if (existing.isDirectory()) throw refuse(REASONS.EISDIR);
  try {
    accessSync(file, constants.W_OK);
  } catch (e) {
    throw refuse(writeProblem(e));
  }
}
