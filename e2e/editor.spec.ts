/**
 * The Monaco rules editor against the built app: completion from the catalog and the
 * loaded file, markers on exact ranges, quick fixes, and live re-runs of what changed.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_COLUMNS } from './fixtures';
import { dropFile, openWorkbench } from './helpers';
import {
  placeCursorAfter,
  rulesEditor,
  rulesText,
  setRulesText,
  suggestionLabels,
} from './editorHelpers';

function resultRow(page: Page, code: string) {
  return page.locator(`[data-testid="result-row"][data-code="${code}"]`);
}

test.beforeEach(async ({ page }) => {
  await openWorkbench(page);
  await rulesEditor(page);
});

test('typing "type": " offers the rule types with their summaries', async ({ page }) => {
  await setRulesText(page, '{"validations": {"rules": [{}]}}');
  await placeCursorAfter(page, '[{');
  await page.keyboard.type('"type": "');
  const labels = await suggestionLabels(page);
  expect(labels.slice(0, 4)).toEqual(['not_null', 'unique', 'range', 'regex']);
  await expect(page.locator('.suggest-widget.visible')).toContainText(
    'Fails when a listed column is NULL',
  );
  await page.keyboard.press('Enter');
  expect(await rulesText(page)).toContain('"type": "not_null"');
});

test('column completion offers the loaded file’s columns and follows a new file', async ({
  page,
}) => {
  await setRulesText(page, '{"validations": {"rules": [{"type": "not_null", "column": }]}}');
  await placeCursorAfter(page, '"column": ');
  await page.keyboard.type('"');
  expect(await suggestionLabels(page)).toEqual(SAMPLE_COLUMNS);
  await expect(page.locator('.suggest-widget.visible')).toContainText('bigint');
  await page.keyboard.press('Escape');

  await dropFile(page, {
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sku,price,in_stock\nA1,9.5,true\nB2,12,false\n'),
  });
  await expect(page.getByTestId('dataset-name')).toHaveText('products.csv');
  await placeCursorAfter(page, '"column": "');
  await page.keyboard.press('Control+Space');
  expect(await suggestionLabels(page)).toEqual(['sku', 'price', 'in_stock']);
});

test('a bad threshold shows an error marker on its string and in the problems list', async ({
  page,
}) => {
  await setRulesText(
    page,
    '{"validations": {"rules": [{"type": "avg", "column": "age", "must_be": "> x"}]}}',
  );
  const host = await rulesEditor(page);
  const squiggle = host.locator('.squiggly-error');
  await expect(squiggle).toHaveCount(1);
  // Monaco renders spaces as U+00A0, which \s matches.
  const token = host.locator('.view-line span span').filter({ hasText: /^">\sx"$/ });
  const [s, t] = [await squiggle.boundingBox(), await token.boundingBox()];
  expect(s && t).toBeTruthy();
  expect(Math.abs(s!.x - t!.x)).toBeLessThan(3);
  expect(Math.abs(s!.width - t!.width)).toBeLessThan(4);
  const problem = page.getByTestId('diagnostics').locator('.problem.error');
  await expect(problem).toContainText('Cannot read the threshold "> x"');
  await expect(problem).toContainText('validations.rules[0].must_be');
});

test('the legacy check quick fix produces a rule that runs', async ({ page }) => {
  await setRulesText(
    page,
    '{"validations": {"rules": [{"type": "check", "metric": "row_count", "min": 1}]}}',
  );
  const host = await rulesEditor(page);
  await expect(host.locator('.squiggly-error')).toHaveCount(1);
  await placeCursorAfter(page, '"chec');
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.action-widget').getByText('Promote "metric" to "type": "row_count"');
  await expect(fix).toBeVisible();
  await fix.click();
  await expect.poll(() => rulesText(page)).toContain('"type": "row_count"');
  expect(await rulesText(page)).not.toContain('metric');
  await expect(resultRow(page, 'row_count')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('result-row')).toHaveCount(1);
});

test('a misspelt rules list is marked on its key, and its quick fix makes the document run', async ({
  page,
}) => {
  await setRulesText(page, '{"validations": {"rule": [{"type": "row_count", "min": 1}]}}');
  const host = await rulesEditor(page);
  await expect(host.locator('.squiggly-error')).toHaveCount(1);
  await expect(page.getByTestId('rules-shape')).toHaveText(
    'Read as a {"validations": {…}} document',
  );
  await placeCursorAfter(page, '"rul');
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.action-widget').getByText('Rename to "rules"').first();
  await expect(fix).toBeVisible();
  await fix.click();
  await expect.poll(() => rulesText(page)).toContain('"rules": [');
  await expect(resultRow(page, 'row_count')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('rules-shape')).toHaveText(
    'Read as a {"validations": {…}} document',
  );
});

test('editing one rule re-runs it and leaves the other results in place', async ({ page }) => {
  await setRulesText(
    page,
    '{"validations": {"rules": [{"type": "not_null", "columns": ["id"]}, {"type": "range", "column": "age", "min": 0, "max": 120}]}}',
  );
  const kept = resultRow(page, 'not_null(id)');
  const edited = resultRow(page, 'range(age,0,120)');
  await expect(edited).toBeVisible();
  await expect(page.getByTestId('result-row')).toHaveCount(2);
  const keptAt = await kept.getAttribute('data-validated-at');
  const editedAt = await edited.getAttribute('data-validated-at');
  const failedBefore = await edited.getByTestId('failed-count').innerText();

  await placeCursorAfter(page, '"max": 120');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('50');

  const rerun = resultRow(page, 'range(age,0,50)');
  await expect(rerun).toBeVisible();
  await expect(page.getByTestId('results-table')).toHaveAttribute('data-stale', 'false');
  expect(await rerun.getAttribute('data-validated-at')).not.toBe(editedAt);
  expect(await rerun.getByTestId('failed-count').innerText()).not.toBe(failedBefore);
  // The untouched rule kept its result from the first run.
  await expect(kept).toHaveAttribute('data-validated-at', keptAt ?? '');
  await expect(page.getByTestId('result-row')).toHaveCount(2);
});

/** Types `typed` where the cursor is, accepts the suggestion `label` with `key`. */
async function typeAndAccept(page: Page, typed: string, label: string, key: 'Enter' | 'Tab') {
  await page.keyboard.type(typed);
  const widget = page.locator('.suggest-widget.visible');
  await expect(widget.locator('.monaco-list-row.focused .label-name')).toHaveText(label);
  await page.keyboard.press(key);
  await expect(widget).toBeHidden();
}

