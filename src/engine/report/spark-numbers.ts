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
import { NumberText } from './csv';
import { javaDouble } from './java-double';

/** A FLOAT holds whole numbers exactly below 2^24; Java writes those, and NaN and infinities, as a double does. */
const FLOAT_EXACT = 2 ** 24;

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
    return new NumberText(value.toFixed(scale));
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) {
    const [whole, frac = ''] = value.split('.');
    return new NumberText(
      scale === 0 ? whole : `${whole}.${(frac + '0'.repeat(scale)).slice(0, scale)}`,
    );
  }
  return value;
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

/** One value of a column of `type`, as Spark renders it, when that differs from JavaScript's. */
function sparkValue(type: string, value: unknown): unknown {
  if (typeof value === 'string' && isTimestamp(type)) return sparkTimestamp(value);
  if (typeof value === 'string' && isWideInteger(type) && /^-?\d+$/.test(value))
    return new NumberText(value);
  const scale = decimalScale(type);
  if (scale !== null) return decimalText(value, scale);
  if (typeof value !== 'number') return value;
  if (isDouble(type)) return new NumberText(javaDouble(value));
  if (
    isFloat(type) &&
    (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) < FLOAT_EXACT))
  )
    return new NumberText(javaDouble(value));
  return value;
}

/** The rows with every double (and whole float) as a `NumberText` in Spark's form, and every timestamp as Spark writes it. */
export function withSparkNumbers(
  columns: readonly { name: string; type: string }[],
  rows: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const typed = columns.filter(
    (c) =>
      isDouble(c.type) ||
      isFloat(c.type) ||
      isTimestamp(c.type) ||
      isWideInteger(c.type) ||
      decimalScale(c.type) !== null,
  );
  if (typed.length === 0) return [...rows];
  return rows.map((row) => {
    const out = { ...row };
    for (const c of typed) out[c.name] = sparkValue(c.type, row[c.name]);
    return out;
  });
}

/** A row as one JSON object, a `NumberText` written as the number it is (or `"NaN"`). */
export function rowJson(row: Record<string, unknown>): string {
  const fields = Object.entries(row).map(([k, v]) => {
    if (v instanceof NumberText)
      return `${JSON.stringify(k)}:${/^-?(NaN|Infinity)$/.test(v.text) ? JSON.stringify(v.text) : v.text}`;
    return `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`;
  });
  return `{${fields.join(',')}}`;
}
