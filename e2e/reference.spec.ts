/**
 * Reference files and the reference check: another file loaded under a table name that
 * sql rules read, and "country must exist in countries.code" added as the sql rule
 * production runs, counting the sample's rows whose country is in no row of the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openWorkbench } from './helpers';

const sample = readFileSync(
  path.join(import.meta.dirname, '../public/samples/customers.csv'),
  'utf8',
);

/** The sample's rows whose country is neither NULL nor one of `known`, counted here. */
function missingCountries(known: string[]): number {
  const [header, ...rows] = sample.trim().split('\n');
  const at = header.split(',').indexOf('country');
  return rows.map((r) => r.split(',')[at]).filter((c) => c !== '' && !known.includes(c)).length;
}

test('a reference file loads under its name and a reference check counts the rows with no match', async ({
  page,
}) => {
  await openWorkbench(page);
  const sqlRows = page.locator('[data-testid="result-row"][data-code="sql"]');
  const before = await sqlRows.count();
  await page.getByRole('tab', { name: 'SQL' }).click();
  // A name Spark SQL cannot read bare is refused before anything loads.
  await page.getByRole('textbox', { name: 'Table name' }).fill('dim.countries');
  await page.getByTestId('reference-file-input').setInputFiles({
    name: 'Countries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,name\nBR,Brasil\nPT,Portugal\n'),
  });
  await expect(page.getByTestId('reference-error')).toContainText('letters, digits and "_"');
  // Blank: the name comes from the file's.
  await page.getByRole('textbox', { name: 'Table name' }).fill('');
  await page.getByTestId('reference-file-input').setInputFiles({
    name: 'Countries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,name\nBR,Brasil\nPT,Portugal\n'),
  });
  await expect(page.getByTestId('reference-tables')).toContainText('countries');
  await expect(page.getByTestId('reference-tables')).toContainText('Countries.csv, 2 rows');
  await page.getByRole('combobox', { name: 'Column of the data' }).selectOption('country');
  await page
    .getByRole('combobox', { name: 'must exist in' })
    .selectOption({ label: 'countries.code' });
  await page.getByRole('button', { name: 'Add reference check' }).click();
  await expect(page.getByTestId('reference-status')).toContainText(
    'country must exist in countries.code',
  );
  // The scratchpad reads the reference too.
  await page
    .getByRole('textbox', { name: 'Query (Spark SQL)' })
    .fill('SELECT count(*) AS n FROM countries');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByTestId('scratch-result')).toContainText('2');
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(sqlRows).toHaveCount(before + 1);
  const expected = missingCountries(['BR', 'PT']);
  expect(expected).toBeGreaterThan(0);
  await expect(sqlRows.last().getByTestId('failed-count')).toHaveText(String(expected));
  // Removed, the rule says the table is not loaded here.
  await page.getByRole('tab', { name: 'SQL' }).click();
  await page.getByRole('button', { name: 'Remove the reference table countries' }).click();
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(sqlRows.last()).toContainText('not loaded here');
});
