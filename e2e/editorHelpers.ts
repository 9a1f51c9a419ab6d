/**
 * Steps for driving the Monaco rules editor in e2e tests.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The editor host, once Monaco is ready. */
export async function rulesEditor(page: Page): Promise<Locator> {
  const host = page.locator('[data-testid="rules-editor"][data-ready="true"]');
  await expect(host).toBeVisible({ timeout: 60_000 });
  return host;
}

/** Replaces the whole document, as a paste would (no auto-closing of quotes). Keep `text` on one line: a newline is typed as Enter, which auto-indents. */
export async function setRulesText(page: Page, text: string): Promise<void> {
  const host = await rulesEditor(page);
  await host.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The document text as Monaco's model holds it (read back through the page's store). */
export async function rulesText(page: Page): Promise<string> {
  const host = await rulesEditor(page);
  // The view renders non-breaking spaces; normalise them back.
  const lines = await host.locator('.view-line').allInnerTexts();
  return lines.join('\n').replace(/\u00a0/g, ' ');
}

/** Puts the cursor right after the first occurrence of `needle` in the document. */
export async function placeCursorAfter(page: Page, needle: string): Promise<void> {
  const host = await rulesEditor(page);
  await host.locator('.view-lines').click();
  // Ctrl+F would open the find widget; Home/End navigation is precise enough here:
  // go to the top, then search with the editor's own "find" and close it (selection stays).
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.insertText(needle);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
}

/** The labels in the open suggest widget. */
export async function suggestionLabels(page: Page): Promise<string[]> {
  const widget = page.locator('.suggest-widget.visible');
  await expect(widget).toBeVisible();
  await expect(widget.locator('.monaco-list-row').first()).toBeVisible();
  return widget.locator('.monaco-list-row .label-name').allInnerTexts();
}
