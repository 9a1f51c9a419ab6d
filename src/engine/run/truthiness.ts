/**
 * How production judges a `sql` rule's `query`: `bool(first column of the first row)` in
 * Python (sparquet_cola `checks.py`, `SqlCheck.run`: `bool(spark.sql(query).collect()[0][0])`).
 * So `true`, a non-zero number and a non-empty string pass; `false`, `0`, `''` and NULL
 * fail (RULES.md §3). Spark hands Python its own values: numbers, `str`, `date`/`datetime`
 * (always true), `timedelta`s (false when zero), lists, `Row`s and dicts (true when non-empty).
 */

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL|NUMERIC|INT\d*)\b/i;
/** Spark hands an interval to Python as a `timedelta`, whose bool() is false when it is zero. */
const INTERVAL = /^INTERVAL\b/i;

function intervalTruthy(value: unknown): boolean {
  if (typeof value === 'object' && value !== null)
    return Object.values(value).some((part) => Number(part) !== 0);
  return /[1-9]/.test(String(value));
}
const TEXT = /^(VARCHAR|CHAR|TEXT|STRING|BLOB|BYTEA|BINARY)/i;
/** Lists, structs and maps: Python lists, `Row`s and dicts, true when non-empty. */
const NESTED = /(\[\d*\]$|^(LIST|STRUCT|MAP|UNION)\b)/i;

function nestedTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return !/^\s*(\[\s*\]|\{\s*\})\s*$/.test(value);
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return true;
}

/** Python's `bool()` of the value Spark would hand back for a DuckDB value of `type`. */
export function pythonTruthy(value: unknown, type: string): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (NESTED.test(type)) return nestedTruthy(value);
  if (INTERVAL.test(type)) return intervalTruthy(value);
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value === 'number') return value !== 0; // NaN is true in Python too
  if (NUMERIC.test(type)) {
    const n = Number(value);
    return Number.isNaN(n) ? String(value).length > 0 : n !== 0;
  }
  if (typeof value === 'string') return TEXT.test(type) || type === '' ? value.length > 0 : true;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Uint8Array) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** What a `sql` rule's query returns when it is not a boolean. */
export type NonBoolean = 'nested' | 'interval' | 'count' | 'number' | 'text' | 'other';

/** What the first column of type `type` is when it is not a boolean; null when it is one. */
export function nonBooleanOf(type: string, query: string): NonBoolean | null {
  if (/^BOOL/i.test(type)) return null;
  if (NESTED.test(type)) return 'nested';
  if (INTERVAL.test(type)) return 'interval';
  if (NUMERIC.test(type)) return /\bcount\s*\(/i.test(query) ? 'count' : 'number';
  if (TEXT.test(type)) return 'text';
  return 'other';
}

/** What production will do with a query's non-boolean value, in English. */
export function nonBooleanText(kind: NonBoolean, type: string): string {
  switch (kind) {
    case 'nested':
      return `The query returns ${type}, not a boolean: production judges it with Python's bool(), which is true for any non-empty value.`;
    case 'interval':
      return `The query returns an interval (${type}), not a boolean: production passes whenever it is not zero.`;
    case 'count':
      return `The query returns a count (${type}), not a boolean: production passes whenever it is non-zero. Did you mean COUNT(*) = 0?`;
    case 'number':
      return `The query returns a number (${type}), not a boolean: production passes whenever it is non-zero.`;
    case 'text':
      return `The query returns text (${type}), not a boolean: production passes for any non-empty string, even 'false'.`;
    case 'other':
      return `The query returns ${type}, not a boolean: production judges it with Python's bool(), which is true for any value but NULL.`;
  }
}
