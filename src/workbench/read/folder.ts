/**
 * Several files of one dataset, chosen as a folder or dropped together, read as Spark reads
 * the folder (RULES.md §9, "A folder of files"): the files Spark reads, in its order, as one
 * File named after the folder (`daily/ · 3 files`) that the page then loads as it loads any
 * dropped file. CSV: the first file whole, every other without its header line, which must
 * be the first's; JSON Lines: the files one after the other; a `.gz` file decompressed
 * first. Parquet: the File only names the files, which the load reads one by one
 * (`FOLDER_SOURCES`, `folder-load.ts`). No copy is made of a file that is not compressed:
 * the File is made of slices of the files.
 */
import {
  BadInputError,
  csvLineBreaks,
  folderLabel,
  headerSpan,
  planFolder,
  sameLine,
  type FolderEntry,
  type FolderFileLines,
  type FolderPlan,
} from '../../engine';
import { decompressed } from './formats';

/**
 * The partition columns of a File made of a partitioned folder: the plan and the rows each
 * of its files gave, in order, which the load adds as columns (`partitionColumnsSql`).
 */
export const FOLDER_PARTITIONS = new WeakMap<File, { plan: FolderPlan; rows: number[] }>();

/** The format a folder's files are read in, by their names (`.txt` and others: CSV). */
export type FolderFormat = 'csv' | 'json' | 'parquet';

/**
 * A File made of a folder of JSON or Parquet files: its format, plan, and for Parquet each
 * file of the plan (in its order), which the load reads one at a time.
 */
export const FOLDER_SOURCES = new WeakMap<
  File,
  {
    format: 'json' | 'parquet';
    plan: FolderPlan;
    files: File[];
    /** JSON Lines: where each of the plan's files' lines sit in the combined file. */
    lines?: FolderFileLines[];
  }
>();

/**
 * A File made of a folder of CSV files: where each of the plan's files' lines sit in it,
 * for a refusal to name the line of the file it is in (`line 3 of b.csv`). Counted only
 * when asked (a refusal): counting reads every file once more.
 */
export const FOLDER_LINES = new WeakMap<File, () => Promise<FolderFileLines[]>>();

const formatOf = (p: string): FolderFormat | null =>
  /\.(json|jsonl|ndjson)(\.gz)?$/i.test(p)
    ? 'json'
    : /\.(parquet|parq)$/i.test(p)
      ? 'parquet'
      : /\.(csv|tsv|txt)(\.gz)?$/i.test(p)
        ? 'csv'
        : null;

/** A file of the folder and its path inside it (`2026-01-01.csv`, `region=eu/part-0.csv`). */
export interface FolderPart {
  path: string;
  file: File;
}

/** How much of a file's start is read to find its header. */
const HEAD_BYTES = 1024 * 1024;

/** Why the page does not read a folder yet (`refusal.folder.why.*`), in English. */
const NOT_YET = {
  multiLine: 'is one of several JSON documents read whole (input.options.multiLine is true)',
  longHeader: `has no line break in its first ${HEAD_BYTES} bytes`,
  lineBreaks: 'ends its lines otherwise than the other files (CRLF and LF)',
};
export type NotYet = keyof typeof NOT_YET;

const text = (line: Uint8Array) => new TextDecoder().decode(line);

