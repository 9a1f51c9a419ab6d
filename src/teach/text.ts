import { LOCALES, type Locale, type Text } from './types';

/** Fills `{name}` placeholders in every language; a `Text` value is filled language by language. */
export function fill(text: Text, values: Record<string, string | number | Text>): Text {
  const out = {} as Text;
  for (const locale of LOCALES) {
    out[locale] = text[locale].replace(/\{(\w+)\}/g, (m, k: string) => {
      if (!(k in values)) return m;
      const v = values[k];
      return typeof v === 'object' ? v[locale] : String(v);
    });
  }
  return out;
}

/** The same words in every language (names, code, numbers). */
export function same(s: string): Text {
  return { en: s, es: s, 'pt-BR': s };
}

/** Joins several texts language by language. */
export function join(parts: Text[], sep = ' '): Text {
  const out = {} as Text;
  for (const locale of LOCALES) out[locale] = parts.map((p) => p[locale]).join(sep);
  return out;
}

/** Picks a language, falling back to English. */
export function say(text: Text, locale: Locale): string {
  return text[locale] || text.en;
}
