/**
 * The bundled Monaco: the editor core, its standard features and the JSON language —
 * no other languages, no TypeScript/CSS/HTML workers, nothing from a CDN. Importing this
 * module is what pulls Monaco into the page, so it is loaded lazily by the editor.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';

// Vite bundles both workers as same-origin module scripts (the page's CSP allows 'self').
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
};

// The JSON worker keeps formatting, folding, smart selection and outline. Completion,
// hover and diagnostics come from src/editor-language instead: they know the engine's
// catalog, the loaded file's columns and the engine's exact error ranges, and two
// providers for the same thing would show every entry and every marker twice.
jsonDefaults.setModeConfiguration({
  documentFormattingEdits: true,
  documentRangeFormattingEdits: true,
  completionItems: false,
  hovers: false,
  documentSymbols: true,
  tokens: true,
  colors: false,
  foldingRanges: true,
  diagnostics: false,
  selectionRanges: true,
});
jsonDefaults.setDiagnosticsOptions({ validate: false, enableSchemaRequest: false, schemas: [] });

export { monaco };
/** The Monaco namespace, as a type for modules that receive it. */
export type Monaco = typeof monaco;
