/**
 * Lessons and the examples gallery: which view is shown, the open lesson, its check and
 * hints, and progress kept in the browser. Opening a lesson loads its data and its text
 * (the learner's last text, else the lesson's start) without touching the learner's own
 * documents or file; leaving it brings the active document back, and the learner's file
 * once they are out of the lessons.
 */
import { create } from 'zustand';
import { checkLesson } from '../teach/checker';
import { GALLERY_DATA } from '../teach/gallery/data';
import { EXAMPLES } from '../teach/gallery/examples';
import { exampleDocument } from '../teach/gallery/search';
import { LESSONS, lessonById } from '../teach/lessons';
import { toLesson, toText, type ClassPack } from '../teach/exercise/authored';
import { loadOpenedPack, saveOpenedPack } from './persist/packStorage';
import { withCheck, withHint, withReset } from '../teach/progress';
import type { CheckOutcome, Lesson, Text } from '../teach/types';
import { t } from '../i18n';
import { activeDocument, addDocument, setActiveText } from '../share/documents';
import {
  editingLesson,
  getLibrary,
  getProgress,
  setEditingLesson,
  setLibrary,
  setProgress,
  subscribeLibrary,
} from './persist/library';
import type { KeptDataset } from '../workbench/types';
import {
  DATASET_TABLE,
  editorText,
  keptDataset,
  loadedDataset,
  loadExampleData,
  loadKept,
  loadLessonData,
  onRunSettled,
  setEditorText,
  lessonTask,
} from './teachBridge';

export type TeachView = 'workbench' | 'lessons' | 'lesson' | 'gallery' | 'author';

/** A class pack the student opened: its exercises as lessons. */
export interface OpenedPack {
  title: Text;
  lessons: Lesson[];
}

const asOpened = (pack: ClassPack): OpenedPack => ({
  title: toText(pack.title),
  lessons: pack.exercises.map(toLesson),
});

let opened: OpenedPack | null = (() => {
  const kept = loadOpenedPack();
  return kept ? asOpened(kept) : null;
})();

/** A lesson by id: the opened pack's exercises, then the bundled lessons. */
export const findLesson = (id: string): Lesson | undefined =>
  opened?.lessons.find((l) => l.id === id) ?? lessonById(id);

/** Where a lesson stands in its list (the pack's or the bundled one): number, total, next. */
export function lessonPlace(lesson: Lesson): {
  number: number;
  total: number;
  next: Lesson | undefined;
  inPack: boolean;
} {
  const inPack = opened?.lessons.includes(lesson) ?? false;
  const list = inPack && opened ? opened.lessons : LESSONS;
  const i = list.indexOf(lesson);
  return { number: i + 1, total: list.length, next: list[i + 1], inPack };
}

interface TeachState {
  view: TeachView;
  lessonId: string | null;
  /** The lesson whose data is loaded (the dataset's source is then 'lesson'). */
  dataLesson: string | null;
  progress: ReturnType<typeof getProgress>;
  checking: boolean;
  outcome: CheckOutcome | null;
  checkError: string | null;
  solutionShown: boolean;
  /** The class pack opened, shown above the bundled lessons. */
  pack: OpenedPack | null;
  show(view: 'workbench' | 'lessons' | 'gallery' | 'author'): void;
  /** Opens a checked class pack: its first exercise, as a lesson. */
  openPack(pack: ClassPack): Promise<void>;
  /** Forgets the opened pack (its progress stays). */
  closePack(): void;
  openLesson(id: string): Promise<void>;
  check(): Promise<void>;
  nextHint(): void;
  showSolution(): void;
  useSolution(): void;
  resetLesson(): void;
  openExample(id: string): Promise<void>;
}

const csvFile = (name: string, csv: string): File => new File([csv], name, { type: 'text/csv' });

/** Counts checks: only the latest one's outcome is shown. */
let checkSeq = 0;

/** The learner's own dataset, set aside while lessons show theirs. */
let userDataset: KeptDataset | null = null;
/** The last lesson data load, which the learner's file waits for before coming back. */
let lessonLoad: Promise<unknown> = Promise.resolve();

/** Back from a lesson: the editor edits the active document again. */
function leaveLesson(): void {
  setEditingLesson(null);
  setEditorText(activeDocument(getLibrary()).text);
}

/**
 * Out of the lessons: the learner's file comes back as it was read. A file they opened
 * meanwhile is theirs too, and stays.
 */
async function bringBackUserData(): Promise<void> {
  await lessonLoad;
  if (editingLesson()) return; // a lesson opened again meanwhile
  const kept = userDataset;
  userDataset = null;
  if (kept && loadedDataset()?.source === 'lesson') await loadKept(kept);
}

