/**
 * The editor's own sentences (the words around the catalog's docs) in a given language,
 * from the page's locale files. Fixed to the language asked for, so the services answer
 * in the language of the request and unit tests need no global switch.
 */
import { i18n } from '../i18n';
import type { Language } from '../i18n/languages';

/** Translates a key of the page's locale files. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translator of `language` (English when none is given). */
export function translator(language: Language | undefined): Translate {
  const fixed = i18n.getFixedT(language ?? 'en');
  return (key, options) => fixed(key, options ?? {});
}
