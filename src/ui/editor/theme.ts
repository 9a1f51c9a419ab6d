/**
 * Light and dark editor themes that follow the page: an explicit `data-theme` on <html>
 * wins, else the system's `prefers-color-scheme`.
 */
import type { Monaco } from './monaco';

export type ColorScheme = 'light' | 'dark';

export const LIGHT_THEME = 'dqw-light';
export const DARK_THEME = 'dqw-dark';

let defined = false;

/**
 * Defines both themes once per page. Their backgrounds are the page's `--panel` colour of
 * each palette (styles.css): Monaco takes hex values only, not CSS variables, so keep them
 * in step by hand.
 */
export function defineThemes(monaco: Monaco): void {
  if (defined) return;
  defined = true;
  monaco.editor.defineTheme(LIGHT_THEME, {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'string.key.json', foreground: '0451a5' },
      { token: 'string.value.json', foreground: 'a31515' },
    ],
    colors: { 'editor.background': '#ffffff' },
  });
  monaco.editor.defineTheme(DARK_THEME, {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'string.key.json', foreground: '9cdcfe' },
      { token: 'string.value.json', foreground: 'ce9178' },
    ],
    colors: { 'editor.background': '#181c23' },
  });
}

/** The page's current color scheme. */
export function pageColorScheme(): ColorScheme {
  const explicit = document.documentElement.dataset.theme;
  if (explicit === 'dark' || explicit === 'light') return explicit;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Calls `onChange` whenever the page's scheme may have changed; returns the unsubscribe. */
export function watchColorScheme(onChange: (scheme: ColorScheme) => void): () => void {
  const notify = () => onChange(pageColorScheme());
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', notify);
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media?.removeEventListener('change', notify);
    observer.disconnect();
  };
}

/** Applies the theme matching a scheme (Monaco themes are global to the page). */
export function applyTheme(monaco: Monaco, scheme: ColorScheme): void {
  monaco.editor.setTheme(scheme === 'dark' ? DARK_THEME : LIGHT_THEME);
}
