/**
 * The Spark line production runs on, chosen in the summary (RULES.md §4): a text value in a
 * column a `range` reads as numbers stops production's run on Spark 4 and is NULL on
 * Spark 3.5. The verdict, the quarantine and the dqw command follow the choice, and the
 * choice outlives a reload.
 */
import { expect, test } from '@playwright/test';
import { openWorkbench, pickFile, setRules, showQuarantine } from './helpers';

const RULES = JSON.stringify({
  validations: {
    on_failure: 'warn',
    rules: [{ type: 'range', column: 'score', min: 0, max: 6, code: 'score_range' }],
  },
});

test('the verdicts follow the chosen Spark line, from the keyboard, and the choice is kept', async ({
  page,
}) => {
  await openWorkbench(page);
  await setRules(page, RULES);
  await pickFile(page, {
    name: 'scores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('id,score\n1,5\n2,x\n3,7\n'),
  });
  const row = page.locator('[data-testid="result-row"][data-code="score_range"]');
  await expect(row).toHaveAttribute('data-status', 'error');
  await expect(row).toContainText('Spark 4');

  const picker = page.getByRole('combobox', { name: 'Verdicts as production gives them on' });
  await expect(picker).toHaveValue('4');
  await picker.focus();
  await picker.selectOption('3.5');
  await expect(row).toHaveAttribute('data-status', 'fail');
  await expect(row).not.toContainText('Spark 4');
  await showQuarantine(page);
  await expect(page.getByTestId('quarantine')).toContainText('7');

  await page.reload();
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
  await expect(
    page.getByRole('combobox', { name: 'Verdicts as production gives them on' }),
  ).toHaveValue('3.5');
});
