/**
 * The page's translations: one i18next instance, initialised on import with every locale
 * bundled (static JSON imports, so the built page fetches nothing). The language is the
 * one picked in the header, else the browser's first language the page speaks, else
 * English. Components use `useTranslation()`; stores use `t` for the messages they write
 * for a person. Rule messages in downloaded files stay in English, as production writes
 * them.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';
import { asLanguage, LANGUAGES, pickLanguage, type Language } from './languages';
import { loadLanguage, saveLanguage } from './storage';

export { asLanguage, LANGUAGES, LANGUAGE_NAMES, type Language } from './languages';

/** Every locale's messages, by language. */
export const RESOURCES = {
  en: { translation: en },
  es: { translation: es },
  'pt-BR': { translation: ptBR },
} as const;

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language to start in: the remembered pick, else the browser's. */
export function initialLanguage(): Language {
  return loadLanguage() ?? pickLanguage(browserLanguages());
}

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  interpolation: { escapeValue: false }, // React escapes text children.
  returnNull: false,
  initAsync: false,
});
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

/** Translates a key in the current language (for stores and other non-React code). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}

/** The current language. */
export function currentLanguage(): Language {
  return asLanguage(i18n.language) ?? 'en';
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function onLanguageChanged(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** Switches the page's language and remembers the choice. */
export function setLanguage(language: Language): void {
  saveLanguage(language);
  void i18n.changeLanguage(language);
}
