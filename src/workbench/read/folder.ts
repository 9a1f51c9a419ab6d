/**
 * Several files of one dataset, chosen as a folder or dropped together, read as Spark reads
 * the folder (RULES.md §9, "A folder of files"): the files Spark reads, in its order, as one
 * File — the first whole, every other without its header line, which must be the first's —
 * that the page then loads as it loads any dropped file. The File is named after the
 * folder (`daily/ · 3 files`). No copy is made: the File is made of slices of the files.
 */
import {
  BadInputError,
  folderLabel,
  headerSpan,
  planFolder,
  sameLine,
  type FolderEntry,
  type FolderPlan,
} from '../../engine';

/**
 * The partition columns of a File made of a partitioned folder: the plan and the rows each
 * of its files gave, in order, which the load adds as columns (`partitionColumnsSql`).
 */
export const FOLDER_PARTITIONS = new WeakMap<File, { plan: FolderPlan; rows: number[] }>();

/** A file of the folder and its path inside it (`2026-01-01.csv`, `region=eu/part-0.csv`). */
export interface FolderPart {
  path: string;
  file: File;
}

/** How much of a file's start is read to find its header. */
const HEAD_BYTES = 1024 * 1024;

/** Why the page does not read a folder yet (`refusal.folder.why.*`), in English. */
const NOT_YET = {
  format: 'is not a CSV file',
  gzip: 'is gzip-compressed',
  longHeader: `has no line break in its first ${HEAD_BYTES} bytes`,
  lineBreaks: 'ends its lines otherwise than the other files (CRLF and LF)',
};
type NotYet = keyof typeof NOT_YET;

const text = (line: Uint8Array) => new TextDecoder().decode(line);

/**
 * The files of the folder `name` (the user's folder) as one File named after it; throws a
 * `BadInputError` naming the folder and the file at fault. `header`: the reading's header
 * (with none, every line of every file is a row).
 */
export async function folderAsFile(
  name: string,
  parts: readonly FolderPart[],
  header = true,
): Promise<File> {
  const folder = `${name.replace(/\/+$/, '')}/`;
  const byPath = new Map(parts.map((p) => [p.path, p.file]));
  const entries: FolderEntry[] = parts.map((p) => ({ path: p.path, size: p.file.size }));
  const plan = planFolder(folder, entries);
  const notYet = (file: string, why: NotYet) =>
    new BadInputError(
      `${folder}: ${file} ${NOT_YET[why]}; the page does not read it yet: validate the folder with the command line (dqw validate ${folder}).`,
      'folder.notYet',
      { folder, file, why },
    );
  const rows: number[] = [];
  const other = plan.files.find((f) => /\.(json|jsonl|ndjson|parquet|parq)(\.gz)?$/i.test(f.path));
  if (other) throw notYet(other.path, 'format');
  const gz = plan.files.find((f) => /\.gz$/i.test(f.path));
  if (gz) throw notYet(gz.path, 'gzip');
  const blobs: Blob[] = [];
  let first: { line: Uint8Array; path: string; crlf: boolean } | null = null;
  let endsLine = true;
  for (const f of plan.files) {
    const file = byPath.get(f.path)!;
    rows.push(0);
    if (file.size === 0) continue;
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    let start = 0;
    let withHeader = false;
    if (header) {
      const span = headerSpan(head, file.size <= HEAD_BYTES);
      if (span === null) continue;
      if (span === 'incomplete') throw notYet(f.path, 'longHeader');
      const crlf = head[span.end - 1] === 0x0a && head[span.end - 2] === 0x0d;
      const ends = span.end > 0 && (head[span.end - 1] === 0x0a || head[span.end - 1] === 0x0d);
      if (!first) {
        first = { line: span.line, path: f.path, crlf };
        // Blank lines before the header, which Spark skips, are left out: the page's
        // check of a file takes its first line for the header.
        start = span.line.byteOffset - head.byteOffset;
        withHeader = true;
      } else {
        if (!sameLine(span.line, first.line))
          throw new BadInputError(
            `${folder}: ${f.path} has the header “${text(span.line)}” but ${first.path} has “${text(first.line)}”. Spark reads every file's columns by position under one header: give every file the same header, in the same order.`,
            'folder.header',
            {
              folder,
              file: f.path,
              header: text(span.line),
              first: first.path,
              firstHeader: text(first.line),
            },
          );
        if (ends && crlf !== first.crlf) throw notYet(f.path, 'lineBreaks');
        start = span.end;
      }
    }
    if (start >= file.size) continue;
    if (!endsLine) blobs.push(new Blob(['\n']));
    const body = start === 0 ? file : file.slice(start);
    blobs.push(body);
    // The rows each file gives, for its partition values: its lines that are not blank.
    if (plan.partitions.length > 0)
      rows[rows.length - 1] = (await linesIn(body)) - (withHeader ? 1 : 0);
    const last = new Uint8Array(await file.slice(file.size - 1).arrayBuffer())[0];
    endsLine = last === 0x0a || last === 0x0d;
  }
  const latest = Math.max(0, ...parts.map((p) => p.file.lastModified));
  const combined = new File(blobs, folderLabel(name.replace(/\/+$/, ''), plan.files.length), {
    type: 'text/csv',
    lastModified: latest,
  });
  if (plan.partitions.length > 0) FOLDER_PARTITIONS.set(combined, { plan, rows });
  return combined;
}

/** The lines of `blob` that are not blank (a row each, as Spark reads a CSV without `multiLine`). */
async function linesIn(blob: Blob): Promise<number> {
  let count = 0;
  let content = false;
  let last = -1;
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const b of value) {
      if (b === 0x0a || b === 0x0d) {
        if (content && !(b === 0x0a && last === 0x0d)) count++;
        content = false;
      } else if (b > 0x20) content = true;
      last = b;
    }
  }
  return content ? count + 1 : count;
}

/** The folder a set of files chosen with `<input webkitdirectory>` came from, and their paths in it. */
export function chosenFolder(files: readonly File[]): { name: string; parts: FolderPart[] } {
  const rel = (f: File) =>
    (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
  const name = rel(files[0]).split('/')[0];
  return {
    name,
    parts: files.map((file) => {
      const segs = rel(file).split('/');
      return { path: segs.length > 1 ? segs.slice(1).join('/') : segs[0], file };
    }),
  };
}
