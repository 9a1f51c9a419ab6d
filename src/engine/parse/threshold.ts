/**
 * The threshold DSL of `must_be` and `warn` (RULES.md §4):
 * `> x`, `< x`, `>= x`, `<= x`, `= x`, `== x`, `!= x`, `<> x`, `between a and b`,
 * `not between a and b` (inclusive, keywords case-insensitive), or a bare number (=).
 * Numbers may carry `%` (cosmetic) or a duration unit `s m h d w` (to seconds).
 */

export type Threshold =
  | { op: '>' | '<' | '>=' | '<=' | '=' | '!='; value: number }
  | { op: 'between' | 'not between'; low: number; high: number };

export type ThresholdParse =
  { ok: true; threshold: Threshold; describe: string } | { ok: false; error: string };

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;
const QUANTITY = String.raw`(${NUMBER})\s*(%|[smhdw])?`;

function quantity(num: string, unit: string | undefined): number {
  const n = Number(num);
  return unit && unit !== '%' ? n * UNITS[unit] : n;
}

/** Parses a threshold string; never throws. */
export function parseThreshold(text: string): ThresholdParse {
  const t = text.trim();
  if (t === '')
    return { ok: false, error: 'The threshold is blank: write e.g. "> 0" or "between 1 and 10".' };
  const between = new RegExp(`^(not\\s+)?between\\s+${QUANTITY}\\s+and\\s+${QUANTITY}$`, 'i').exec(
    t,
  );
  if (between) {
    const low = quantity(between[2], between[3]);
    const high = quantity(between[4], between[5]);
    const op = between[1] ? 'not between' : 'between';
    return ok({ op, low, high });
  }
  const cmp = new RegExp(`^(>=|<=|==|!=|<>|>|<|=)?\\s*${QUANTITY}$`).exec(t);
  if (cmp) {
    const raw = cmp[1] ?? '=';
    const op =
      raw === '==' ? '=' : raw === '<>' ? '!=' : (raw as '>' | '<' | '>=' | '<=' | '=' | '!=');
    return ok({ op, value: quantity(cmp[2], cmp[3]) });
  }
  return {
    ok: false,
    error: `Cannot read the threshold "${text}": use > x, < x, >= x, <= x, = x, != x, between a and b, not between a and b, or a bare number (units: % s m h d w).`,
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
      return value < t.low || value > t.high;
  }
}
