/**
 * Profiles a loaded table through the engine's `QueryRunner`: columns are taken in
 * batches, each costing one pass over the rows, or a sample and two passes when some of
 * its columns are near-distinct (`sql.ts`). A caller that wants the first columns at once
 * (the page, on a wide file) gets each batch as soon as it is done.
 */
import { describeTable } from '../run/describe';
import type { ColumnInfo, QueryRunner } from '../types';
import { FORMAT_PREFERENCE, KEY_NAME, isWholeNumberType, kindOf } from './kinds';
import {
  EXACT_FORMATS,
  EXACT_FORMAT_SHARE,
  EXAMPLE_SEPARATOR,
  STATS,
  countQuery,
  distinctFormatPatterns,
  histogramPlan,
  histogramSet,
  isNearlyDistinct,
  sampleQuery,
  valuesQuery,
  valuesSet,
  wideQuery,
  type BatchColumn,
  type HistogramPlan,
} from './sql';
import type { ColumnProfile, FormatShare, TableProfile } from './types';

/** Columns per batch: narrow files are one batch. */
export const PROFILE_BATCH = 24;
/**
 * A column of at least this many non-NULL values whose values occur on average at most
 * `1 / NEARLY_DISTINCT` times each (estimated from the sample of pass 0) is not grouped
 * per value: that grouping (a million groups for a million rows) would be most of the
 * profile's time, and its top values would all be 1 or 2. Smaller files are always
 * profiled exactly, without a sample.
 */
export const WIDE_MIN_VALUES = 50_000;
export { NEARLY_DISTINCT } from './sql';
/**
 * An approximate distinct count within this share of the non-NULL values reads as "all
 * distinct (approx.)": DuckDB's HyperLogLog estimate can be a few percent off.
 */
export const ALL_DISTINCT_APPROX = 0.05;

export interface ProfileOptions {
  /** Columns per batch (default `PROFILE_BATCH`). */
  batchSize?: number;
  /** Least non-NULL values for the near-distinct shortcut (default `WIDE_MIN_VALUES`). */
  wideMinValues?: number;
  /** Called with each batch's columns as soon as they are profiled. */
  onBatch?: (columns: ColumnProfile[], progress: { done: number; total: number }) => void;
  /** Called with each SQL statement before it runs (the bench counts passes with it). */
  onQuery?: (sql: string) => void;
  /**
   * The table's columns as its load gave them, when their Spark types are not all DuckDB's
   * (a Parquet file's naive timestamp is `timestamp_ntz`); described here otherwise.
   */
  columns?: readonly ColumnInfo[];
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isNaN(n) ? null : n;
};
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

type Row = Record<string, unknown>;

/** Profiles every column of `table`. */
export async function profileTable(
  runner: QueryRunner,
  table: string,
  opts: ProfileOptions = {},
): Promise<TableProfile> {
  const query = async (sql: string) => {
    opts.onQuery?.(sql);
    return (await runner.query(sql)).rows;
  };
  const columns = opts.columns ? [...opts.columns] : await describeTable(runner, table);
  const size = Math.max(1, opts.batchSize ?? PROFILE_BATCH);
  const wideMin = opts.wideMinValues ?? WIDE_MIN_VALUES;
  const rows = num((await query(countQuery(table)))[0]?.n) ?? 0;
  const out: ColumnProfile[] = [];
  for (let start = 0; start < columns.length; start += size) {
    const infos = columns.slice(start, start + size);
    const batch: BatchColumn[] = infos.map((c) => ({
      name: c.name,
      duckdbType: c.duckdbType,
      kind: kindOf(c.duckdbType),
    }));
    const sample = rows >= wideMin ? ((await query(sampleQuery(table, batch, rows)))[0] ?? {}) : {};
    const wide = nearlyDistinct(batch, rows, wideMin, sample);
    const stats: Row = { ...sample };
    if (wide.length) {
      const plan = { columns: wide, ...widePlan(batch, wide, sample) };
      Object.assign(stats, (await query(wideQuery(table, batch, plan)))[0] ?? {});
    }
    const plans = new Map<number, HistogramPlan>();
    for (const j of wide) {
      const p = planOf(batch[j], stats, j);
      if (p) plans.set(j, p);
    }
    const values = valuesQuery(table, batch, plans, new Set(wide));
    const grouped = values ? await query(values) : [];
    // A grouped column's statistics come from its groups: fold them in as pass 1 names them.
    for (const r of grouped) {
      if (r.kind !== 'stat') continue;
      const j = Number(r.s) / 2;
      const name = String(r.v) as (typeof STATS)[number];
      stats[`${name}${j}`] = name === 'mn' || name === 'mx' ? r.x : r.n;
    }
    const profiles = batch.map((c, j) => {
      const isWide = wide.includes(j);
      const plan = isWide ? plans.get(j) : (planOf(c, stats, j) ?? undefined);
      const bins = isWide
        ? grouped.filter((r) => r.kind === 'top' && Number(r.s) === histogramSet(j))
        : grouped.filter((r) => r.kind === 'bin' && Number(r.s) === valuesSet(j));
      return columnProfile(c, infos[j].sparkType, start + j, j, rows, stats, {
        grouped: isWide ? wideRows(j, stats) : grouped,
        bins,
        plan,
        nearlyDistinct: isWide,
      });
    });
    out.push(...profiles);
    opts.onBatch?.(profiles, { done: out.length, total: columns.length });
  }
  return { table, rows, columns: out };
}

