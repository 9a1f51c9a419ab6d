/**
 * Issue 9 in the browser: a dropped file becomes a passing rule set without typing a rule
 * (profile → suggestions → document → run passes); runs of an edited file build a trend
 * per rule; two runs are compared and the comparison names what changed; a second file
 * is compared side by side. The history survives a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { csv, type FilePayload } from './fixtures';
import { dropFile, openWorkbench } from './helpers';
import { rulesText } from './editorHelpers';

/** 20 rows; `missing` emails are NULL (left empty), so missing_percent(email) moves. */
function batch(missing: number): FilePayload {
  const lines = ['id,email,age,country,updated_at'];
  for (let i = 1; i <= 20; i++) {
    const email = i <= missing ? '' : `user${i}@example.com`;
    lines.push(
      `${i},${email},${20 + i},${['BR', 'PT', 'US'][i % 3]},2026-01-${String(i).padStart(2, '0')} 10:00:00`,
    );
  }
  return csv('batch.csv', `${lines.join('\n')}\n`);
}

/** Drops a file and waits for the run on it (a new run clock on the results). */
async function dropAndWait(page: Page, file: FilePayload, rows: string) {
  const first = page.getByTestId('result-row').first();
  const before = await first.getAttribute('data-validated-at');
  await dropFile(page, file);
  await expect(page.getByTestId('dataset-name')).toHaveText(file.name);
  await expect(page.getByTestId('rows-read')).toHaveText(rows);
  await expect(first).not.toHaveAttribute('data-validated-at', before ?? '');
}

test('a dropped file becomes a passing rule set, runs build a trend, comparisons name changes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openWorkbench(page);
  await dropAndWait(page, batch(1), '20');

  // Profile: columns first, then the suggestions with their evidence.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-row')).toHaveCount(5);
  const email = page.locator('[data-testid="profile-row"][data-column="email"]');
  await expect(email).toContainText('1 (5%)');
  await expect(email).toContainText('email 100%');
  // The sample document already has some rules: those are not offered again.
  await expect(page.locator('[data-id="valid_values:country"]')).toContainText(
    'Only 3 distinct values in 20 non-NULL rows: "PT" (7), "US" (7), "BR" (6)',
  );
  await expect(page.locator('[data-id="missing:email"]')).toHaveCount(0);

  // No typing: a new document from the suggestions, and the run passes.
  await page.getByRole('button', { name: 'New document from the suggestions' }).click();
  await expect(page.getByTestId('suggestions')).toContainText('Nothing more to suggest');
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(
    page.locator('[data-testid="result-row"][data-code="missing_percent(email)"]'),
  ).toHaveAttribute('data-status', 'pass');
  expect(await page.getByTestId('result-row').count()).toBeGreaterThan(10);
  await expect(page.locator('[data-testid="result-row"]:not([data-status="pass"])')).toHaveCount(0);

  // The same file, edited: more missing emails each time.
  await dropAndWait(page, batch(2), '20');
  await dropAndWait(page, batch(3), '20');
  await expect(
    page.locator('[data-testid="result-row"][data-code="missing_percent(email)"]'),
  ).toHaveAttribute('data-status', 'fail');

  // History: a trend per rule across the runs, and what changed between two runs.
  await page.getByRole('tab', { name: 'History' }).click();
  const rule = page.getByRole('combobox', { name: 'Rule' });
  await rule.selectOption('missing_percent(email)');
  // The sample's own document had this rule too: its runs are points of the trend as well.
  await expect
    .poll(async () => Number(await page.getByTestId('trend-chart').getAttribute('data-points')))
    .toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('trend-chart').locator('.recharts-line').first()).toBeVisible();
  const changes = page.getByTestId('run-changes');
  await expect(changes).toContainText('The file batch.csv changed');
  await expect(changes).toContainText(
    'missing_percent(email): failed rows 2 → 3 (+1); metric 10 → 15 (+5)',
  );
  // Against the first run of the new document, the verdict changed too.
  const earlier = page.getByRole('combobox', { name: 'Earlier run' });
  const options = await earlier.locator('option').count();
  await earlier.selectOption({ index: options - 3 });
  await expect(changes).toContainText('missing_percent(email): severity pass → fail');

  // The history is kept in the browser: a reload finds it.
  const kept = await page.getByTestId('history-count').textContent();
  await page.reload();
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('tab', { name: 'History' }).click();
  const count = Number(/\d+/.exec(kept ?? '')?.[0]);
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('history-count')).toContainText(/Runs kept in this browser: \d+/);
  expect(
    Number(/\d+/.exec((await page.getByTestId('history-count').textContent()) ?? '')?.[0]),
  ).toBeGreaterThanOrEqual(count);

  // Two files side by side: the same rules, the difference per rule.
  await page.getByRole('tab', { name: 'Results' }).click();
  await dropAndWait(page, batch(1), '20');
  await page.getByRole('tab', { name: 'Compare files' }).click();
  await page.getByTestId('second-file-input').setInputFiles({ ...batch(4), name: 'next.csv' });
  const row = page.locator('[data-testid="compare-row"][data-code="missing_percent(email)"]');
  await expect(row.getByTestId('compare-failed-delta')).toHaveText('+4'); // a passing metric counts 0 (RULES.md §4)
  await expect(page.getByTestId('compare-status')).toContainText('batch.csv vs next.csv');
});

