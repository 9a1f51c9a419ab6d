/**
 * CSV writing shared by every download. Cells that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, tab or carriage return) are prefixed with `'`
 * (OWASP's advice), so an exported quarantine cannot execute anything when opened.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A number already rendered in a writer's form (`1.0`): written as is, never neutralised. */
export class NumberText {
  constructor(readonly text: string) {}
}

/** A cell's text: arrays and objects as JSON, null as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof NumberText) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** Quotes a CSV field when needed and neutralises formulas. Numbers are left as numbers. */
export function csvField(value: unknown): string {
  let text = cellText(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of objects to CSV with a header, in the given column order. */
export function rowsToCsv(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return lines.join('\n') + '\n';
}
