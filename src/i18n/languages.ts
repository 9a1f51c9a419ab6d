/**
 * The page's languages and how one is chosen from the browser's preferences. Pure
 * functions, so the choice is unit-tested without a browser.
 */

/** The languages the page speaks, English first (the fallback). */
export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;

/** One of the page's languages. */
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

/** `raw` as one of the page's languages, or null (`pt-br` → `pt-BR`). */
export function asLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const lower = raw.toLowerCase();
  return LANGUAGES.find((l) => l.toLowerCase() === lower) ?? null;
}

/**
 * The first of the browser's preferred languages (`navigator.languages`) that the page
 * speaks: an exact match, else the same primary language (`es-MX` → `es`, `pt-PT` →
 * `pt-BR`, `en-GB` → `en`). English when none matches.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const exact = asLanguage(tag);
    if (exact) return exact;
    const primary = tag.toLowerCase().split('-')[0];
    const same = LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === primary);
    if (same) return same;
  }
  return 'en';
}