export const useTeachStore = create<TeachState>()((set, get) => ({
  view: 'workbench',
  lessonId: null,
  dataLesson: null,
  progress: getProgress(),
  checking: false,
  outcome: null,
  checkError: null,
  solutionShown: false,
  pack: opened,

  show(view) {
    checkSeq += 1;
    if (get().view === 'lesson') leaveLesson();
    set({
      view,
      lessonId: null,
      outcome: null,
      checkError: null,
      checking: false,
      solutionShown: false,
    });
    // The list of lessons keeps the lesson's data: the next lesson replaces it anyway.
    if (view !== 'lessons') void bringBackUserData();
  },

  async openPack(pack) {
    opened = asOpened(pack);
    saveOpenedPack(pack);
    set({ pack: opened });
    await get().openLesson(opened.lessons[0].id);
  },

  closePack() {
    if (get().view === 'lesson' && opened?.lessons.some((l) => l.id === get().lessonId))
      get().show('lessons');
    opened = null;
    saveOpenedPack(null);
    set({ pack: null });
  },

  async openLesson(id) {
    const lesson = findLesson(id);
    if (!lesson) return;
    checkSeq += 1;
    set({
      view: 'lesson',
      lessonId: id,
      outcome: null,
      checkError: null,
      checking: false,
      solutionShown: false,
    });
    // Keep what the editor holds as the learner's document before the lesson takes over.
    if (!editingLesson()) setLibrary(getLibrary(editorText()));
    setEditingLesson(id);
    setEditorText(getProgress()[id]?.text ?? lesson.start);
    // The learner's own file is set aside, once: lesson data is never theirs.
    const current = keptDataset();
    if (!userDataset && current && current.source !== 'lesson') userDataset = current;
    set({ dataLesson: id });
    const loading = loadLessonData(csvFile(lesson.data.name, lesson.data.csv));
    lessonLoad = loading;
    await loading;
  },

  async check() {
    await checkNow(true);
  },

  nextHint() {
    const lesson = findLesson(get().lessonId ?? '');
    if (lesson) setProgress(withHint(getProgress(), lesson.id, lesson.hints.length));
  },

  showSolution() {
    set({ solutionShown: true });
  },

  useSolution() {
    const lesson = findLesson(get().lessonId ?? '');
    if (lesson) setEditorText(lesson.solution);
  },

  resetLesson() {
    const lesson = findLesson(get().lessonId ?? '');
    if (!lesson) return;
    checkSeq += 1;
    setProgress(withReset(getProgress(), lesson.id));
    setEditorText(lesson.start);
    set({ outcome: null, checkError: null, checking: false, solutionShown: false });
  },

  async openExample(id) {
    const example = EXAMPLES.find((e) => e.id === id);
    if (!example) return;
    // The example's data replaces what is loaded, the learner's file or a lesson's.
    userDataset = null;
    get().show('workbench');
    // Examples open in one reused document, so the learner's own documents stay as they were.
    const name = t('gallery.documentName');
    const text = exampleDocument(example);
    const lib = getLibrary(editorText());
    const existing = lib.documents.find((d) => d.name === name);
    setLibrary(
      existing
        ? setActiveText({ ...lib, activeId: existing.id }, text)
        : addDocument(lib, name, text),
    );
    setEditorText(text);
    await loadExampleData(csvFile(GALLERY_DATA.name, GALLERY_DATA.csv));
  },
}));

/**
 * Checks the editor's document against the open lesson's goal; a newer check (or leaving
 * the lesson) drops this one's outcome. `asked`: the learner clicked "Check my answer".
 */
async function checkNow(asked: boolean): Promise<void> {
  const { lessonId, view } = useTeachStore.getState();
  const lesson = view === 'lesson' ? findLesson(lessonId ?? '') : undefined;
  if (!lesson) return;
  const seq = ++checkSeq;
  const current = () => seq === checkSeq;
  if (asked) useTeachStore.setState({ checking: true, checkError: null });
  try {
    const text = editorText();
    const outcome = await lessonTask((runner) =>
      checkLesson(lesson, text, { runner, table: DATASET_TABLE }),
    );
    if (!current()) return;
    setProgress(withCheck(getProgress(), lesson.id, outcome.passed));
    useTeachStore.setState({ outcome, checking: false, checkError: null });
  } catch (e) {
    if (!current()) return;
    useTeachStore.setState({
      checking: false,
      checkError: t('teach.checkFailed', { reason: e instanceof Error ? e.message : String(e) }),
    });
  }
}

// Once the learner has checked, every run checks again: an answer edited wrong after it
// passed no longer says "Well done".
onRunSettled(() => {
  const { view, outcome, checkError } = useTeachStore.getState();
  if (view === 'lesson' && (outcome !== null || checkError !== null)) void checkNow(false);
});

subscribeLibrary(() => useTeachStore.setState({ progress: getProgress() }));
