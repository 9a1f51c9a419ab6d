/**
 * Autosave of the rules text in localStorage: written on every change, so a reload or a
 * crashed worker never loses an edit.
 */
const KEY = 'dqw.rules.v1';

/** The saved rules text, or null when there is none (or storage is unavailable). */
export function loadSavedRules(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Saves the rules text; returns false when the browser refuses (private mode, quota). */
export function saveRules(text: string): boolean {
  try {
    localStorage.setItem(KEY, text);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the saved text (back to the sample on next open). */
export function clearSavedRules(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing saved that could be cleared.
  }
}