/** The document has no error or warning: no squiggle in the editor, no problems list. */
async function expectNoDiagnostics(page: Page) {
  const host = await rulesEditor(page);
  await expect(page.getByTestId('diagnostics')).toHaveCount(0);
  await expect(host.locator('.squiggly-error, .squiggly-warning')).toHaveCount(0);
}

for (const key of ['Enter', 'Tab'] as const) {
  test(`a completion typed after its opening quote replaces the whole string (${key})`, async ({
    page,
  }) => {
    // Typed key by key: Monaco closes the brackets and the quote after the cursor.
    await setRulesText(page, '');
    await page.keyboard.type('{"rules": [{"type": ');
    await typeAndAccept(page, '"row_c', 'row_count', key);
    await expect.poll(() => rulesText(page)).toBe('{"rules": [{"type": "row_count"}]}');
    await expectNoDiagnostics(page);

    // A key, then an enum value, each typed with its opening quote.
    await setRulesText(page, '{"validations": {"rules": [{"type": "row_count", }]}}');
    await placeCursorAfter(page, '"row_count", ');
    await typeAndAccept(page, '"mi', 'min', key);
    await expect
      .poll(() => rulesText(page))
      .toBe('{"validations": {"rules": [{"type": "row_count", "min": 0}]}}');
    await setRulesText(page, '{"validations": {"on_failure": , "rules": []}}');
    await placeCursorAfter(page, '"on_failure": ');
    await typeAndAccept(page, '"wa', 'warn', key);
    await expect
      .poll(() => rulesText(page))
      .toBe('{"validations": {"on_failure": "warn", "rules": []}}');
    await expectNoDiagnostics(page);

    // A rule type and a column of the loaded file.
    await setRulesText(page, '{"rules": [{"type": , "column": , "min": 0, "max": 120}]}');
    await placeCursorAfter(page, '"type": ');
    await typeAndAccept(page, '"ra', 'range', key);
    await placeCursorAfter(page, '"column": ');
    await typeAndAccept(page, '"ag', 'age', key);
    await expect
      .poll(() => rulesText(page))
      .toBe('{"rules": [{"type": "range", "column": "age", "min": 0, "max": 120}]}');
    await expectNoDiagnostics(page);
    await expect(resultRow(page, 'range(age,0,120)')).toBeVisible();
  });
}
