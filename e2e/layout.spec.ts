import { expect, test, type Locator } from '@playwright/test';
import { openWorkbench } from './helpers';

/**
 * Each body cell's left edge against its column header's, for every row: a cell that
 * leaves the table-cell layout (as `display: grid` on a `td` once did) wraps the row's
 * cells into the wrong columns.
 */
async function misplacedCells(table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const heads = [...el.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
    const wrong: string[] = [];
    el.querySelectorAll('tbody tr').forEach((tr, row) => {
      const cells = [...tr.children].map((td) => td.getBoundingClientRect());
      if (cells.length !== heads.length) wrong.push(`row ${row + 1}: ${cells.length} cells`);
      cells.forEach((box, col) => {
        const head = heads[col];
        if (head && Math.abs(box.left - head.left) > 1)
          wrong.push(
            `row ${row + 1}, column ${col + 1}: x ${box.left} under header x ${head.left}`,
          );
        if (Math.abs(box.top - cells[0].top) > 1)
          wrong.push(`row ${row + 1}, column ${col + 1}: top ${box.top} ≠ ${cells[0].top}`);
      });
    });
    return wrong;
  });
}

test('the results and export tables keep every cell under its own header', async ({ page }) => {
  await openWorkbench(page);
  const results = page.getByTestId('results-table');
  await expect(results.locator('tbody tr').first()).toBeVisible();
  expect(await misplacedCells(results)).toEqual([]);

  await page.getByTestId('export-toggle').click();
  const rules = page.getByTestId('export-rules');
  await expect(rules.locator('tbody tr')).toHaveCount(17);
  expect(await misplacedCells(rules)).toEqual([]);
});
