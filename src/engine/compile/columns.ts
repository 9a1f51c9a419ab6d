import type { ColumnInfo, Diagnostic, ParsedDocument, Rule } from '../types';
import { closest } from '../parse/suggest';

/**
 * Resolves a rule's column names against the loaded table. Both engines resolve
 * identifiers case-insensitively (Spark by default, DuckDB always), so `ID` finds `id`.
 */
export function resolveColumn(
  name: string,
  columns: readonly ColumnInfo[],
): ColumnInfo | undefined {
  return (
    columns.find((c) => c.name === name) ??
    columns.find((c) => c.name.toLowerCase() === name.toLowerCase())
  );
}

/** The message for a column that does not exist, with the closest existing names. */
export function missingColumnMessage(name: string, columns: readonly ColumnInfo[]): string {
  const near = closest(
    name,
    columns.map((c) => c.name),
    3,
  );
  return `Column "${name}" does not exist.${near.length ? ` Closest: ${near.join(', ')}.` : ` Columns: ${columns.map((c) => c.name).join(', ')}.`}`;
}

/** The first missing column of a rule, as a message, or null. */
export function missingColumnOf(rule: Rule, columns: readonly ColumnInfo[]): string | null {
  for (const name of rule.columns) {
    if (!resolveColumn(name, columns)) return missingColumnMessage(name, columns);
  }
  return null;
}

/**
 * Warnings for every column a document names that the loaded table lacks — what the
 * editor marks (the run reports the same rules as errors).
 */
export function checkColumns(doc: ParsedDocument, columns: readonly ColumnInfo[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const rule of doc.rules) {
    if (rule.canonicalType === 'schema') continue;
    const p = rule.params.columns ?? rule.params.column;
    if (!p) continue;
    const names = Array.isArray(p.value) ? (p.value as string[]) : [String(p.value)];
    for (const name of names) {
      if (resolveColumn(name, columns)) continue;
      const key = `${p.range.offset}:${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const best = closest(
        name,
        columns.map((c) => c.name),
        1,
      )[0];
      const at = Array.isArray(p.value) ? locateInList(p.raw, name, p.range.offset) : p.range;
      out.push({
        severity: 'warning',
        kind: 'unknown-column',
        message: missingColumnMessage(name, columns),
        path: p.path,
        range: at,
        ...(best
          ? {
              fix: {
                title: `Change to "${best}"`,
                edits: [{ ...at, newText: JSON.stringify(best) }],
              },
            }
          : {}),
      });
    }
  }
  return out;
}

function locateInList(raw: string, name: string, base: number): { offset: number; length: number } {
  const needle = JSON.stringify(name);
  const i = raw.indexOf(needle);
  return i < 0 ? { offset: base, length: raw.length } : { offset: base + i, length: needle.length };
}
