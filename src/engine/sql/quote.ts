/**
 * The only way user text enters SQL: identifiers are double-quoted with `"` doubled,
 * literals single-quoted with `'` doubled. Nothing a user typed is spliced raw, so a
 * column called `x"; DROP TABLE t; --` is just a strange column name.
 */

/** A quoted identifier. */
export function sqlIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A quoted string literal. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A numeric literal from a JSON number's raw text (keeps precision JS numbers would lose). */
export function sqlNumber(raw: string | number): string {
  const text = String(raw).trim();
  if (!NUMERIC.test(text)) throw new Error(`Not a number: ${text}`);
  // DOUBLE keeps Spark's comparison semantics for fractional bounds and big exponents.
  return /[.eE]/.test(text) ? `CAST(${sqlString(text)} AS DOUBLE)` : text;
}

/** A list literal of strings: `['a', 'b']`. */
export function sqlStringList(values: readonly string[]): string {
  return values.length === 0 ? '[]::VARCHAR[]' : `[${values.map(sqlString).join(', ')}]`;
}

/** A TIMESTAMP literal for the run clock (no time-zone functions: DuckDB-WASM has no ICU). */
export function sqlTimestamp(date: Date): string {
  return `TIMESTAMP ${sqlString(date.toISOString().replace('T', ' ').replace('Z', ''))}`;
}
