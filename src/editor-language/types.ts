/**
 * Plain-data shapes of the editor language services. Nothing here knows Monaco: the
 * Monaco layer (src/ui/editor) adapts these to its own types, and unit tests assert them
 * directly.
 */
import type { ColumnInfo, Diagnostic, QuickFix, SourceRange } from '../engine/types';
import type { Language } from '../i18n/languages';

/** What the services know besides the text: the loaded file's columns, the page's language. */
export interface EditorContext {
  columns: readonly ColumnInfo[];
  /** The language docs and messages are written in; English when absent. */
  language?: Language;
}

/** Kinds of completion entries, mapped to Monaco's icons by the adapter. */
export type CompletionKind = 'property' | 'value' | 'enum' | 'column' | 'type' | 'snippet';

/** One completion entry. `range` is the text it replaces (quotes included when in a string). */
export interface CompletionEntry {
  label: string;
  kind: CompletionKind;
  /** One line shown beside the label. */
  detail?: string;
  /** Markdown shown in the details pane. */
  documentation?: string;
  /** Text inserted; a snippet (`${1:x}` placeholders) when `snippet` is true. */
  insertText: string;
  snippet: boolean;
  /** What the typed text is matched against (defaults to the label). */
  filterText?: string;
  /** Sort key: entries sort by it, then by label. */
  sortText?: string;
  range: SourceRange;
  /** Ask the editor to open completion again after inserting (e.g. after a key). */
  retrigger?: boolean;
}

/** A hover: markdown blocks over a source range. */
export interface HoverInfo {
  contents: string[];
  range: SourceRange;
}

/** A diagnostic the editor computed, which may offer several fixes (did-you-mean). */
export interface EditorDiagnostic extends Diagnostic {
  fixes?: QuickFix[];
}

/** A code action: a titled set of edits fixing one diagnostic. */
export interface CodeActionEntry {
  title: string;
  edits: QuickFix['edits'];
  diagnostic: Diagnostic;
  /** The first fix of a diagnostic is the one applied by "auto fix". */
  isPreferred: boolean;
}
