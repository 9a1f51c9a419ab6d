/**
 * The engine's messages (`said`, src/engine/said.ts) against the locale files: the engine's
 * own English wording equals i18next's for every key it can say, in every plural form, so
 * the CLI and the report print what the page prints in English; and Spanish and Portuguese
 * word every one of those keys themselves (no fallback to English).
 */
import { describe, expect, it } from 'vitest';
import { english, said, wordSaid } from '../engine/said';
import { englishTranslate } from '../workbench/translate';
import { translator } from '../editor-language/locale';
import { RESOURCES } from './index';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(RESOURCES.en.translation.outcome, 'outcome');
/** Every key under `outcome`, a plural one once, with whether it is plural. */
const keys = new Map<string, boolean>();
for (const k of en.keys()) keys.set(k.replace(PLURAL, ''), PLURAL.test(k) || keys.get(k) === true);

/** Values for a key's placeholders: each its own name, so a swapped value shows. */
function valuesOf(key: string, count: number): Record<string, string | number> {
  const text = en.get(key) ?? en.get(`${key}_other`) ?? '';
  const values: Record<string, string | number> = {};
  for (const m of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) values[m[1]] = `<${m[1]}>`;
  if (keys.get(key)) values.count = count;
  return values;
}

describe('the engine’s messages', () => {
  it('are many', () => {
    expect(keys.size).toBeGreaterThan(40);
  });

  it('are worded in English by the engine exactly as i18next words them', () => {
    const t = englishTranslate();
    const differ: string[] = [];
    for (const key of keys.keys())
      for (const count of [0, 1, 2, 1000000]) {
        const values = valuesOf(key, count);
        if (english(said(key, values)) !== t(key, values)) differ.push(`${key} (${count})`);
      }
    expect(differ).toEqual([]);
  });

  it('word nested messages and lists first, in English and through a translator', () => {
    const rows = said('outcome.rows', { count: 2 });
    const m = said('outcome.notNull.nulls', { count: 3, detail: 'a: 2, b: 1', rows });
    expect(english(m)).toBe('3 NULLs (a: 2, b: 1) in 2 rows');
    expect(wordSaid(m, translator('es'))).toBe('3 NULL (a: 2, b: 1) en 2 filas');
    const schema = said('outcome.schema.fail', {
      count: 2,
      problems: [
        said('outcome.schema.missing', { column: 'id' }),
        said('outcome.schema.forbidden', { column: 'ssn' }),
      ],
    });
    expect(english(schema)).toBe(
      '2 schema problems: missing required column "id"; forbidden column "ssn" is present',
    );
    expect(wordSaid(schema, translator('pt-BR'))).toBe(
      '2 problemas de esquema: falta a coluna obrigatória "id"; a coluna proibida "ssn" está presente',
    );
  });

  it('a key without an English sentence is an error, not a silent key on screen', () => {
    expect(() => english(said('outcome.noSuchKey'))).toThrow(/outcome\.noSuchKey/);
  });

  for (const language of ['es', 'pt-BR'] as const) {
    it(`are worded in ${language} by its own sentences`, () => {
      const own = flatten(RESOURCES[language].translation.outcome, 'outcome');
      const t = translator(language);
      const missing: string[] = [];
      for (const key of keys.keys()) {
        const forms = keys.get(key)
          ? new Intl.PluralRules(language)
              .resolvedOptions()
              .pluralCategories.map((c) => `${key}_${c}`)
          : [key];
        if (forms.some((f) => !own.get(f)?.trim())) missing.push(key);
        // What the page shows is the language's sentence, not English's.
        const values = valuesOf(key, 2);
        const english = englishTranslate()(key, values);
        if (/[a-z]{4,}/i.test(english.replace(/<\w+>/g, '')) && t(key, values) === english)
          missing.push(`${key} (English on screen)`);
      }
      expect(missing).toEqual([]);
    });
  }
});
