/**
 * The page's annotate choice for the quarantine download (RULES.md §6): production adds
 * the codes column only when `outputs.invalid.annotate` is configured, so the download
 * follows the document until the user chooses otherwise here.
 */
import { create } from 'zustand';
import { DEFAULT_ANNOTATE } from '../engine/catalog';
import type { ParsedDocument } from '../engine/types';

interface AnnotateChoiceState {
  /** The user's choice; null = follow the document. */
  choice: { enabled: boolean; column: string } | null;
  setEnabled(enabled: boolean, doc: ParsedDocument): void;
  setColumn(column: string, doc: ParsedDocument): void;
  /** Back to the document's `outputs.invalid.annotate`. */
  reset(): void;
}

/** What the document configures: the column, or none. */
function fromDocument(doc: ParsedDocument): { enabled: boolean; column: string } {
  const annotate = doc.outputs.invalid?.annotate;
  return { enabled: annotate !== undefined, column: annotate ?? DEFAULT_ANNOTATE };
}

/** The annotate column the quarantine file gets: a name, or null for none. */
export function effectiveAnnotate(
  choice: AnnotateChoiceState['choice'],
  doc: ParsedDocument,
): { enabled: boolean; column: string; followsDocument: boolean } {
  const current = choice ?? fromDocument(doc);
  return { ...current, followsDocument: choice === null };
}

export const useAnnotateChoiceStore = create<AnnotateChoiceState>()((set, get) => ({
  choice: null,
  setEnabled(enabled, doc) {
    set({ choice: { ...(get().choice ?? fromDocument(doc)), enabled } });
  },
  setColumn(column, doc) {
    set({ choice: { ...(get().choice ?? fromDocument(doc)), column } });
  },
  reset() {
    set({ choice: null });
  },
}));