/** A number or date column's histogram buckets, from its bounds. */
function planOf(c: BatchColumn, stats: Row, j: number): HistogramPlan | null {
  if (c.kind !== 'number' && c.kind !== 'temporal') return null;
  return histogramPlan(
    num(stats[`mnd${j}`]),
    num(stats[`mxd${j}`]),
    c.kind === 'number' && isWholeNumberType(c.duckdbType),
  );
}

/** The near-distinct columns (see `isNearlyDistinct`) of at least `wideMin` values. */
function nearlyDistinct(
  batch: BatchColumn[],
  rows: number,
  wideMin: number,
  sample: Row,
): number[] {
  const sampled = num(sample.sn) ?? 0;
  return batch.flatMap((c, j) => {
    const seen = num(sample[`sn${j}`]) ?? 0;
    const once = num(sample[`s1${j}`]) ?? 0;
    if (c.kind === 'other' || sampled === 0 || (rows * seen) / sampled < wideMin) return [];
    return isNearlyDistinct(rows, sampled, seen, once) ? [j] : [];
  });
}

/**
 * What pass 1 counts exactly: the distinct values of a column that may be a key (a whole
 * number or text named like one, or text the sample says is all UUIDs), and the first
 * formats (by `FORMAT_PREFERENCE`) that nearly every sampled value matches.
 */
function widePlan(batch: BatchColumn[], wide: number[], sample: Row) {
  const patterns = distinctFormatPatterns();
  const patternOf = (format: string) => patterns.findIndex((p) => p.names.includes(format));
  const share = (j: number, i: number) => num(sample[`e${j}_${i}`]) ?? 0;
  const exactDistinct = new Set<number>();
  const formats = new Map<number, number[]>();
  for (const j of wide) {
    const c = batch[j];
    if (c.kind === 'text') {
      const fit = [
        ...new Set(
          FORMAT_PREFERENCE.map(patternOf).filter(
            (i) => i >= 0 && share(j, i) >= EXACT_FORMAT_SHARE,
          ),
        ),
      ].slice(0, EXACT_FORMATS);
      if (fit.length) formats.set(j, fit);
      if (KEY_NAME.test(c.name) || share(j, patternOf('uuid')) >= EXACT_FORMAT_SHARE) {
        exactDistinct.add(j);
      }
    } else if (c.kind === 'number' && isWholeNumberType(c.duckdbType) && KEY_NAME.test(c.name)) {
      exactDistinct.add(j);
    }
  }
  return { exactDistinct, formats };
}

