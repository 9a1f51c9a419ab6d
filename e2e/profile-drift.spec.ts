/**
 * Profile drift in the Compare view: beside the rule-by-rule comparison, the profiles of
 * the dataset and a second file are lined up column by column, and what moved is named.
 */
import { expect, test } from '@playwright/test';
import { csv } from './fixtures';
import { openWorkbench } from './helpers';

/** The sample's columns but cpf, with every email missing, old ages and one new country. */
function nextBatch() {
  const lines = ['id,name,email,age,country,status,amount,created_at'];
  for (let i = 1; i <= 30; i++)
    lines.push(
      `${i},Name ${i},,${300 + i},XX,active,${i}.5,2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    );
  return csv('next.csv', `${lines.join('\n')}\n`);
}

test('the Compare view lines up the two files’ profiles and names what moved', async ({ page }) => {
  await openWorkbench(page);
  await page.getByRole('tab', { name: 'Compare' }).click();
  await page.getByTestId('second-file-input').setInputFiles(nextBatch());
  const drift = page.getByTestId('drift-table');
  await expect(drift).toBeVisible({ timeout: 90_000 });
  const row = (column: string) =>
    drift.locator(`[data-testid="drift-row"][data-column="${column}"]`);
  await expect(row('email')).toHaveAttribute('data-moved', /\bnulls\b/);
  await expect(row('email').getByTestId('drift-nulls')).toHaveText(/% → 100%$/);
  await expect(row('age')).toHaveAttribute('data-moved', /\brange\b/);
  await expect(row('country')).toHaveAttribute('data-moved', /\btop\b/);
  await expect(row('country').getByTestId('drift-flags')).toContainText('top values');
  await expect(row('cpf')).toHaveAttribute('data-moved', 'removed');
  await expect(row('cpf').getByTestId('drift-flags')).toHaveText('only in the first file');
  await expect(row('status')).not.toHaveAttribute('data-moved', /\btype\b/);
});
