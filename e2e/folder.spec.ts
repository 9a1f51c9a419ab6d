import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DuckDBInstance } from '@duckdb/node-api';
import { expect, test } from '@playwright/test';
import { openWorkbench, resultCodes, setRules } from './helpers';

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [{ type: 'not_null', columns: ['amount'] }],
  },
});

/** A new folder `name` in a temp directory holding `files` (path in it → contents). */
function folderWith(name: string, files: Record<string, string | Buffer>): string {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'dqw-e2e-folder-')), name);
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), contents);
  }
  return folder;
}

test.describe('a folder of files read as one dataset (RULES.md §9, A folder of files)', () => {
  test.slow();
  test('choosing a folder loads its files together, as Spark reads the directory', async ({
    page,
  }) => {
    const daily = folderWith('daily', {
      '2026-01-01.csv': 'id,amount\n1,10\n2,\n',
      '2026-01-02.csv': 'id,amount\n3,1.5\n4,20\n5,\n',
      '2026-01-03.csv': 'id,amount\n6,60\n',
      // Spark skips these: so does the page.
      _SUCCESS: '',
      '.2026-01-01.csv.crc': 'junk',
    });
    await openWorkbench(page);
    await setRules(page, RULES);
    // The control has an accessible name and is reached from the keyboard.
    const choose = page.getByRole('button', { name: 'Choose folder…' });
    await choose.focus();
    await expect(choose).toBeFocused();
    await page.getByTestId('folder-input').setInputFiles(daily);
    await expect(page.getByTestId('dataset-name')).toHaveText('daily/ · 3 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('6');
    // Whole numbers in one file and decimals in another: a double, as Spark infers it.
    await expect(page.getByTestId('dataset-columns')).toContainText('amountdouble');
    await expect(page.getByTestId('rows-read')).toHaveText('6');
    expect(await resultCodes(page)).toEqual(['not_null(amount)']);
    await expect(page.getByTestId('result-row')).toContainText('2 rows with NULL (amount: 2)');
  });

  test('partition folders become columns; several files dropped together load as one', async ({
    page,
  }) => {
    const sales = folderWith('sales', {
      'region=eu/part-0.csv': 'id,amount\n1,10\n2,\n',
      'region=us/part-0.csv': 'id,amount\n3,30\n',
    });
    await openWorkbench(page);
    await setRules(page, RULES);
    await page.getByTestId('folder-input').setInputFiles(sales);
    await expect(page.getByTestId('dataset-name')).toHaveText('sales/ · 2 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('dataset-columns')).toContainText('regionstring');
    await expect(page.getByTestId('result-row')).toContainText('1 row with NULL (amount: 1)');

    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['id,amount\n1,\n2,20\n'], 'jan.csv', { type: 'text/csv' }));
      transfer.items.add(new File(['id,amount\n3,\n'], 'feb.csv', { type: 'text/csv' }));
      return transfer;
    });
    await page.dispatchEvent('main', 'dragenter', { dataTransfer });
    await page.dispatchEvent('main', 'dragover', { dataTransfer });
    await page.dispatchEvent('main', 'drop', { dataTransfer });
    await expect(page.getByTestId('dataset-name')).toHaveText('dropped/ · 2 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('result-row')).toContainText('2 rows with NULL (amount: 2)');
  });

  test('a folder whose files have different headers is refused, naming the file', async ({
    page,
  }) => {
    const order = folderWith('order', {
      'a.csv': 'id,amount\n1,10\n2,20\n',
      'b.csv': 'amount,id\n30,3\n',
    });
    await openWorkbench(page);
    await page.getByTestId('folder-input').setInputFiles(order);
    await expect(
      page.getByText(/b\.csv has the header “amount,id” but a\.csv has “id,amount”/),
    ).toBeVisible();
  });

  test('a ragged row is named in the file it is in, not in the files joined', async ({ page }) => {
    // The largest file first: b.csv's header and blank line are lines 1 and 2 of its own.
    const ragged = folderWith('ragged', {
      'a.csv': 'id,amount\n1,10\n2,20\n3,30\n',
      'b.csv': 'id,amount\n\n4,40,x\n',
    });
    await openWorkbench(page);
    await page.getByTestId('folder-input').setInputFiles(ragged);
    await expect(
      page.getByText(/line 3 of b\.csv has 3 fields but the header has 2/),
    ).toBeVisible();
    // In Spanish too, when the folder is chosen again.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByTestId('folder-input').setInputFiles(ragged);
    await expect(
      page.getByText(/la línea 3 de b\.csv tiene 3 campos, pero el encabezado tiene 2/),
    ).toBeVisible();
  });

  test('folders of JSON Lines, of .csv.gz and of Parquet files load as Spark reads them', async ({
    page,
  }) => {
    const root = mkdtempSync(path.join(tmpdir(), 'dqw-e2e-folder-'));
    const events = path.join(root, 'events');
    mkdirSync(events);
    writeFileSync(path.join(events, 'a.jsonl'), '{"id":1,"amount":10}\n{"id":2}\n');
    writeFileSync(path.join(events, 'b.json.gz'), gzipSync('{"id":3,"amount":2.5}\n'));
    const zipped = path.join(root, 'zipped');
    mkdirSync(zipped);
    writeFileSync(path.join(zipped, 'a.csv.gz'), gzipSync('id,amount\n1,\n2,20\n'));
    writeFileSync(path.join(zipped, 'b.csv'), 'id,amount\n3,\n');
    const parquet = path.join(root, 'parquet');
    const db = await (await DuckDBInstance.create(':memory:')).connect();
    for (const [region, rows] of [
      ['eu', `(1, 10.0::DOUBLE), (2, NULL)`],
      ['us', `(3, NULL::DOUBLE), (4, NULL), (5, 50.0)`],
    ]) {
      mkdirSync(path.join(parquet, `region=${region}`), { recursive: true });
      const target = path.join(parquet, `region=${region}`, 'part-0.parquet');
      await db.run(
        `COPY (SELECT * FROM (VALUES ${rows}) t(id, amount)) TO '${target}' (FORMAT parquet)`,
      );
    }
    db.closeSync();
    await openWorkbench(page);
    await setRules(page, RULES);
    const input = page.getByTestId('folder-input');

    await input.setInputFiles(events);
    await expect(page.getByTestId('dataset-name')).toHaveText('events/ · 2 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('dataset-columns')).toContainText('amountdouble');
    await expect(page.getByTestId('result-row')).toContainText('1 row with NULL (amount: 1)');

    await input.setInputFiles(zipped);
    await expect(page.getByTestId('dataset-name')).toHaveText('zipped/ · 2 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('result-row')).toContainText('2 rows with NULL (amount: 2)');

    await input.setInputFiles(parquet);
    await expect(page.getByTestId('dataset-name')).toHaveText('parquet/ · 2 files');
    await expect(page.getByTestId('dataset-rows')).toHaveText('5');
    await expect(page.getByTestId('dataset-columns')).toContainText('regionstring');
    await expect(page.getByTestId('result-row')).toContainText('3 rows with NULL (amount: 3)');
  });
});
