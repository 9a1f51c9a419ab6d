/**
 * Diagnostics as Monaco markers: red squiggles for errors, yellow for warnings, on the
 * exact range the engine (or the column check) gave.
 */
import type { Diagnostic } from '../../engine/types';
import { toMonacoRange, type Model } from './convert';
import type { Monaco } from './monaco';

/** The marker owner of the rules language (Monaco keeps markers per owner). */
export const MARKER_OWNER = 'dq-rules';

/** Replaces the model's markers with `diagnostics`. */
export function setDiagnosticMarkers(
  monaco: Monaco,
  model: Model,
  diagnostics: readonly Diagnostic[],
): void {
  const severity = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    info: monaco.MarkerSeverity.Info,
  };
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    diagnostics.map((d) => {
      const r = toMonacoRange(monaco, model, d.range, true);
      return {
        severity: severity[d.severity],
        message: d.message,
        code: d.kind,
        source: d.path || undefined,
        startLineNumber: r.startLineNumber,
        startColumn: r.startColumn,
        endLineNumber: r.endLineNumber,
        endColumn: r.endColumn,
      };
    }),
  );
}
