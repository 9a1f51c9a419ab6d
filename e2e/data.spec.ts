import { expect, test } from '@playwright/test';
import { sparkParquet } from '../src/adapters/testing/spark-parquet';
import { bigCsvPath, nanosParquetFile, ORDERS_CSV, parquetFile } from './fixtures';
import { dropFile, openWorkbench, pickFile, resultCodes } from './helpers';

test.describe('loading data', () => {
  test('a dropped CSV replaces the dataset, keeps the rules and re-runs them', async ({ page }) => {
    await openWorkbench(page);
    const before = await resultCodes(page);
    await dropFile(page, ORDERS_CSV);
    await expect(page.getByTestId('dataset-name')).toHaveText('orders.csv');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('rows-read')).toHaveText('3');
    expect(await resultCodes(page)).toEqual(before);
    await expect(page.getByTestId('dataset-columns')).toContainText('cpfbigint');
  });

  test('a Parquet file loads through parquet-wasm', async ({ page }) => {
    await openWorkbench(page);
    await dropFile(page, parquetFile());
    await expect(page.getByTestId('dataset-name')).toHaveText('people.parquet');
    await expect(page.getByTestId('dataset-rows')).toHaveText('4');
    const columns = page.getByTestId('dataset-columns');
    await expect(columns).toContainText('idbigint');
    await expect(columns).toContainText('amountdouble');
    await expect(page.getByTestId('rows-read')).toHaveText('4');
  });

  test('a Parquet column Spark refuses is named: production cannot read the file', async ({
    page,
  }) => {
    await openWorkbench(page);
    await dropFile(page, nanosParquetFile());
    await expect(page.getByTestId('dataset-name')).toHaveText('events.parquet');
    await expect(page.getByTestId('rows-read')).toHaveText('2');
    await expect(page.locator('.dataset-warnings')).toContainText(
      'production (Spark) cannot read this file: column "at" is Parquet INT64 (TIMESTAMP(NANOS,false))',
    );
    // The naive timestamp beside it, as Spark names it.
    await expect(page.getByTestId('dataset-columns')).toContainText('seentimestamp_ntz');
  });

  test('a Spark-written Parquet file: INT96 timestamps read as Spark reads them (RULES.md §9)', async ({
    page,
  }) => {
    await openWorkbench(page);
    await dropFile(page, {
      name: 'spark.parquet',
      mimeType: 'application/vnd.apache.parquet',
      buffer: Buffer.from(sparkParquet()),
    });
    await expect(page.getByTestId('dataset-name')).toHaveText('spark.parquet');
    await expect(page.getByTestId('dataset-rows')).toHaveText('6');
    const columns = page.getByTestId('dataset-columns');
    await expect(columns).toContainText('tstimestamp');
    await expect(columns).toContainText('daydate');
    await expect(columns).toContainText('amountdecimal(10,2)');
    // Before 1677 (a 64-bit nanosecond count wraps) and with nanos Spark drops.
    const preview = page.getByTestId('dataset-preview');
    await expect(preview).toContainText('1600-02-29 12:00:00.5');
    await expect(preview).toContainText('2024-01-05 13:30:00.123456');
    await expect(preview).not.toContainText('13:30:00.123456789');
  });

  test('CSV reading can be overridden: every column as text', async ({ page }) => {
    await openWorkbench(page);
    await page.getByTestId('types-select').selectOption('text');
    await expect(page.getByTestId('dataset-columns')).toContainText('idstring');
    await expect(page.getByTestId('dataset-columns')).not.toContainText('bigint');
  });

  test('a Spark DDL schema overrides column types, and the notes follow (RULES.md §9)', async ({
    page,
  }) => {
    await openWorkbench(page);
    const regex = page.locator('[data-testid="result-row"][data-code="regex(cpf,^[0-9]{11}$)"]');
    await expect(regex.getByTestId('read-notes')).toContainText('so this regex fails there');
    await page.getByTestId('schema-input').fill('cpf STRING');
    await page.getByTestId('schema-input').press('Enter');
    await expect(page.getByTestId('dataset-columns')).toContainText('cpfstring');
    await expect(regex.getByTestId('read-notes')).toHaveCount(0);
    await expect(regex.getByTestId('failed-count')).toHaveText('2');
    // A type Spark does not know is refused in plain words; the dataset stays.
    await page.getByTestId('schema-input').fill('cpf STRNG');
    await page.getByTestId('schema-input').press('Enter');
    await expect(page.getByTestId('load-error')).toContainText(
      'unknown type `strng` (did you mean string?)',
    );
  });

  test('a large load shows progress and can be cancelled, keeping the dataset', async ({
    page,
  }) => {
    const path = bigCsvPath(150);
    await openWorkbench(page);
    await pickFile(page, path);
    await expect(page.getByTestId('load-progress')).toBeVisible();
    await page.getByTestId('cancel-load').click();
    await expect(page.getByTestId('notice')).toContainText('cancelled');
    await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
    await expect(page.getByTestId('load-progress')).toHaveCount(0);
    // The page still works: a run after the cancel succeeds.
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('rows-read')).toHaveText('240');
  });

  test('the last dataset is offered back after a reload', async ({ page }) => {
    await openWorkbench(page);
    await pickFile(page, ORDERS_CSV);
    await expect(page.getByTestId('dataset-name')).toHaveText('orders.csv');
    // The copy is written in the background; give it a moment before reloading.
    await page.waitForFunction(() => localStorage.getItem('dqw.lastDataset.v1') !== null);
    await page.reload();
    await expect(page.getByTestId('restore-offer')).toContainText('orders.csv');
    await page.getByTestId('restore-offer').getByRole('button', { name: 'Load it again' }).click();
    await expect(page.getByTestId('dataset-name')).toHaveText('orders.csv');
    await expect(page.getByTestId('rows-read')).toHaveText('3');
  });
});
