/**
 * Editor language services for the `validations` language, as plain data: completion,
 * hover, diagnostics and quick fixes. Pure (engine + jsonc-parser only), so they are unit
 * tested in Node; src/ui/editor adapts them to Monaco.
 */
export { completionsAt } from './completions';
export { hoverAt } from './hover';
export { codeActionsFor, applyEdits } from './codeActions';
export { diagnosticsFor } from './diagnostics';
export { columnDiagnostics } from './columnDiagnostics';
export { localizeDiagnostics } from './localize';
export type {
  CodeActionEntry,
  CompletionEntry,
  CompletionKind,
  EditorContext,
  EditorDiagnostic,
  HoverInfo,
} from './types';
