import { expect, test } from '@playwright/test';
import { openWorkbench } from './helpers';
import { CHECKED_AGAINST } from '../src/engine/production/checked';

test('About names the production versions the verdicts are checked against, from the keyboard', async ({
  page,
}) => {
  await openWorkbench(page);
  const about = page.getByRole('button', { name: 'About', exact: true });
  await about.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'About DQ Workbench' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Checked against production on Spark');
  const rows = dialog.getByTestId('about-versions').locator('tbody tr');
  await expect(rows).toHaveCount(CHECKED_AGAINST.length);
  await expect(rows.first()).toHaveText(/Production now.*4\.1\.1.*0\.4\.0.*0\.12\.0/);
  await expect(rows.nth(2)).toHaveText(/3\.5\.9.*0\.4\.0.*—/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
});