/** The refusal of a folder the page does not read (yet), pointing to dqw. */
export const notYet = (folder: string, file: string, why: NotYet) =>
  new BadInputError(
    `${folder}: ${file} ${NOT_YET[why]}; the page does not read it yet: validate the folder with the command line (dqw validate ${folder}).`,
    'folder.notYet',
    { folder, file, why },
  );

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
  const rows: number[] = [];
  // Spark reads every file in the folder's one format; a file named for another is refused.
  const named = plan.files.filter((f) => formatOf(f.path) !== null);
  const format = named.length > 0 ? formatOf(named[0].path)! : 'csv';
  const other = named.find((f) => formatOf(f.path) !== format);
  if (other)
    throw new BadInputError(
      `${folder}: ${other.path} is ${formatOf(other.path)} but ${named[0].path} is ${format}; Spark reads every file of a folder in one format: keep one format in the folder.`,
      'folder.formats',
      {
        folder,
        file: other.path,
        format: formatOf(other.path)!,
        first: named[0].path,
        firstFormat: format,
      },
    );
  const label = folderLabel(name.replace(/\/+$/, ''), plan.files.length);
  const latest = Math.max(0, ...parts.map((p) => p.file.lastModified));
  // A file as its reader sees it: decompressed when its name ends in .gz, named by its path.
  const open = (path: string) => decompressed(new File([byPath.get(path)!], `${folder}${path}`));
  if (format === 'parquet') {
    const files = plan.files.map((f) => new File([byPath.get(f.path)!], `${folder}${f.path}`));
    const combined = new File(files, label, { lastModified: latest });
    FOLDER_SOURCES.set(combined, { format, plan, files });
    return combined;
  }
  if (format === 'json') {
    const blobs: Blob[] = [];
    const lines: FolderFileLines[] = [];
    let line = 1;
    for (const f of plan.files) {
      const file = await open(f.path);
      const counted = await linesIn(file);
      rows.push(counted.rows);
      lines.push({ path: f.path, start: file.size === 0 ? 0 : line, skipped: 0 });
      if (file.size === 0) continue;
      blobs.push(file);
      // The reader counts lines by \n: a file not ending in one gets one here.
      line += counted.breaks + (counted.last === 0x0a ? 0 : 1);
      if (counted.last !== 0x0a && counted.last !== 0x0d) blobs.push(new Blob(['\n']));
    }
    const combined = new File(blobs, label, { lastModified: latest });
    FOLDER_SOURCES.set(combined, { format, plan, files: [], lines });
    if (plan.partitions.length > 0) FOLDER_PARTITIONS.set(combined, { plan, rows });
    return combined;
  }
  const blobs: Blob[] = [];
  // Each file's part of the combined file: its body, whether a line break goes before it,
  // and its own lines left out (blank lines before its header, the header but the first's).
  const pieces: { path: string; body: Blob | null; breakBefore: boolean; skipped: number }[] = [];
  let first: { line: Uint8Array; path: string; crlf: boolean } | null = null;
  let endsLine = true;
  for (const f of plan.files) {
    const file = await open(f.path);
    rows.push(0);
    pieces.push({ path: f.path, body: null, breakBefore: false, skipped: 0 });
    if (file.size === 0) continue;
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    let start = 0;
    let withHeader = false;
    if (header) {
      const span = headerSpan(head, file.size <= HEAD_BYTES);
      if (span === null) continue;
      if (span === 'incomplete') throw notYet(folder, f.path, 'longHeader');
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
        if (ends && crlf !== first.crlf) throw notYet(folder, f.path, 'lineBreaks');
        start = span.end;
      }
    }
    if (start >= file.size) continue;
    if (!endsLine) blobs.push(new Blob(['\n']));
    const body = start === 0 ? file : file.slice(start);
    blobs.push(body);
    pieces[pieces.length - 1] = {
      path: f.path,
      body,
      breakBefore: !endsLine,
      skipped: csvLineBreaks(head.subarray(0, start)),
    };
    // The rows each file gives, for its partition values: its lines that are not blank.
    if (plan.partitions.length > 0)
      rows[rows.length - 1] = (await linesIn(body)).rows - (withHeader ? 1 : 0);
    const last = new Uint8Array(await file.slice(file.size - 1).arrayBuffer())[0];
    endsLine = last === 0x0a || last === 0x0d;
  }
  const combined = new File(blobs, label, {
    type: 'text/csv',
    lastModified: latest,
  });
  if (plan.partitions.length > 0) FOLDER_PARTITIONS.set(combined, { plan, rows });
  let counted: Promise<FolderFileLines[]> | null = null;
  FOLDER_LINES.set(combined, () => (counted ??= linesOfParts(pieces)));
  return combined;
}

/** Where each part's lines sit in the parts joined (1-based; 0 for a part with nothing read). */
async function linesOfParts(
  parts: readonly { path: string; body: Blob | null; breakBefore: boolean; skipped: number }[],
): Promise<FolderFileLines[]> {
  const out: FolderFileLines[] = [];
  // The line of the joined files the next byte starts.
  let line = 1;
  for (const { path, body, breakBefore, skipped } of parts) {
    if (!body) {
      out.push({ path, start: 0, skipped: 0 });
      continue;
    }
    if (breakBefore) line++;
    out.push({ path, start: line, skipped });
    line += (await linesIn(body)).csvBreaks;
  }
  return out;
}

/**
 * The lines of `blob` that are not blank (`rows`: a row each, as Spark reads a CSV without
 * `multiLine`), its line feeds (`breaks`), its line breaks as CSV counts them
 * (`csvBreaks`: \r\n, \r and \n each one) and its last byte (-1 when empty).
 */
async function linesIn(
  blob: Blob,
): Promise<{ rows: number; breaks: number; csvBreaks: number; last: number }> {
  let count = 0;
  let breaks = 0;
  let csvBreaks = 0;
  let content = false;
  let last = -1;
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    csvBreaks += csvLineBreaks(value, last);
    for (const b of value) {
      if (b === 0x0a) breaks++;
      if (b === 0x0a || b === 0x0d) {
        if (content && !(b === 0x0a && last === 0x0d)) count++;
        content = false;
      } else if (b > 0x20) content = true;
      last = b;
    }
  }
  return { rows: content ? count + 1 : count, breaks, csvBreaks, last };
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
