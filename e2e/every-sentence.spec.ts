/**
 * Every sentence a person reads about a run is in the page's language: the Spanish and the
 * Portuguese page, over the bundled sample and every lesson (its starting document and its
 * solution, checked), show no English sentence in the results, the problems list, the run's
 * warnings, the read notes or the lesson's feedback.
 *
 * "English" is told two ways, and either fails the test:
 * - a result message says which locale keys it was worded from (`data-said-keys`): it must
 *   have some, and each must be translated (the language's sentence differs from English's,
 *   unless English's is only values, like `{{label}} = {{value}}`);
 * - no text holds an English-only word: a word of the English locale file or of a lesson's
 *   English text that no Spanish or Portuguese text uses, and that is not a word of the
 *   document or the data on screen (column names, codes, a rule's own error_message).
 * The report file's English beside a translated message (`report-message`) is meant to be
 * English, and is left out.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/teach/lessons/index';
import type { Text } from '../src/teach/types';
import { openWorkbench, setRules } from './helpers';

type Tree = { [k: string]: string | Tree };
const locale = (name: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${name}.json`, import.meta.url), 'utf8'));
const LOCALES: Record<string, Tree> = {
  en: locale('en'),
  es: locale('es'),
  'pt-BR': locale('pt-BR'),
};

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else flatten(v, path, out);
  }
  return out;
}
const FLAT = Object.fromEntries(Object.entries(LOCALES).map(([l, t]) => [l, flatten(t)]));

/**
 * Lower-cased words of four letters or more (letters of any script); a name with a digit
 * or an underscore (`metric_value`, `dq_codes`) is an identifier, not a word.
 */
const words = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => /^\p{L}{4,}$/u.test(w));
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, ' ');

/** Every Text of a lesson, found by walking it (titles, intros, hints, goals' reasons…). */
function lessonTexts(value: unknown, out: Text[] = []): Text[] {
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.en === 'string' && typeof o.es === 'string') out.push(o as unknown as Text);
    else for (const v of Object.values(o)) lessonTexts(v, out);
  }
  return out;
}

/** Words only English uses: in English's sentences, in none of Spanish's or Portuguese's. */
const ENGLISH_ONLY: Set<string> = (() => {
  const english = new Set<string>();
  const other = new Set<string>();
  for (const v of FLAT.en.values()) words(withoutPlaceholders(v)).forEach((w) => english.add(w));
  for (const l of ['es', 'pt-BR'])
    for (const v of FLAT[l].values()) words(withoutPlaceholders(v)).forEach((w) => other.add(w));
  for (const text of lessonTexts(LESSONS)) {
    words(text.en).forEach((w) => english.add(w));
    words(text.es).forEach((w) => other.add(w));
    words(text['pt-BR']).forEach((w) => other.add(w));
  }
  return new Set([...english].filter((w) => !other.has(w)));
})();

/** The key's sentence in `language` (its plural forms too) is not English's. */
function translated(key: string, language: string): boolean {
  const forms = [...FLAT.en.keys()].filter((k) => k === key || k.startsWith(`${key}_`));
  if (forms.length === 0) return false;
  return forms.every((k) => {
    const english = FLAT.en.get(k)!;
    const own = FLAT[language].get(k);
    if (own === undefined) return false;
    return own !== english || words(withoutPlaceholders(english)).length === 0;
  });
}

const SAMPLE_RULES = readFileSync(new URL('../public/samples/rules.json', import.meta.url), 'utf8');
const SAMPLE_DATA = readFileSync(
  new URL('../public/samples/customers.csv', import.meta.url),
  'utf8',
);

/** What a person reads about the run, each text with where it is. */
async function sentences(page: Page): Promise<{ where: string; text: string; keys?: string }[]> {
  return page.evaluate(() => {
    const out: { where: string; text: string; keys?: string }[] = [];
    const read = (selector: string, where: string) =>
      document.querySelectorAll<HTMLElement>(selector).forEach((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy
          .querySelectorAll('[data-testid="report-message"], [data-testid="read-notes"]')
          .forEach((n) => n.remove());
        const text = copy.innerText.trim();
        const keyed = el.querySelector<HTMLElement>('[data-said-keys]');
        if (text) out.push({ where, text, keys: keyed?.dataset.saidKeys });
      });
    // Each result's whole message cell: a message not worded from keys is caught too.
    read('[data-testid="result-row"] td.message-cell', 'results');
    read('[data-testid="read-notes"]', 'read notes');
    read('[data-testid="diagnostics"] .problem-message', 'problems');
    read('.run-warnings li', 'run warnings');
    read('[data-testid="lesson-feedback"] li', 'lesson feedback');
    return out;
  });
}

