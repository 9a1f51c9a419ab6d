/**
 * The threshold DSL of `must_be` and `warn` (RULES.md §4):
 * `> x`, `< x`, `>= x`, `<= x`, `= x`, `== x`, `!= x`, `<> x`, `between a and b`,
 * `not between a and b` (inclusive, keywords case-insensitive), or a bare number (=).
 * Numbers may carry `%` (cosmetic) or a duration unit `s m h d w`, in any case (to seconds).
 * What counts as a number is what production's parser takes: see `thresholdNumber`.
 */
import type { MessageRef } from '../types';

export type Threshold =
  | { op: '>' | '<' | '>=' | '<=' | '=' | '!='; value: number }
  | { op: 'between' | 'not between'; low: number; high: number };

export type ThresholdParse =
  | { ok: true; threshold: Threshold; describe: string }
  | { ok: false; error: string; errorRef: MessageRef };

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/**
 * Production's number token (sparquet_cola `thresholds.py`, `parse_number`): a duration is
 * a plain decimal and a unit in any case (`1.5d`, `2H`; no exponent, no leading dot);
 * anything else loses its trailing `%` signs and must be what Python's `float()` reads.
 */
const DURATION = /^([-+]?\d+(?:\.\d+)?)\s*([smhdw])$/i;
const DIGITS = String.raw`\d(?:_?\d)*`;
/** Python's `float()` syntax (ASCII digits): underscores between digits, inf and nan. */
const PY_FLOAT = new RegExp(
  `^([-+]?)(?:(inf(?:inity)?|nan)|((?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][-+]?${DIGITS})?))$`,
  'i',
);

/** A threshold's number as production reads it, or null when production would raise. */
export function thresholdNumber(token: string): number | null {
  const t = token.trim();
  const duration = DURATION.exec(t);
  if (duration) return Number(duration[1]) * UNITS[duration[2].toLowerCase()];
  const m = PY_FLOAT.exec(t.replace(/%+$/, '').trim());
  if (!m) return null;
  const sign = m[1] === '-' ? -1 : 1;
  if (m[2]) return /^nan$/i.test(m[2]) ? NaN : sign * Infinity;
  return sign * Number(m[3].replace(/_/g, ''));
}

const BETWEEN = /^(not\s+between|between)\s+(.+?)\s+and\s+(.+)$/i;
const COMPARISON = /^(>=|<=|<>|!=|==|=|>|<)\s*(.+)$/;

/**
 * Parses a threshold string as production does (`Threshold.parse`): `between` first, then
 * an operator, else a bare number (equality). Never throws.
 */
export function parseThreshold(text: string): ThresholdParse {
  const t = text.trim();
  if (t === '')
    return {
      ok: false,
      error: 'The threshold is blank: write e.g. "> 0" or "between 1 and 10".',
      errorRef: { id: 'thresholdBlank' },
    };
  const between = betweenOf(t);
  if (between === 'unreadable') return unreadable(text);
  if (between) return ok({ op: between.op, low: between.low, high: between.high });
  const cmp = COMPARISON.exec(t);
  const raw = cmp ? cmp[1] : '=';
  const value = thresholdNumber(cmp ? cmp[2] : t);
  if (value === null) return unreadable(text);
  const op =
    raw === '==' ? '=' : raw === '<>' ? '!=' : (raw as '>' | '<' | '>=' | '<=' | '=' | '!=');
  return ok({ op, value });
}

/**
 * `between a and b` written with a above b, and the same threshold with its bounds swapped:
 * `between` then holds for no value (Python's `a <= v <= b`) and `not between` for every
 * one but NaN. Null when the bounds are in order (or it is no `between`).
 */
export function reversedBetween(
  text: string,
): { op: 'between' | 'not between'; low: string; high: string; swapped: string } | null {
  const b = betweenOf(text.trim());
  if (b === null || b === 'unreadable' || !(b.low > b.high)) return null;
  return {
    op: b.op,
    low: b.lowText,
    high: b.highText,
    swapped: `${b.keyword} ${b.highText} and ${b.lowText}`,
  };
}

/** A `between`/`not between` threshold's parts as written and read; null for another form. */
function betweenOf(t: string):
  | {
      keyword: string;
      op: 'between' | 'not between';
      lowText: string;
      highText: string;
      low: number;
      high: number;
    }
  | 'unreadable'
  | null {
  const m = BETWEEN.exec(t);
  if (!m) return null;
  const [, keyword, lowText, highText] = m;
  const low = thresholdNumber(lowText);
  const high = thresholdNumber(highText);
  if (low === null || high === null) return 'unreadable';
  const op = /^not/i.test(keyword) ? 'not between' : 'between';
  return { keyword, op, lowText, highText, low, high };
}

function unreadable(text: string): ThresholdParse {
  return {
    ok: false,
    error: `Cannot read the threshold "${text}": use > x, < x, >= x, <= x, = x, != x, between a and b, not between a and b, or a bare number (units: % s m h d w).`,
    errorRef: { id: 'thresholdUnreadable', params: { text } },
  };
}

function ok(threshold: Threshold): ThresholdParse {
  return { ok: true, threshold, describe: `passes when ${describeThreshold(threshold)}` };
}

/** `value < 5`, `10 <= value <= 20`… */
export function describeThreshold(t: Threshold, subject = 'value'): string {
  if ('low' in t) {
    return t.op === 'between'
      ? `${fmt(t.low)} <= ${subject} <= ${fmt(t.high)}`
      : `${subject} < ${fmt(t.low)} or ${subject} > ${fmt(t.high)}`;
  }
  return `${subject} ${t.op} ${fmt(t.value)}`;
}

function fmt(n: number): string {
  return String(n);
}

/** Whether a metric value satisfies a threshold (between is inclusive). */
export function satisfies(value: number, t: Threshold): boolean {
  switch (t.op) {
    case '>':
      return value > t.value;
    case '<':
      return value < t.value;
    case '>=':
      return value >= t.value;
    case '<=':
      return value <= t.value;
    case '=':
      return value === t.value;
    case '!=':
      return value !== t.value;
    case 'between':
      return value >= t.low && value <= t.high;
    case 'not between':
      // Python's `not (a <= v <= b)`: a NaN is not between, so it satisfies this.
      return !(value >= t.low && value <= t.high);
  }
}
