/**
 * Each file's header in a folder read as one dataset (RULES.md §9, "A folder of files").
 * With `header` true, Spark drops the first line of every file that is not blank
 * (`CSVHeaderChecker`, after `CSVUtils.filterCommentAndEmpty`) but infers the types over
 * every line that differs from the first file's header (`CSVUtils.filterHeaderLine`). So
 * when all the headers are the same line, the dataset is the first file followed by every
 * other file without its header, which the workbench reads as one file; otherwise another
 * file's header is a row in Spark's inference and its columns are taken by position, and
 * the workbench refuses the folder.
 */

/** The first line of `head` that is not blank (only bytes up to 0x20) and where it ends. */
export interface HeaderSpan {
  /** The line's bytes, without its line break. */
  line: Uint8Array;
  /** The offset just past the line break (or the end of `head` when the file ends there). */
  end: number;
}

/**
 * The header of a file from its first bytes: null when every line of `head` is blank (an
 * empty file, when `head` is the whole file), `'incomplete'` when the header does not end
 * within `head` and the file goes on.
 */
export function headerSpan(head: Uint8Array, wholeFile: boolean): HeaderSpan | null | 'incomplete' {
  let start = 0;
  while (start < head.length) {
    let i = start;
    while (i < head.length && head[i] !== 0x0a && head[i] !== 0x0d) i++;
    if (i === head.length && !wholeFile) return 'incomplete';
    let end = i;
    if (end < head.length) end += head[end] === 0x0d && head[end + 1] === 0x0a ? 2 : 1;
    if (head[i] === 0x0d && i + 1 === head.length && !wholeFile) return 'incomplete';
    const line = head.subarray(start, i);
    if (line.some((b) => b > 0x20)) return { line, end };
    start = end;
  }
  return null;
}

/** Whether two header lines are the same line, byte for byte (as Spark compares them). */
export function sameLine(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
