/**
 * The page from the keyboard alone, and at 200% zoom: every popup gives focus back to the
 * control that opened it, the editor says how to leave it with Tab, and nothing of the
 * header is pushed off screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { openWorkbench, showQuarantine } from './helpers';
import { rulesEditor, rulesText } from './editorHelpers';

/** Test id (or text) of the focused element. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('data-testid') ?? el?.getAttribute('aria-label') ?? el?.tagName ?? '';
  });
}

test.describe('from the keyboard', () => {
  test('Escape closes the Explain and Why? dialogs and focus goes back to their button', async ({
    page,
  }) => {
    await openWorkbench(page);
    const explain = page.getByRole('button', { name: 'Explain rule unique(id)' });
    await explain.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('explain-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('explain-dialog')).toHaveCount(0);
    await expect(explain).toBeFocused();

    await showQuarantine(page);
    const why = page.getByRole('button', { name: /^Why is row \d+ quarantined\?$/ }).nth(1);
    await why.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('explain-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('explain-dialog')).toHaveCount(0);
    await expect(why).toBeFocused();
  });

  test('Escape closes the Downloads menu and focus goes back to it', async ({ page }) => {
    await openWorkbench(page);
    const menu = page.getByTestId('downloads');
    await menu.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('download-report-csv')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('download-report-csv')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('download-report-csv')).toBeHidden();
    await expect(menu.locator('summary')).toBeFocused();
  });

  test('the editor says how to leave it with Tab, and doing so leaves the document as it was', async ({
    page,
  }) => {
    await openWorkbench(page);
    const host = await rulesEditor(page);
    const hint = page.getByTestId('editor-keyboard-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Ctrl+M');
    await host.locator('.view-lines').click();
    // The cursor at the start: a Tab typed there would indent the first line.
    await page.keyboard.press('ControlOrMeta+Home');
    const before = await rulesText(page);
    await page.keyboard.press('Control+M');
    // Monaco's sticky lines may take one Tab; a second one always leaves the editor.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.monaco-editor'))).toBe(
      false,
    );
    expect(await focused(page)).not.toBe('');
    expect(await rulesText(page)).toBe(before);
  });
});

test.describe('at 200% zoom (1280×800 seen as 640×400)', () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test('the header wraps instead of pushing its controls off screen', async ({ page }) => {
    await openWorkbench(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const id of ['run-button', 'language-picker']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(640);
    }
  });
});
