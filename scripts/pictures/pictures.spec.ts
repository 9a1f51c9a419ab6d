/**
 * The README's five pictures, taken from the built page on its bundled sample:
 * `npm run pictures` writes them to docs/pictures/. A tool, not a test: `npm test` never
 * runs it (it lives outside e2e/).
 */
import { expect, test, type Page } from '@playwright/test';
import { setRules } from '../../e2e/helpers';
import { firstRule } from '../../src/teach/lessons/first-rule';

const OUT = 'docs/pictures';

async function picture(page: Page, name: string): Promise<void> {
  // Let charts and the editor settle their layout before the shot.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

test('the page in five pictures', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
  await picture(page, 'results');

  const quarantine = page.getByTestId('quarantine');
  await quarantine.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('quarantine-row').first()).toBeVisible();
  await picture(page, 'quarantine');
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-row').first()).toBeVisible();
  await picture(page, 'profile');
  await page.getByRole('tab', { name: 'Results' }).click();

  await page.getByTestId('export-toggle').click();
  await expect(page.getByTestId('export-roundtrip')).toContainText('same failed rows');
  await page.getByTestId('export-rules').scrollIntoViewIfNeeded();
  await picture(page, 'export');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('export-toggle').click();

  await page.getByTestId('nav-lessons').click();
  await page.getByTestId('lesson-first-rule').click();
  await expect(page.getByTestId('lesson-panel')).toContainText('Your first rule');
  await setRules(page, firstRule.solution);
  await page.getByTestId('lesson-check').click();
  await expect(page.getByTestId('lesson-feedback')).toContainText('Well done');
  await picture(page, 'lessons');
});
