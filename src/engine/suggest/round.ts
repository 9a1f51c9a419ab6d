/**
 * Rounding for suggested thresholds: bounds rounded outward to a "nice" step, and
 * limits chosen from short ladders, always strictly looser than what was observed so
 * the suggestion passes on the file it came from.
 */

/** Cleans float noise (`0.30000000000000004` → `0.3`). */
const clean = (n: number): number => Number(n.toPrecision(12));

/**
 * The rounding step of one bound: a power of ten about a tenth of the span, and no coarser
 * than the bound's own order (so `-7.1` rounds to `-8`, not `-100`).
 */
export function niceStep(bound: number, span: number, whole: boolean): number {
  const byspan = 10 ** Math.floor(Math.log10((span || Math.abs(bound) || 1) / 5));
  const own = bound === 0 ? byspan : 10 ** Math.floor(Math.log10(Math.abs(bound)));
  const step = Math.min(byspan, own);
  return whole ? Math.max(1, step) : step;
}

/** `[lo, hi]` widened outward to multiples of a step; never inside the observed bounds. */
export function roundedBounds(lo: number, hi: number, whole: boolean): [number, number] {
  const span = hi - lo;
  const down = niceStep(lo, span, whole);
  const up = niceStep(hi, span, whole);
  let min = clean(Math.floor(lo / down) * down);
  let max = clean(Math.ceil(hi / up) * up);
  if (min > lo) min = clean(min - down);
  if (max < hi) max = clean(max + up);
  return [min, max];
}

const PERCENTS = [0.1, 0.5, 1, 2, 5, 10, 20, 30, 50, 75, 90, 100];

/** A percent limit above `observed` with room (about half again), from a short ladder. */
export function percentAbove(observed: number): number {
  return PERCENTS.find((p) => p > observed && p >= observed * 1.5) ?? 100;
}

const DAYS = [1, 2, 3, 7, 14, 30, 60, 90, 180, 365];

/** A whole number of days strictly above `seconds`, with about half again of room. */
export function daysAbove(seconds: number): number {
  const days = Math.max(0, seconds) / 86_400;
  return DAYS.find((d) => d > days && d >= days * 1.5) ?? Math.ceil((days * 1.5) / 365) * 365;
}

/** Rounds down to two significant digits (for a row-count floor). */
export function floor2(n: number): number {
  if (n < 10) return Math.floor(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / unit) * unit;
}

/** Rounds up to two significant digits (for a row-count ceiling). */
export function ceil2(n: number): number {
  if (n < 10) return Math.ceil(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / unit) * unit;
}
