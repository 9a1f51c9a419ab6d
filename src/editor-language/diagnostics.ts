/**
 * All diagnostics the editor shows for a text: the engine's (config errors and warnings,
 * with exact ranges and fixes) and the editor's own column warnings.
 */
import type { ColumnInfo, ParsedDocument } from '../engine/types';
import { columnDiagnostics } from './columnDiagnostics';
import { diagnosticsOn, parseDocument, type SparkLine } from './engine';
import type { EditorDiagnostic } from './types';

/**
 * The diagnostics of `text`, sorted by position, where production runs on Spark `line`
 * (its own errors, such as `x::T` on 3.5, included). Pass `parsed` to reuse a parse.
 */
export function diagnosticsFor(
  text: string,
  columns: readonly ColumnInfo[],
  parsed: ParsedDocument = parseDocument(text),
  line: SparkLine = '4',
): EditorDiagnostic[] {
  return [...diagnosticsOn(parsed, line), ...columnDiagnostics(text, columns, parsed)].sort(
    (a, b) => a.range.offset - b.range.offset,
  );
}
