/**
 * The Profile at 1920 px: each column's shape (histogram or top-value bars) and formats are
 * on screen without scrolling sideways, and a column opens its detail by click or Enter:
 * a histogram with labelled axes, the top values with counts, formats, NULLs and the
 * rules suggested for it. axe finds nothing serious with the detail open.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { openWorkbench } from './helpers';

test.use({ viewport: { width: 1920, height: 1080 } });

const row = (page: Page, column: string) =>
  page.locator(`[data-testid="profile-row"][data-column="${column}"]`);

/** Whether the element lies inside the window, left to right. */
async function insideWindow(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('histograms, top values and formats are on screen; a column opens its detail', async ({
  page,
}) => {
  // axe on the whole page with the detail open takes long on a busy machine.
  test.setTimeout(300_000);
  await openWorkbench(page);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-status')).toContainText('rows');

  // The shape and formats columns sit beside the names, inside a 1920 px window.
  const ageHistogram = row(page, 'age').getByTestId('profile-histogram');
  await expect(ageHistogram).toBeVisible();
  expect(await insideWindow(page, ageHistogram)).toBe(true);
  const countryBars = row(page, 'country').getByTestId('profile-categories');
  await expect(countryBars).toContainText('BR');
  await expect(countryBars).toContainText('140');
  expect(await insideWindow(page, countryBars)).toBe(true);
  const emailFormats = row(page, 'email').getByTestId('profile-formats');
  await expect(emailFormats).toContainText('email');
  expect(await insideWindow(page, emailFormats)).toBe(true);

  // A click opens the detail: a histogram whose axes say what they measure.
  await page.getByRole('button', { name: 'Open the detail of age' }).click();
  const detail = page.getByTestId('profile-detail');
  await expect(detail).toHaveAttribute('data-column', 'age');
  await expect(page.getByRole('heading', { name: 'Column age' })).toBeFocused();
  const histogram = detail.getByTestId('profile-detail-histogram');
  await expect(histogram.locator('.recharts-surface')).toBeVisible();
  await expect(histogram.locator('.recharts-label')).toHaveText(['Values (bucket bounds)', 'Rows']);
  // The x ticks are the buckets' bounds ("20 – 30"); the hidden table gives each count.
  await expect(histogram.locator('svg').first()).toContainText(' – ');
  await expect(histogram.locator('table tr').first()).toContainText(/ – .*\d/);
  await expect(detail.getByTestId('profile-detail-nulls')).toHaveText('NULL: 0 of 240 rows (0%)');
  // The document already has a range on age: what is left to suggest is not_null.
  await expect(detail.getByTestId('profile-detail-suggestions')).toContainText('"not_null"');
  await expectNoSeriousViolations(page, 'profile detail');

  // From the keyboard: Enter on a text column opens its top values and formats.
  await page.getByRole('button', { name: 'Open the detail of country' }).focus();
  await page.keyboard.press('Enter');
  await expect(detail).toHaveAttribute('data-column', 'country');
  const top = detail.getByTestId('profile-detail-top');
  await expect(top.locator('.recharts-surface')).toBeVisible();
  await expect(top).toContainText('BR: 140');
  await expect(detail.getByTestId('profile-detail-nulls')).toContainText('1 of 240 rows');
  await expect(detail.getByTestId('profile-detail-suggestions')).toContainText('valid_values');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);
});
