/**
 * The profile's SQL. Per batch of columns, at most one pass over every row of each kind,
 * never a query per column per statistic:
 *
 * 0. `sampleQuery` (only on tables of `WIDE_MIN_VALUES` rows or more): 4,096 rows drawn
 *    from about 64 random vectors say which columns are near-distinct (grouping them
 *    value by value would cost a group per row for top values that are all 1) and which
 *    named formats a near-distinct text column mostly matches. It reads no other row.
 * 1. `wideQuery`, only when some columns are near-distinct: one aggregate over the rows
 *    for those columns alone: NULLs, HyperLogLog distinct estimate, min/max, mean and
 *    stddev, lengths, an exact distinct count where the column may be a key, and the
 *    exact matches of the formats the sample says fit.
 * 2. `valuesQuery`: one statement grouping each other column by value, and each
 *    near-distinct number/date column by histogram bucket (from the
 *    bounds of pass 1). Everything else is computed from those groups in the same
 *    statement: NULLs, min/max, mean and stddev, lengths, histograms, top values,
 *    distinct counts and format matches (each format tested once per distinct value).
 *
 * A narrow file is one pass (2); a file with near-distinct columns is the sample and two.
 * Every identifier is quoted and every literal goes through the quote module.
 */
import { FORMATS } from '../catalog';
import { sqlIdent, sqlNumber, sqlString } from '../sql/quote';
import { isWholeNumberType } from './kinds';
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

/** A column is near-distinct when its values occur on average at most `1 / this` times. */
export const NEARLY_DISTINCT = 0.5;
/** Rows in the reservoir sample of pass 0. */
export const SAMPLE_ROWS = 4096;
/**
 * Formats are tried on this many of the sampled rows (any positions of a uniform sample
 * are one too): enough to pick the formats worth an exact count at `EXACT_FORMAT_SHARE`.
 */
export const SAMPLE_FORMAT_ROWS = 1024;
/**
 * On a larger table the reservoir is filled from about this many rows, read as whole
 * vectors (DuckDB's `system` sample), so pass 0 reads a fixed share of the file instead
 * of copying every row through the reservoir.
 */
export const SAMPLE_SOURCE_ROWS = 64 * 2048;
/** A near-distinct text column counts exactly the first formats (by preference) whose
 * sampled share reaches this; the others keep the sample's estimate. */
export const EXACT_FORMAT_SHARE = 0.9;
/** How many formats a near-distinct text column counts exactly, at most. */
export const EXACT_FORMATS = 2;

const dbl = (e: string) => `CAST(${e} AS DOUBLE)`;
const txt = (e: string) => `left(CAST(${e} AS VARCHAR), ${SHOWN_CHARS})`;
const alias = (name: string, j: number | string) => sqlIdent(`${name}${j}`);

/** The row count (cheap: no column is read). */
export function countQuery(table: string): string {
  return `SELECT CAST(count(*) AS DOUBLE) AS "n" FROM ${sqlIdent(table)}`;
}

/**
 * Pass 0, on a reservoir sample: per column j the sampled non-NULL values (`sn{j}`) and
 * those that occur once in the sample (`s1{j}`); per text column and format pattern i the
 * share of sampled values that match (`e{j}_{i}`).
 */
