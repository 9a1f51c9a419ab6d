/**
 * One Monaco editor bound to a rules document: its model, options, the Ctrl/Cmd+Enter
 * command, markers and the language services. Framework-free, so the React component
 * stays a thin wrapper.
 *
 * Changes are reported once per frame, not once per change: a paste or fast typing makes
 * many changes in a frame, and each report parses the document and re-renders the page.
 * A pending report goes first on Ctrl/Cmd+Enter, on blur and on dispose.
 */
import { onLanguageChanged, t } from '../../i18n';
import type { Diagnostic, SourceRange } from '../../engine/types';
import { toMonacoRange, type Model } from './convert';
import { setDiagnosticMarkers } from './markers';
import type { Monaco } from './monaco';
import { attachServices, type ModelServices } from './providers';
import { applyTheme, defineThemes, pageColorScheme, watchColorScheme } from './theme';

/** What the binding calls back into. Read through getters so callers can swap callbacks. */
export interface BindingCallbacks extends ModelServices {
  onChange(text: string): void;
  onRun(): void;
}

/** A live editor. */
export interface RulesEditorHandle {
  /** Replaces the text when it differs (kept on the undo stack). */
  setValue(text: string): void;
  setDiagnostics(diagnostics: readonly Diagnostic[]): void;
  /** Selects a range, scrolls it into view and focuses the editor. */
  reveal(range: SourceRange): void;
  /** The text's size in pixels (presenter mode makes it large). */
  setFontSize(px: number): void;
  dispose(): void;
}

let modelSeq = 0;

/** Creates an editor in `container` showing `value`. */
export function createRulesEditor(
  monaco: Monaco,
  container: HTMLElement,
  value: string,
  callbacks: BindingCallbacks,
): RulesEditorHandle {
  defineThemes(monaco);
  applyTheme(monaco, pageColorScheme());
  const unwatchTheme = watchColorScheme((scheme) => applyTheme(monaco, scheme));
  const uri = monaco.Uri.parse(`inmemory://dq-workbench/rules-${++modelSeq}.json`);
  const model: Model = monaco.editor.createModel(value, 'json', uri);
  model.updateOptions({ tabSize: 2, insertSpaces: true });
  const editor = monaco.editor.create(container, {
    model,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 13,
    scrollBeyondLastLine: false,
    // Suggestions in strings are the point here: rule types, columns, thresholds.
    quickSuggestions: { other: true, comments: false, strings: true },
    wordBasedSuggestions: 'off',
    suggest: { showWords: false, preview: true },
    // The panel clips overflow; let the suggest and hover widgets escape it.
    fixedOverflowWidgets: true,
    formatOnPaste: true,
    ariaLabel: t('editor.ariaLabel'),
    tabSize: 2,
  });
  const detach = attachServices(monaco, model, callbacks);
  const unwatchLanguage = onLanguageChanged(() =>
    editor.updateOptions({ ariaLabel: t('editor.ariaLabel') }),
  );
  // The text last reported (or set from outside): what the page holds.
  let reported = value;
  let frame: number | null = null;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const report = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    clearTimeout(fallback);
    frame = null;
    const text = model.getValue();
    if (text === reported) return;
    reported = text;
    callbacks.onChange(text);
  };
  const changes = model.onDidChangeContent(() => {
    if (frame !== null) return;
    frame = requestAnimationFrame(report);
    // A hidden tab gets no frames.
    fallback = setTimeout(report, 100);
  });
  const blur = editor.onDidBlurEditorText(report);
  // Monaco stops the key event, so the page-wide shortcut does not run the rules twice.
  editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => {
    report();
    callbacks.onRun();
  });

  return {
    setValue(text) {
      // The page echoing a report back while newer changes wait for the next frame: the
      // editor has the newer text, which the page gets then.
      if (text === model.getValue() || text === reported) return;
      reported = text;
      editor.pushUndoStop();
      editor.executeEdits('external', [{ range: model.getFullModelRange(), text }]);
      editor.pushUndoStop();
    },
    setDiagnostics(diagnostics) {
      setDiagnosticMarkers(monaco, model, diagnostics);
    },
    reveal(range) {
      const r = toMonacoRange(monaco, model, range, true);
      editor.setSelection(r);
      editor.revealRangeInCenterIfOutsideViewport(r);
      editor.focus();
    },
    setFontSize(px) {
      editor.updateOptions({ fontSize: px });
    },
    dispose() {
      report();
      blur.dispose();
      changes.dispose();
      detach();
      unwatchTheme();
      unwatchLanguage();
      editor.dispose();
      model.dispose();
    },
  };
}
