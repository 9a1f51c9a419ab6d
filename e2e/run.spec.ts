import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dropFile, openWorkbench, resultCodes, setRules } from './helpers';
import { csv } from './fixtures';

const SMALL_DOC = `{
  "validations": {
    "on_failure": "warn",
    "rules": [
      { "type": "not_null", "columns": ["email"] },
      { "type": "range", "column": "age", "min": 0, "max": 99 },
      { "type": "sql", "failed_rows": "SELECT id, name, amount FROM _validation_df WHERE amount < 0" }
    ]
  }
}`;

test.describe('running rules', () => {
  test('re-runs by itself shortly after a valid edit', async ({ page }) => {
    await openWorkbench(page);
    await setRules(page, SMALL_DOC);
    await expect
      .poll(() => resultCodes(page))
      .toEqual(['not_null(email)', 'range(age,0,99)', 'sql']);
    await expect(page.getByTestId('verdict')).toContainText('on_failure: "warn"');
    await expect(page.getByTestId('verdict')).toContainText('still write the report');
  });

  test('does not run an invalid document, and Ctrl/Cmd+Enter runs a valid one', async ({
    page,
  }) => {
    await openWorkbench(page);
    await setRules(page, SMALL_DOC.replace('["email"]', '"email"'));
    await expect(page.getByTestId('rules-status')).toContainText('error');
    await expect(page.getByTestId('diagnostics')).toContainText('character by character');
    // The previous results stay.
    await expect(page.getByTestId('result-row')).toHaveCount(17);

    await setRules(page, SMALL_DOC);
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByTestId('result-row')).toHaveCount(3);
  });

  test('selecting a rule filters the quarantine to its rows', async ({ page }) => {
    await openWorkbench(page);
    await expect(page.getByTestId('invalid-count')).toHaveText('33 invalid');
    await page.locator('[data-testid="result-row"][data-code="unique(id)"]').click();
    await expect(page.getByTestId('quarantine-filter')).toContainText('unique(id) — 4 rows');
    const codes = page.getByTestId('row-codes');
    await expect(codes).toHaveCount(4);
    for (const text of await codes.allTextContents()) expect(text).toContain('unique(id)');
    // The cells the rule reads are highlighted.
    await expect(page.locator('.grid-cell.offending[data-column="id"]').first()).toBeVisible();

    // Clicking again clears the filter.
    await page.locator('[data-testid="result-row"][data-code="unique(id)"]').click();
    await expect(page.getByTestId('quarantine-filter')).toHaveCount(0);
    await expect(page.getByTestId('invalid-count')).toHaveText('33 invalid');
    await expect(page.getByTestId('quarantine-row').first()).toBeVisible();
  });

  test('the scope picker restricts the split', async ({ page }) => {
    await openWorkbench(page);
    await page.getByTestId('scope-picker').locator('summary').click();
    for (const option of await page.getByTestId('scope-option').all()) {
      if ((await option.getAttribute('data-code')) !== 'unique(id)') await option.uncheck();
    }
    await expect(page.getByTestId('invalid-count')).toHaveText('4 invalid');
    await expect(page.getByTestId('valid-count')).toHaveText('236 valid');
    await expect(page.getByTestId('code-count')).toHaveCount(1);
  });

  test('shows the rows a sql failed_rows rule returns', async ({ page }) => {
    await openWorkbench(page);
    const sqlRow = page.locator('[data-testid="result-row"][data-code="sql"]').first();
    await expect(sqlRow.getByTestId('failed-count')).toHaveText('2');
    await sqlRow.click();
    await expect(page.getByTestId('quarantine-filter')).toContainText('Rows returned by sql');
    await expect(page.getByTestId('quarantine-row')).toHaveCount(2);
    await expect(page.getByTestId('quarantine-grid')).toContainText('-25.5');
    // RULES.md §3: the failed rows are kept for viewing and download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-failed-rows').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers\.sql\.failed_rows\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8').trim().split('\n');
    expect(csv).toHaveLength(3);
    expect(csv.slice(1).join('\n')).toContain('-25.5');
  });
});

test.describe('failed rows keep their values', () => {
  test('a big integer and a decimal download as DuckDB writes them', async ({ page }) => {
    await openWorkbench(page);
    await setRules(
      page,
      JSON.stringify({
        validations: {
          on_failure: 'warn',
          rules: [
            {
              type: 'sql',
              code: 'big',
              failed_rows:
                'SELECT 9007199254740993::BIGINT AS big, 0.10::DECIMAL(4,2) AS d, 12345678901234567.25::DECIMAL(20,2) AS wide FROM _validation_df LIMIT 1',
            },
          ],
        },
      }),
    );
    const row = page.locator('[data-testid="result-row"][data-code="big"]').first();
    await expect(row.getByTestId('failed-count')).toHaveText('1');
    await row.click();
    await expect(page.getByTestId('quarantine-grid')).toContainText('9007199254740993');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-failed-rows').click(),
    ]);
    const csv = (await readFile(await download.path())).toString('utf8').trim().split('\n');
    expect(csv).toEqual(['big,d,wide', '9007199254740993,0.10,12345678901234567.25']);
  });
});

test('a freshness age reads in days in the metric, the message and Compare', async ({ page }) => {
  await openWorkbench(page);
  await setRules(
    page,
    '{"validations": {"rules": [{"type": "freshness", "column": "created_at", "must_be": "< 1d"}]}}',
  );
  await dropFile(page, csv('old.csv', 'id,created_at\n1,2020-01-01 00:00:00\n'));
  await expect(page.getByTestId('dataset-name')).toHaveText('old.csv');
  const row = page.locator('[data-testid="result-row"][data-code="freshness(created_at)"]');
  const metric = row.locator('.metric-value');
  await expect(metric).toHaveText(/^\d{1,3}(,\d{3})*(\.\d)? d$/);
  const days = await metric.innerText();
  // The message shows the same age, not production's seconds.
  await expect(row.locator('.message-cell')).toContainText(
    `freshness(created_at) = ${days} violates must_be (< 1d)`,
  );
  await expect(row.locator('.message-cell')).not.toContainText(/= \d{6,}/);

  // A second file a leap year newer: 366 days younger.
  await page.getByRole('tab', { name: 'Compare files' }).click();
  await page
    .getByTestId('second-file-input')
    .setInputFiles(csv('newer.csv', 'id,created_at\n1,2021-01-01 00:00:00\n'));
  const compared = page.locator('[data-testid="compare-row"][data-code="freshness(created_at)"]');
  await expect(compared.getByTestId('compare-metric-delta')).toHaveText('−366 d');
  await expect(compared.getByTestId('compare-left-metric')).toHaveText(/^[\d,.]+ d$/);
  await expect(compared.getByTestId('compare-right-metric')).toHaveText(/^[\d,.]+ d$/);
});
