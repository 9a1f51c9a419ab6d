/**
 * The page's colour theme: Auto (follow the system's `prefers-color-scheme`), Light or
 * Dark. The choice lives in `data-theme` on <html>, which both styles.css and the Monaco
 * editor (src/ui/editor/theme.ts) read, so page and editor always agree.
 */
import { create } from 'zustand';
import {
  loadThemeChoice,
  parseThemeChoice,
  saveThemeChoice,
  THEME_KEY,
} from './persist/themeStorage';

/** What the user picked in the header's theme control. */
export type ThemeChoice = 'auto' | 'light' | 'dark';

/** The choices, in the order the header shows them (the header words them). */
export const THEME_CHOICES: readonly ThemeChoice[] = ['auto', 'light', 'dark'];

/** State of the theme store. */
export interface ThemeState {
  /** The current choice. */
  choice: ThemeChoice;
  /** Picks a theme: applies it to the page at once and remembers it. */
  setChoice: (choice: ThemeChoice) => void;
}

/**
 * Sets `data-theme` for Light and Dark and removes it for Auto: without the attribute the
 * stylesheet's `prefers-color-scheme` block and the editor's media query take over.
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'auto') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The theme store. */
export const useThemeStore = create<ThemeState>()((set) => ({
  choice: loadThemeChoice(),
  setChoice: (choice) => {
    saveThemeChoice(choice);
    applyThemeChoice(choice);
    set({ choice });
  },
}));

let started = false;

/**
 * Applies the saved choice to <html>. main.tsx calls it before React renders, so the first
 * paint already has the right colours (an inline script in index.html would be earlier
 * still, but the built page's CSP forbids inline scripts). It also follows a choice made
 * in another tab of the page, which arrives as a `storage` event.
 */
export function initTheme(): void {
  applyThemeChoice(useThemeStore.getState().choice);
  if (started) return;
  started = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    // A null key means the other tab cleared all storage: back to Auto.
    const choice = parseThemeChoice(event.key === null ? null : event.newValue);
    applyThemeChoice(choice);
    useThemeStore.setState({ choice });
  });
}