/** 60,000 rows (enough for the near-distinct path): a key, free text, a category. */
function nearlyDistinctFile(): FilePayload {
  const lines = ['id,note,grp'];
  for (let i = 1; i <= 60_000; i++) lines.push(`${i},note ${i},g${i % 5}`);
  return csv('distinct.csv', `${lines.join('\n')}\n`);
}

test('a near-distinct column shows an approximate distinct count and says all values differ', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openWorkbench(page);
  await dropFile(page, nearlyDistinctFile());
  await expect(page.getByTestId('dataset-name')).toHaveText('distinct.csv');
  await page.getByRole('tab', { name: 'Profile' }).click();
  const distinct = (column: string) =>
    page
      .locator(`[data-testid="profile-row"][data-column="${column}"]`)
      .getByTestId('profile-distinct');
  // Free text of 60,000 different values: a HyperLogLog estimate, marked as such.
  await expect(distinct('note')).toHaveAttribute('data-approx', 'true', { timeout: 90_000 });
  await expect(distinct('note')).toHaveText(/^≈ [\d,]+ · all distinct \(approx\.\)$/);
  await expect(distinct('note')).toHaveAttribute('title', /Estimated \(HyperLogLog\)/);
  // A key is counted exactly (a `unique` rule needs it), and says so without ≈.
  await expect(distinct('id')).toHaveAttribute('data-approx', 'false');
  await expect(distinct('id')).toHaveText('60,000 · all distinct');
  await expect(distinct('grp')).toHaveText('5');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(distinct('note')).toHaveText(/^≈ [\d.]+ · todos distintos \(aprox\.\)$/);
  await expect(distinct('id')).toHaveText('60.000 · todos distintos');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt-BR');
  await expect(distinct('note')).toHaveText(/^≈ [\d.]+ · todos distintos \(aprox\.\)$/);
  await expect(distinct('note')).toHaveAttribute('title', /Estimado \(HyperLogLog\)/);
});

test('"New document from the suggestions" adds a named document and keeps the current one', async ({
  page,
}) => {
  await openWorkbench(page);
  const before = await rulesText(page);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('suggestions')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'New document from the suggestions' }).click();

  const select = page.getByTestId('documents-select');
  const name = 'customers.csv suggestions';
  await expect(select.locator('option:checked')).toHaveText(name);
  await expect(select.locator('option')).toHaveCount(2);
  await expect.poll(() => rulesText(page)).toContain('"type": "schema"');
  expect(await rulesText(page)).not.toBe(before);

  // The document that was open is still there, as it was.
  const first = (await select.locator('option').first().getAttribute('value')) ?? '';
  await select.selectOption(first);
  await expect.poll(() => rulesText(page)).toBe(before);
});

test('a new file the document does not know offers to start from its suggestions', async ({
  page,
}) => {
  await openWorkbench(page);
  const before = await rulesText(page);
  await expect(page.getByTestId('start-from-suggestions')).toHaveCount(0);
  await dropFile(page, csv('products.csv', 'sku,price,in_stock\nA1,9.5,true\nB2,12,false\n'));
  await expect(page.getByTestId('dataset-name')).toHaveText('products.csv');
  await expect(page.getByTestId('verdict-title')).toContainText('could not run');

  await page.getByRole('button', { name: "Start from this file's suggestions" }).click();
  const select = page.getByTestId('documents-select');
  await expect(select.locator('option:checked')).toHaveText('products.csv suggestions');
  await expect(page.getByTestId('verdict-title')).toHaveText('All rules passed');
  await expect(page.getByTestId('start-from-suggestions')).toHaveCount(0);
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  await expect(page.locator('[data-testid="result-row"]:not([data-status="pass"])')).toHaveCount(0);

  // The document written for the other file is kept.
  await expect(select.locator('option')).toHaveCount(2);
  const first = (await select.locator('option').first().getAttribute('value')) ?? '';
  await select.selectOption(first);
  // The editor shows fewer lines beside this file's problems: what it shows is the old text.
  await expect.poll(async () => before.startsWith(await rulesText(page))).toBe(true);
  expect(await rulesText(page)).toContain('"name": "customers_daily"');
});
