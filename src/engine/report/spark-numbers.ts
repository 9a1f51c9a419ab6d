/**
 * Row files written as Spark writes a `double` (RULES.md §6: the split's files are
 * production's). Spark's CSV and JSON writers render a double with Java's
 * `Double.toString`, so `1.0` stays `1.0` and reads back as a double; JavaScript's own
 * rendering writes `1`, which Spark's inference (and any reader) takes for an integer.
 * A JSON NaN or infinity is written as Jackson writes it by default: a quoted `"NaN"`.
 * A timestamp is written in both writers' default `timestampFormat`,
 * `yyyy-MM-dd'T'HH:mm:ss.SSSXXX` in the session's zone (UTC): `2026-03-04T10:00:00.000Z`,
 * the fraction cut to milliseconds as Java's formatter cuts it.
 */
import { nestedType } from '../catalog/spark-types';
import { sqlIdent } from '../sql/quote';
import { jsonText, NumberText } from './csv';
import { javaDouble } from './java-double';

function isDouble(type: string): boolean {
  return /^DOUBLE$|^FLOAT8$/i.test(type.trim());
}

function isFloat(type: string): boolean {
  return /^(FLOAT|FLOAT4|REAL)$/i.test(type.trim());
}

/** Integers DuckDB hands over as text when they pass 2^53; Spark writes them as numbers. */
function isWideInteger(type: string): boolean {
  return /^(BIGINT|INT8|LONG|HUGEINT|INT128|UBIGINT|UHUGEINT)$/i.test(type.trim());
}

/** `DECIMAL(p,s)`: Spark writes every one of the `s` places (`1.50`). */
function decimalScale(type: string): number | null {
  const m = /^(?:DECIMAL|NUMERIC)\s*\(\s*\d+\s*,\s*(\d+)\s*\)$/i.exec(type.trim());
  return m ? Number(m[1]) : null;
}

function decimalText(value: unknown, scale: number): unknown {
  if (typeof value === 'number' && Number.isFinite(value))
    return new NumberText(javaDecimal(value.toFixed(scale), scale));
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) {
    const [whole, frac = ''] = value.split('.');
    return new NumberText(
      javaDecimal(
        scale === 0 ? whole : `${whole}.${(frac + '0'.repeat(scale)).slice(0, scale)}`,
        scale,
      ),
    );
  }
  return value;
}

/**
 * A decimal's plain text (`-0.0000000100`, every place of its scale) as Java's
 * `BigDecimal.toString` writes it, which Spark's writers use: plain, unless the exponent
 * of its first digit is below -6, then in scientific form (`0E-10`, `-1.00E-8`).
 */
function javaDecimal(plain: string, scale: number): string {
  const sign = plain.startsWith('-') ? '-' : '';
  const digits = plain.replace(/[-.]/g, '').replace(/^0+(?=\d)/, '');
  const adjusted = digits.length - 1 - scale;
  if (scale <= 0 || adjusted >= -6) return plain;
  const coefficient = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${digits === '0' ? '' : sign}${coefficient}E${adjusted}`;
}

/** A float's value as Java's `Float.toString` writes it: the fewest digits that read back as that float. */
function javaFloat(value: number): string {
  for (let p = 1; p < 9; p++) {
    const shortest = Number(value.toPrecision(p));
    if (Math.fround(shortest) === value) return javaDouble(shortest);
  }
  return javaDouble(value);
}

function isTimestamp(type: string): boolean {
  return /^TIMESTAMP/i.test(type.trim());
}

const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([+-]\d{2})(?::?(\d{2}))?)?$/;

/** DuckDB's text of a timestamp as Spark writes it in UTC; any other text unchanged. */
export function sparkTimestamp(text: string): string {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, s, frac = '', offH, offM = '00'] = m;
  const ms = (frac + '000').slice(0, 3);
  if (!offH || (Number(offH) === 0 && Number(offM) === 0))
    return `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`;
  const sign = offH.startsWith('-') ? -1 : 1;
  const offset = sign * (Math.abs(Number(offH)) * 60 + Number(offM));
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms) - offset * 60_000;
  return new Date(utc).toISOString();
}

/**
 * One value of a column of `type`, as Spark renders it, when that differs from JavaScript's:
 * inside a list, a struct or a map too. `naive`: a timestamp without a time zone
 * (`timestamp_ntz`), written without one.
 */
function sparkValue(type: string, value: unknown, naive = false): unknown {
  if (value === null || value === undefined) return value;
  const nested = nestedType(type);
  if (nested?.kind === 'list' && Array.isArray(value))
    return value.map((v) => sparkValue(nested.element, v));
  if (nested?.kind === 'struct' && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(nested.fields.map(([name, t]) => [name, sparkValue(t, o[name])]));
  }
  if (nested?.kind === 'map' && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return Object.fromEntries(Object.keys(o).map((k) => [k, sparkValue(nested.value, o[k])]));
  }
  if (typeof value === 'string' && isTimestamp(type))
    return naive ? sparkTimestamp(value).replace(/Z$/, '') : sparkTimestamp(value);
  if (typeof value === 'string' && isWideInteger(type) && /^-?\d+$/.test(value))
    return new NumberText(value);
  const scale = decimalScale(type);
  if (scale !== null) return decimalText(value, scale);
  if (typeof value !== 'number') return value;
  if (isDouble(type)) return new NumberText(javaDouble(value));
  if (isFloat(type)) return new NumberText(javaFloat(value));
  return value;
}

/**
 * The rows with every double and float as a `NumberText` in Spark's form, every timestamp
 * as Spark writes it, wide integers and decimals as numbers of every digit, inside lists,
 * structs and maps too. `naive`: the columns Spark reads as `timestamp_ntz`.
 */
export function withSparkNumbers(
  columns: readonly { name: string; type: string }[],
  rows: readonly Record<string, unknown>[],
  naive: ReadonlySet<string> = new Set(),
): Record<string, unknown>[] {
  const typed = columns.filter(
    (c) =>
      isDouble(c.type) ||
      isFloat(c.type) ||
      isTimestamp(c.type) ||
      isWideInteger(c.type) ||
      decimalScale(c.type) !== null ||
      nestedType(c.type) !== null,
  );
  if (typed.length === 0) return [...rows];
  return rows.map((row) => {
    const out = { ...row };
    for (const c of typed) out[c.name] = sparkValue(c.type, row[c.name], naive.has(c.name));
    return out;
  });
}

/** A row as one JSON object, a `NumberText` written as the number it is (or `"NaN"`). */
export function rowJson(row: Record<string, unknown>): string {
  return jsonText(row);
}

/** A DECIMAL wider than a double's 15 exact digits. */
const wideDecimal = (type: string) => {
  const m = /^(?:DECIMAL|NUMERIC)\s*\(\s*(\d+)\s*,/i.exec(type.trim());
  return m !== null && Number(m[1]) > 15;
};

/**
 * The rows of `sql` with each DECIMAL wider than a double's 15 exact digits as its text,
 * so that no digit is lost on the way to a row file (`withSparkNumbers` takes that text);
 * `sql` itself when it has none. `columns`: the columns `sql` gives, as DuckDB types them.
 */
export function exactDecimalsSql(
  sql: string,
  columns: readonly { name: string; type: string }[],
): string {
  const wide = columns.filter((c) => wideDecimal(c.type));
  if (wide.length === 0) return sql;
  const replace = wide
    .map((c) => `CAST(${sqlIdent(c.name)} AS VARCHAR) AS ${sqlIdent(c.name)}`)
    .join(', ');
  return `SELECT * REPLACE (${replace}) FROM (${sql}) AS exact_decimals`;
}
