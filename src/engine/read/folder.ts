/**
 * A folder read as one dataset, the way Spark reads a directory given as the path
 * (RULES.md §9, "A folder of files"), without touching a file system: which of the files
 * listed are read, in which order, and the partition columns `key=value` folders add.
 *
 * - A file or folder whose name starts with `.`, or with `_` and has no `=`, is skipped,
 *   as is a name ending in `._COPYING_` (`InMemoryFileIndex.shouldFilterOutPathName`).
 *   Every other file is read, whatever its extension.
 * - Without partition folders only the files directly in the folder are read; files in
 *   subfolders are not (`PartitioningAwareFileIndex.allFiles`).
 * - With `key=value` folders, the files under them are read and files directly in the
 *   folder are not; each `key` becomes a column after the file's own, typed from the
 *   values (`PartitioningUtils.inferPartitionColumnValue`): `int`, `bigint`,
 *   `decimal(p,0)`, `double`, `date` or `string`, widened across folders;
 *   `__HIVE_DEFAULT_PARTITION__` is NULL.
 * - The rows come file after file, the largest file first (`FilePartition` packs splits by
 *   length, descending); files of equal size in Spark's listing order, here by path.
 *
 * What the workbench does not follow is refused, naming the folder and the part at fault.
 */
import { BadInputError } from './file-refusals';

/** A file found under the folder: its path inside it (`/`-separated) and its size. */
export interface FolderEntry {
  path: string;
  size: number;
}

export type PartitionType =
  'int' | 'bigint' | 'double' | 'date' | 'string' | `decimal(${number},0)`;

export interface PartitionColumn {
  name: string;
  sparkType: PartitionType;
  /** The DuckDB type the column is loaded as. */
  duckdbType: string;
}

export interface FolderFile extends FolderEntry {
  /** Each partition column's value as text DuckDB casts to the column's type; NULL as null. */
  values: (string | null)[];
}

export interface FolderPlan {
  files: FolderFile[];
  partitions: PartitionColumn[];
  /** Files Spark lists but does not read (beside partition folders, or in a plain subfolder). */
  unread: string[];
}

/** Spark's default partition name: the value NULL. */
const DEFAULT_PARTITION = '__HIVE_DEFAULT_PARTITION__';

/** Whether Spark's file listing skips a file or folder of this name. */
export function isHiddenName(name: string): boolean {
  return (
    name.startsWith('.') ||
    (name.startsWith('_') && !name.includes('=')) ||
    name.endsWith('._COPYING_')
  );
}

const INT_MIN = -(2n ** 31n);
const INT_MAX = 2n ** 31n - 1n;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** `%xx` escapes as Spark's `unescapePathName` reads them. */
function unescapePath(raw: string): string {
  return raw.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function validDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

type ValueType = PartitionType | 'null';

/**
 * A partition value's type as Spark 3.5/4.1 infers it, or a reason it is refused: forms
 * only Java reads as numbers (`1d`, `NaN`, ` 1`), timestamps and other date forms.
 */
export function partitionValueType(raw: string): ValueType | { refused: string } {
  if (raw === DEFAULT_PARTITION) return 'null';
  if (raw === '') return { refused: 'an empty value' };
  if (/^[+-]?\d+$/.test(raw)) {
    const n = BigInt(raw);
    if (n >= INT_MIN && n <= INT_MAX) return 'int';
    if (n >= LONG_MIN && n <= LONG_MAX) return 'bigint';
    const digits = raw.replace(/^[+-]?0*/, '').length;
    return digits <= 38 ? `decimal(${digits},0)` : 'double';
  }
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw)) return 'double';
  if (validDate(raw)) return 'date';
  const text = unescapePath(raw);
  if (
    /^\s|\s$/.test(text) ||
    /^[+-]?(NaN|Infinity|0[xX][0-9a-fA-F.]+([pP][+-]?\d+)?[dDfF]?|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[dDfF])$/.test(
      text,
    )
  )
    return { refused: 'a value Spark reads as a number in a form only Java reads' };
  if (/^\d{1,4}-\d{1,2}-\d{1,2}/.test(text) || /^\d{4}-\d{2}/.test(text))
    return { refused: 'a date or timestamp in a form the workbench does not type as Spark does' };
  return 'string';
}

const DUCKDB: Record<string, string> = {
  int: 'INTEGER',
  bigint: 'BIGINT',
  double: 'DOUBLE',
  date: 'DATE',
  string: 'VARCHAR',
};

/**
 * The type of a partition column from its values' types, as Spark 4.1 widens them (pinned
 * by the Spark suite): `int` and `bigint` give `bigint`, `int` and `double` give `double`,
 * whole numbers and a `decimal(p,0)` give the decimal (at least 10 digits with an `int`, 20
 * with a `bigint`), but `bigint` and `double` give `string`, as does any type with `date` or
 * `string`. Null (NULL only) when a decimal meets a double, which the workbench does not follow.
 */
