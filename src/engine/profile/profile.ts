/**
 * Profiles a loaded table through the engine's `QueryRunner`: columns are taken in
 * batches, and each batch costs two scans (`sql.ts`). A caller that wants the first
 * columns at once (the page, on a wide file) gets each batch as soon as it is done.
 */
import { describeTable } from '../run/describe';
import type { QueryRunner } from '../types';
import { isWholeNumberType, kindOf } from './kinds';
import {
  CANDIDATE_SHARE,
  EXAMPLE_SEPARATOR,
  distinctFormatPatterns,
  histogramPlan,
  histogramSet,
  statsQuery,
  valuesQuery,
  valuesSet,
  wideQuery,
  wideSampleQuery,
  type BatchColumn,
  type HistogramPlan,
} from './sql';
import type { ColumnProfile, FormatShare, TableProfile } from './types';

/** Columns per batch: narrow files are one batch (two scans in all). */
export const PROFILE_BATCH = 24;
/**
 * A column with at least this many non-NULL values whose approximate distinct count
 * (HyperLogLog, scan 1; DuckDB's estimate can be off by 10% or more) reaches `NEARLY_DISTINCT` of them is not grouped per value:
 * that grouping (a million groups for a million rows) was most of the profile's time,
 * and its top values would all be 1. Smaller files are always profiled exactly.
 */
export const WIDE_MIN_VALUES = 50_000;
export const NEARLY_DISTINCT = 0.5;

export interface ProfileOptions {
  /** Columns per batch (default `PROFILE_BATCH`). */
  batchSize?: number;
  /** Least non-NULL values for the near-distinct shortcut (default `WIDE_MIN_VALUES`). */
  wideMinValues?: number;
  /** Called with each batch's columns as soon as they are profiled. */
  onBatch?: (columns: ColumnProfile[], progress: { done: number; total: number }) => void;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isNaN(n) ? null : n;
};
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Profiles every column of `table`. */
export async function profileTable(
  runner: QueryRunner,
  table: string,
  opts: ProfileOptions = {},
): Promise<TableProfile> {
  const columns = await describeTable(runner, table);
  const size = Math.max(1, opts.batchSize ?? PROFILE_BATCH);
  const out: ColumnProfile[] = [];
  let rows = 0;
  if (columns.length === 0) {
    rows = num((await runner.query(statsQuery(table, []))).rows[0]?.n) ?? 0;
  }
  for (let start = 0; start < columns.length; start += size) {
    const infos = columns.slice(start, start + size);
    const batch: BatchColumn[] = infos.map((c) => ({
      name: c.name,
      duckdbType: c.duckdbType,
      kind: kindOf(c.duckdbType),
    }));
    const stats = (await runner.query(statsQuery(table, batch))).rows[0] ?? {};
    rows = num(stats.n) ?? 0;
    const plans = new Map<number, HistogramPlan>();
    batch.forEach((c, j) => {
      if (c.kind !== 'number' && c.kind !== 'temporal') return;
      const plan = histogramPlan(
        num(stats[`mnd${j}`]),
        num(stats[`mxd${j}`]),
        c.kind === 'number' && isWholeNumberType(c.duckdbType),
      );
      if (plan) plans.set(j, plan);
    });
    const wide = new Set<number>();
    batch.forEach((_, j) => {
      const nonNull = num(stats[`nn${j}`]) ?? 0;
      const approx = num(stats[`ad${j}`]);
      if (
        approx !== null &&
        nonNull >= (opts.wideMinValues ?? WIDE_MIN_VALUES) &&
        approx >= NEARLY_DISTINCT * nonNull
      ) {
        wide.add(j);
      }
    });
    const values = valuesQuery(table, batch, plans, wide);
    const grouped = values ? (await runner.query(values)).rows : [];
    const wideStats = await wideScan(runner, table, batch, wide, stats);
    const profiles = batch.map((c, j) =>
      columnProfile(
        c,
        infos[j].sparkType,
        start + j,
        j,
        rows,
        stats,
        wide.has(j) ? [...grouped, ...wideRows(j, wideStats)] : grouped,
        plans.get(j),
        wide.has(j),
      ),
    );
    out.push(...profiles);
    opts.onBatch?.(profiles, { done: out.length, total: columns.length });
  }
  return { table, rows, columns: out };
}

/**
 * The near-distinct columns' scan: exact distinct counts where there is no NULL, and
 * exact shares of the formats a sample of rows says most values match.
 */
async function wideScan(
  runner: QueryRunner,
  table: string,
  batch: BatchColumn[],
  wide: ReadonlySet<number>,
  stats: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (wide.size === 0) return {};
  const text = [...wide].filter((j) => batch[j].kind === 'text');
  const sample = text.length
    ? ((await runner.query(wideSampleQuery(table, batch, text))).rows[0] ?? {})
    : {};
  const patterns = distinctFormatPatterns();
  const candidates = new Map<number, number[]>();
  for (const j of text) {
    const idx = patterns
      .map((_, i) => i)
      .filter((i) => (num(sample[`e${j}_${i}`]) ?? 0) >= CANDIDATE_SHARE);
    if (idx.length) candidates.set(j, idx);
  }
  const exactDistinct = [...wide].filter((j) => num(stats[`nn${j}`]) === num(stats.n));
  const q = wideQuery(table, batch, exactDistinct, candidates);
  const exact = q ? ((await runner.query(q)).rows[0] ?? {}) : {};
  return { ...sample, ...exact };
}

/** A near-distinct column's scan results in the grouped scan's row shape. */
function wideRows(j: number, w: Record<string, unknown>): Record<string, unknown>[] {
  const s = valuesSet(j);
  const out: Record<string, unknown>[] = [];
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

function columnProfile(
  c: BatchColumn,
  sparkType: string,
  index: number,
  j: number,
  rows: number,
  stats: Record<string, unknown>,
  grouped: Record<string, unknown>[],
  plan: HistogramPlan | undefined,
  nearlyDistinct = false,
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
    min: str(stats[`mn${j}`]),
    max: str(stats[`mx${j}`]),
    minNumber: num(stats[`mnd${j}`]),
    maxNumber: num(stats[`mxd${j}`]),
    mean: num(stats[`avg${j}`]),
    stddev: num(stats[`sd${j}`]),
    minLength: num(stats[`lmin${j}`]),
    maxLength: num(stats[`lmax${j}`]),
    top,
    formats: c.kind === 'text' ? formatShares(of('format', valuesSet(j)), nonNull) : [],
    histogram: plan ? histogram(plan, of('top', histogramSet(j))) : null,
  };
}

function formatShares(rows: Record<string, unknown>[], nonNull: number): FormatShare[] {
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

function histogram(plan: HistogramPlan, rows: Record<string, unknown>[]) {
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
