/**
 * The named documents bar: the library of rules documents kept in the browser, switching,
 * renaming, deleting, opening a rules `.json` file, and making a share link.
 */
import { create } from 'zustand';
import { t } from '../i18n';
import {
  activeDocument,
  addDocument,
  deleteDocument,
  renameDocument,
  switchTo,
  type DocumentLibrary,
} from '../share/documents';
import { dataFits, encodeShare } from '../share/link';
import {
  getLibrary as savedLibrary,
  peekLibrary,
  setLibrary,
  subscribeLibrary,
} from './persist/library';
import { lastCsvText } from './shareable';
import { SAMPLE_DATA_URL } from './datasetStore';
import { editorText, loadedDataset, setEditorText } from './teachBridge';
import { useTeachStore } from './teachStore';

interface DocumentsState {
  /** Null until something is saved: the editor then holds the sample, unsaved. */
  library: DocumentLibrary | null;
  /** A share link opened on arrival: what it was, for the banner. */
  shared: { title: string; withData: boolean } | null;
  sharedError: string | null;
  dismissShared(): void;
  /** Re-reads the library (after something else changed it). */
  refresh(): void;
  create(): void;
  /** Adds a document named `name` holding `text` and makes it the current one; the others are kept. */
  createFrom(name: string, text: string): void;
  switchTo(id: string): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
  /** Opens a rules `.json` file as a new document. */
  openFile(file: File): Promise<void>;
  /** A link carrying the editor's document and, when small, the data. */
  shareLink(): Promise<{ url: string; withData: boolean }>;
}

/** Puts the active document in the editor (leaving a lesson first). */
function showActive(lib: DocumentLibrary): void {
  if (useTeachStore.getState().view === 'lesson') useTeachStore.getState().show('workbench');
  setEditorText(activeDocument(lib).text);
}

/** The library, made on first use from what the editor holds (nothing is saved before an edit). */
const getLibrary = (): DocumentLibrary => savedLibrary(editorText());

const EMPTY_DOC = '{\n  "validations": {\n    "on_failure": "warn",\n    "rules": []\n  }\n}\n';

/** Whether a dropped or opened file is a rules document rather than data. */
export const isRulesFile = (file: File): boolean =>
  /\.json$/i.test(file.name) || file.type === 'application/json';

export const useDocumentsStore = create<DocumentsState>()((set) => ({
  library: peekLibrary(),
  shared: null,
  sharedError: null,

  dismissShared() {
    set({ shared: null, sharedError: null });
  },

  refresh() {
    set({ library: peekLibrary() });
  },

  create() {
    const lib = addDocument(getLibrary(), t('documents.untitled'), EMPTY_DOC);
    setLibrary(lib);
    showActive(lib);
  },

  createFrom(name, text) {
    const lib = addDocument(getLibrary(), name, text);
    setLibrary(lib);
    showActive(lib);
  },

  switchTo(id) {
    if (!id) return;
    const lib = switchTo(getLibrary(), id);
    setLibrary(lib);
    showActive(lib);
  },

  rename(id, name) {
    const lib = getLibrary();
    setLibrary(renameDocument(lib, id || lib.activeId, name));
  },

  remove(id) {
    const before = getLibrary();
    const lib = deleteDocument(before, id || before.activeId);
    setLibrary(lib);
    showActive(lib);
  },

  async openFile(file) {
    const text = await file.text();
    const lib = addDocument(getLibrary(), file.name.replace(/\.json$/i, ''), text);
    setLibrary(lib);
    showActive(lib);
  },

  async shareLink() {
    const dataset = loadedDataset();
    const csv = await shareableText(dataset);
    const data = dataset && csv !== null && dataFits(csv) ? { name: dataset.name, csv } : undefined;
    const teach = useTeachStore.getState();
    const title =
      teach.view === 'lesson' && teach.lessonId
        ? teach.lessonId
        : activeDocument(getLibrary()).name;
    const hash = await encodeShare({ doc: editorText(), title, data });
    const url = `${location.origin}${location.pathname}${location.search}${hash}`;
    return { url, withData: Boolean(data) };
  },
}));

subscribeLibrary(() => useDocumentsStore.setState({ library: peekLibrary() }));

/** The loaded data's text when a link can carry it: a small CSV loaded here, or the bundled sample. */
async function shareableText(dataset: ReturnType<typeof loadedDataset>): Promise<string | null> {
  if (!dataset) return null;
  const kept = await lastCsvText(dataset.name);
  if (kept !== null) return kept;
  if (dataset.source !== 'sample' || dataset.name !== 'customers.csv') return null;
  try {
    const response = await fetch(SAMPLE_DATA_URL);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}
