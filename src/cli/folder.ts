/**
 * A folder given as the data, read as one dataset the way Spark reads a directory
 * (RULES.md §9, "A folder of files"): the files Spark reads, in its order, written one
 * after the other into one file in the run's temporary folder (each without its header
 * after the first), which the CSV reader then reads as it reads any file; the partition
 * columns of `key=value` folders are added to the loaded table.
 */
import { createReadStream, createWriteStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type { Readable, Writable } from 'node:stream';
import {
  BadInputError,
  type FolderEntry,
  type FolderPlan,
  type HeaderSpan,
  type QueryRunner,
  folderLabel,
  headerSpan,
  inFolderLines,
  isHiddenName,
  partitionColumnsSql,
  planFolder,
  sameLine,
  sqlIdent,
} from '../engine/index.ts';
import { UsageError } from './errors.ts';

/** The most bytes a file's header may take before its first line break. */
const HEADER_LIMIT = 8 * 1024 * 1024;

/** A folder read: its plan and how many rows (lines that are not blank) each file gave. */
export interface FolderRead {
  folder: string;
  plan: FolderPlan;
  rows: number[];
  /** Where each file's lines are in the file read: its first line there, and the lines before it in the file. */
  lines: { start: number; skipped: number }[];
  /** A folder of Parquet files, read file by file (`folder-parquet.ts`), not combined. */
  parquet?: boolean;
}

export function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Every file under `folder` (hidden folders not entered), paths relative to it. */
function listFolder(folder: string): FolderEntry[] {
  const out: FolderEntry[] = [];
  const walk = (rel: string) => {
    for (const d of readdirSync(path.join(folder, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) {
        if (!isHiddenName(d.name)) walk(p);
      } else out.push({ path: p, size: statSync(path.join(folder, p)).size });
    }
  };
  walk('');
  return out;
}

/** The folder's plan (files Spark reads, partition columns), refusals as usage errors. */
export function folderPlan(folder: string): FolderPlan {
  try {
    return planFolder(`data folder ${folder}`, listFolder(folder));
  } catch (e) {
    if (e instanceof BadInputError) throw new UsageError(e.message);
    throw e;
  }
}

/** A file's bytes, decompressed when its name ends in `.gz` (as Spark picks the codec). */
const open = (file: string): Readable =>
  file.toLowerCase().endsWith('.gz')
    ? createReadStream(file).pipe(createGunzip())
    : createReadStream(file);

const extensionOf = (p: string) => /\.([^./]+)(\.gz)?$/i.exec(p)?.[1]?.toLowerCase() ?? '';

const printable = (line: Uint8Array) => JSON.stringify(Buffer.from(line).toString('utf8'));

/**
 * Writes `folder`'s files, in the plan's order, into one CSV file in `dir` (with `header`,
 * each file after the first without its header line, which must equal the first's);
 * returns its path and the folder read.
 */
export async function combineFolder(
  folder: string,
  dir: string,
  header: boolean,
  extension: 'csv' | 'jsonl' = 'csv',
): Promise<{ source: string; read: FolderRead }> {
  const plan = folderPlan(folder);
  const target = path.join(
    dir,
    `${path.basename(path.resolve(folder)) || 'data'}.folder.${extension}`,
  );
  const out = createWriteStream(target);
  const rows: number[] = [];
  const lines: FolderRead['lines'] = [];
  const counter = { breaks: 0 };
  let first: { line: Uint8Array; file: string; crlf: boolean } | null = null;
  let endsLine = true;
  try {
    for (const f of plan.files) {
      const file = path.join(folder, f.path);
      const counted = await copyFile(open(file), out, {
        dropHeader: header,
        needsNewline: !endsLine,
        lines: counter,
        onHeader: (line, crlf) => {
          if (!first) {
            first = { line, file: f.path, crlf };
            return { first: true, crlf };
          }
          if (!sameLine(line, first.line))
            throw new UsageError(
              `data folder ${folder}: ${f.path} has the header ${printable(line)} but ${first.file} has ${printable(first.line)}; Spark reads every file's columns by position under one header, and takes a different header for a row when it infers the types: give every file the same header, in the same order${extensionOf(f.path) === extensionOf(first.file) ? '' : ` (Spark reads every file whose name does not start with . or _, whatever its extension: move ${f.path} out or rename it to start with _)`}`,
            );
          return { first: false, crlf: first.crlf };
        },
        file: `data folder ${folder}: ${f.path}`,
      });
      rows.push(counted.rows);
      lines.push({ start: counted.wrote ? counted.start : 0, skipped: counted.skipped });
      if (counted.wrote) endsLine = counted.endsLine;
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  return { source: target, read: { folder, plan, rows, lines } };
}

/**
 * Copies one file to `out`: all of it when it is the first header (or without `dropHeader`),
 * else everything after its header line. Counts the lines that are not blank after the
 * header (a row each, as Spark reads a CSV without `multiLine`).
 */
async function copyFile(
  input: Readable,
  out: Writable,
  o: {
    dropHeader: boolean;
    needsNewline: boolean;
    /** Line breaks written so far into the file read, by every file. */
    lines: { breaks: number };
    onHeader: (line: Uint8Array, crlf: boolean) => { first: boolean; crlf: boolean };
    file: string;
  },
): Promise<{ rows: number; wrote: boolean; endsLine: boolean; start: number; skipped: number }> {
  let pending: Buffer | null = o.dropHeader ? Buffer.alloc(0) : null;
  let rows = 0;
  let content = false;
  let lastByte = -1;
  let wrote = false;
  let skipFirstLine = false;
  let start = 0;
  let skipped = 0;
  // A file whose lines end otherwise than the first file's gets the first file's line
  // breaks (the reader reads one kind in a file; Spark reads both).
  let convert: 'lf' | 'crlf' | null = null;
  let heldCR = false;
  const converted = (chunk: Uint8Array): Uint8Array => {
    if (convert === null) return chunk;
    const bytes: number[] = [];
    for (const b of chunk) {
      if (convert === 'lf') {
        if (heldCR && b !== 0x0a) bytes.push(0x0d);
        heldCR = b === 0x0d;
        if (!heldCR) bytes.push(b);
      } else {
        if (b === 0x0a && !heldCR) bytes.push(0x0d);
        heldCR = b === 0x0d;
        bytes.push(b);
      }
    }
    return Uint8Array.from(bytes);
  };
  const write = async (raw: Uint8Array) => {
    const chunk = converted(raw);
    if (chunk.length === 0) return;
    if (!wrote && o.needsNewline) {
      await put(out, Buffer.from('\n'));
      o.lines.breaks++;
    }
    if (!wrote) start = o.lines.breaks + 1;
    wrote = true;
    for (const b of chunk) {
      if ((b === 0x0a && lastByte !== 0x0d) || b === 0x0d) o.lines.breaks++;
      if (b === 0x0a || b === 0x0d) {
        if (content && !(b === 0x0a && lastByte === 0x0d)) rows++;
        content = false;
      } else if (b > 0x20) content = true;
      lastByte = b;
    }
    await put(out, chunk);
  };
  const take = async (buffer: Buffer, span: HeaderSpan) => {
    const crlf = buffer[span.end - 1] === 0x0a && buffer[span.end - 2] === 0x0d;
    const said = o.onHeader(span.line, crlf);
    const ends = buffer[span.end - 1] === 0x0a || buffer[span.end - 1] === 0x0d;
    if (ends && said.crlf !== crlf) convert = said.crlf ? 'crlf' : 'lf';
    if (said.first) {
      skipFirstLine = true;
      await write(buffer);
    } else {
      const head = buffer.subarray(0, span.end);
      skipped = head.filter((b, i) => b === 0x0d || (b === 0x0a && head[i - 1] !== 0x0d)).length;
      await write(buffer.subarray(span.end));
    }
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (pending === null) {
      await write(chunk);
      continue;
    }
    pending = Buffer.concat([pending, chunk]);
    const span = headerSpan(pending, false);
    if (span === 'incomplete' || span === null) {
      if (pending.length > HEADER_LIMIT)
        throw new UsageError(`${o.file}: no line break in its first ${HEADER_LIMIT} bytes`);
      continue;
    }
    const rest = pending;
    pending = null;
    await take(rest, span);
  }
  if (pending !== null) {
    const span = headerSpan(pending, true);
    if (span !== null && span !== 'incomplete') await take(pending, span);
  }
  if (heldCR) await put(out, Uint8Array.of(0x0d));
  if (content) rows++;
  // The first file's header is copied and counted above: it is no row.
  if (skipFirstLine) rows--;
  return {
    rows,
    wrote,
    endsLine: lastByte === 0x0a || lastByte === 0x0d || heldCR,
    start,
    skipped,
  };
}

function put(out: Writable, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => out.write(chunk, (e) => (e ? reject(e) : resolve())));
}

/** Adds the folder's partition columns to the loaded `table`; refuses when rows do not add up. */
export async function addPartitionColumns(
  db: QueryRunner & { exec(sql: string): Promise<unknown> },
  table: string,
  read: FolderRead,
): Promise<void> {
  if (read.plan.partitions.length === 0) return;
  const [{ n }] = (await db.query(`SELECT count(*)::BIGINT AS n FROM ${sqlIdent(table)}`)).rows;
  const expected = read.rows.reduce((a, b) => a + b, 0);
  if (Number(n) !== expected)
    throw new UsageError(
      `data folder ${read.folder}: read ${Number(n)} rows from ${read.plan.files.length} files whose lines count ${expected}; the workbench cannot tell which partition folder each row comes from (a quoted value over several lines?)`,
    );
  const names = new Set(
    (await db.query(`DESCRIBE ${sqlIdent(table)}`)).rows.map((r) =>
      String(r.column_name).toLowerCase(),
    ),
  );
  const clash = read.plan.partitions.find((p) => names.has(p.name.toLowerCase()));
  if (clash)
    throw new UsageError(
      `data folder ${read.folder}: the files have a column ${clash.name} and so do the partition folders (${clash.name}=…); Spark puts the folder's value in it: rename one of them`,
    );
  for (const sql of partitionColumnsSql(table, read.plan, read.rows)) await db.exec(sql);
}

/** The data's name in reports: `daily/ · 3 files`. */
export const folderName = (read: FolderRead) =>
  folderLabel(path.basename(path.resolve(read.folder)), read.plan.files.length);

/** What Spark lists in the folder but does not read, said as a warning. */
export function folderWarnings(read: FolderRead): string[] {
  const { unread, partitions } = read.plan;
  if (unread.length === 0) return [];
  const shown =
    unread.slice(0, 5).join(', ') + (unread.length > 5 ? `, and ${unread.length - 5} more` : '');
  return [
    `data folder ${read.folder}: not read, as Spark does not read them: ${shown} (${partitions.length ? 'files beside the partition folders' : 'files in subfolders not named key=value'})`,
  ];
}

/**
 * A message about the file read, in the user's terms: each "line N" becomes the line of the
 * folder's file it is in (`line 2 of b.csv`).
 */
export const inFolderTerms = (read: FolderRead, message: string): string =>
  inFolderLines(
    read.lines.map((l, i) => ({ ...l, path: read.plan.files[i].path })),
    message,
  );
