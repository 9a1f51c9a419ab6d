/**
 * The SQL scratchpad: a Spark SQL query over the loaded file, read as `_validation_df`
 * as a `sql` rule reads it, run from the keyboard, and added to the document as a rule
 * whose verdict is the scratchpad's count.
 */
import { expect, test } from '@playwright/test';
import { openWorkbench } from './helpers';

test.describe('SQL scratchpad', () => {
  test('a query tried over the file becomes a failed_rows rule with the same count', async ({
    page,
  }) => {
    await openWorkbench(page);
    const sqlRows = page.locator('[data-testid="result-row"][data-code="sql"]');
    const before = await sqlRows.count();
    // From the keyboard: the tab list moves with the arrow keys.
    await page.getByRole('tab', { name: 'Results' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
    const box = page.getByRole('textbox', { name: 'Query (Spark SQL)' });
    await box.fill('SELECT id, age FROM `_validation_df` WHERE nvl(age, 0) > 120 OR age < 0');
    await box.press('Control+Enter');
    const table = page.getByTestId('scratch-result');
    await expect(table).toBeVisible();
    const shown = await table.locator('tbody tr').count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByTestId('scratch-status')).toHaveText(
      shown === 1 ? '1 row.' : `${shown} rows.`,
    );
    // A row query cannot be a pass-when-true query.
    await expect(
      page.getByRole('button', { name: 'Add as a rule: passes when true' }),
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Add as a rule: each row returned fails' }).click();
    await expect(page.getByTestId('scratch-status')).toContainText('failed_rows');
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(sqlRows).toHaveCount(before + 1);
    await expect(sqlRows.last().getByTestId('failed-count')).toHaveText(String(shown));
  });

  test('a boolean query can be a query rule; a misspelt function is named', async ({ page }) => {
    await openWorkbench(page);
    await page.getByRole('tab', { name: 'SQL' }).click();
    const box = page.getByRole('textbox', { name: 'Query (Spark SQL)' });
    await box.fill('SELECT lenght(name) FROM _validation_df');
    await page.getByRole('button', { name: 'Run query' }).click();
    await expect(page.getByTestId('scratch-error')).toHaveText(
      'Spark has no function `lenght`; did you mean `length`?',
    );
    await expect(
      page.getByRole('button', { name: 'Add as a rule: each row returned fails' }),
    ).toBeDisabled();
    await box.fill('SELECT count(*) > 0 FROM _validation_df');
    await page.getByRole('button', { name: 'Run query' }).click();
    await expect(page.getByTestId('scratch-error')).toHaveCount(0);
    await expect(page.getByTestId('scratch-result')).toContainText('true');
    await page.getByRole('button', { name: 'Add as a rule: passes when true' }).click();
    await expect(page.getByTestId('scratch-status')).toContainText('passes when the query');
    // The text is kept when the view is left and opened again.
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('tab', { name: 'SQL' }).click();
    await expect(box).toHaveValue('SELECT count(*) > 0 FROM _validation_df');
  });
});
