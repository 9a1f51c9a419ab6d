/**
 * Light and dark themes that follow the page (docs/page.md): the page and the Monaco editor
 * agree in Auto (following the system's `prefers-color-scheme`), Light and Dark, and the
 * choice survives a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { openWorkbench } from './helpers';
import { rulesEditor } from './editorHelpers';

type Scheme = 'light' | 'dark';

/** WCAG relative luminance of a computed CSS colour (`rgb(…)`, `rgba(…)`). */
function luminance(css: string): number {
  const channels = css
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3) throw new Error(`not an rgb colour: ${css}`);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two computed colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Computed colours of the page and the editor that tell the two themes apart. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      pageBackground: getComputedStyle(document.documentElement).backgroundColor,
      panelBackground: style('.panel').backgroundColor,
      text: style('.panel h2').color,
      muted: style('.hint').color,
      editorBackground: style('.monaco-editor .monaco-editor-background').backgroundColor,
    };
  });
}

/** Asserts that the page and the editor both show `scheme`, with readable text. */
async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  const editor = (await rulesEditor(page)).locator('.monaco-editor').first();
  // The theme classes are Monaco's base themes, which dqw-light and dqw-dark extend.
  if (scheme === 'dark') {
    await expect(editor).toHaveClass(/\bvs-dark\b/);
  } else {
    await expect(editor).toHaveClass(/\bvs\b/);
    await expect(editor).not.toHaveClass(/\bvs-dark\b/);
  }
  const c = await colours(page);
  for (const surface of [c.pageBackground, c.panelBackground, c.editorBackground]) {
    if (scheme === 'dark') expect(luminance(surface), surface).toBeLessThan(0.05);
    else expect(luminance(surface), surface).toBeGreaterThan(0.85);
  }
  // Body text and secondary text stay readable on panels (WCAG AA and better).
  expect(contrast(c.text, c.panelBackground)).toBeGreaterThan(7);
  expect(contrast(c.muted, c.panelBackground)).toBeGreaterThan(4.5);
}

/** Reloads and waits for the results again (colours() reads their panel). */
async function reloadWorkbench(page: Page): Promise<void> {
  await page.reload();
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
}

function themeButton(page: Page, label: 'Auto' | 'Light' | 'Dark') {
  return page.getByTestId('theme-toggle').getByRole('button', { name: label });
}

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('Auto is dark: page and editor both', async ({ page }) => {
    await openWorkbench(page);
    await expect(themeButton(page, 'Auto')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectScheme(page, 'dark');
    // The charts draw with the page's variables too: a failing bar is the dark palette's red.
    const fill = await page
      .getByTestId('chart-failed-rows')
      .locator('.recharts-bar-rectangle path')
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
    expect(luminance(fill)).toBeGreaterThan(0.2);
  });

  test('Light makes page and editor light, and survives a reload', async ({ page }) => {
    await openWorkbench(page);
    await expectScheme(page, 'dark');
    await themeButton(page, 'Light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeButton(page, 'Light')).toHaveAttribute('aria-pressed', 'true');
    await expectScheme(page, 'light');

    await reloadWorkbench(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeButton(page, 'Light')).toHaveAttribute('aria-pressed', 'true');
    await expectScheme(page, 'light');

    // Back to Auto: the attribute goes and the system's dark returns.
    await themeButton(page, 'Auto').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectScheme(page, 'dark');
    await reloadWorkbench(page);
    await expect(themeButton(page, 'Auto')).toHaveAttribute('aria-pressed', 'true');
    await expectScheme(page, 'dark');
  });
});

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light' });

  test('Auto is light; Dark makes page and editor dark', async ({ page }) => {
    await openWorkbench(page);
    await expect(themeButton(page, 'Auto')).toHaveAttribute('aria-pressed', 'true');
    await expectScheme(page, 'light');

    await themeButton(page, 'Dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectScheme(page, 'dark');
  });
});
