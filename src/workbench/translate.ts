/**
 * How the workbench words its messages for a person. The page passes its own `t` (the
 * language picked in the header); without one, messages come out in English from the
 * bundled locale through plain i18next, so Node (tests, tools) needs no React.
 */
import i18next from 'i18next';
import en from '../i18n/locales/en.json' with { type: 'json' };

/** Translates a message key with its values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

let english: Translate | null = null;

/** English messages from the bundled locale (built once, on first use). */
export function englishTranslate(): Translate {
  if (english) return english;
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: en } },
    lng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Bound once so the key extractor, which reads literal `t(...)` calls, skips this one.
  const lookUp = instance.t.bind(instance) as (key: string, values: object) => string;
  english = (key, values) => lookUp(key, values ?? {});
  return english;
}
