/**
 * `must_be` and `warn` read together (RULES.md §4): a rule warns when `must_be` holds and
 * `warn` does not, so a `warn` that holds wherever `must_be` holds can never fire. The
 * editor says so at `warn`; the run is production's either way.
 */
import type { Threshold } from './threshold';

/** A set of numbers as intervals; an end is open when the number itself is left out. */
interface Interval {
  lo: number;
  hi: number;
  loOpen: boolean;
  hiOpen: boolean;
}

const ALL = (lo: number, hi: number, loOpen: boolean, hiOpen: boolean): Interval => ({
  lo,
  hi,
  loOpen,
  hiOpen,
});

/** The numbers a threshold holds for (NaN left aside), as intervals. */
function holds(t: Threshold): Interval[] {
  const inf = Infinity;
  switch (t.op) {
    case '>':
      return [ALL(t.value, inf, true, true)];
    case '>=':
      return [ALL(t.value, inf, false, true)];
    case '<':
      return [ALL(-inf, t.value, true, true)];
    case '<=':
      return [ALL(-inf, t.value, true, false)];
    case '=':
      return [ALL(t.value, t.value, false, false)];
    case '!=':
      return [ALL(-inf, t.value, true, true), ALL(t.value, inf, true, true)];
    case 'between':
      return t.low <= t.high ? [ALL(t.low, t.high, false, false)] : [];
    case 'not between':
      return t.low <= t.high
        ? [ALL(-inf, t.low, true, true), ALL(t.high, inf, true, true)]
        : [ALL(-inf, inf, true, true)];
  }
}

/** Whether interval `a` lies inside `b`. */
function inside(a: Interval, b: Interval): boolean {
  const loOk = a.lo > b.lo || (a.lo === b.lo && (!b.loOpen || a.loOpen));
  const hiOk = a.hi < b.hi || (a.hi === b.hi && (!b.hiOpen || a.hiOpen));
  return loOk && hiOk;
}

/**
 * Whether `warn` holds for every value `mustBe` holds for, so the rule never warns. Each
 * interval of `mustBe` must fit in one of `warn`'s (the intervals of one threshold never
 * touch, so none is covered by two).
 */
export function warnNeverFires(mustBe: Threshold, warn: Threshold): boolean {
  const m = holds(mustBe);
  const w = holds(warn);
  return m.length > 0 && m.every((a) => w.some((b) => inside(a, b)));
}
