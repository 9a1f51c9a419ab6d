/**
 * Several named rules documents kept in the browser: create, switch, rename, delete. The
 * library is one JSON value in storage, written on every change, so nothing is lost on a
 * reload. Plain functions over a `Storage`-like object, so they are tested in Node.
 */

export interface NamedDocument {
  id: string;
  name: string;
  text: string;
  updatedAt: number;
}

export interface DocumentLibrary {
  documents: NamedDocument[];
  activeId: string;
}

/** The part of `Storage` the library needs. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const LIBRARY_KEY = 'dqw.documents.v1';
/** The single autosaved text of earlier versions: it becomes the first document. */
export const LEGACY_KEY = 'dqw.rules.v1';

let counter = 0;
const newId = (): string => `d${Date.now().toString(36)}${(counter++).toString(36)}`;

function isLibrary(v: unknown): v is DocumentLibrary {
  const l = v as DocumentLibrary | null;
  return (
    !!l &&
    Array.isArray(l.documents) &&
    l.documents.length > 0 &&
    l.documents.every(
      (d) => typeof d?.id === 'string' && typeof d.name === 'string' && typeof d.text === 'string',
    ) &&
    l.documents.some((d) => d.id === l.activeId)
  );
}

/** The saved library; else one document from the legacy autosave or `fallbackText`. */
export function loadLibrary(
  store: KeyValueStore,
  fallbackText: string,
  firstName: string,
): DocumentLibrary {
  try {
    const raw = store.getItem(LIBRARY_KEY);
    if (raw) {
      const parsed: unknown = JSON.parse(raw);
      if (isLibrary(parsed)) return parsed;
    }
  } catch {
    // Unreadable storage: start afresh below.
  }
  let legacy: string | null = null;
  try {
    legacy = store.getItem(LEGACY_KEY);
  } catch {
    legacy = null;
  }
  const doc: NamedDocument = {
    id: newId(),
    name: firstName,
    text: legacy ?? fallbackText,
    updatedAt: Date.now(),
  };
  return { documents: [doc], activeId: doc.id };
}

/** Writes the library; false when the browser refuses (private mode, quota). */
export function saveLibrary(store: KeyValueStore, library: DocumentLibrary): boolean {
  try {
    store.setItem(LIBRARY_KEY, JSON.stringify(library));
    // Keep the legacy key in step, so the earlier autosave readers still find the text.
    store.setItem(LEGACY_KEY, activeDocument(library).text);
    return true;
  } catch {
    return false;
  }
}

export const activeDocument = (l: DocumentLibrary): NamedDocument =>
  l.documents.find((d) => d.id === l.activeId) ?? l.documents[0];

/** A name not used yet: `base`, else `base (2)`, `base (3)`… */
export function freeName(l: DocumentLibrary, base: string): string {
  const taken = new Set(l.documents.map((d) => d.name));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base} (${i})`)) return `${base} (${i})`;
}

/** Adds a document (its name made unique) and makes it active. */
export function addDocument(l: DocumentLibrary, name: string, text: string): DocumentLibrary {
  const doc: NamedDocument = {
    id: newId(),
    name: freeName(l, name.trim() || 'Untitled'),
    text,
    updatedAt: Date.now(),
  };
  return { documents: [...l.documents, doc], activeId: doc.id };
}

export function setActiveText(l: DocumentLibrary, text: string): DocumentLibrary {
  return {
    ...l,
    documents: l.documents.map((d) =>
      d.id === l.activeId ? { ...d, text, updatedAt: Date.now() } : d,
    ),
  };
}

export function switchTo(l: DocumentLibrary, id: string): DocumentLibrary {
  return l.documents.some((d) => d.id === id) ? { ...l, activeId: id } : l;
}

/** Renames a document; a blank name is refused (the library is returned unchanged). */
export function renameDocument(l: DocumentLibrary, id: string, name: string): DocumentLibrary {
  const trimmed = name.trim();
  if (!trimmed) return l;
  const others = { ...l, documents: l.documents.filter((d) => d.id !== id) };
  const unique = freeName(others, trimmed);
  return { ...l, documents: l.documents.map((d) => (d.id === id ? { ...d, name: unique } : d)) };
}

/** Deletes a document; the last one cannot go (there is always a document to edit). */
export function deleteDocument(l: DocumentLibrary, id: string): DocumentLibrary {
  if (l.documents.length <= 1) return l;
  const documents = l.documents.filter((d) => d.id !== id);
  const activeId =
    l.activeId === id
      ? documents[Math.max(0, l.documents.findIndex((d) => d.id === id) - 1)].id
      : l.activeId;
  return { documents, activeId };
}
