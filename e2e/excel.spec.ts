/**
 * RULES.md §9, "Excel workbooks": a dropped .xlsx loads its first sheet, the sheet picker
 * (named, keyboard-reachable) loads another, the rules run on it with their verdicts and
 * quarantine, the page says production reads Excel another way, and a password-protected
 * workbook is refused by name with the dataset kept.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { xlsxOfCells } from '../src/adapters/testing/xlsx-writer';
import type { FilePayload } from './fixtures';
import { dropFile, openWorkbench, resultCodes, setRules, showQuarantine } from './helpers';

const FIXTURES = fileURLToPath(new URL('../src/adapters/testing/fixtures/excel', import.meta.url));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (file: string, name = file): FilePayload => ({
  name,
  mimeType: XLSX,
  buffer: readFileSync(path.join(FIXTURES, file)),
});

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'not_null', columns: ['name'] },
      { type: 'unique', columns: ['id'] },
      { type: 'range', column: 'age', min: 0, max: 120 },
      {
        type: 'invalid_count',
        column: 'status',
        valid_values: ['active', 'inactive'],
        must_be: '= 0',
      },
    ],
  },
});

test.describe('Excel workbooks in the page (RULES.md §9)', () => {
  test.slow();
  test('the second sheet, picked by keyboard, runs the rules; a locked workbook is refused', async ({
    page,
  }) => {
    await openWorkbench(page);
    await setRules(page, RULES);
    await dropFile(page, workbook('sheets.xlsx'));
    await expect(page.getByTestId('dataset-name')).toHaveText('sheets.xlsx');
    // The first sheet loads first.
    const sheet = page.getByRole('combobox', { name: 'Sheet', exact: true });
    await expect(sheet).toHaveValue('Notes');
    await expect(page.getByTestId('dataset-rows')).toHaveText('1');
    await expect(page.locator('.dataset-warnings')).toContainText(
      'was read by the workbench alone: Spark (production) reads no Excel file',
    );
    await expectNoSeriousViolations(page, 'excel dataset');
    // From the keyboard: focus the picker, choose the next sheet.
    await sheet.focus();
    await sheet.selectOption('Orders');
    await expect(sheet).toHaveValue('Orders');
    await expect(page.getByTestId('dataset-rows')).toHaveText('5');
    const columns = page.getByTestId('dataset-columns');
    await expect(columns).toContainText('idbigint');
    await expect(columns).toContainText('amountdouble');
    await expect(columns).toContainText('created_attimestamp');
    await expect(page.getByTestId('rows-read')).toHaveText('5');
    expect(await resultCodes(page)).toEqual([
      'not_null(name)',
      'unique(id)',
      'range(age,0,120)',
      'invalid_count(status)',
    ]);
    await expect(page.getByTestId('invalid-count')).toHaveText('2 invalid');
    await showQuarantine(page);
    await expect(page.getByTestId('quarantine-row')).toHaveCount(2);
    await expect(page.getByTestId('quarantine-grid')).toContainText('Carla');

    await dropFile(page, workbook('password.xlsx', 'locked.xlsx'));
    const error = page.getByTestId('load-error');
    await expect(error).toContainText('“locked.xlsx” is protected by a password');
    await expect(error).toContainText('Still using “sheets.xlsx”');
    await expect(page.getByTestId('dataset-rows')).toHaveText('5');
  });

  test('a workbook whose cells leave out their addresses (ECMA-376 allows it) reads as written', async ({
    page,
  }) => {
    await openWorkbench(page);
    await setRules(page, RULES);
    const rows = [
      ['id', 'name', 'age', 'status'],
      [1, 'Ana', 30, 'active'],
      [2, null, 41, 'inactive'],
      [3, 'Carla', 130, 'gone'],
    ];
    await dropFile(page, {
      name: 'streamed.xlsx',
      mimeType: XLSX,
      buffer: xlsxOfCells(rows, 'none'),
    });
    await expect(page.getByTestId('dataset-name')).toHaveText('streamed.xlsx');
    await expect(page.getByTestId('dataset-rows')).toHaveText('3');
    await expect(page.getByTestId('load-error')).toHaveCount(0);
    await expect(page.getByTestId('invalid-count')).toHaveText('2 invalid');
    await showQuarantine(page);
    await expect(page.getByTestId('quarantine-grid')).toContainText('Carla');
  });
});
