/**
 * Exercises: an instructor writes them in the page (texts in en/es/pt-BR, their own small
 * CSV, a starting document, a solution, the goal taken from the solution), gathers them in
 * a class pack and hands it out as one file or one link; a student opens a pack from a
 * file, a link or a drop, checked first, and takes its exercises as lessons. What the
 * instructor writes is kept in the browser; opening a pack costs the student nothing of
 * theirs (lessons set their file and document aside and give them back).
 */
import { create } from 'zustand';
import { currentLanguage, t } from '../i18n';
import { packOf, type AuthoredExercise } from '../teach/exercise/authored';
import { observe, tryExercise } from '../teach/exercise/observe';
import {
  PACK_LIMITS,
  PackError,
  packText,
  readPack,
  readPackText,
} from '../teach/exercise/validate';
import { say } from '../teach/text';
import { LOCALES, type Locale } from '../teach/types';
import { decodePack, encodePack, isPackFragment } from '../share/packLink';
import { csvHeader } from '../teach/exercise/csvHeader';
import { save } from './downloads';
import {
  emptyDraft,
  generatedTable,
  newExerciseId,
  toDraft,
  toExercise,
  type Draft,
} from './exerciseDraft';
import { errorText, problemText } from './exerciseWords';
import { loadAuthoring, saveAuthoring } from './persist/packStorage';
import { AUTHOR_TABLE, authorTask, datasetHead, editorText, loadedDataset } from './teachBridge';
import { useTeachStore } from './teachStore';

/** Rows "the current file's first rows" takes. */
export const HEAD_ROWS = 20;

export interface PackLink {
  url: string | null;
  chars: number;
  fits: boolean;
}

interface ExercisesState {
  draft: Draft;
  /** The language the texts are being written in. */
  lang: Locale;
  /** The class pack being written. */
  exercises: AuthoredExercise[];
  /** The exercise of the pack the form shows, or null for a new one. */
  editing: number | null;
  busy: boolean;
  /** What the last action found (the goal taken, the exercise tried), or why it failed. */
  notice: { kind: 'info' | 'error'; text: string; details?: string[] } | null;
  link: PackLink | null;
  /** Why a pack a student opened was refused. */
  openError: string | null;
  setLang(lang: Locale): void;
  update(patch: Partial<Draft>): void;
  setWords(field: 'title' | 'intro' | 'task' | 'hints' | 'explanation', text: string): void;
  /** Puts the editor's document in the start or the solution. */
  fromEditor(field: 'start' | 'solution'): void;
  loadCsvFile(file: File): Promise<void>;
  useDatasetHead(): Promise<void>;
  generateTable(): void;
  /** Runs the solution on the exercise's data and takes its rows, codes and severities. */
  takeGoal(): Promise<void>;
  /** Checks the start and the solution as a student's answers: the solution must pass. */
  tryIt(): Promise<void>;
  /** Adds the form's exercise to the pack (or saves the changes to the one edited). */
  saveToPack(): boolean;
  newExercise(): void;
  edit(index: number): void;
  remove(index: number): void;
  downloadPack(): void;
  makeLink(): Promise<void>;
  /** Opens the pack being written as a student would. */
  openAsStudent(): Promise<void>;
  openPackFile(file: File): Promise<void>;
  /**
   * A file dropped on the page: a class pack opens as its exercises, data goes into the
   * exercise being written while the form shows; anything else to `otherwise`.
   */
  openDropped(file: File, otherwise: (file: File) => unknown): Promise<void>;
  openPackText(text: string, source: string): Promise<void>;
  dismissOpenError(): void;
}

interface Kept {
  draft: Draft;
  exercises: AuthoredExercise[];
  editing: number | null;
}

function restore(): Kept {
  const fresh: Kept = { draft: emptyDraft(), exercises: [], editing: null };
  const v = loadAuthoring() as Partial<Kept> | null;
  if (!v || typeof v !== 'object') return fresh;
  let exercises: AuthoredExercise[] = [];
  try {
    if (Array.isArray(v.exercises) && v.exercises.length)
      exercises = readPack(packOf(v.exercises)).exercises;
  } catch {
    exercises = [];
  }
  const d = v.draft && typeof v.draft === 'object' ? { ...emptyDraft(), ...v.draft } : fresh.draft;
  const editing =
    typeof v.editing === 'number' && v.editing >= 0 && v.editing < exercises.length
      ? v.editing
      : null;
  return { draft: d, exercises, editing };
}

const kept = restore();

