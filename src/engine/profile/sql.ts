/**
 * The profile's SQL: two scans per batch of columns, never a query per column per
 * statistic.
 *
 * 1. `statsQuery`: one aggregate SELECT: row count, non-NULL count, min/max, mean and
 *    stddev (numbers), length bounds (text), epoch bounds (dates).
 * 2. `valuesQuery`: one GROUPING SETS scan with a grouping set per column (its values)
 *    and per number/date column (its histogram bucket, from the bounds scan 1 found).
 *    From those groups, in the same statement: the top values, the distinct counts, and
 *    each named format's matches. Formats are tested once per distinct value, not per
 *    row, so a low-cardinality column costs almost nothing.
 *
 * Every identifier is quoted and every literal goes through the quote module.
 */
import { FORMATS } from '../catalog';
import { sqlIdent, sqlNumber, sqlString } from '../sql/quote';
import type { ColumnKind } from './types';

/** A column of the batch being profiled. */
export interface BatchColumn {
  name: string;
  duckdbType: string;
  kind: ColumnKind;
}

/** How many top values are kept per column (also the most a `valid_values` list may hold). */
export const TOP_VALUES = 20;
/** Longest top value or bound kept, in characters (longer text is cut for display). */
export const SHOWN_CHARS = 200;
/** Histogram buckets at most. */
export const HISTOGRAM_BINS = 10;
/** Text columns with at most this many distinct values test every format on every value. */
export const SAMPLE_ALL_DISTINCT = 4096;
/** Beyond that, formats are first tried on one distinct value in this many (by hash). */
export const SAMPLE_EVERY = 64;
/** A format whose sampled share reaches this is counted exactly, with non-matching examples. */
export const CANDIDATE_SHARE = 0.5;
/** Separator of the non-matching examples inside one text value (ASCII unit separator). */
export const EXAMPLE_SEPARATOR = '\u001f';

const dbl = (e: string) => `CAST(${e} AS DOUBLE)`;
const txt = (e: string) => `left(CAST(${e} AS VARCHAR), ${SHOWN_CHARS})`;

/** Scan 1: the aggregates of every column of the batch, aliased by batch position. */
export function statsQuery(table: string, cols: readonly BatchColumn[]): string {
  const select = ['CAST(count(*) AS DOUBLE) AS "n"'];
  cols.forEach((c, j) => {
    const x = sqlIdent(c.name);
    const a = (name: string, expr: string) => select.push(`${expr} AS ${sqlIdent(`${name}${j}`)}`);
    a('nn', dbl(`count(${x})`));
    if (c.kind === 'other') return;
    a('ad', dbl(`approx_count_distinct(${x})`));
    a('mn', txt(`min(${x})`));
    a('mx', txt(`max(${x})`));
    if (c.kind === 'number') {
      a('mnd', dbl(`min(${x})`));
      a('mxd', dbl(`max(${x})`));
      a('avg', dbl(`avg(${x})`));
      a('sd', dbl(`stddev_samp(${x})`));
    } else if (c.kind === 'temporal') {
      a('mnd', dbl(`epoch(min(${x}))`));
      a('mxd', dbl(`epoch(max(${x}))`));
    } else if (c.kind === 'text') {
      a('lmin', dbl(`min(length(${x}))`));
      a('lmax', dbl(`max(length(${x}))`));
    }
  });
  return `SELECT ${select.join(', ')} FROM ${sqlIdent(table)}`;
}

/** Equal-width buckets over [lo, hi]: `bins` of `width` starting at `lo`. */
export interface HistogramPlan {
  lo: number;
  width: number;
  bins: number;
}

/**
 * The buckets for observed bounds: whole numbers with a small span get one bucket per
 * value; otherwise `HISTOGRAM_BINS` equal buckets. None for non-finite or missing bounds.
 */
export function histogramPlan(
  lo: number | null,
  hi: number | null,
  wholeNumbers: boolean,
): HistogramPlan | null {
  if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi)) return null;
  const span = hi - lo;
  if (!Number.isFinite(span)) return null;
  if (span === 0) return { lo, width: 1, bins: 1 };
  if (wholeNumbers && span + 1 <= HISTOGRAM_BINS) return { lo, width: 1, bins: span + 1 };
  return { lo, width: span / HISTOGRAM_BINS, bins: HISTOGRAM_BINS };
}

/** The bucket index of a value (NULL stays NULL; the top bound falls in the last bucket). */
function bucketExpr(c: BatchColumn, plan: HistogramPlan): string {
  const x = sqlIdent(c.name);
  const value = c.kind === 'temporal' ? `epoch(${x})` : `CAST(${x} AS DOUBLE)`;
  const lit = (n: number) => sqlNumber(String(n));
  return (
    `least(CAST(floor((${value} - ${lit(plan.lo)}) / ${lit(plan.width)}) AS BIGINT), ` +
    `${plan.bins - 1})`
  );
}

