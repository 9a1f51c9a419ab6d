import { expect, test } from '@playwright/test';
import { openWorkbench, resultCodes, setRules } from './helpers';

const DOC = `{
  "validations": {
    "rules": [
      { "type": "not_null", "columns": ["email"], "code": "email_present" },
      { "type": "row_count", "must_be": "> 0" }
    ]
  }
}`;

test.describe('nothing is lost', () => {
  test('a reload keeps the rules', async ({ page }) => {
    await openWorkbench(page);
    await setRules(page, DOC);
    await expect.poll(() => resultCodes(page)).toEqual(['email_present', 'row_count']);
    await page.reload();
    await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
    await expect.poll(() => resultCodes(page)).toEqual(['email_present', 'row_count']);
  });

  test('a crash of the database worker keeps the rules and reloads the data', async ({ page }) => {
    await openWorkbench(page);
    await setRules(page, DOC);
    await expect.poll(() => resultCodes(page)).toEqual(['email_present', 'row_count']);
    await page.evaluate(() =>
      (window as unknown as { __dqw: { crashDatabase(): Promise<void> } }).__dqw.crashDatabase(),
    );
    await expect(page.getByTestId('notice')).toContainText('database worker stopped');
    await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('rows-read')).toHaveText('240');
    await expect.poll(() => resultCodes(page)).toEqual(['email_present', 'row_count']);
  });
});
