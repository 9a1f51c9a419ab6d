import { expect, test } from '@playwright/test';
import { columnNotes, openWorkbench } from './helpers';

test.describe('first open', () => {
  test('loads the bundled sample and shows its results without a click', async ({ page }) => {
    await openWorkbench(page);

    // Dataset panel: name, size, rows, columns in Spark's vocabulary, first rows.
    await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
    await expect(page.getByTestId('dataset-rows')).toHaveText('240');
    await expect(page.getByTestId('dataset-size')).toContainText('KiB');
    const columns = page.getByTestId('dataset-columns');
    // Typed as production's Spark infers them (RULES.md §9): ids fit in 32 bits, and the
    // 11-digit CPFs are numbers, which lose their leading zeros; the panel says so.
    await expect(columns).toContainText('idint');
    await expect(columns).toContainText('cpfbigint');
    await expect(columnNotes(page, 'cpf')).toContainText(
      'production reads `cpf` as bigint: `00091898034` becomes `91898034`',
    );
    // An int column is marked too: DuckDB's own reading would say BIGINT (RULES.md §9).
    await expect(columnNotes(page, 'id')).toHaveText(
      "production reads `id` as int (32 bits), where DuckDB's own reading says BIGINT: a `schema` rule's column_types must say int",
    );
    await expect(columns).toContainText('created_atdate');
    await expect(page.getByTestId('dataset-preview').locator('tbody tr')).toHaveCount(20);

    // The sample is a whole pipeline: the page says so, and that only validations are used.
    await expect(page.getByTestId('rules-shape')).toHaveText(
      'Read as the pipeline “customers_daily”: only its validations are used',
    );

    // Every rule family of the sample has a row, with distinct outcomes.
    const rows = page.getByTestId('result-row');
    await expect(rows).toHaveCount(17);
    await expect(rows.locator('[data-status="pass"]').first()).toBeVisible();
    await expect(rows.locator('[data-status="warn"]').first()).toBeVisible();
    await expect(rows.locator('[data-status="fail"]').first()).toBeVisible();
    // Each rule that reads a column production reads differently says what that does.
    const regex = page.locator('[data-testid="result-row"][data-code="regex(cpf,^[0-9]{11}$)"]');
    await expect(regex.getByTestId('read-notes')).toContainText('so this regex fails there');
    const schema = page.locator('[data-testid="result-row"][data-code="schema"]');
    await expect(schema.getByTestId('read-notes')).toContainText('production reads `id` as int');
    const avg = page.locator('[data-testid="result-row"][data-code="avg(amount)"]');
    await expect(avg).toContainText('must be between 10 and 1000');

    // The verdict in plain words.
    await expect(page.getByTestId('verdict')).toContainText(
      'Under on_failure: "fail" a pipeline would stop before writing anything',
    );
    await expect(page.getByTestId('rows-read')).toHaveText('240');

    // Charts are drawn.
    await expect(page.getByTestId('chart-failed-rows').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('metric-line').first()).toBeVisible();

    // Quarantine: counts, codes per row, highlighted cells.
    await expect(page.getByTestId('invalid-count')).toHaveText('33 invalid');
    await expect(page.getByTestId('valid-count')).toHaveText('207 valid');
    await expect(page.getByTestId('quarantine-row').first()).toBeVisible();
    await expect(page.locator('.grid-cell.offending').first()).toBeVisible();
    await expect(page.getByTestId('code-count').first()).toBeVisible();
  });

  test('renders cell values as text, never as HTML', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openWorkbench(page);
    // Customer 68 of the sample is named `<img src=x onerror=alert(1)>` and is quarantined
    // (age 160): the grid must show those characters, not an image.
    await page.locator('[data-testid="result-row"][data-code="range(age,0,120)"]').click();
    const grid = page.getByTestId('quarantine-grid');
    await expect(grid.getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
    await expect(grid.getByText('=SUM(A1:A9)', { exact: true })).toBeVisible();
    expect(await page.locator('main img').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
