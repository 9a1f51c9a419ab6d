/**
 * Warnings for column names that the loaded file does not have. The engine says it (the
 * same message a run reports); the editor adds every close name as a fix, not just one.
 */
import type { ColumnInfo, ParsedDocument } from '../engine/types';
import { checkColumns, closest, parseDocument } from './engine';
import type { EditorDiagnostic } from './types';

/** Diagnostics for unknown columns; none when no file is loaded. */
export function columnDiagnostics(
  text: string,
  columns: readonly ColumnInfo[],
  parsed: ParsedDocument = parseDocument(text),
): EditorDiagnostic[] {
  const names = columns.map((c) => c.name);
  return checkColumns(parsed, columns).map(({ fix: _best, ...d }) => {
    const written = JSON.parse(text.slice(d.range.offset, d.range.offset + d.range.length));
    const fixes = closest(String(written), names).map((n) => ({
      title: `Change to "${n}"`,
      titleRef: { id: 'changeTo', params: { value: n } },
      edits: [{ ...d.range, newText: JSON.stringify(n) }],
    }));
    // `fixes` holds every close name, the engine's single best one first.
    return { ...d, fixes };
  });
}
