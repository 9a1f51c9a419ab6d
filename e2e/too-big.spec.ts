/**
 * A file larger than the tab can hold, with the limit lowered by `?loadLimit=` so small
 * files stand in for huge ones: the refusal in the user's terms, both samples (CSV and
 * Parquet), every result and download marked as a sample's, and the `dqw` command with
 * its copy button — by keyboard, with accessible names, and clean under axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type * as Arrow from 'apache-arrow';
import type * as ParquetWasm from 'parquet-wasm/node';
import { expectNoSeriousViolations } from './a11y';
import { csv, type FilePayload } from './fixtures';
import { downloadFrom, dropFile, showQuarantine } from './helpers';

const require = createRequire(import.meta.url);
const arrow = require('apache-arrow') as typeof Arrow;
const parquet = require('parquet-wasm/node') as typeof ParquetWasm;

// Above the bundled sample (20 KB), below the test files.
const LIMIT = 40_000;

/** `rows` numbered rows, one in seven without an email: about 45 bytes a row. */
function ordersCsv(rows: number): FilePayload {
  const lines = ['id,name,email,age'];
  for (let id = 1; id <= rows; id++)
    lines.push(`${id},name ${id},${id % 7 === 0 ? '' : `user${id}@example.com`},${id % 130}`);
  return csv('orders 2025.csv', lines.join('\n') + '\n');
}

/** A Parquet file of `rows` rows in row groups of 500. */
function eventsParquet(rows: number): FilePayload {
  const table = arrow.tableFromArrays({
    id: Int32Array.from({ length: rows }, (_, i) => i + 1),
    email: Array.from({ length: rows }, (_, i) => (i % 5 === 0 ? null : `u${i}@example.com`)),
  });
  const props = new parquet.WriterPropertiesBuilder().setMaxRowGroupSize(500).build();
  const bytes = parquet.writeParquet(
    parquet.Table.fromIPCStream(arrow.tableToIPC(table, 'stream')),
    props,
  );
  return {
    name: 'events.parquet',
    mimeType: 'application/vnd.apache.parquet',
    buffer: Buffer.from(bytes),
  };
}

async function open(page: Page): Promise<void> {
  await page.goto(`./?loadLimit=${LIMIT}`);
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
}

test('a CSV above the limit: the reason, a spread sample by keyboard, marked everywhere', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const file = ordersCsv(2000);
  expect(file.buffer.length).toBeGreaterThan(LIMIT);
  await dropFile(page, file);

  const offer = page.getByRole('alert').filter({ has: page.getByTestId('too-big-why') });
  await expect(
    page.getByRole('heading', { name: '“orders 2025.csv” is too large to load in this tab' }),
  ).toBeVisible();
  await expect(page.getByTestId('too-big-why')).toContainText(
    'It is 68 KiB. DuckDB in your browser can use at most 3.1 GiB of memory, and loading a CSV file takes about 2 times its size, so this tab loads a CSV file of up to about 2.0 GiB.',
  );
  await expect(page.getByTestId('too-big-why')).toContainText('lowers the limit to 39 KiB');
  await expect(offer).not.toContainText(/Out of Memory|Error:|\/uploads\//);
  // The sample dataset still on show is the one loaded before.
  await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');

  const command = "dqw validate 'orders 2025.csv' --rules rules.json";
  await expect(page.getByTestId('dqw-command-text')).toHaveText(command);
  const copy = page.getByRole('button', { name: `Copy the command ${command}`, exact: true });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dqw-command-copied')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
  // Beside it, the same run on Spark through production's library (docs/cli.md).
  await expect(page.getByTestId('dqw-spark-command-text')).toHaveText(`${command} --engine spark`);
  await expect(
    page.getByRole('button', { name: `Copy the command ${command} --engine spark`, exact: true }),
  ).toBeVisible();

  const spread = page.getByRole('button', { name: 'Load rows spread across the file' });
  await expect(page.getByRole('button', { name: 'Load its first rows' })).toBeVisible();
  await spread.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('dataset-sample-tag')).toHaveText('Sample');
  await expect(page.getByTestId('dataset-name')).toHaveText('orders 2025.csv');
  const rows = Number((await page.getByTestId('dataset-rows').innerText()).replace(/\D/g, ''));
  expect(rows).toBeGreaterThan(50);
  expect(rows).toBeLessThan(2000);
  await expect(page.getByTestId('dataset-sample')).toContainText('rows spread across the file');
  await expect(page.getByTestId('too-big')).toHaveCount(0);

  const note = page.getByTestId('sample-note');
  await expect(note).toContainText('Computed on a sample.');
  await expect(note).toContainText(`rows of “orders 2025.csv” (rows spread across the file)`);
  await expect(note.getByTestId('dqw-command-text')).toHaveText(command);
  const marks = page.getByTestId('sample-mark');
  await expect(marks).toHaveCount(await page.getByTestId('result-row').count());
  await expect(marks.first()).toHaveText(`sample of ${rows.toLocaleString('en-US')} rows`);

  const html = await downloadFrom(page, 'download-report-html');
  expect(html.name).toMatch(/^orders 2025\.sample\.report\.html$/);
  expect(html.bytes.toString('utf8')).toContain(
    `Computed on a sample of ${rows.toLocaleString('en-US')} rows of orders 2025.csv`,
  );
  const json = await downloadFrom(page, 'download-report-json');
  for (const line of json.bytes.toString('utf8').trim().split('\n'))
    expect(JSON.parse(line).computed_on).toContain('rows of orders 2025.csv');
  await showQuarantine(page);
  const invalid = await downloadFrom(page, 'download-invalid-csv');
  expect(invalid.name).toMatch(/^orders 2025\.sample\.quarantine\.csv$/);
});

test('a Parquet file above the limit: its first rows load, marked as a sample', async ({
  page,
}) => {
  await open(page);
  const file = eventsParquet(6000);
  expect(file.buffer.length).toBeGreaterThan(LIMIT);
  await dropFile(page, file);
  await expect(
    page.getByRole('heading', { name: '“events.parquet” is too large to load in this tab' }),
  ).toBeVisible();
  await expect(page.getByTestId('dqw-command-text')).toHaveText(
    'dqw validate events.parquet --rules rules.json',
  );
  await page.getByRole('button', { name: 'Load its first rows' }).click();
  await expect(page.getByTestId('dataset-sample')).toContainText('its first rows');
  await expect(page.getByTestId('dataset-name')).toHaveText('events.parquet');
  const rows = Number((await page.getByTestId('dataset-rows').innerText()).replace(/\D/g, ''));
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThan(6000);
  await expect(page.getByTestId('sample-note')).toContainText('Computed on a sample.');
});

test('a Parquet file spread sample reads whole row groups', async ({ page }) => {
  await open(page);
  await dropFile(page, eventsParquet(6000));
  await page.getByRole('button', { name: 'Load rows spread across the file' }).click();
  await expect(page.getByTestId('dataset-sample')).toContainText('rows spread across the file');
  const rows = Number((await page.getByTestId('dataset-rows').innerText()).replace(/\D/g, ''));
  // Row groups of 500 rows: a spread sample is a whole number of them.
  expect(rows % 500).toBe(0);
  expect(rows).toBeGreaterThan(0);
  expect(rows).toBeLessThan(6000);
});

test('the offer passes axe in both themes', async ({ page }) => {
  await open(page);
  await dropFile(page, ordersCsv(2000));
  await expect(page.getByTestId('too-big')).toBeVisible();
  await expectNoSeriousViolations(page, 'too big (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page, 'too big (dark)');
});