/** Formats with distinct patterns (`ip` = `ipv4`, `number` = `decimal`): each tested once. */
export function distinctFormatPatterns(): { pattern: string; names: string[] }[] {
  const byPattern = new Map<string, string[]>();
  for (const [name, pattern] of Object.entries(FORMATS)) {
    byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), name]);
  }
  return [...byPattern].map(([pattern, names]) => ({ pattern, names }));
}

/** Grouping-set ids: `2j` the values of batch column j, `2j + 1` its histogram buckets. */
export const valuesSet = (j: number) => 2 * j;
export const histogramSet = (j: number) => 2 * j + 1;

/**
 * Scan 2. Rows `(kind, s, v, n, x, e)`: `top` (s, value, count), `distinct` (s, -, count),
 * `format` (s, pattern index, exact matches or NULL, non-matching examples joined by
 * `EXAMPLE_SEPARATOR`, sampled share). Histogram buckets arrive as `top` rows of the odd
 * sets. A format is tested on every distinct value only when a sample says most values
 * match it (or the column has few distinct values); otherwise its share is the sample's.
 */
export function valuesQuery(
  table: string,
  cols: readonly BatchColumn[],
  plans: ReadonlyMap<number, HistogramPlan>,
  wide: ReadonlySet<number> = new Set(),
): string | null {
  const project: string[] = [];
  const sets: { id: number; key: string }[] = [];
  cols.forEach((c, j) => {
    if (!wide.has(j)) {
      const k = sqlIdent(`k${j}`);
      project.push(`${sqlIdent(c.name)} AS ${k}`);
      sets.push({ id: valuesSet(j), key: k });
    }
    const plan = plans.get(j);
    if (plan) {
      const h = sqlIdent(`h${j}`);
      project.push(`${bucketExpr(c, plan)} AS ${h}`);
      sets.push({ id: histogramSet(j), key: h });
    }
  });
  if (sets.length === 0) return null;
  const setId = sets.map((s) => `WHEN grouping(${s.key}) = 0 THEN ${s.id}`).join(' ');
  const value = sets
    .map((s) => `WHEN grouping(${s.key}) = 0 THEN CAST(${s.key} AS VARCHAR)`)
    .join(' ');
  const grouped =
    `g AS MATERIALIZED (SELECT CASE ${setId} END AS s, CASE ${value} END AS v, count(*) AS n ` +
    `FROM (SELECT ${project.join(', ')} FROM ${sqlIdent(table)}) ` +
    `GROUP BY GROUPING SETS (${sets.map((s) => `(${s.key})`).join(', ')}))`;

  // Top values without sorting every group: the 20 smallest (−count, value) per set.
  const key = 'row(-n, v)';
  const branches = [
    `SELECT 'top' AS kind, s, left(unnest(vs), ${SHOWN_CHARS}) AS v, ` +
      `CAST(unnest(ns) AS DOUBLE) AS n, CAST(NULL AS VARCHAR) AS x, CAST(NULL AS DOUBLE) AS e ` +
      `FROM (SELECT s, min_by(v, ${key}, ${TOP_VALUES}) AS vs, min_by(n, ${key}, ${TOP_VALUES}) AS ns ` +
      `FROM g WHERE v IS NOT NULL GROUP BY s)`,
    `SELECT 'distinct' AS kind, s, CAST(NULL AS VARCHAR) AS v, CAST(k AS DOUBLE) AS n, ` +
      `CAST(NULL AS VARCHAR) AS x, CAST(NULL AS DOUBLE) AS e FROM d WHERE s % 2 = 0`,
  ];
  const ctes = [grouped, 'd AS (SELECT s, count(*) AS k FROM g WHERE v IS NOT NULL GROUP BY s)'];
  const textSets = cols.flatMap((c, j) =>
    c.kind === 'text' && !wide.has(j) ? [valuesSet(j)] : [],
  );
  if (textSets.length) {
    const patterns = distinctFormatPatterns();
    const m = (p: string) => `regexp_matches(v, ${sqlString(p)})`;
    const idx = patterns.map((_, i) => i);
    // Which formats are worth an exact count: their share on a sample of the distinct
    // values (all of them up to SAMPLE_ALL_DISTINCT) is at least CANDIDATE_SHARE.
    ctes.push(
      `est AS (SELECT s, ${patterns
        .map((p, i) => `sum(n) FILTER (WHERE ${m(p.pattern)}) / sum(n) AS ${sqlIdent(`e${i}`)}`)
        .join(
          ', ',
        )} FROM g JOIN d USING (s) WHERE v IS NOT NULL AND s IN (${textSets.join(', ')}) ` +
        `AND (k <= ${SAMPLE_ALL_DISTINCT} OR hash(v) % ${SAMPLE_EVERY} = 0) GROUP BY s)`,
    );
    // CASE evaluates the regex only on the rows of candidate formats (NULL elsewhere).
    const tested = patterns.map(
      (p, i) =>
        `CASE WHEN coalesce(${sqlIdent(`e${i}`)}, 0) >= ${CANDIDATE_SHARE} THEN ${m(p.pattern)} END AS ${sqlIdent(`m${i}`)}`,
    );
    const mi = (i: number) => sqlIdent(`m${i}`);
    const counts = idx.map((i) => `CAST(sum(n) FILTER (WHERE ${mi(i)}) AS DOUBLE)`);
    const examples = idx.map(
      (i) =>
        `array_to_string(min(v, 3) FILTER (WHERE NOT ${mi(i)}), ${sqlString(EXAMPLE_SEPARATOR)})`,
    );
    const estimates = idx.map((i) => `CAST(any_value(${sqlIdent(`e${i}`)}) AS DOUBLE)`);
    const allE = idx.map((i) => sqlIdent(`e${i}`)).join(', ');
    branches.push(
      `SELECT 'format' AS kind, s, CAST(unnest([${idx.join(', ')}]) AS VARCHAR) AS v, ` +
        `unnest(c) AS n, unnest(x) AS x, unnest(e) AS e FROM (SELECT s, [${counts.join(', ')}] AS c, ` +
        `[${examples.join(', ')}] AS x, [${estimates.join(', ')}] AS e ` +
        `FROM (SELECT s, v, n, ${allE}, ${tested.join(', ')} FROM g JOIN est USING (s) ` +
        `WHERE v IS NOT NULL) GROUP BY s)`,
    );
  }
  return `WITH ${ctes.join(', ')} ${branches.join(' UNION ALL ')}`;
}