export function sampleQuery(table: string, cols: readonly BatchColumn[], rows: number): string {
  const patterns = distinctFormatPatterns();
  const k = (j: number) => alias('k', j);
  const counts = ['CAST(sum(c) FILTER (WHERE j = 0) AS DOUBLE) AS "sn"'];
  const shares: string[] = [];
  cols.forEach((col, j) => {
    const sn = alias('sn', j);
    const s1 = alias('s1', j);
    counts.push(`CAST(coalesce(sum(c) FILTER (WHERE j = ${j} AND NOT nul), 0) AS DOUBLE) AS ${sn}`);
    counts.push(`CAST(count(*) FILTER (WHERE j = ${j} AND NOT nul AND c = 1) AS DOUBLE) AS ${s1}`);
    if (col.kind !== 'text') return;
    // Formats are tried only on a column that may be near-distinct (`isNearlyDistinct`'s
    // test): the others are grouped in pass 2, which tests every distinct value.
    const maybe = `(${sn} - ${s1}) * ${rows} <= ${1 / NEARLY_DISTINCT - 1} * "sn" * ${sn}`; // numbers we made
    patterns.forEach((p, i) =>
      shares.push(
        `avg(CASE WHEN ${maybe} THEN CAST(regexp_matches(${k(j)}, ${sqlString(p.pattern)}) AS DOUBLE) END) ` +
          `AS ${sqlIdent(`e${j}_${i}`)}`,
      ),
    );
  });
  const project = cols.map((col, j) => `${sqlIdent(col.name)} AS ${k(j)}`);
  const percent = (100 * SAMPLE_SOURCE_ROWS) / Math.max(1, rows);
  const source =
    percent < 100
      ? `(SELECT * FROM ${sqlIdent(table)} USING SAMPLE ${percent.toFixed(4)}% (system, 7))` // a number we made, not input
      : sqlIdent(table);
  // Each column's sampled values grouped in one pass: a group of 1 occurs once.
  const which = `CASE ${cols.map((_, j) => `WHEN grouping(${k(j)}) = 0 THEN ${j}`).join(' ')} END`;
  const isNull = `CASE ${cols.map((_, j) => `WHEN grouping(${k(j)}) = 0 THEN ${k(j)} IS NULL`).join(' ')} END`;
  return (
    `WITH smp AS MATERIALIZED (SELECT ${project.join(', ')} FROM ${source} ` +
    `USING SAMPLE reservoir(${SAMPLE_ROWS} ROWS) REPEATABLE (7)), ` +
    `cnt AS (SELECT ${which} AS j, ${isNull} AS nul, count(*) AS c FROM smp ` +
    `GROUP BY GROUPING SETS (${cols.map((_, j) => `(${k(j)})`).join(', ')})), ` +
    `piv AS MATERIALIZED (SELECT ${counts.join(', ')} FROM cnt) ` +
    (shares.length
      ? `SELECT * FROM piv, (SELECT ${shares.join(', ')} FROM (SELECT * FROM smp LIMIT ${SAMPLE_FORMAT_ROWS}), piv)`
      : 'SELECT * FROM piv')
  );
}

/**
 * Whether a column of `rows` rows is near-distinct, from its sample counts: `seen`
 * non-NULL values out of `sampled` rows, `once` of them occurring once in the sample. A
 * value that occurs k times in n rows is seen again in a sample of s rows with probability
 * about (k − 1)·s/n, so the share of sampled values seen twice or more estimates
 * (k − 1)·s/n. Near-distinct: k ≤ 1 / `NEARLY_DISTINCT` (`sampleQuery` applies the same test).
 */
export function isNearlyDistinct(
  rows: number,
  sampled: number,
  seen: number,
  once: number,
): boolean {
  if (sampled === 0 || seen === 0) return false;
  return (seen - once) * rows <= (1 / NEARLY_DISTINCT - 1) * sampled * seen;
}

/** What pass 1 computes for a near-distinct column beyond its row-level statistics. */
export interface WidePlan {
  /** Batch positions of the near-distinct columns. */
  columns: readonly number[];
  /** Those whose distinct count is counted exactly (they may be keys). */
  exactDistinct: ReadonlySet<number>;
  /** Per text column, the format patterns (indexes) counted exactly. */
  formats: ReadonlyMap<number, readonly number[]>;
}

/**
 * Pass 1: the near-distinct columns' statistics over every row, aliased as `valuesQuery`'s
 * stat rows are named (`nn{j}`, `mn{j}`, …), plus `ad{j}` (HyperLogLog estimate), `dx{j}`
 * (exact distinct), `fm{j}_{i}` (exact matches of pattern i) and `fx{j}_{i}` (up to three
 * non-matching values joined by `EXAMPLE_SEPARATOR`).
 */
