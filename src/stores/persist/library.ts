/**
 * Where the editor's text is saved: the active named document, or — while a lesson is
 * open — that lesson's progress, so a lesson never overwrites the learner's own work.
 * The workbench's persistence hooks (`loadRules`, `saveRules`) go through here.
 *
 * The editor's text is written once typing pauses, not at every keystroke (a write
 * serializes the whole library into localStorage and re-renders the documents bar). A
 * pending write goes first whenever the library is read or changed, and when the page is
 * hidden or closed, so nothing typed is lost and it always lands where it was typed.
 */
import {
  activeDocument,
  addDocument,
  loadLibrary,
  saveLibrary,
  setActiveText,
  LIBRARY_KEY,
  LEGACY_KEY,
  type DocumentLibrary,
} from '../../share/documents';
import { loadProgress, saveProgress, withText, type Progress } from '../../teach/progress';

type Listener = () => void;

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** A store that forgets: used when the browser refuses localStorage. */
const volatile = (): Pick<Storage, 'getItem' | 'setItem'> => {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
};
const store = storage() ?? volatile();

let library: DocumentLibrary | null = null;
let progress: Progress = loadProgress(store);
let lessonId: string | null = null;
let firstName = 'My rules';
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/** Milliseconds of quiet typing before the editor's text is written. */
export const AUTOSAVE_DELAY_MS = 500;

/** The editor's text not written yet, and the lesson (or null: the document) it belongs to. */
let unsaved: { text: string; lesson: string | null } | null = null;
let unsavedTimer: ReturnType<typeof setTimeout> | undefined;

/** Writes the editor's text now if a write is pending. */
export function flushEditorText(): void {
  clearTimeout(unsavedTimer);
  const pending = unsaved;
  unsaved = null;
  if (pending) writeEditorText(pending.text, pending.lesson);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushEditorText);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEditorText();
  });
}

/** Calls `listener` after every change of the library, the progress or the editing target. */
export function subscribeLibrary(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything was saved before (a library, or the single autosave of earlier versions). */
const hasSaved = (): boolean =>
  store.getItem(LIBRARY_KEY) !== null || store.getItem(LEGACY_KEY) !== null;

/** The name the first document gets (in the page's language). */
export function setFirstDocumentName(name: string): void {
  firstName = name;
}

/** The library if there is one yet (something saved, or created this visit). */
export function peekLibrary(): DocumentLibrary | null {
  flushEditorText();
  return library || hasSaved() ? getLibrary() : null;
}

/** The library, created from `fallback` text when nothing was saved yet. */
export function getLibrary(fallback = ''): DocumentLibrary {
  flushEditorText();
  library ??= loadLibrary(store, fallback, firstName);
  return library;
}

export function setLibrary(next: DocumentLibrary): void {
  flushEditorText();
  library = next;
  saveLibrary(store, next);
  notify();
}

export function getProgress(): Progress {
  flushEditorText();
  return progress;
}

export function setProgress(next: Progress): void {
  flushEditorText();
  progress = next;
  saveProgress(store, next);
  notify();
}

/** The lesson being edited, or null when the editor holds a named document. */
export const editingLesson = (): string | null => lessonId;

export function setEditingLesson(id: string | null): void {
  flushEditorText();
  lessonId = id;
  notify();
}

/** The workbench's `loadRules`: the active document's text, or null for the sample. */
export function loadEditorText(): string | null {
  flushEditorText();
  if (!library && !hasSaved()) return null;
  return activeDocument(getLibrary()).text;
}

/** The workbench's `saveRules`: into the lesson's progress, or the active document, soon. */
export function saveEditorText(text: string): void {
  unsaved = { text, lesson: lessonId };
  clearTimeout(unsavedTimer);
  unsavedTimer = setTimeout(flushEditorText, AUTOSAVE_DELAY_MS);
}

function writeEditorText(text: string, lesson: string | null): void {
  if (lesson) {
    setProgress(withText(progress, lesson, text));
    return;
  }
  const lib = getLibrary(text);
  if (activeDocument(lib).text !== text) setLibrary(setActiveText(lib, text));
  else if (!hasSaved()) setLibrary(lib);
}

/**
 * Adds a document and makes it active. With nothing saved yet it becomes the only one
 * (no empty "My rules" beside it).
 */
export function addAndActivate(name: string, text: string): DocumentLibrary {
  const next =
    library || hasSaved()
      ? addDocument(getLibrary(), name, text)
      : loadLibrary(volatile(), text, name);
  setLibrary(next);
  return next;
}
