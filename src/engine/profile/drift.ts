/**
 * Profile drift: two files' profiles column by column (matched by name, case-insensitive,
 * as the rules resolve columns), with what moved flagged. A reader sees at a glance which
 * columns of next month's batch no longer look like this month's.
 */
import type { ColumnProfile, TableProfile } from './types';

/** What can move between two profiles of a column. */
export type DriftFlag =
  'added' | 'removed' | 'type' | 'nulls' | 'distinct' | 'range' | 'mean' | 'top';

/** One column's numbers on one side (null when the column is not in that file). */
export interface DriftSide {
  sparkType: string;
  nullPercent: number;
  distinct: number;
  min: string | null;
  max: string | null;
  mean: number | null;
  /** The most frequent values (up to `DRIFT_TOP`), most frequent first. */
  top: { value: string; count: number }[];
}

export interface ColumnDrift {
  column: string;
  first: DriftSide | null;
  second: DriftSide | null;
  /** What moved, in the order of `DriftFlag`; empty when the column looks the same. */
  moved: DriftFlag[];
}

/** Points of NULL share a column may move by before it is flagged. */
export const NULL_SHARE_POINTS = 5;
/** Relative change of the distinct count (or the mean, in first-file stddevs) flagged. */
export const DISTINCT_CHANGE = 0.5;
export const MEAN_STDDEVS = 1;
/** Most frequent values compared. */
export const DRIFT_TOP = 5;

function side(c: ColumnProfile): DriftSide {
  return {
    sparkType: c.sparkType,
    nullPercent: c.nullPercent,
    distinct: c.distinct,
    min: c.min,
    max: c.max,
    mean: c.mean,
    top: c.top.slice(0, DRIFT_TOP).map((t) => ({ value: t.value, count: t.count })),
  };
}

/** Whether `b` lies outside `a`'s range (numbers and dates): a smaller minimum or a larger maximum. */
function widened(a: ColumnProfile, b: ColumnProfile): boolean {
  if (a.minNumber === null || b.minNumber === null || a.maxNumber === null || b.maxNumber === null)
    return false;
  return b.minNumber < a.minNumber || b.maxNumber > a.maxNumber;
}

/** A category: every value of the column is among its counted top values. */
const isCategory = (c: ColumnProfile) => c.top.length > 0 && c.top.length === c.distinct;

function moved(a: ColumnProfile, b: ColumnProfile): DriftFlag[] {
  const out: DriftFlag[] = [];
  if (a.sparkType !== b.sparkType) out.push('type');
  if (Math.abs(a.nullPercent - b.nullPercent) >= NULL_SHARE_POINTS) out.push('nulls');
  const most = Math.max(a.distinct, b.distinct);
  if (most > 0 && Math.abs(a.distinct - b.distinct) / most >= DISTINCT_CHANGE) out.push('distinct');
  if (widened(a, b)) out.push('range');
  if (a.mean !== null && b.mean !== null) {
    const spread = a.stddev && a.stddev > 0 ? a.stddev : Math.abs(a.mean) || 1;
    if (Math.abs(b.mean - a.mean) > MEAN_STDDEVS * spread) out.push('mean');
  }
  // A category's most frequent values: one the first file has that the second lacks, or
  // the reverse. Columns of many values (names, emails) have no such shape to keep.
  const topA = new Set(a.top.slice(0, DRIFT_TOP).map((t) => t.value));
  const topB = new Set(b.top.slice(0, DRIFT_TOP).map((t) => t.value));
  if (isCategory(a) && isCategory(b)) {
    const differ = [...topA].some((v) => !topB.has(v)) || [...topB].some((v) => !topA.has(v));
    if (differ) out.push('top');
  }
  return out;
}

/** Every column of either file, the first file's order first, with what moved. */
export function profileDrift(first: TableProfile, second: TableProfile): ColumnDrift[] {
  const key = (name: string) => name.toLowerCase();
  const inSecond = new Map(second.columns.map((c) => [key(c.name), c]));
  const out: ColumnDrift[] = first.columns.map((a) => {
    const b = inSecond.get(key(a.name));
    if (!b) return { column: a.name, first: side(a), second: null, moved: ['removed'] };
    return { column: a.name, first: side(a), second: side(b), moved: moved(a, b) };
  });
  const inFirst = new Set(first.columns.map((c) => key(c.name)));
  for (const b of second.columns)
    if (!inFirst.has(key(b.name)))
      out.push({ column: b.name, first: null, second: side(b), moved: ['added'] });
  return out;
}
