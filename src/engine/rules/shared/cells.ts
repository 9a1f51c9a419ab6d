/**
 * Why a flagged cell broke its rule, as data: which reason, with its values. The page
 * words each reason in every language (`teach/explain-cell.ts`).
 */

export type CellWhy =
  | 'isNull'
  | 'regexNull'
  | 'noMatch'
  | 'below'
  | 'above'
  | 'duplicate'
  | 'missingValue'
  | 'notInList'
  | 'inList'
  | 'format'
  | 'length'
  | 'broke';

export interface CellReason {
  why: CellWhy;
  /** Values for the words: `p` a pattern, `b` a bound, `list`, `f` a format, `n`, `want`. */
  params?: Record<string, string | number>;
}

export const isNullValue = (v: unknown): boolean => v === null || v === undefined;
export const shownValue = (v: unknown): string => (isNullValue(v) ? 'NULL' : String(v));

/** The cell as a number, or null when it is empty or not a number. */
export function cellNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return isNullValue(v) || String(v).trim() === '' || Number.isNaN(n) ? null : n;
}

/** Whether the pattern matches (JavaScript's reading), or null when it does not compile. */
export function patternMatches(pattern: string, s: string): boolean | null {
  try {
    return new RegExp(pattern).test(s);
  } catch {
    return null;
  }
}
