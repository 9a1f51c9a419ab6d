/**
 * Spark's type vocabulary, as the `schema` rule compares it (RULES.md §3).
 */

/** Spark type names offered for `column_types` values. */
export const SPARK_TYPES = [
  'string',
  'bigint',
  'int',
  'smallint',
  'tinyint',
  'double',
  'float',
  'boolean',
  'date',
  'timestamp',
  // A naive Parquet timestamp: Spark's dtypes name, which production's schema check compares.
  'timestamp_ntz',
  'decimal',
  'binary',
  'array',
  'struct',
  'map',
] as const;

const ALIASES: Record<string, string> = {
  integer: 'int',
  long: 'bigint',
  short: 'smallint',
  byte: 'tinyint',
  str: 'string',
  text: 'string',
  bool: 'boolean',
};

/** Normalises a written Spark type for comparison: lowercase, aliases, `decimal(p,s)` → `decimal`. */
export function normalizeSparkType(type: string): string {
  const t = type.trim().toLowerCase().replace(/\s+/g, '');
  if (t.startsWith('decimal')) return 'decimal';
  return ALIASES[t] ?? t;
}

const SCALARS: Record<string, string> = {
  VARCHAR: 'string',
  BIGINT: 'bigint',
  INTEGER: 'int',
  SMALLINT: 'smallint',
  TINYINT: 'tinyint',
  UBIGINT: 'decimal(20,0)',
  UINTEGER: 'bigint',
  USMALLINT: 'int',
  UTINYINT: 'smallint',
  HUGEINT: 'decimal(38,0)',
  DOUBLE: 'double',
  FLOAT: 'float',
  BOOLEAN: 'boolean',
  DATE: 'date',
  BLOB: 'binary',
  UUID: 'string',
};

/** The parts of a nested DuckDB type: a list's element, a struct's fields, a map's key and value. */
export type NestedType =
  | { kind: 'list'; element: string }
  | { kind: 'struct'; fields: Array<[name: string, type: string]> }
  | { kind: 'map'; key: string; value: string };

/** A nested DuckDB type (as DESCRIBE prints it) taken apart; null for any other type. */
export function nestedType(duckType: string): NestedType | null {
  const t = duckType.trim();
  const upper = t.toUpperCase();
  if (upper.endsWith('[]')) return { kind: 'list', element: t.slice(0, -2) };
  if (upper.startsWith('STRUCT(')) {
    const fields = splitTopLevel(t.slice(7, -1)).map((field): [string, string] => {
      const m = /^("(?:[^"]|"")*"|\S+)\s+(.*)$/.exec(field.trim());
      if (!m) return [field, ''];
      return [m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1], m[2]];
    });
    return { kind: 'struct', fields };
  }
  if (upper.startsWith('MAP(')) {
    const [key, value] = splitTopLevel(t.slice(4, -1));
    return { kind: 'map', key: key ?? '', value: value ?? '' };
  }
  return null;
}

/** Maps a DuckDB type (as DESCRIBE prints it) to the Spark name `schema` sees. */
export function duckdbToSparkType(duckType: string): string {
  const t = duckType.trim();
  const upper = t.toUpperCase();
  const nested = nestedType(t);
  if (nested?.kind === 'list') return `array<${duckdbToSparkType(nested.element)}>`;
  if (nested?.kind === 'struct')
    return `struct<${nested.fields
      .map(([name, type]) => (type ? `${name}:${duckdbToSparkType(type)}` : name))
      .join(',')}>`;
  if (nested?.kind === 'map')
    return `map<${duckdbToSparkType(nested.key)},${duckdbToSparkType(nested.value)}>`;
  if (upper.startsWith('TIMESTAMP')) return 'timestamp';
  const dec = /^DECIMAL\((\d+),\s*(\d+)\)$/i.exec(t);
  if (dec) return `decimal(${dec[1]},${dec[2]})`;
  return SCALARS[upper] ?? t.toLowerCase();
}

/** Splits `a, b(c, d), e` on top-level commas. */
function splitTopLevel(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    else if (!quoted && depth === 0 && c === ',') {
      parts.push(s.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(s.slice(start).trim());
  return parts;
}

/** True when a DuckDB type is text. */
export function isTextType(duckType: string): boolean {
  return /^(VARCHAR|STRING|TEXT|UUID)/i.test(duckType.trim()) && !isListType(duckType);
}

/** True when a DuckDB type is numeric. */
export function isNumericType(duckType: string): boolean {
  return (
    /^(U?(TINY|SMALL|BIG|HUGE)?INT(EGER)?|DOUBLE|FLOAT|REAL|DECIMAL|NUMERIC)/i.test(
      duckType.trim(),
    ) && !isListType(duckType)
  );
}

/** A list (`BIGINT[]`, a JSON array): not a number, text or time however its elements are. */
function isListType(duckType: string): boolean {
  return duckType.trim().endsWith(']');
}

/** The values each fixed-width DuckDB integer type holds (HUGEINTs left out). */
const INTEGER_BOUNDS: Record<string, readonly [bigint, bigint]> = {
  TINYINT: [-(2n ** 7n), 2n ** 7n - 1n],
  SMALLINT: [-(2n ** 15n), 2n ** 15n - 1n],
  INTEGER: [-(2n ** 31n), 2n ** 31n - 1n],
  BIGINT: [-(2n ** 63n), 2n ** 63n - 1n],
  UTINYINT: [0n, 2n ** 8n - 1n],
  USMALLINT: [0n, 2n ** 16n - 1n],
  UINTEGER: [0n, 2n ** 32n - 1n],
  UBIGINT: [0n, 2n ** 64n - 1n],
};

/** The least and greatest value of a fixed-width integer DuckDB type, else undefined. */
export function integerBounds(duckType: string): readonly [bigint, bigint] | undefined {
  return INTEGER_BOUNDS[duckType.trim().toUpperCase()];
}

/** True when a DuckDB type is a date or timestamp. */
export function isTemporalType(duckType: string): boolean {
  return /^(DATE|TIMESTAMP)/i.test(duckType.trim()) && !isListType(duckType);
}
