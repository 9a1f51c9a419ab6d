/**
 * Lesson progress kept in the browser: which lessons are passed, the learner's current
 * text of each, and how many hints they opened. One JSON value in storage.
 */
import type { KeyValueStore } from '../share/documents';

export interface LessonProgress {
  passed: boolean;
  /** The learner's last text, so leaving and coming back keeps the work. */
  text?: string;
  hintsShown: number;
}

export type Progress = Record<string, LessonProgress>;

export const PROGRESS_KEY = 'dqw.lessons.v1';

export function loadProgress(store: KeyValueStore): Progress {
  try {
    const raw = store.getItem(PROGRESS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Progress = {};
    for (const [id, v] of Object.entries(parsed as Record<string, Partial<LessonProgress>>)) {
      if (!v || typeof v !== 'object') continue;
      out[id] = {
        passed: v.passed === true,
        hintsShown: typeof v.hintsShown === 'number' ? Math.max(0, Math.floor(v.hintsShown)) : 0,
        ...(typeof v.text === 'string' ? { text: v.text } : {}),
      };
    }
    return out;
  } catch {
    return {};
  }
}

export function saveProgress(store: KeyValueStore, progress: Progress): boolean {
  try {
    store.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

const entry = (p: Progress, id: string): LessonProgress =>
  p[id] ?? { passed: false, hintsShown: 0 };

export const withText = (p: Progress, id: string, text: string): Progress => ({
  ...p,
  [id]: { ...entry(p, id), text },
});

/** Passing is forever: a later failed check does not take it back. */
export const withCheck = (p: Progress, id: string, passed: boolean): Progress => ({
  ...p,
  [id]: { ...entry(p, id), passed: entry(p, id).passed || passed },
});

export const withHint = (p: Progress, id: string, total: number): Progress => ({
  ...p,
  [id]: { ...entry(p, id), hintsShown: Math.min(total, entry(p, id).hintsShown + 1) },
});

/** Back to the lesson's starting document (progress on passing is kept). */
export const withReset = (p: Progress, id: string): Progress => {
  const { text: _dropped, ...rest } = entry(p, id);
  void _dropped;
  return { ...p, [id]: rest };
};