/** Rows sampled (reservoir, fixed seed) to pick a near-distinct text column's candidate formats. */
export const WIDE_SAMPLE_ROWS = 4096;

/**
 * Near-distinct text columns (see `profile.ts`): each format's share on a fixed sample
 * of rows, aliased `e{j}_{i}` (batch column j, pattern i).
 */
export function wideSampleQuery(
  table: string,
  cols: readonly BatchColumn[],
  textCols: readonly number[],
): string {
  const patterns = distinctFormatPatterns();
  const select = textCols.flatMap((j) =>
    patterns.map(
      (p, i) =>
        `avg(CASE WHEN regexp_matches(${sqlIdent(`k${j}`)}, ${sqlString(p.pattern)}) THEN 1.0 ELSE 0.0 END) ` +
        `AS ${sqlIdent(`e${j}_${i}`)}`,
    ),
  );
  const project = textCols.map((j) => `${sqlIdent(cols[j].name)} AS ${sqlIdent(`k${j}`)}`);
  return (
    `SELECT ${select.join(', ')} FROM (SELECT ${project.join(', ')} FROM ${sqlIdent(table)} ` +
    `USING SAMPLE reservoir(${WIDE_SAMPLE_ROWS} ROWS) REPEATABLE (7))`
  );
}

/**
 * Scan 3, only for near-distinct columns (no per-value grouping): the exact distinct
 * count (`dx{j}`) of those with no NULL (a key candidate: `unique` needs it exact), and
 * per row the exact matches (`fm{j}_{i}`) and non-matching examples (`fx{j}_{i}`) of
 * each candidate format (pattern i) of a text column.
 */
export function wideQuery(
  table: string,
  cols: readonly BatchColumn[],
  exactDistinct: readonly number[],
  candidates: ReadonlyMap<number, readonly number[]>,
): string | null {
  const patterns = distinctFormatPatterns();
  const select: string[] = [];
  for (const j of exactDistinct) {
    select.push(
      `CAST(count(DISTINCT ${sqlIdent(cols[j].name)}) AS DOUBLE) AS ${sqlIdent(`dx${j}`)}`,
    );
  }
  for (const [j, idx] of candidates) {
    const x = sqlIdent(cols[j].name);
    for (const i of idx) {
      const m = `regexp_matches(${x}, ${sqlString(patterns[i].pattern)})`;
      select.push(`CAST(count(*) FILTER (WHERE ${m}) AS DOUBLE) AS ${sqlIdent(`fm${j}_${i}`)}`);
      select.push(
        `array_to_string(min(${txt(x)}, 3) FILTER (WHERE NOT ${m}), ${sqlString(EXAMPLE_SEPARATOR)}) ` +
          `AS ${sqlIdent(`fx${j}_${i}`)}`,
      );
    }
  }
  return select.length ? `SELECT ${select.join(', ')} FROM ${sqlIdent(table)}` : null;
}
