import { expect, test } from '@playwright/test';
import { csv, parquetFile, type FilePayload } from './fixtures';
import { dropFile, openWorkbench } from './helpers';

const validParquet = parquetFile('broken.parquet').buffer;

const CASES: { title: string; file: FilePayload; message: RegExp }[] = [
  { title: 'an empty file', file: csv('empty.csv', ''), message: /is empty \(0 bytes\)/ },
  {
    title: 'a binary file named .csv',
    file: {
      name: 'photo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x10, 0x41, 0x42, 0x00]),
    },
    message: /binary data/,
  },
  {
    title: 'a corrupt Parquet file',
    file: {
      name: 'corrupt.parquet',
      mimeType: 'application/octet-stream',
      buffer: Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(64, 7), Buffer.from('PAR1')]),
    },
    message: /corrupt or truncated Parquet/,
  },
  {
    title: 'a truncated Parquet file',
    file: {
      name: 'truncated.parquet',
      mimeType: 'application/octet-stream',
      buffer: validParquet.subarray(0, Math.floor(validParquet.length / 2)),
    },
    message: /truncated Parquet file/,
  },
  {
    title: 'a JSON array named .csv',
    file: csv('records.csv', '[{"id":1},{"id":2}]\n'),
    message: /“records\.csv” holds JSON \(an array of records\), not CSV/,
  },
  {
    title: 'NDJSON named .csv',
    file: csv('lines.csv', '{"id":1}\n{"id":2}\n'),
    message: /“lines\.csv” holds JSON Lines \(NDJSON/,
  },
  {
    title: 'ragged CSV rows',
    file: csv('ragged.csv', 'a,b,c\n1,2,3\n4,5\n6,7,8\n'),
    message:
      /rows have different numbers of fields: line 3 has 2 fields but the header \(line 1\) has 3\./,
  },
  {
    title: 'duplicate headers',
    file: csv('dupes.csv', 'id,name,ID\n1,a,2\n'),
    message: /“ID” twice \(columns 1 and 3\)/,
  },
  {
    title: 'a blank header',
    file: csv('blank.csv', 'id,,name\n1,2,3\n'),
    message: /blank column name in its header \(column 2\)/,
  },
  {
    title: 'non-UTF-8 text',
    file: {
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,city\nJos\xe9,S\xe3o Paulo\n', 'latin1'),
    },
    message: /not UTF-8 text \(byte 0xE9 on line 2\)/,
  },
  {
    title: 'a 10 000-column file',
    file: csv(
      'wide.csv',
      Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',') +
        '\n' +
        Array.from({ length: 10_000 }, (_, i) => i).join(',') +
        '\n',
    ),
    message: /has 10,000 columns; the workbench handles up to 2,000, because/,
  },
];

test.describe('bad input gives a clear message and keeps the previous dataset', () => {
  for (const { title, file, message } of CASES) {
    test(title, async ({ page }) => {
      await openWorkbench(page);
      await dropFile(page, file);
      const error = page.getByTestId('load-error');
      await expect(error).toBeVisible();
      await expect(error).toContainText(message);
      // The user's file name, never the worker's path or the engine's words.
      await expect(error).not.toContainText(/\/uploads|DuckDB|Invalid Input Error/);
      await expect(error).toContainText('Still using “customers.csv”');
      await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
      await expect(page.getByTestId('rows-read')).toHaveText('240');
      // The page keeps working on the previous dataset.
      await page.getByTestId('run-button').click();
      await expect(page.getByTestId('invalid-count')).toHaveText('33 invalid');
    });
  }
});