/** The English found on screen, said plainly (empty: none). */
async function englishOnScreen(
  page: Page,
  language: string,
  what: string,
  own: string[],
): Promise<string[]> {
  const allowed = new Set(own.flatMap(words));
  const found: string[] = [];
  for (const s of await sentences(page)) {
    if (s.where === 'results') {
      const keys = (s.keys ?? '').split(' ').filter(Boolean);
      if (keys.length === 0) found.push(`${what}, ${s.where}: not from a key: ${s.text}`);
      for (const k of keys.filter((k) => !translated(k, language)))
        found.push(`${what}, ${s.where}: key ${k} is not translated: ${s.text}`);
    }
    const english = words(s.text).filter((w) => ENGLISH_ONLY.has(w) && !allowed.has(w));
    if (english.length)
      found.push(`${what}, ${s.where}: English words (${english.join(', ')}): ${s.text}`);
  }
  return found;
}

/** Waits until the run of the document on screen is over and its results are current. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('run-button')).toBeEnabled({ timeout: 90_000 });
  await expect(page.getByTestId('rows-read')).toBeVisible({ timeout: 90_000 });
  const table = page.getByTestId('results-table');
  if (await table.count()) await expect(table).toHaveAttribute('data-stale', 'false');
}

/** Checks the lesson's answer and waits for the feedback. */
async function check(page: Page): Promise<void> {
  await page.getByTestId('lesson-check').click();
  await expect(
    page.getByTestId('lesson-feedback').locator('.lesson-passed, .lesson-failed'),
  ).toBeVisible({ timeout: 90_000 });
}

/** How the feedback starts on a document with an error, in each language. */
const DOCUMENT_ERROR = {
  es: 'El documento tiene un error en',
  'pt-BR': 'O documento tem um erro em',
};

for (const [language, browserLocale] of [
  ['es', 'es-ES'],
  ['pt-BR', 'pt-BR'],
] as const) {
  test.describe(`the ${language} page`, () => {
    test.use({ locale: browserLocale });

    test('words every result, problem, warning and lesson feedback in its language', async ({
      page,
    }) => {
      test.setTimeout(900_000);
      await openWorkbench(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const found = await englishOnScreen(page, language, 'bundled sample', [
        SAMPLE_RULES,
        SAMPLE_DATA,
      ]);
      // The report file keeps the English text, and the page shows it beside the message.
      const reportTexts = await page.getByTestId('report-message').count();

      for (const lesson of LESSONS) {
        await page.getByTestId('nav-lessons').click();
        await page.getByTestId(`lesson-${lesson.id}`).click();
        await expect(page.getByTestId('lesson-panel')).toBeVisible();
        const own = [lesson.data.csv, lesson.start, lesson.solution];
        await setRules(page, lesson.start);
        await page.getByTestId('run-button').click();
        await settled(page);
        await check(page);
        found.push(...(await englishOnScreen(page, language, `${lesson.id} (start)`, own)));
        await setRules(page, lesson.solution);
        await page.getByTestId('run-button').click();
        await settled(page);
        await check(page);
        found.push(...(await englishOnScreen(page, language, `${lesson.id} (solution)`, own)));
      }

      // A document with an error: the feedback quotes the problem in the page's language.
      const broken = '{"validations": {"on_failure": "FAIL", "rules": [{"type": "not_null"}]}}';
      await setRules(page, broken);
      await check(page);
      await expect(page.getByTestId('lesson-feedback')).toContainText(DOCUMENT_ERROR[language]);
      found.push(...(await englishOnScreen(page, language, 'a broken document', [broken])));
      expect(found).toEqual([]);
      expect(reportTexts).toBeGreaterThan(0);
    });
  });
}
