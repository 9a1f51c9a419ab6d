/**
 * Teaching the language, end to end in Chromium: a newcomer opens the lessons from the
 * first screen, fails a check with the specific explanation, then passes; a share link
 * opened in a fresh browser shows the shared document and data; a gallery example opens
 * into the editor and the dataset in one click, and explains its quarantined cells.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstRule } from '../src/teach/lessons/first-rule';
import { nullSemantics } from '../src/teach/lessons/null-semantics';
import { tableRules } from '../src/teach/lessons/table-rules';
import { rulesEditor, rulesText, setRulesText } from './editorHelpers';
import { csv } from './fixtures';
import { dropFile, openWorkbench, resultCodes, setRules } from './helpers';

/** The user's own file: four rows, beside lessons whose data has three to ten. */
const MY_FILE = csv(
  'my-customers.csv',
  'id,name,email\n1,Ana,ana@example.com\n2,Bruno,\n3,Carla,c@example.com\n4,Dora,d@example.com\n',
);
/**
 * Replaces a long document (the bundled sample's) as a paste would. Its lines reach below
 * the editor's edge, so the editor itself is clicked rather than the middle of its lines.
 */
async function replaceLongDocument(page: Page, text: string): Promise<void> {
  await (await rulesEditor(page)).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(JSON.stringify(JSON.parse(text)));
}

/** The user's own document, edited before opening a lesson. */
const MY_RULES = JSON.stringify({
  validations: { rules: [{ type: 'not_null', column: 'email', code: 'MY_EMAIL' }] },
});

test('a lesson keeps the user’s file and document, labels its own data, and gives them back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWorkbench(page);
  await dropFile(page, MY_FILE);
  await expect(page.getByTestId('dataset-name')).toHaveText('my-customers.csv');
  await replaceLongDocument(page, MY_RULES);
  await expect.poll(() => resultCodes(page)).toEqual(['MY_EMAIL']);

  // The lesson shows its own data, named as the lesson's: not as the bundled sample.
  await page.getByTestId('nav-lessons').click();
  await page.getByTestId('lesson-first-rule').click();
  await expect(page.getByTestId('lesson-panel')).toContainText('Your first rule');
  await expect(page.getByTestId('dataset-rows')).toHaveText('5');
  // Its starting document has no rule yet: the run still reads the lesson's five rows.
  await expect(page.getByTestId('rows-read')).toHaveText('5');
  await expect(page.getByTestId('dataset-lesson-tag')).toHaveText(
    'lesson · Your first rule · customers.csv',
  );
  await expect(page.getByTestId('dataset-panel')).not.toContainText('bundled sample');
  expect(await rulesText(page)).not.toContain('MY_EMAIL');

  // Out of the lesson (through the list of lessons): the user's file and document are back.
  await page.getByRole('button', { name: 'All lessons' }).click();
  await page.getByTestId('nav-workbench').click();
  await expect(page.getByTestId('dataset-name')).toHaveText('my-customers.csv');
  await expect(page.getByTestId('dataset-rows')).toHaveText('4');
  await expect(page.getByTestId('dataset-lesson-tag')).toBeHidden();
  await expect(page.getByTestId('rows-read')).toHaveText('4');
  expect(JSON.parse(await rulesText(page))).toEqual(JSON.parse(MY_RULES));
  await expect.poll(() => resultCodes(page)).toEqual(['MY_EMAIL']);
});

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('a lesson’s data is labelled as the lesson’s in Spanish, and in Portuguese once picked', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openWorkbench(page);
    await page.getByTestId('nav-lessons').click();
    await page.getByTestId('lesson-first-rule').click();
    const tag = page.getByTestId('dataset-lesson-tag');
    await expect(tag).toHaveText('lección · Tu primera regla · customers.csv');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt-BR');
    await expect(tag).toHaveText('lição · Sua primeira regra · customers.csv');
  });
});

test('a passed lesson checks its goal again at every run: an answer edited wrong is no longer “Well done”', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWorkbench(page);
  await page.getByTestId('nav-lessons').click();
  await page.getByTestId('lesson-first-rule').click();
  await expect(page.getByTestId('dataset-rows')).toHaveText('5');
  await setRules(page, firstRule.solution);
  await page.getByTestId('lesson-check').click();
  const feedback = page.getByTestId('lesson-feedback');
  await expect(feedback).toContainText('Well done: the goal is met.');

  // The rule now looks at the wrong column: the run says so, without another click on Check.
  await setRules(page, firstRule.solution.replace('"email"', '"name"'));
  await page.getByTestId('run-button').click();
  await expect(feedback).not.toContainText('Well done');
  await expect(feedback).toContainText('Not yet. What is still off:');
  await expect(feedback).toContainText('Row 2 should be flagged, but no rule flags it');

  // Right again: the next run says so.
  await setRules(page, firstRule.solution);
  await page.getByTestId('run-button').click();
  await expect(feedback).toContainText('Well done: the goal is met.');
  await expect(feedback).not.toContainText('Not yet');
});

