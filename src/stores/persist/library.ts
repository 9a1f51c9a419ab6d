/**
 * Where the editor's text is saved: the active named document, or — while a lesson is
 * open — that lesson's progress, so a lesson never overwrites the learner's own work.
 * The workbench's persistence hooks (`loadRules`, `saveRules`) go through here.
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
  return library || hasSaved() ? getLibrary() : null;
}

/** The library, created from `fallback` text when nothing was saved yet. */
export function getLibrary(fallback = ''): DocumentLibrary {
  library ??= loadLibrary(store, fallback, firstName);
  return library;
}

export function setLibrary(next: DocumentLibrary): void {
  library = next;
  saveLibrary(store, next);
  notify();
}

export const getProgress = (): Progress => progress;

export function setProgress(next: Progress): void {
  progress = next;
  saveProgress(store, next);
  notify();
}

/** The lesson being edited, or null when the editor holds a named document. */
export const editingLesson = (): string | null => lessonId;

export function setEditingLesson(id: string | null): void {
  lessonId = id;
  notify();
}

/** The workbench's `loadRules`: the active document's text, or null for the sample. */
export function loadEditorText(): string | null {
  if (!library && !hasSaved()) return null;
  return activeDocument(getLibrary()).text;
}

/** The workbench's `saveRules`: into the lesson's progress, or the active document. */
export function saveEditorText(text: string): void {
  if (lessonId) {
    setProgress(withText(progress, lessonId, text));
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
