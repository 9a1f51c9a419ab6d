/**
 * Quick fixes: the fixes attached to the diagnostics that touch a range. The engine
 * attaches them to its own diagnostics (legacy `check`, `custom_sql`, misspelled keys,
 * `on_failure` case, `code` on a rule with `targets`); column warnings carry several.
 */
import type { Diagnostic, SourceRange } from '../engine/types';
import type { CodeActionEntry, EditorDiagnostic } from './types';

/** Whether two ranges overlap or touch (a cursor at a marker's edge counts). */
export function touches(a: SourceRange, b: SourceRange): boolean {
  return a.offset <= b.offset + b.length && b.offset <= a.offset + a.length;
}

/** The code actions for the diagnostics touching `range`, preferred first per diagnostic. */
export function codeActionsFor(
  diagnostics: readonly (Diagnostic | EditorDiagnostic)[],
  range: SourceRange,
): CodeActionEntry[] {
  const actions: CodeActionEntry[] = [];
  for (const d of diagnostics) {
    if (!touches(d.range, range)) continue;
    const fixes = [...(d.fix ? [d.fix] : []), ...(('fixes' in d && d.fixes) || [])];
    fixes.forEach((fix, i) => {
      actions.push({ title: fix.title, edits: fix.edits, diagnostic: d, isPreferred: i === 0 });
    });
  }
  return actions;
}

/** Applies text edits to a string (edits must not overlap); used by tests and previews. */
export function applyEdits(
  text: string,
  edits: readonly { offset: number; length: number; newText: string }[],
): string {
  const sorted = [...edits].sort((a, b) => b.offset - a.offset);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.offset) + e.newText + out.slice(e.offset + e.length);
  return out;
}
