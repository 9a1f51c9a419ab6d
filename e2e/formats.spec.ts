import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { dropFile, openWorkbench, resultCodes, setRules } from './helpers';

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [{ type: 'not_null', columns: ['name'] }],
  },
});

test.describe('JSON and gzip files (RULES.md §9)', () => {
  // Two loads and runs each, on a machine shared with other work.
  test.slow();
  test('a dropped JSON Lines file loads as Spark reads it and the rules run on it', async ({
    page,
  }) => {
    await openWorkbench(page);
    await setRules(page, RULES);
    await dropFile(page, {
      name: 'people.ndjson',
      mimeType: 'application/x-ndjson',
      buffer: Buffer.from(
        '{"id":1,"name":"ana","addr":{"city":"Porto"}}\n{"id":2,"name":null,"score":2.5}\n',
      ),
    });
    await expect(page.getByTestId('dataset-name')).toHaveText('people.ndjson');
    await expect(page.getByTestId('dataset-rows')).toHaveText('2');
    const columns = page.getByTestId('dataset-columns');
    await expect(columns).toContainText('addrstruct<city:string>');
    await expect(columns).toContainText('idbigint');
    await expect(columns).toContainText('scoredouble');
    await expect(page.getByTestId('rows-read')).toHaveText('2');
    expect(await resultCodes(page)).toEqual(['not_null(name)']);
    await expect(page.getByTestId('result-row')).toContainText('1 row with NULL (name: 1)');
  });

  test('a dropped .csv.gz is read decompressed, under its own name', async ({ page }) => {
    await openWorkbench(page);
    await setRules(page, RULES);
    await dropFile(page, {
      name: 'people.csv.gz',
      mimeType: 'application/gzip',
      buffer: gzipSync(Buffer.from('id,name\n1,ana\n2,\n3,bo\n')),
    });
    await expect(page.getByTestId('dataset-name')).toHaveText('people.csv.gz');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('dataset-columns')).toContainText('idint');
    await expect(page.getByTestId('rows-read')).toHaveText('3');
    await expect(page.getByTestId('result-row')).toContainText('1 row with NULL (name: 1)');
  });
});
