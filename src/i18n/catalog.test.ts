/**
 * The catalog's translations (src/i18n/catalog/<language>.json) against the catalog:
 * every rule type field, parameter doc, document key and enum value has a translation in
 * every language; each translation still matches the English it was made from (its `en`
 * copy equals the catalog's current text, so an edit to the catalog makes it stale); and
 * a translation keeps the English's `code` spans (identifiers, thresholds) verbatim.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_TRANSLATIONS, catalogTexts } from '../editor-language/catalogText';
import { RULE_SPECS } from '../engine';

const texts = catalogTexts();
const codeSpans = (s: string) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();

describe('catalog texts', () => {
  it('cover every rule type and every parameter', () => {
    const keys = new Set(texts.map((e) => e.key));
    for (const spec of RULE_SPECS) {
      expect(keys.has(`type.${spec.type}.summary`), spec.type).toBe(true);
      expect(keys.has(`type.${spec.type}.doc`), spec.type).toBe(true);
      for (const p of spec.params) {
        expect(
          keys.has(`param.${p.name}`) || keys.has(`param.${p.name}.${spec.aliasOf ?? spec.type}`),
          `${spec.type}.${p.name}`,
        ).toBe(true);
      }
    }
  });
});

for (const [language, translations] of Object.entries(CATALOG_TRANSLATIONS)) {
  describe(`${language} catalog translations`, () => {
    it('translate every catalog text', () => {
      const missing = texts.filter((e) => !translations[e.key]?.text?.trim()).map((e) => e.key);
      expect(missing).toEqual([]);
    });

    it('are not stale: each was made from the catalog’s current English', () => {
      const stale = texts
        .filter((e) => translations[e.key] && translations[e.key].en !== e.en)
        .map((e) => e.key);
      expect(stale).toEqual([]);
    });

    it('have no key the catalog does not', () => {
      const known = new Set(texts.map((e) => e.key));
      expect(Object.keys(translations).filter((k) => !known.has(k))).toEqual([]);
    });

    it('keep the English code spans verbatim', () => {
      const differ = texts
        .filter((e) => translations[e.key])
        .filter(
          (e) => codeSpans(translations[e.key].text).join('\n') !== codeSpans(e.en).join('\n'),
        )
        .map((e) => e.key);
      expect(differ).toEqual([]);
    });
  });
}
