/**
 * CSV writing shared by every download. A text cell that a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) is prefixed with `'`
 * (OWASP's advice), so an exported quarantine cannot execute anything when opened.
 *
 * The user's data is never changed otherwise: numbers, the values of numeric columns and
 * text that is a plain number (`-5`, `+1.5e3`, which a spreadsheet reads as that number
 * and runs nothing) are written as they are. NULL is an empty field and an empty string
 * is `""`, as Spark's CSV writer does, so the two stay apart.
 */

import { isNumericType } from '../catalog/spark-types';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Text a spreadsheet reads as a number: sign, digits, optional fraction and exponent. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number already rendered in a writer's form (`1.0`): written as is, never neutralised. */
export class NumberText {
  constructor(readonly text: string) {}
}

/** A value as JSON, a `NumberText` anywhere in it written as the number it is (NaN and infinities quoted). */
export function jsonText(value: unknown): string {
  if (value instanceof NumberText)
    return /^-?(NaN|Infinity)$/.test(value.text) ? JSON.stringify(value.text) : value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A cell's text: arrays and objects as JSON, null as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof NumberText) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return jsonText(value);
}

/** Whether `text` would be run as a formula by a spreadsheet (and is not a plain number). */
export function isFormulaText(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/**
 * One CSV field: quoted when needed, formulas neutralised. `numeric` marks a value of a
 * numeric column given as text (`-inf`, a big integer as digits): it is never rewritten.
 */
export function csvField(value: unknown, numeric = false): string {
  if (value === '') return '""';
  let text = cellText(value);
  if (typeof value === 'string' && !numeric && isFormulaText(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows of objects to CSV with a header, in the given column order. `numericColumns`
 * names the columns whose values are numbers even when they arrive as text.
 */
export function rowsToCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  numericColumns: ReadonlySet<string> = new Set(),
): string {
  const numeric = columns.map((c) => numericColumns.has(c));
  const lines = [columns.map((c) => csvField(c)).join(',')];
  for (const row of rows) lines.push(columns.map((c, i) => csvField(row[c], numeric[i])).join(','));
  return lines.join('\n') + '\n';
}

/** The names of the numeric columns of a query result (`{ name, type }` as DuckDB types). */
export function numericColumnNames(
  columns: readonly { name: string; type: string }[],
): Set<string> {
  return new Set(columns.filter((c) => isNumericType(c.type)).map((c) => c.name));
}
