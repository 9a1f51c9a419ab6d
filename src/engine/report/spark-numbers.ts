/**
 * Row files written as Spark writes a `double` (RULES.md §6: the split's files are
 * production's). Spark's CSV and JSON writers render a double with Java's
 * `Double.toString`, so `1.0` stays `1.0` and reads back as a double; JavaScript's own
 * rendering writes `1`, which Spark's inference (and any reader) takes for an integer.
 * A JSON NaN or infinity is written as Jackson writes it by default: a quoted `"NaN"`.
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

/** One value of a column of `type`, as Spark renders it, when that differs from JavaScript's. */
function sparkNumber(type: string, value: unknown): unknown {
  if (typeof value !== 'number') return value;
  if (isDouble(type)) return new NumberText(javaDouble(value));
  if (
    isFloat(type) &&
    (!Number.isFinite(value) || (Number.isInteger(value) && Math.abs(value) < FLOAT_EXACT))
  )
    return new NumberText(javaDouble(value));
  return value;
}

/** The rows with every double (and whole float) as a `NumberText` in Spark's form. */
export function withSparkNumbers(
  columns: readonly { name: string; type: string }[],
  rows: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const typed = columns.filter((c) => isDouble(c.type) || isFloat(c.type));
  if (typed.length === 0) return [...rows];
  return rows.map((row) => {
    const out = { ...row };
    for (const c of typed) out[c.name] = sparkNumber(c.type, row[c.name]);
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
