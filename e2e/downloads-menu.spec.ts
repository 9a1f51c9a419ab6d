/**
 * The Downloads menu closes the way a menu button's menu does (docs/page.md, "Accessible"):
 * when focus leaves it, on a press outside it and on Escape, which gives focus back to its
 * button. And the quarantine's filter line keeps its words apart.
 */
import { expect, test, type Page } from '@playwright/test';
import { openWorkbench } from './helpers';

/** The menu's button (a summary) and its first and last items. */
function menuParts(page: Page) {
  const menu = page.getByTestId('downloads');
  return {
    menu,
    button: menu.locator('summary'),
    first: page.getByTestId('download-report-csv'),
    last: page.getByTestId('download-rules'),
  };
}

/** Opens the menu from the keyboard, as the tester did. */
async function openWithEnter(page: Page): Promise<void> {
  const { button, first } = menuParts(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(first).toBeVisible();
}

test.describe('the Downloads menu', () => {
  test.beforeEach(async ({ page }) => {
    await openWorkbench(page);
  });

  test('Enter opens it; Tab past its last item closes it and focus moves on', async ({ page }) => {
    const { button, first, last } = menuParts(page);
    await expect(button).toHaveAccessibleName(/Downloads/);
    await openWithEnter(page);
    // Tab through every item, as a keyboard user would, up to the last one.
    for (let i = 0; i < 20 && !(await last.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      await expect(first).toBeVisible();
    }
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeHidden();
    await expect(page.getByTestId('presenter-toggle')).toBeFocused();
  });

  test('Shift+Tab back past its button closes it', async ({ page }) => {
    const { button, first } = menuParts(page);
    await openWithEnter(page);
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await expect(first).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(first).toBeHidden();
    await expect(page.getByTestId('run-button')).toBeFocused();
  });

  test('a click outside closes it; a click inside does not', async ({ page }) => {
    const { button, first } = menuParts(page);
    await button.click();
    await expect(first).toBeVisible();
    // The group titles take no focus: pressing one keeps the menu open.
    await page.locator('.downloads-title').first().click();
    await expect(first).toBeVisible();
    // Nor does the page's title, but it is outside the menu.
    await page.getByRole('heading', { name: 'DQ Workbench', level: 1 }).click();
    await expect(first).toBeHidden();

    await openWithEnter(page);
    await page.getByTestId('results-table').locator('thead').click();
    await expect(first).toBeHidden();
  });

  test('Escape closes it and focus goes back to its button, even after a click inside', async ({
    page,
  }) => {
    const { button, first } = menuParts(page);
    await openWithEnter(page);
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(button).toBeFocused();

    // A click on a title leaves focus on no control: Escape still closes the menu.
    await button.click();
    await page.locator('.downloads-title').first().click();
    await expect(first).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the quarantine filter line', () => {
  test('keeps a space between the row count and the buttons after it', async ({ page }) => {
    await openWorkbench(page);
    const line = page.getByTestId('quarantine-filter');
    await page.locator('[data-testid="result-row"][data-code="unique(id)"]').click();
    await expect(line).toHaveText(/unique\(id\) — 4 rows Show all invalid rows$/, {
      useInnerText: true,
    });
    await expect(line.getByRole('button', { name: 'Show all invalid rows' })).toBeVisible();

    await page.locator('[data-testid="result-row"][data-code="sql"]').first().click();
    await expect(line).toHaveText(/sql — 2 rows Download all 2 as CSV Show all invalid rows$/, {
      useInnerText: true,
    });
  });
});
