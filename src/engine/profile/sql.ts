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
 * Scan 2. Rows `(kind, s, v, n, x)`: `top` (s, value, count), `distinct` (s, -, count),
 * `format` (s, pattern index, matches, non-matching examples joined by
 * `EXAMPLE_SEPARATOR`). Histogram buckets arrive as `top` rows of the odd sets.
 */
export function valuesQuery(
  table: string,
  cols: readonly BatchColumn[],
  plans: ReadonlyMap<number, HistogramPlan>,
): string {
  const project: string[] = [];
  const sets: { id: number; key: string }[] = [];
  cols.forEach((c, j) => {
    const k = sqlIdent(`k${j}`);
    project.push(`${sqlIdent(c.name)} AS ${k}`);
    sets.push({ id: valuesSet(j), key: k });
    const plan = plans.get(j);
    if (plan) {
      const h = sqlIdent(`h${j}`);
      project.push(`${bucketExpr(c, plan)} AS ${h}`);
      sets.push({ id: histogramSet(j), key: h });
    }
  });
  const setId = sets.map((s) => `WHEN grouping(${s.key}) = 0 THEN ${s.id}`).join(' ');
  const value = sets
    .map((s) => `WHEN grouping(${s.key}) = 0 THEN CAST(${s.key} AS VARCHAR)`)
    .join(' ');
  const grouped =
    `g AS MATERIALIZED (SELECT CASE ${setId} END AS s, CASE ${value} END AS v, count(*) AS n ` +
    `FROM (SELECT ${project.join(', ')} FROM ${sqlIdent(table)}) ` +
    `GROUP BY GROUPING SETS (${sets.map((s) => `(${s.key})`).join(', ')}))`;

  const branches = [
    `SELECT * FROM (SELECT 'top' AS kind, s, left(v, ${SHOWN_CHARS}) AS v, CAST(n AS DOUBLE) AS n, ` +
      `CAST(NULL AS VARCHAR) AS x FROM g WHERE v IS NOT NULL ` +
      `QUALIFY row_number() OVER (PARTITION BY s ORDER BY n DESC, v) <= ${TOP_VALUES})`,
    `SELECT 'distinct' AS kind, s, CAST(NULL AS VARCHAR) AS v, CAST(count(*) AS DOUBLE) AS n, ` +
      `CAST(NULL AS VARCHAR) AS x FROM g WHERE v IS NOT NULL AND s % 2 = 0 GROUP BY s`,
  ];
  const textSets = cols.flatMap((c, j) => (c.kind === 'text' ? [valuesSet(j)] : []));
  if (textSets.length) {
    const patterns = distinctFormatPatterns();
    const m = (p: string) => `regexp_matches(v, ${sqlString(p)})`;
    const counts = patterns.map((p) => `CAST(sum(n) FILTER (WHERE ${m(p.pattern)}) AS DOUBLE)`);
    const examples = patterns.map(
      (p) =>
        `array_to_string(min(v, 3) FILTER (WHERE NOT ${m(p.pattern)}), ${sqlString(EXAMPLE_SEPARATOR)})`,
    );
    branches.push(
      `SELECT 'format' AS kind, s, CAST(unnest(${`[${patterns.map((_, i) => i).join(', ')}]`}) AS VARCHAR) AS v, ` +
        `unnest(c) AS n, unnest(e) AS x FROM (SELECT s, [${counts.join(', ')}] AS c, ` +
        `[${examples.join(', ')}] AS e FROM g WHERE v IS NOT NULL AND s IN (${textSets.join(', ')}) GROUP BY s)`,
    );
  }
  return `WITH ${grouped} ${branches.join(' UNION ALL ')}`;
}