export function wideQuery(table: string, cols: readonly BatchColumn[], plan: WidePlan): string {
  const patterns = distinctFormatPatterns();
  const select: string[] = [];
  const project: string[] = [];
  const a = (name: string, j: number | string, expr: string) =>
    select.push(`${expr} AS ${alias(name, j)}`);
  for (const j of plan.columns) {
    const c = cols[j];
    const x = alias('k', j);
    project.push(`${sqlIdent(c.name)} AS ${x}`);
    a('nn', j, dbl(`count(${x})`));
    if (plan.exactDistinct.has(j)) a('dx', j, dbl(`count(DISTINCT ${x})`));
    else a('ad', j, dbl(`approx_count_distinct(${x})`));
    a('mn', j, txt(`min(${x})`));
    a('mx', j, txt(`max(${x})`));
    if (c.kind === 'number') {
      a('mnd', j, dbl(`min(${x})`));
      a('mxd', j, dbl(`max(${x})`));
      a('avg', j, dbl(`avg(${x})`));
      a('sd', j, dbl(`stddev_samp(${x})`));
    } else if (c.kind === 'temporal') {
      a('mnd', j, dbl(`epoch(min(${x}))`));
      a('mxd', j, dbl(`epoch(max(${x}))`));
    } else if (c.kind === 'text') {
      a('lmin', j, dbl(`min(length(${x}))`));
      a('lmax', j, dbl(`max(length(${x}))`));
    }
    for (const i of plan.formats.get(j) ?? []) {
      // Each regex runs once per row: its result is projected, then aggregated twice.
      const m = sqlIdent(`m${j}_${i}`);
      project.push(`regexp_matches(${x}, ${sqlString(patterns[i].pattern)}) AS ${m}`);
      a('fm', `${j}_${i}`, dbl(`count(*) FILTER (WHERE ${m})`));
      a(
        'fx',
        `${j}_${i}`,
        `array_to_string(min(${txt(x)}, 3) FILTER (WHERE NOT ${m}), ${sqlString(EXAMPLE_SEPARATOR)})`,
      );
    }
  }
  // The regexes read the projected column, so project it first.
  const inner = plan.columns.map((j) => `${sqlIdent(cols[j].name)} AS ${alias('k', j)}`);
  const matches = project.filter((p) => p.startsWith('regexp_matches'));
  const from = matches.length
    ? `(SELECT *, ${matches.join(', ')} FROM (SELECT ${inner.join(', ')} FROM ${sqlIdent(table)}))`
    : `(SELECT ${inner.join(', ')} FROM ${sqlIdent(table)})`;
  return `SELECT ${select.join(', ')} FROM ${from}`;
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

/**
 * The statistics of a grouped column, from its groups instead of its rows, named as pass
 * 1 names them: `nn` (non-NULL values), `mnd`/`mxd` (bounds as numbers), `avg`, `sd`
 * (sample stddev, two-pass), `lmin`/`lmax` (text lengths) as numbers; `mn`/`mx` (bounds
 * as DuckDB prints them, compared as the column's type) as text.
 */
export const STATS = ['nn', 'mnd', 'mxd', 'avg', 'sd', 'lmin', 'lmax', 'mn', 'mx'] as const;

/** Adds the `stat` and `bin` branches of the grouped (not near-distinct) columns. */
function statBranches(
  cols: readonly BatchColumn[],
  wide: ReadonlySet<number>,
  ctes: string[],
  branches: string[],
): void {
  const grouped = cols.flatMap((c, j) => (wide.has(j) ? [] : [{ c, s: valuesSet(j) }]));
  if (grouped.length === 0) return;
  const inList = (xs: { s: number }[]) => (xs.length ? xs.map((x) => x.s).join(', ') : 'NULL');
  const ordered = grouped.filter((x) => x.c.kind === 'number' || x.c.kind === 'temporal');
  const text = grouped.filter((x) => x.c.kind === 'text');
  const whole = grouped.filter((x) => x.c.kind === 'number' && isWholeNumberType(x.c.duckdbType));
  const bound = (f: 'min' | 'max') =>
    `left(CASE WHEN s IN (${inList(ordered)}) THEN arg_${f}(v, d) ELSE ${f}(v) END, ${SHOWN_CHARS})`;
  ctes.push(
    `m AS (SELECT s, sum(n) AS nn, min(d) AS lo, max(d) AS hi, sum(d * n) / sum(n) AS mu, ` +
      `${bound('min')} AS mn, ${bound('max')} AS mx, ` +
      `min(length(v)) FILTER (WHERE s IN (${inList(text)})) AS lmin, ` +
      `max(length(v)) FILTER (WHERE s IN (${inList(text)})) AS lmax ` +
      `FROM g WHERE v IS NOT NULL AND s % 2 = 0 GROUP BY s)`,
    `sdv AS (SELECT s, sqrt(sum(g.n * (g.d - m.mu) * (g.d - m.mu)) / (any_value(m.nn) - 1)) AS sd ` +
      `FROM g JOIN m USING (s) WHERE g.v IS NOT NULL AND m.nn > 1 AND s IN (${inList(ordered)}) GROUP BY s)`,
  );
  const names = STATS.map((n) => sqlString(n)).join(', ');
  const nums = ['nn', 'lo', 'hi', 'mu', 'sd', 'lmin', 'lmax', 'NULL', 'NULL'].map(dbl).join(', ');
  const texts = [...STATS.slice(0, 7).map(() => 'NULL'), 'mn', 'mx']
    .map((e) => `CAST(${e} AS VARCHAR)`)
    .join(', ');
  branches.push(
    `SELECT 'stat' AS kind, s, unnest([${names}]) AS v, unnest([${nums}]) AS n, ` +
      `unnest([${texts}]) AS x, CAST(NULL AS DOUBLE) AS e FROM m LEFT JOIN sdv USING (s)`,
  );
  if (ordered.length === 0) return;
  // Histograms from the groups: the buckets `histogramPlan` makes, in the same arithmetic.
  const isWhole = `s IN (${inList(whole)})`;
  const small = `${isWhole} AND hi - lo + 1 <= ${HISTOGRAM_BINS}`;
  ctes.push(
    `b AS (SELECT s, lo, CASE WHEN hi = lo THEN 1.0 WHEN ${small} THEN 1.0 ` +
      `ELSE (hi - lo) / ${HISTOGRAM_BINS} END AS w, ` +
      `CASE WHEN hi = lo THEN 1 WHEN ${small} THEN CAST(hi - lo + 1 AS BIGINT) ` +
      `ELSE ${HISTOGRAM_BINS} END AS bins FROM m WHERE s IN (${inList(ordered)}) ` +
      `AND isfinite(lo) AND isfinite(hi) AND isfinite(hi - lo))`,
  );
  branches.push(
    `SELECT 'bin' AS kind, s, CAST(i AS VARCHAR) AS v, CAST(sum(n) AS DOUBLE) AS n, ` +
      `CAST(NULL AS VARCHAR) AS x, CAST(NULL AS DOUBLE) AS e FROM (SELECT g.s, g.n, ` +
      `least(CAST(floor((g.d - b.lo) / b.w) AS BIGINT), b.bins - 1) AS i ` +
      `FROM g JOIN b USING (s) WHERE g.v IS NOT NULL) GROUP BY s, i`,
  );
}

/** Grouping-set ids: `2j` the values of batch column j, `2j + 1` its histogram buckets. */
export const valuesSet = (j: number) => 2 * j;
export const histogramSet = (j: number) => 2 * j + 1;

/**
 * Pass 2. Rows `(kind, s, v, n, x, e)`: `top` (s, value, count), `distinct` (s, -, count),
 * `stat` (s, statistic name, number, text: see `STATS`), `bin` (s, bucket index, count),
 * `format` (s, pattern index, exact matches or NULL, non-matching examples joined by
 * `EXAMPLE_SEPARATOR`, sampled share). Near-distinct columns (`wide`) are not grouped;
 * their histogram buckets (from `plans`, bounds of pass 1) arrive as `top` rows of the odd
 * sets. A format is tested on every distinct value only when a sample of the distinct
 * values says most match it (or the column has few distinct values); otherwise its share
 * is the sample's.
 */
export function valuesQuery(
  table: string,
  cols: readonly BatchColumn[],
  plans: ReadonlyMap<number, HistogramPlan>,
  wide: ReadonlySet<number> = new Set(),
): string | null {
  const project: string[] = [];
  const sets: { id: number; key: string; sort?: string }[] = [];
  cols.forEach((c, j) => {
    if (!wide.has(j)) {
      const k = sqlIdent(`k${j}`);
      project.push(`${sqlIdent(c.name)} AS ${k}`);
      const sort =
        c.kind === 'number' ? dbl(k) : c.kind === 'temporal' ? dbl(`epoch(${k})`) : undefined;
      sets.push({ id: valuesSet(j), key: k, sort });
    }
    const plan = plans.get(j);
    if (plan) {
      const h = sqlIdent(`h${j}`);
      project.push(`${bucketExpr(c, plan)} AS ${h}`);
      sets.push({ id: histogramSet(j), key: h });
    }
  });
  if (sets.length === 0) return null;
  // One GROUP BY per set, each reading its own column (a GROUPING SETS statement costs
  // DuckDB far more: every set's rows go through one wide projection). `d`: a number's
  // value, a date's seconds since the epoch (for order and arithmetic).
  const grouped = `g AS MATERIALIZED (${sets
    .map(
      (s, i) =>
        `SELECT ${s.id} AS s, CAST(${s.key} AS VARCHAR) AS v, ` +
        `${s.sort ?? 'CAST(NULL AS DOUBLE)'} AS d, count(*) AS n ` +
        `FROM (SELECT ${project[i]} FROM ${sqlIdent(table)}) GROUP BY ${s.key}`,
    )
    .join(' UNION ALL ')})`;

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
  statBranches(cols, wide, ctes, branches);
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
