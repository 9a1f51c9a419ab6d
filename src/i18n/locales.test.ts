/**
 * The locale files against each other and against the code:
 * - every language has every key English has (with the plural forms that language needs),
 *   no other key, no empty message, and the same {{placeholders}};
 * - every key the code uses is in English, and every English key is used.
 * Keys are read from the code with i18next-parser's own lexers, the ones `npm run
 * i18n:extract` uses, so this test and the extractor agree on what "used" means.
 */
import type { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as parserModule from 'i18next-parser';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the extractor's config is plain JavaScript: the same call names here.
import { FUNCTIONS } from '../../i18next-parser.config.js';
import { LANGUAGES, RESOURCES, type Language } from './index';

interface Lexer extends EventEmitter {
  extract(content: string, filename: string): { key: string }[];
}
type LexerClass = new (options?: object) => Lexer;
// The package ships the lexers but declares only its config types.
const { JsxLexer, JavascriptLexer } = parserModule as unknown as Record<string, LexerClass>;

const SRC = join(import.meta.dirname, '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const messages = Object.fromEntries(
  LANGUAGES.map((l) => [l, flatten(RESOURCES[l].translation)]),
) as Record<Language, Map<string, string>>;

const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** The source files the extractor reads (its config's `input`). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'i18n') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Keys the code uses, by the extractor's lexers; any warning (a non-literal key) fails. */
function usedKeys(): { keys: Set<string>; warnings: string[]; literalCalls: Set<string> } {
  const keys = new Set<string>();
  const warnings: string[] = [];
  const literalCalls = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const options = { functions: FUNCTIONS };
    const lexer = file.endsWith('.tsx') ? new JsxLexer(options) : new JavascriptLexer(options);
    lexer.on('warning', (w: string) => warnings.push(`${relative(SRC, file)}: ${w}`));
    for (const { key } of lexer.extract(text, file)) keys.add(key);
    // A plain scan too: a t('key') the lexer misses (nested in another call's options)
    // would be dropped by the extractor.
    for (const m of text.matchAll(/\b(?:t|said)\(\s*'([^']+)'/g)) literalCalls.add(m[1]);
  }
  return { keys, warnings, literalCalls };
}

describe('locale files', () => {
  const en = messages.en;

  it('English has messages', () => {
    expect(en.size).toBeGreaterThan(50);
  });

  for (const language of LANGUAGES) {
    it(`${language} has every key, with its plural forms, and no empty message`, () => {
      const own = messages[language];
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const expected = new Set<string>();
      for (const key of en.keys()) {
        if (PLURAL.test(key)) for (const c of categories) expected.add(`${baseKey(key)}_${c}`);
        else expected.add(key);
      }
      expect(
        [...expected].filter((k) => !own.has(k)),
        'missing',
      ).toEqual([]);
      expect(
        [...own.keys()].filter((k) => !expected.has(k)),
        'not in English',
      ).toEqual([]);
      expect(
        [...own].filter(([, v]) => v.trim() === '').map(([k]) => k),
        'empty',
      ).toEqual([]);
    });

    it(`${language} uses the same placeholders as English`, () => {
      const differ: string[] = [];
      for (const [key, value] of messages[language]) {
        const english = en.get(key) ?? en.get(`${baseKey(key)}_other`) ?? '';
        if (placeholders(value).join() !== placeholders(english).join()) differ.push(key);
      }
      expect(differ).toEqual([]);
    });
  }
});

describe('keys in the code', () => {
  const { keys, warnings, literalCalls } = usedKeys();
  const english = new Set([...messages.en.keys()].map(baseKey));

  it('are all string literals the extractor can read', () => {
    expect(warnings).toEqual([]);
    expect([...literalCalls].filter((k) => !keys.has(k))).toEqual([]);
    expect(keys.size).toBeGreaterThan(50);
  });

  it('are all in English', () => {
    expect([...keys].filter((k) => !english.has(k))).toEqual([]);
  });

  it('English has no key the code does not use', () => {
    expect([...english].filter((k) => !keys.has(k))).toEqual([]);
  });
});
