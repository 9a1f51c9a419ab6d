import { english, said, type Said } from '../said';
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

/**
 * Column names for a list in a message: a name that a list would blur (blank, spaces at
 * an end, a comma or a quote in it) is written quoted, so ` id ` reads `" id "`.
 */
export function listedNames(names: readonly string[]): string {
  const plain = (n: string) => n !== '' && n.trim() === n && !/[,"]/.test(n);
  return names.map((n) => (plain(n) ? n : JSON.stringify(n))).join(', ');
}

/** The message for a column that does not exist, with the closest existing names. */
export function missingColumnSaid(name: string, columns: readonly ColumnInfo[]): Said {
  const near = closest(
    name,
    columns.map((c) => c.name),
    3,
  );
  return near.length
    ? said('outcome.error.noColumnClosest', { column: name, names: listedNames(near) })
    : said('outcome.error.noColumn', {
        column: name,
        names: listedNames(columns.map((c) => c.name)),
      });
}

/** `missingColumnSaid` in English. */
export function missingColumnMessage(name: string, columns: readonly ColumnInfo[]): string {
  return english(missingColumnSaid(name, columns));
}

/**
 * A column name production cannot read (RULES.md §3): sparquet_cola names columns with
 * `F.col`, which reads a dot as a struct field (`UNRESOLVED_COLUMN`) and refuses a backtick
 * (`INVALID_ATTRIBUTE_NAME_SYNTAX`), so every rule reading such a column stops the run
 * (checked on Spark 4.1.1). The message says so, or null when the names are readable.
 */
export function unreadableColumnOf(rule: Rule): Said | null {
  for (const name of rule.columns) {
    if (name.includes('`')) return said('outcome.error.backtick', { column: name });
    if (name.includes('.'))
      return said('outcome.error.dot', {
        column: name,
        renamed: JSON.stringify(name.replace(/\./g, '_')),
      });
  }
  return null;
}

/** The first missing column of a rule, as a message, or null. */
export function missingColumnOf(rule: Rule, columns: readonly ColumnInfo[]): Said | null {
  for (const name of rule.columns) {
    if (!resolveColumn(name, columns)) return missingColumnSaid(name, columns);
  }
  return null;
}

/**
 * Warnings for every column a document's rules read that the loaded table lacks, with
 * the closest names — what the editor marks before a run (the run reports the same rules
 * as errors, with the same message). Each points at the exact string, list items included.
 */
export function checkColumns(doc: ParsedDocument, columns: readonly ColumnInfo[]): Diagnostic[] {
  if (columns.length === 0) return [];
  const out: Diagnostic[] = [];
  const seen = new Set<number>();
  const names = columns.map((c) => c.name);
  for (const rule of doc.rules) {
    const p = rule.params.columns ?? rule.params.column;
    if (!p) continue;
    const list = Array.isArray(p.value) ? (p.value as string[]) : [String(p.value)];
    const ranges = Array.isArray(p.value) ? listItemRanges(p.raw, p.range.offset) : [p.range];
    list.forEach((name, i) => {
      const range = ranges[i] ?? p.range;
      // Targets share their parent's keys: report each string once.
      if (resolveColumn(name, columns) || seen.has(range.offset)) return;
      seen.add(range.offset);
      const best = closest(name, names, 1)[0];
      out.push({
        severity: 'warning',
        kind: 'unknown-column',
        message: missingColumnMessage(name, columns),
        messageRef: { id: 'unknownColumn', params: { column: name } },
        path: Array.isArray(p.value) ? `${p.path}[${i}]` : p.path,
        range,
        ...(best
          ? {
              fix: {
                title: `Change to "${best}"`,
                titleRef: { id: 'changeTo', params: { value: best } },
                edits: [{ ...range, newText: JSON.stringify(best) }],
              },
            }
          : {}),
      });
    });
  }
  return out;
}

/** The ranges of the string items of a JSON list, from its raw text. */
function listItemRanges(raw: string, base: number): { offset: number; length: number }[] {
  const out: { offset: number; length: number }[] = [];
  const re = /"(?:[^"\\]|\\.)*"/g;
  for (let m = re.exec(raw); m; m = re.exec(raw))
    out.push({ offset: base + m.index, length: m[0].length });
  return out;
}
