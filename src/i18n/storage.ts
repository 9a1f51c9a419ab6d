/**
 * The language picked in the header, kept in localStorage so a reload and the next visit
 * keep it. No entry means "follow the browser".
 */
import { asLanguage, type Language } from './languages';

/** The localStorage key. */
export const LANGUAGE_KEY = 'dqw.language.v1';

/** The saved language, or null when none is saved (or storage is unavailable). */
export function loadLanguage(): Language | null {
  try {
    return asLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the picked language. */
export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice still holds for this page.
  }
}
