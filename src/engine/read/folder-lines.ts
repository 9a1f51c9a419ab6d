/**
 * A folder's files read as one (RULES.md §9, "A folder of files"): a line of the files
 * joined, told as the line of the folder's file it is in (`line 2 of b.csv`), so that a
 * refusal or a note names what the user can open.
 */
import type { CsvRefusal } from './refusals';

/** Where one file's lines sit in the files joined. */
export interface FolderFileLines {
  /** The file's path in the folder. */
  path: string;
  /** Its first line in the files joined (1-based); 0 when nothing of it was read. */
  start: number;
  /** Its own lines before that one (a header left out, blank lines before it). */
  skipped: number;
}

/** The file and its own line that line `line` of the files joined comes from; null before every file. */
export function lineInFolder(
  files: readonly FolderFileLines[],
  line: number,
): { path: string; line: number } | null {
  let at: FolderFileLines | null = null;
  for (const f of files) if (f.start > 0 && f.start <= line) at = f;
  return at && { path: at.path, line: line - at.start + 1 + at.skipped };
}

/** Every "line N" of an English message told in the folder's files (`line 4 of b.csv`). */
export function inFolderLines(files: readonly FolderFileLines[], message: string): string {
  // A line named in its file already (`line 4 of b.csv`) is left as it is.
  return message.replace(/\bline (\d+)\b(?! of )/g, (whole, n: string) => {
    const found = lineInFolder(files, Number(n));
    return found ? `line ${found.line} of ${found.path}` : whole;
  });
}

/**
 * The line breaks of a CSV file's bytes, as its reader counts them: `\r\n`, `\r` and `\n`
 * each one. `before`: the byte just before `bytes` (a `\r` there and a `\n` first here
 * are one break, counted with the `\r`).
 */
export function csvLineBreaks(bytes: Uint8Array, before = -1): number {
  let breaks = 0;
  let last = before;
  for (const b of bytes) {
    if (b === 0x0d || (b === 0x0a && last !== 0x0d)) breaks++;
    last = b;
  }
  return breaks;
}

/**
 * A CSV refusal of a folder's files read as one, with its line told in the file it is in
 * (`line 3 of b.csv`); as it was when it names no line or a line before every file.
 */
export function csvRefusalInFolder(files: readonly FolderFileLines[], r: CsvRefusal): CsvRefusal {
  if (!('line' in r) || r.line === null || r.file !== undefined) return r;
  const at = lineInFolder(files, r.line);
  if (!at) return r;
  if (r.kind !== 'ragged' || r.header) return { ...r, line: at.line, file: at.path };
  // Without a header nothing is left out: line 1 read is line 1 of the first file read.
  const first = lineInFolder(files, 1);
  return { ...r, line: at.line, file: at.path, ...(first ? { firstFile: first.path } : {}) };
}