test('a lesson whose starting document has an error shows no results of the previous data', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWorkbench(page);
  const sampleRows = (await page.getByTestId('dataset-rows').innerText()).trim();
  expect(sampleRows).not.toBe('3');
  // The learner left "Rules about the whole table" (three rows) with a document that does
  // not parse: it is where the lesson starts next time.
  await page.getByTestId('nav-lessons').click();
  await page.getByTestId('lesson-table-rules').click();
  await expect(page.getByTestId('dataset-rows')).toHaveText('3');
  await setRulesText(page, '{"validations": {"rules": [{"type": "row_count", "min": }]}}');
  await page.getByRole('button', { name: 'All lessons' }).click();

  // Back on the workbench: the bundled sample's results are on screen, with its quarantine.
  await page.getByTestId('nav-workbench').click();
  await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
  await expect(page.getByTestId('dataset-rows')).toHaveText(sampleRows);
  await expect(page.getByTestId('rows-read')).toHaveText(sampleRows);
  await expect(page.getByTestId('invalid-count')).toBeVisible();

  // The lesson again: its three rows, the document's error, and none of the sample's results.
  await page.getByTestId('nav-lessons').click();
  await page.getByTestId('lesson-table-rules').click();
  await expect(page.getByTestId('dataset-rows')).toHaveText('3');
  await expect(page.getByTestId('summary')).toContainText(
    'Fix the errors in the rules document to run it.',
  );
  await expect(page.getByTestId('rows-read')).toBeHidden();
  await expect(page.getByTestId('result-row')).toHaveCount(0);
  await expect(page.getByTestId('quarantine')).toBeHidden();

  // Fixed, it runs on the lesson's three rows.
  await setRules(page, tableRules.solution);
  await expect(page.getByTestId('rows-read')).toHaveText('3');
});

test('a newcomer fails a lesson with a specific explanation, then passes it; the work can be shared', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two pages start DuckDB-WASM, and one reloads: more than the default budget on a busy machine.
  test.setTimeout(360_000);
  await openWorkbench(page);
  await page.getByTestId('nav-lessons').click();
  await expect(page.getByTestId('lessons-view')).toBeVisible();
  await page.getByTestId('lesson-null-semantics').click();
  const panel = page.getByTestId('lesson-panel');
  await expect(panel).toContainText('Empty cells');
  await expect(page.getByTestId('dataset-name')).toHaveText('people.csv');

  // The starting document flags Elena's empty email: the check says exactly why.
  await page.getByTestId('lesson-check').click();
  const feedback = page.getByTestId('lesson-feedback');
  await expect(feedback).toContainText('Your rules flag 3 row(s) (2, 4, 5); the goal is 1 (2).');
  await expect(feedback).toContainText('Elena’s email is NULL, and regex fails NULLs');

  // A hint, then the answer.
  await page.getByTestId('lesson-hint').click();
  await expect(panel).toContainText('Run it and look at which row is flagged too many.');
  await setRules(page, nullSemantics.solution);
  await page.getByTestId('lesson-check').click();
  await expect(feedback).toContainText('Well done: the goal is met.');

  // Progress is kept: the list shows the lesson passed, also after a reload.
  await page.getByRole('button', { name: 'All lessons' }).click();
  await expect(page.getByTestId('lesson-null-semantics')).toContainText('Passed');
  await page.reload();
  await page.getByTestId('nav-lessons').click();
  await expect(page.getByTestId('lesson-null-semantics')).toContainText('Passed');

  // Share the lesson's document and data; a fresh browser opens it as a new document.
  await page.getByTestId('lesson-null-semantics').click();
  await expect(page.getByTestId('dataset-name')).toHaveText('people.csv');
  await page.getByTestId('share-button').click();
  const dialog = page.getByRole('dialog', { name: 'Share this exercise' });
  await expect(dialog).toContainText('The link carries the rules and the data.');
  const url = await page.getByTestId('share-link').inputValue();
  expect(url.startsWith(`${baseURL}#share=1.`)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const fresh = await browser.newContext({ locale: 'en-US' });
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other.getByTestId('shared-banner')).toContainText(
    'You opened a shared exercise, “null-semantics”, with its data',
  );
  await expect(other.getByTestId('dataset-name')).toHaveText('people.csv', { timeout: 90_000 });
  await expect(other.getByTestId('documents-select')).toContainText('Shared: null-semantics');
  expect(JSON.parse(await rulesText(other))).toEqual(JSON.parse(nullSemantics.solution));
  await expect(other.getByTestId('result-row')).toHaveCount(2);
  // The fragment is gone from the address bar once read.
  expect(other.url()).not.toContain('#share=');
  await fresh.close();
});

test('a gallery example opens in one click and explains its rule and its quarantined cells', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openWorkbench(page);
  await page.getByTestId('nav-gallery').click();
  await page.getByTestId('gallery-search').fill('bounds numbers');
  const example = page.getByTestId('example-range');
  await expect(example).toBeVisible();
  await expect(page.getByTestId('example-regex')).toBeHidden();
  await example.getByRole('button', { name: /Open the example/ }).click();

  await expect(page.getByTestId('dataset-name')).toHaveText('gallery-orders.csv');
  const row = page.getByTestId('result-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-code', 'range(age,0,120)');
  await expect(row).toHaveAttribute('data-status', 'fail');
  await expect(page.getByTestId('documents-select')).toContainText('Example');

  // Explain the rule, from the keyboard.
  await page.getByRole('button', { name: 'Explain rule range(age,0,120)' }).focus();
  await page.keyboard.press('Enter');
  const explain = page.getByTestId('explain-dialog');
  await expect(explain).toContainText('Fails for values outside an inclusive [min, max]');
  await expect(page.getByTestId('explain-duckdb')).toContainText('"age" > 120');
  await expect(page.getByTestId('explain-spark')).toContainText(
    'WHERE NOT (`age` IS NULL OR `age` BETWEEN 0 AND 120)',
  );
  await page.keyboard.press('Escape');

  // Why the quarantined row is there, in plain words.
  await page.getByRole('button', { name: 'Why is row 1 quarantined?' }).click();
  await expect(explain).toContainText('age 200 is above max 120');
});