/** The current exercise checked as a student's pack would be; the refusal in words, or null. */
function draftProblem(draft: Draft): { exercise: AuthoredExercise; problem: string | null } {
  const exercise = toExercise(draft);
  try {
    readPack(packOf([exercise]));
    return { exercise, problem: null };
  } catch (e) {
    return { exercise, problem: e instanceof PackError ? problemText(e) : errorText(e) };
  }
}

const csvFile = (name: string, csv: string): File => new File([csv], name, { type: 'text/csv' });

/** A CSV cell as written: quoted when it holds a delimiter, a quote or a line break. */
const cell = (v: string): string => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

const pageLocale = (): Locale => {
  const lang = currentLanguage();
  return LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase()) ?? 'en';
};

export const useExercisesStore = create<ExercisesState>()((set, get) => {
  /** Keeps what is written, so a reload loses nothing. */
  const keep = () => {
    const { draft, exercises, editing } = get();
    saveAuthoring({ draft, exercises, editing });
  };
  const change = (patch: Partial<ExercisesState>) => {
    set({ ...patch, link: null });
    keep();
  };
  return {
    draft: kept.draft,
    lang: pageLocale(),
    exercises: kept.exercises,
    editing: kept.editing,
    busy: false,
    notice: null,
    link: null,
    openError: null,

    setLang(lang) {
      set({ lang });
    },

    update(patch) {
      const draft = { ...get().draft, ...patch };
      if (patch.csv !== undefined && !csvHeader(draft.csv).includes(draft.key))
        draft.key = csvHeader(draft.csv)[0] ?? '';
      change({ draft });
    },

    setWords(field, text) {
      const { draft, lang } = get();
      change({ draft: { ...draft, [field]: { ...draft[field], [lang]: text } } });
    },

    fromEditor(field) {
      get().update({ [field]: editorText() });
    },

    async loadCsvFile(file) {
      const text = await file.text();
      get().update({
        dataName: /\.csv$/i.test(file.name) ? file.name : `${file.name}.csv`,
        csv: text,
      });
    },

    async useDatasetHead() {
      const dataset = loadedDataset();
      if (!dataset) return;
      set({ busy: true, notice: null });
      try {
        const { columns, rows } = await datasetHead(HEAD_ROWS);
        const csv = [columns, ...rows].map((r) => r.map(cell).join(',')).join('\n') + '\n';
        const name = dataset.name.replace(/\.[^.]*$/, '') + '.csv';
        get().update({ dataName: name, csv });
        set({ busy: false });
      } catch (e) {
        set({ busy: false, notice: { kind: 'error', text: errorText(e) } });
      }
    },

    generateTable() {
      get().update({ dataName: 'people.csv', csv: generatedTable() });
    },

    async takeGoal() {
      const { draft } = get();
      const exercise = toExercise(draft);
      if (!draft.csv.trim()) {
        set({ notice: { kind: 'error', text: t('exercises.needData') } });
        return;
      }
      set({ busy: true, notice: null });
      try {
        const seen = await authorTask(
          csvFile(exercise.data.name || 'data.csv', draft.csv),
          (runner) => observe(exercise, draft.solution, { runner, table: AUTHOR_TABLE }),
        );
        if (!seen.ok) {
          set({
            busy: false,
            notice: {
              kind: 'error',
              text: t('exercises.solutionError', { path: seen.path, message: seen.message }),
            },
          });
          return;
        }
        const codes: Record<string, string[]> = {};
        for (const r of seen.flagged) codes[r.key] = r.codes;
        get().update({
          flagged: seen.flagged.map((r) => r.key).join(', '),
          codes,
          results: seen.results.map((r) => ({ ...r, target: r.target ?? '' })),
        });
        set({
          busy: false,
          notice: {
            kind: 'info',
            text: t('exercises.goalTaken', { count: seen.flagged.length }),
            details: seen.results.map((r) => `${r.type} (${r.target}): ${r.severity}`),
          },
        });
      } catch (e) {
        set({ busy: false, notice: { kind: 'error', text: errorText(e) } });
      }
    },

    async tryIt() {
      const { exercise, problem } = draftProblem(get().draft);
      if (problem) {
        set({ notice: { kind: 'error', text: problem } });
        return;
      }
      set({ busy: true, notice: null });
      try {
        const tried = await authorTask(csvFile(exercise.data.name, exercise.data.csv), (runner) =>
          tryExercise(exercise, { runner, table: AUTHOR_TABLE }),
        );
        const lang = get().lang;
        const ok = tried.solution.passed && !tried.start.passed;
        set({
          busy: false,
          notice: {
            kind: ok ? 'info' : 'error',
            text: !tried.solution.passed
              ? t('exercises.solutionFails')
              : tried.start.passed
                ? t('exercises.startPasses')
                : t('exercises.tried', { count: tried.start.feedback.length }),
            details: (tried.solution.passed ? tried.start : tried.solution).feedback.map((f) =>
              say(f.text, lang),
            ),
          },
        });
      } catch (e) {
        set({ busy: false, notice: { kind: 'error', text: errorText(e) } });
      }
    },

    saveToPack() {
      const { draft, exercises, editing } = get();
      const { exercise, problem } = draftProblem(draft);
      if (problem) {
        set({ notice: { kind: 'error', text: problem } });
        return false;
      }
      const next =
        editing === null
          ? [...exercises, exercise]
          : exercises.map((e, i) => (i === editing ? exercise : e));
      change({
        exercises: next,
        editing: editing ?? next.length - 1,
        notice: { kind: 'info', text: t('exercises.saved', { count: next.length }) },
      });
      return true;
    },

    newExercise() {
      // The new exercise starts from the same data: a class often works on one table.
      const { draft } = get();
      change({
        draft: { ...emptyDraft(), dataName: draft.dataName, csv: draft.csv, key: draft.key },
        editing: null,
        notice: null,
      });
    },

    edit(index) {
      const e = get().exercises[index];
      if (e) change({ draft: toDraft(e), editing: index, notice: null });
    },

    remove(index) {
      const { exercises, editing } = get();
      const next = exercises.filter((_, i) => i !== index);
      change({
        exercises: next,
        editing:
          editing === index ? null : editing !== null && editing > index ? editing - 1 : editing,
        draft: editing === index ? { ...get().draft, id: newExerciseId() } : get().draft,
      });
    },

    downloadPack() {
      const { exercises } = get();
      if (!exercises.length) return;
      save({
        data: packText(packOf(exercises)),
        fileName:
          exercises.length === 1 ? `${exercises[0].id}.dqw-pack.json` : 'class.dqw-pack.json',
        type: 'application/json',
      });
    },

    async makeLink() {
      const { exercises } = get();
      if (!exercises.length) return;
      const encoded = await encodePack(packOf(exercises));
      const url = `${location.origin}${location.pathname}${location.search}${encoded.hash}`;
      set({
        link: { url: encoded.fits ? url : null, chars: encoded.hash.length, fits: encoded.fits },
      });
    },

    async openAsStudent() {
      const { exercises } = get();
      if (exercises.length) await useTeachStore.getState().openPack(packOf(exercises));
    },

    async openPackFile(file) {
      await get().openPackText(await file.text(), file.name);
    },

    async openDropped(file, otherwise) {
      const json = /\.json$/i.test(file.name) || file.type === 'application/json';
      if (json && file.size <= PACK_LIMITS.packBytes) {
        const text = await file.text();
        if (looksLikePack(text)) return get().openPackText(text, file.name);
      } else if (!json && useTeachStore.getState().view === 'author') {
        return get().loadCsvFile(file);
      }
      await otherwise(file);
    },

    async openPackText(text, source) {
      try {
        const pack = readPackText(text);
        set({ openError: null });
        await useTeachStore.getState().openPack(pack);
      } catch (e) {
        set({ openError: t('exercises.cannotOpenFile', { name: source, reason: errorText(e) }) });
      }
    },

    dismissOpenError() {
      set({ openError: null });
    },
  };
});

/** The column names of the exercise's data being written (its first line). */
export const draftColumns = (csv: string): string[] => csvHeader(csv);

/** Whether a JSON text is a class pack rather than a rules document (it says its format). */
export const looksLikePack = (text: string): boolean =>
  /"format"\s*:\s*"dqw-class-pack"/.test(text.slice(0, 4096));

/**
 * Opens a class-pack link in the address bar, if there is one: the fragment is removed,
 * the pack checked and its first exercise opened. False when there is no such link.
 */
export async function openPackFromLocation(): Promise<boolean> {
  if (typeof location === 'undefined' || !isPackFragment(location.hash)) return false;
  const hash = location.hash;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  try {
    const pack = await decodePack(hash);
    await useTeachStore.getState().openPack(pack);
  } catch (e) {
    useExercisesStore.setState({
      openError: t('exercises.cannotOpenLink', { reason: errorText(e) }),
    });
    useTeachStore.getState().show('lessons');
  }
  return true;
}
