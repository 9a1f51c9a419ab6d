/**
 * The rules editor: Monaco with completion, hover, markers and quick fixes for the
 * `validations` language, plus the problems list. Monaco is loaded on demand, so the rest
 * of the page does not wait for it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnInfo, Diagnostic, ParsedDocument, SparkLine } from '../../engine/types';
import { diagnosticsFor, localizeDiagnostics, type EditorDiagnostic } from '../../editor-language';
import { asLanguage, currentLanguage } from '../../i18n';
import type { RulesEditorHandle } from './editorBinding';
import { ProblemsList } from './ProblemsList';
import './editor.css';
import { EDITOR_FONT_SIZE, usePresenterStore } from '../../stores/presenterStore';

/** Props of the rules editor. `value`/`onChange`/`onRun` are the original contract. */
export interface RulesEditorProps {
  /** The document text. */
  value: string;
  /** Called with the new text on every edit. */
  onChange: (text: string) => void;
  /** Called on Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** Columns of the loaded file: completion, hover and unknown-column warnings use them. */
  columns?: readonly ColumnInfo[];
  /** The engine's parse of `value`, when the caller has it (saves parsing twice). */
  parsed?: ParsedDocument;
  /** The Spark line production runs on: its own errors (`x::T` on 3.5) are shown. */
  sparkLine?: SparkLine;
  /** Called with every diagnostic shown (engine's and the column check's). */
  onDiagnostics?: (diagnostics: readonly EditorDiagnostic[]) => void;
  /** Show the problems list under the editor (default true). */
  showProblems?: boolean;
}

const NO_COLUMNS: readonly ColumnInfo[] = [];

/**
 * Monaco's "Toggle Tab Key Moves Focus" (tab focus mode). Tab indents in the editor, so a
 * keyboard user needs this to leave it (WCAG 2.1.2 asks for the way out to be told).
 */
const TAB_FOCUS_SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
    ? 'Ctrl+Shift+M'
    : 'Ctrl+M';

/** The rules document editor. */
export function RulesEditor({
  value,
  onChange,
  onRun,
  columns = NO_COLUMNS,
  parsed,
  sparkLine = '4',
  onDiagnostics,
  showProblems = true,
}: RulesEditorProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language) ?? 'en';
  const hostRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<RulesEditorHandle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Problems and their fixes in the page's language; markers, list and quick fixes share them.
  const diagnostics = useMemo(
    () =>
      localizeDiagnostics(
        diagnosticsFor(value, columns, parsed, sparkLine),
        columns ?? [],
        language,
      ),
    [value, columns, parsed, sparkLine, language],
  );

  // Monaco's providers read these at request time, so completions follow a newly
  // loaded file at once, without re-creating the editor.
  const latest = useRef({ value, onChange, onRun, columns, diagnostics });
  useEffect(() => {
    latest.current = { value, onChange, onRun, columns, diagnostics };
  });

  useEffect(() => {
    let disposed = false;
    let created: RulesEditorHandle | null = null;
    void Promise.all([import('./monaco'), import('./editorBinding')])
      .then(([{ monaco }, { createRulesEditor }]) => {
        if (disposed || !hostRef.current) return;
        created = createRulesEditor(monaco, hostRef.current, latest.current.value, {
          onChange: (text) => latest.current.onChange(text),
          onRun: () => latest.current.onRun(),
          // The page's language at request time: a switch of language applies at once.
          context: () => ({ columns: latest.current.columns, language: currentLanguage() }),
          diagnostics: () => latest.current.diagnostics,
        });
        setHandle(created);
      })
      .catch((error: unknown) => {
        if (!disposed) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      disposed = true;
      created?.dispose();
      setHandle(null);
    };
  }, []);

  useEffect(() => handle?.setValue(value), [handle, value]);
  const presenter = usePresenterStore((s) => s.on);
  useEffect(
    () => handle?.setFontSize(presenter ? EDITOR_FONT_SIZE.presenter : EDITOR_FONT_SIZE.normal),
    [handle, presenter],
  );
  useEffect(() => handle?.setDiagnostics(diagnostics), [handle, diagnostics]);
  useEffect(() => onDiagnostics?.(diagnostics), [onDiagnostics, diagnostics]);

  const reveal = (d: Diagnostic) => handle?.reveal(d.range);
  return (
    <div className="rules-editor">
      <div className="rules-editor-frame">
        <div
          ref={hostRef}
          className="rules-editor-monaco"
          data-testid="rules-editor"
          data-ready={handle ? 'true' : 'false'}
        />
        {!handle && (
          <p className="rules-editor-loading" role="status">
            {loadError ? t('editor.loadError', { message: loadError }) : t('editor.loading')}
          </p>
        )}
      </div>
      <p className="rules-editor-hint" data-testid="editor-keyboard-hint">
        {t('editor.keyboardHint', { shortcut: TAB_FOCUS_SHORTCUT })}
      </p>
      {showProblems && <ProblemsList text={value} diagnostics={diagnostics} onSelect={reveal} />}
    </div>
  );
}
