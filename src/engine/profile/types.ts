/**
 * What a profile says about a loaded table: one entry per column, computed in one pass
 * over the rows per batch of columns, or a sample and two (see `sql.ts`). Everything here is plain data, so the page, the
 * CLI's `--json` and the suggestions read the same thing.
 */

/** How a column is profiled, from its DuckDB type. */
export type ColumnKind = 'number' | 'text' | 'temporal' | 'boolean' | 'other';

/** One bucket of a histogram: `[from, to)` (the last bucket includes `to`). */
export interface HistogramBin {
  /** Bounds as numbers: values for numbers, seconds since the epoch (UTC) for dates. */
  from: number;
  to: number;
  count: number;
}

/** How many non-NULL values match one named `valid_format`, with a few that don't. */
export interface FormatShare {
  format: string;
  matches: number;
  /** matches / non-NULL values (0 when there are none). */
  share: number;
  /** Up to three values that do not match (the smallest, as text). */
  nonMatching: string[];
  /**
   * False when the share was estimated on a sample of the distinct values (a format most
   * values do not match). Suggestions only use exact shares.
   */
  exact: boolean;
}

export interface ColumnProfile {
  name: string;
  /** 0-based position in the table. */
  index: number;
  duckdbType: string;
  /** The production (Spark) type, as the `schema` rule sees it. */
  sparkType: string;
  kind: ColumnKind;
  rows: number;
  nulls: number;
  /** 100 · nulls / rows (0 when there are no rows). */
  nullPercent: number;
  /** Distinct non-NULL values (approximate when `distinctApprox`). */
  distinct: number;
  /**
   * True for a large column whose values are (nearly) all distinct: its values are not
   * grouped, so `top` is empty (every value is about as rare as any other).
   */
  nearlyDistinct: boolean;
  /**
   * True when `distinct` is a HyperLogLog estimate: a near-distinct column that cannot be
   * a key (an exact count is kept for whole numbers or text named like a key, and UUIDs).
   */
  distinctApprox: boolean;
  /**
   * Every non-NULL value differs from the others: exactly, or within the estimate's error
   * when `distinctApprox`.
   */
  allDistinct: boolean;
  /** Smallest and largest value, as DuckDB prints them (text compares as text). */
  min: string | null;
  max: string | null;
  /** Numbers: min/max as numbers. Dates and timestamps: seconds since the epoch (UTC). */
  minNumber: number | null;
  maxNumber: number | null;
  mean: number | null;
  stddev: number | null;
  /** Text: shortest and longest value, in characters. */
  minLength: number | null;
  maxLength: number | null;
  /** Most frequent non-NULL values, most frequent first (ties by value). Long text is cut. */
  top: { value: string; count: number }[];
  /** Text columns: every named format's share. Empty for other kinds. */
  formats: FormatShare[];
  /** Numbers and dates: equal-width buckets between min and max. */
  histogram: HistogramBin[] | null;
}

export interface TableProfile {
  table: string;
  rows: number;
  columns: ColumnProfile[];
}
