/**
 * What the Profile, History and Compare views show, derived here so components only
 * render: histogram bars with labels, a column's best formats, a trend's threshold lines.
 */
import type { ColumnProfile, TrendPoint } from './engine';
import { parseThreshold } from './engine';

export interface Bar {
  label: string;
  count: number;
  /** Height relative to the tallest bar, 0–100. */
  percent: number;
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const short = (n: number) => String(Number(n.toPrecision(4)));

/** A column's histogram as labelled bars (dates as days), or [] without one. */
export function histogramBars(c: ColumnProfile): Bar[] {
  const bins = c.histogram ?? [];
  const max = Math.max(1, ...bins.map((b) => b.count));
  return bins.map((b) => ({
    label:
      c.kind === 'temporal' ? `${day(b.from)} – ${day(b.to)}` : `${short(b.from)} – ${short(b.to)}`,
    count: b.count,
    percent: (100 * b.count) / max,
  }));
}

/**
 * How the distinct count reads: `approx` for a HyperLogLog estimate (shown with ≈), `all`
 * when every non-NULL value differs, `allApprox` when the estimate says they all do.
 */
export function distinctMark(c: ColumnProfile): 'all' | 'allApprox' | 'approx' | null {
  if (c.distinctApprox) return c.allDistinct ? 'allApprox' : 'approx';
  return c.allDistinct ? 'all' : null;
}

/** The formats most of a text column matches (share ≥ 50%), best first. */
export function leadingFormats(c: ColumnProfile): { format: string; percent: number }[] {
  return c.formats
    .filter((f) => f.share >= 0.5)
    .sort((a, b) => b.share - a.share)
    .slice(0, 3)
    .map((f) => ({ format: f.format, percent: Number((100 * f.share).toFixed(1)) }));
}

/** The numbers a threshold is drawn at (`between 1 and 5` → 1 and 5). */
export function thresholdEdges(text: string | undefined): number[] {
  if (!text) return [];
  const p = parseThreshold(text);
  if (!p.ok) return [];
  return 'low' in p.threshold ? [p.threshold.low, p.threshold.high] : [p.threshold.value];
}

/** A trend as chart rows: run number, metric, failure rate in percent. */
export function trendRows(points: TrendPoint[]) {
  return points.map((p) => ({
    run: p.run,
    metric: p.metric,
    failurePercent: Number((100 * p.failureRate).toPrecision(6)),
    severity: p.severity,
  }));
}

/** A text column's most frequent values as labelled bars (the category bars), or []. */
export function categoryBars(c: ColumnProfile, limit = 8): Bar[] {
  if (c.kind !== 'text' || c.nearlyDistinct) return [];
  const top = c.top.slice(0, limit);
  const max = Math.max(1, ...top.map((v) => v.count));
  return top.map((v) => ({ label: v.value, count: v.count, percent: (100 * v.count) / max }));
}