function widen(types: ValueType[]): PartitionType | null {
  const seen = new Set(types.filter((t) => t !== 'null'));
  if (seen.size === 0) return 'string';
  if (seen.size === 1) return [...seen][0] as PartitionType;
  if (seen.has('string') || seen.has('date')) return 'string';
  const decimals = [...seen].filter((t) => t.startsWith('decimal'));
  if (decimals.length > 0) {
    if (seen.has('double')) return null;
    const digits = Math.max(
      ...decimals.map((t) => Number(/\d+/.exec(t)![0])),
      seen.has('bigint') ? 20 : seen.has('int') ? 10 : 0,
    );
    return digits <= 38 ? `decimal(${digits},0)` : null;
  }
  if (seen.has('double')) return seen.has('bigint') ? 'string' : 'double';
  return 'bigint';
}

const segments = (p: string) => p.split('/').filter((s) => s !== '');

function refuse(folder: string, message: string, id: string, params: Record<string, string>) {
  return new BadInputError(`${folder}: ${message}`, id, { folder, ...params });
}

/**
 * The files of `folder` Spark reads, in its order, and the partition columns; throws a
 * `BadInputError` naming the folder and the file or folder at fault.
 */
export function planFolder(folder: string, entries: readonly FolderEntry[]): FolderPlan {
  const listed = entries.filter((e) => !segments(e.path).some(isHiddenName));
  const top = listed.filter((e) => segments(e.path).length === 1);
  const nested = listed.filter((e) => segments(e.path).length > 1);
  const isPartitioned = (e: FolderEntry) =>
    segments(e.path)
      .slice(0, -1)
      .every((s) => s.includes('='));
  const partitioned = nested.filter(isPartitioned);
  const plain = nested.filter((e) => !isPartitioned(e));
  if (partitioned.length === 0) {
    if (top.length === 0)
      throw refuse(
        folder,
        'the folder has no data file directly in it (files whose names start with . or _ are skipped, as Spark skips them)',
        'folder.empty',
        {},
      );
    return {
      files: ordered(top.map((e) => ({ ...e, values: [] }))),
      partitions: [],
      unread: plain.map((e) => e.path),
    };
  }
  if (plain.length > 0)
    throw refuse(
      folder,
      `${plain[0].path} is in a folder not named key=value beside partition folders; Spark refuses such a folder (conflicting directory structures): move it out`,
      'folder.mixed',
      { file: plain[0].path },
    );
  const keysOf = (e: FolderEntry) =>
    segments(e.path)
      .slice(0, -1)
      .map((s) => s.slice(0, s.indexOf('=')));
  const keys = keysOf(partitioned[0]);
  for (const e of partitioned) {
    const k = keysOf(e);
    if (k.join('/') !== keys.join('/'))
      throw refuse(
        folder,
        `${e.path} is partitioned by ${k.join(', ')} and ${partitioned[0].path} by ${keys.join(', ')}; Spark refuses conflicting partition column names: give every file the same key=value folders`,
        'folder.partitionNames',
        { file: e.path },
      );
  }
  const lower = keys.map((k) => k.toLowerCase());
  const twice = lower.find((k, i) => lower.indexOf(k) !== i);
  if (twice !== undefined || keys.some((k) => k === ''))
    throw refuse(
      folder,
      `the partition folders name the column "${twice ?? ''}" twice or not at all: name each key once`,
      'folder.partitionNames',
      { file: partitioned[0].path },
    );
  const raws = partitioned.map((e) =>
    segments(e.path)
      .slice(0, -1)
      .map((s) => s.slice(s.indexOf('=') + 1)),
  );
  const partitions: PartitionColumn[] = keys.map((name, c) => {
    const types = raws.map((r, i) => {
      const t = partitionValueType(r[c]);
      if (typeof t === 'object')
        throw refuse(
          folder,
          `the partition folder ${name}=${r[c]} (of ${partitioned[i].path}) holds ${t.refused}: rename the folder, or read the files without it`,
          'folder.partitionValue',
          { file: partitioned[i].path, value: `${name}=${r[c]}` },
        );
      return t;
    });
    const sparkType = widen(types);
    if (sparkType === null)
      throw refuse(
        folder,
        `the partition column ${name} mixes whole numbers too large for a bigint with decimals, which the workbench does not widen as Spark does: rename the folders`,
        'folder.partitionValue',
        { file: partitioned[0].path, value: name },
      );
    return { name, sparkType, duckdbType: DUCKDB[sparkType] ?? sparkType.toUpperCase() };
  });
  return {
    files: ordered(
      partitioned.map((e, i) => ({
        ...e,
        values: raws[i].map((raw) => (raw === DEFAULT_PARTITION ? null : unescapePath(raw))),
      })),
    ),
    partitions,
    unread: top.map((e) => e.path),
  };
}

/** Spark's row order: the largest file first; equal sizes by path. */
function ordered(files: FolderFile[]): FolderFile[] {
  return [...files].sort(
    (a, b) => b.size - a.size || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
}

/** A folder's name as the page and reports show it: `daily/ · 3 files`. */
export function folderLabel(name: string, files: number): string {
  return `${name.replace(/\/+$/, '')}/ · ${files} ${files === 1 ? 'file' : 'files'}`;
}

/** The folder a {@link folderLabel} names (`daily/ · 3 files` → `daily`); null for a file's name. */
export function folderOfLabel(name: string): string | null {
  return /^(.*)\/ · \d+ files?$/.exec(name)?.[1] ?? null;
}