/** A near-distinct column's pass-1 results in the grouped pass's row shape. */
function wideRows(j: number, w: Row): Row[] {
  const s = valuesSet(j);
  const out: Row[] = [];
  if (w[`dx${j}`] !== undefined) out.push({ kind: 'distinct', s, n: w[`dx${j}`] });
  distinctFormatPatterns().forEach((_, i) => {
    if (w[`e${j}_${i}`] === undefined) return;
    const exact = w[`fm${j}_${i}`];
    out.push({
      kind: 'format',
      s,
      v: String(i),
      n: exact ?? null,
      x: w[`fx${j}_${i}`] ?? null,
      e: w[`e${j}_${i}`],
    });
  });
  return out;
}

interface ColumnRows {
  /** Pass 2's rows (or a near-distinct column's pass-1 results in their shape). */
  grouped: Row[];
  /** The histogram's buckets: `{ v: index, n: count }`. */
  bins: Row[];
  plan: HistogramPlan | undefined;
  nearlyDistinct: boolean;
}

function columnProfile(
  c: BatchColumn,
  sparkType: string,
  index: number,
  j: number,
  rows: number,
  stats: Row,
  { grouped, bins, plan, nearlyDistinct }: ColumnRows,
): ColumnProfile {
  const nonNull = num(stats[`nn${j}`]) ?? 0;
  const nulls = rows - nonNull;
  const of = (kind: string, set: number) =>
    grouped.filter((r) => r.kind === kind && Number(r.s) === set);
  const top = of('top', valuesSet(j))
    .map((r) => ({ value: String(r.v), count: num(r.n) ?? 0 }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  const exactDistinct = num(of('distinct', valuesSet(j))[0]?.n);
  const distinctApprox = nearlyDistinct && exactDistinct === null;
  const distinct = distinctApprox
    ? Math.min(nonNull, Math.round(num(stats[`ad${j}`]) ?? 0))
    : (exactDistinct ?? 0);
  const stat = (name: string, kinds: readonly string[]) =>
    kinds.includes(c.kind) ? num(stats[`${name}${j}`]) : null;
  const bounded = c.kind !== 'other';
  return {
    name: c.name,
    index,
    duckdbType: c.duckdbType,
    sparkType,
    kind: c.kind,
    rows,
    nulls,
    nullPercent: rows === 0 ? 0 : (100 * nulls) / rows,
    distinct,
    nearlyDistinct,
    distinctApprox,
    allDistinct:
      nonNull > 0 &&
      (distinctApprox ? distinct >= (1 - ALL_DISTINCT_APPROX) * nonNull : distinct === nonNull),
    min: bounded ? str(stats[`mn${j}`]) : null,
    max: bounded ? str(stats[`mx${j}`]) : null,
    minNumber: stat('mnd', ['number', 'temporal']),
    maxNumber: stat('mxd', ['number', 'temporal']),
    mean: stat('avg', ['number']),
    stddev: stat('sd', ['number']),
    minLength: stat('lmin', ['text']),
    maxLength: stat('lmax', ['text']),
    top,
    formats: c.kind === 'text' ? formatShares(of('format', valuesSet(j)), nonNull) : [],
    histogram: plan ? histogram(plan, bins) : null,
  };
}

function formatShares(rows: Row[], nonNull: number): FormatShare[] {
  const patterns = distinctFormatPatterns();
  const out: FormatShare[] = [];
  patterns.forEach((p, i) => {
    const row = rows.find((r) => Number(r.v) === i);
    const exact = num(row?.n);
    const estimate = num(row?.e) ?? 0;
    const matches = exact ?? Math.round(estimate * nonNull);
    const x = str(row?.x);
    const nonMatching = x ? [...new Set(x.split(EXAMPLE_SEPARATOR))] : [];
    for (const format of p.names) {
      out.push({
        format,
        matches,
        share: nonNull === 0 ? 0 : matches / nonNull,
        nonMatching,
        exact: exact !== null || nonNull === 0,
      });
    }
  });
  return out;
}

function histogram(plan: HistogramPlan, rows: Row[]) {
  const counts = new Array<number>(plan.bins).fill(0);
  for (const r of rows) {
    const i = Number(r.v);
    if (i >= 0 && i < plan.bins) counts[i] = num(r.n) ?? 0;
  }
  return counts.map((count, i) => ({
    from: plan.lo + i * plan.width,
    to: plan.lo + (i + 1) * plan.width,
    count,
  }));
}
