/**
 * The chosen colour theme in localStorage, so a reload (and the next visit) keeps it.
 */
import type { ThemeChoice } from '../themeStore';

/** The localStorage key; other tabs watch it to follow a change. */
export const THEME_KEY = 'dqw.theme.v1';

/** Reads a stored value back as a choice; anything unknown means Auto. */
export function parseThemeChoice(raw: string | null): ThemeChoice {
  return raw === 'light' || raw === 'dark' ? raw : 'auto';
}

/** The saved choice, or Auto when there is none (or storage is unavailable). */
export function loadThemeChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_KEY));
  } catch {
    return 'auto';
  }
}

/** Saves the choice; Auto is stored as no entry, so the default needs no storage at all. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Private mode or a full quota: the choice still holds for this page.
  }
}
