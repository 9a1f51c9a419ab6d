/**
 * A folder's files read as one (RULES.md §9, "A folder of files"): a line of the files
 * joined, told as the line of the folder's file it is in (`line 2 of b.csv`), so that a
 * refusal or a note names what the user can open.
 */

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
  return message.replace(/\bline (\d+)\b/g, (whole, n: string) => {
    const found = lineInFolder(files, Number(n));
    return found ? `line ${found.line} of ${found.path}` : whole;
  });
}
