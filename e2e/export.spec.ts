import { expect, test } from '@playwright/test';
import { dropFile, openWorkbench } from './helpers';
import { csv } from './fixtures';

test.describe('export', () => {
  test('open Export on the sample, switch targets, download one, copy one', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openWorkbench(page);
    await page.getByTestId('export-toggle').click();

    const code = page.getByTestId('export-code');
    await expect(code).toContainText('DQ Workbench export: Spark SQL queries');
    await expect(code.locator('.tok-keyword').first()).toBeVisible();
    // The sample's eight row-level rules, evaluated back on the loaded file.
    await expect(page.getByTestId('export-roundtrip')).toHaveText('8 of 8 rules: same failed rows');
    await expect(page.getByTestId('export-rules').locator('tbody tr')).toHaveCount(17);

    // Keyboard: focus the picker and choose Delta.
    await page.getByLabel('Target').focus();
    await page.getByLabel('Target').selectOption('delta');
    await expect(code).toContainText(
      'ALTER TABLE silver.customers ADD CONSTRAINT range_age_0_120 CHECK (`age` IS NULL OR `age` BETWEEN 0 AND 120);',
    );
    await expect(page.getByTestId('export-roundtrip')).toHaveText('5 of 5 rules: same failed rows');
    const unique = page.getByTestId('export-rules').locator('tr', { hasText: 'unique(id)' });
    await expect(unique).toContainText('not expressible: uniqueness needs other rows');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('constraints.sql');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(saved, 'utf8')).toContain('ADD CONSTRAINT regex_cpf_0_9_11 CHECK');

    await page.getByLabel('Target').selectOption('soda');
    await expect(code).toContainText('dataset: "my_datasource/source_table"');
    await page.getByTestId('export-copy').click();
    await expect(page.getByTestId('export-copy')).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('DQ Workbench export: Soda data contract');
    expect(copied).toContain('missing_percent(email)');
  });

  test('a tab-separated file: the sparquet pipeline reads it with sep "\\t", the PySpark script too', async ({
    page,
  }) => {
    await openWorkbench(page);
    await dropFile(page, csv('zips.tsv', 'zip_code\tcity\n01234\tAmes\n98765\tBoise\n'));
    await expect(page.getByTestId('dataset-name')).toHaveText('zips.tsv');
    await page.getByTestId('export-toggle').click();
    await page.getByLabel('Target').selectOption('sparquet');
    const code = page.getByTestId('export-code');
    await expect(code).toContainText('"format": "csv"');
    await expect(code).toContainText('"sep": "\\t"');
    await page.getByLabel('Target').selectOption('pyspark');
    await expect(code).toContainText('.option("sep", "\\t")');
    await expect(code).toContainText('options: sep tab');
  });
});
