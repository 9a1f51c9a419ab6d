import { expect, test } from '@playwright/test';
import { ORDERS_CSV, parquetFile } from './fixtures';
import { downloadFrom, dropFile, openWorkbench } from './helpers';

test('the page requests nothing from any host but its own', async ({ page, baseURL }) => {
  const own = new URL(baseURL!).host;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.host !== own) foreign.push(request.url());
  });
  await openWorkbench(page);
  await dropFile(page, parquetFile());
  await expect(page.getByTestId('dataset-name')).toHaveText('people.parquet');
  await dropFile(page, ORDERS_CSV);
  await expect(page.getByTestId('dataset-name')).toHaveText('orders.csv');
  await downloadFrom(page, 'download-invalid-parquet');
  await downloadFrom(page, 'download-report-html');
  expect(foreign).toEqual([]);
});
