/**
 * All diagnostics the editor shows for a text: the engine's (config errors and warnings,
 * with exact ranges and fixes) and the editor's own column warnings.
 */
import type { ColumnInfo, ParsedDocument } from '../engine/types';
import { columnDiagnostics } from './columnDiagnostics';
import { parseDocument } from './engine';
import type { EditorDiagnostic } from './types';

/** The diagnostics of `text`, sorted by position. Pass `parsed` to reuse a parse. */
export function diagnosticsFor(
  text: string,
  columns: readonly ColumnInfo[],
  parsed: ParsedDocument = parseDocument(text),
): EditorDiagnostic[] {
  return [...parsed.diagnostics, ...columnDiagnostics(text, columns, parsed)].sort(
    (a, b) => a.range.offset - b.range.offset,
  );
}
