/**
 * The Spark line production runs on, chosen in the summary (RULES.md §4): a text value in a
 * column a `range` reads as numbers stops production's run on Spark 4 and is NULL on
 * Spark 3.5. The verdict, the quarantine and the dqw command follow the choice, and the
 * choice outlives a reload.
 */
import { expect, test } from '@playwright/test';
import { placeCursorAfter, rulesEditor, rulesText, setRulesText } from './editorHelpers';
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

test('on Spark 3.5, `x::T` is marked where it is written and its quick fix writes CAST(x AS T)', async ({
  page,
}) => {
  await openWorkbench(page);
  await rulesEditor(page);
  const query = 'SELECT count(*)::DOUBLE > 0 FROM _validation_df';
  await setRulesText(
    page,
    JSON.stringify({ validations: { rules: [{ type: 'sql', query, code: 'rows_cast' }] } }),
  );
  const row = page.locator('[data-testid="result-row"][data-code="rows_cast"]');
  // Spark 4 reads `::`: nothing to mark, the rule passes.
  await expect(row).toHaveAttribute('data-status', 'pass');
  const host = await rulesEditor(page);
  await expect(host.locator('.squiggly-error')).toHaveCount(0);
  await expect(page.getByTestId('rules-status')).toHaveText(/valid/i);

  await page
    .getByRole('combobox', { name: 'Verdicts as production gives them on' })
    .selectOption('3.5');
  // Production on 3.5 stops the run there: the run says so, the editor marks the cast.
  await expect(row).toHaveAttribute('data-status', 'error');
  await expect(host.locator('.squiggly-error')).toHaveCount(1);
  await expect(page.getByTestId('rules-status')).toHaveText(/1 error/i);
  const problem = page.getByTestId('diagnostics').locator('.problem.error');
  await expect(problem).toContainText('Spark 3.5 has no cast `::DOUBLE`');

  await placeCursorAfter(page, '::DOU');
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.action-widget').getByText('Change to "CAST(count(*) AS DOUBLE)"');
  await expect(fix).toBeVisible();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => rulesText(page))
    .toContain('SELECT CAST(count(*) AS DOUBLE) > 0 FROM _validation_df');
  await expect(host.locator('.squiggly-error')).toHaveCount(0);
  await expect(row).toHaveAttribute('data-status', 'pass');
});
