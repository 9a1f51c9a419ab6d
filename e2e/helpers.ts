/**
 * Shared steps of the e2e suite.
 */
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { setRulesText } from './editorHelpers';
import type { FilePayload } from './fixtures';

/** The notes under one column of the dataset panel (by its exact name). */
export function columnNotes(page: Page, name: string): Locator {
  return page
    .getByTestId('dataset-column')
    .filter({ has: page.locator('.column-name', { hasText: new RegExp(`^${name}$`) }) })
    .getByTestId('column-notes');
}

/** Opens the page, waits until the sample's results are on screen, and shows the quarantine. */
export async function openWorkbench(page: Page): Promise<void> {
  await page.goto('./');
  await expect(page.getByTestId('results-table')).toBeVisible({ timeout: 90_000 });
  await showQuarantine(page);
}

/**
 * Scrolls the quarantine panel on screen: the page computes the quarantine only while it
 * is shown, so a test that reads it looks at it first, as a person would.
 */
export async function showQuarantine(page: Page): Promise<void> {
  const panel = page.getByTestId('quarantine');
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
}

/** Drops a file onto the page as a user dragging it from the desktop would. */
export async function dropFile(page: Page, file: FilePayload): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer });
}

/** Chooses a file through the “Open file…” picker. */
export async function pickFile(page: Page, file: FilePayload | string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles(file);
}

/**
 * Replaces the whole rules document in the editor, as a paste would. The text goes in on
 * one line: Monaco would auto-indent after each typed newline.
 */
export async function setRules(page: Page, text: string): Promise<void> {
  await setRulesText(page, JSON.stringify(JSON.parse(text)));
}

/** The codes of the results table, in order. */
export async function resultCodes(page: Page): Promise<string[]> {
  return page
    .getByTestId('result-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-code') ?? ''));
}

/** Clicks a download button and returns the saved file's text and name. */
export async function downloadFrom(
  page: Page,
  testId: string,
): Promise<{ download: Download; bytes: Buffer; name: string }> {
  const menu = page.getByTestId('downloads');
  if (!(await menu.evaluate((el) => (el as HTMLDetailsElement).open))) {
    await menu.locator('summary').click();
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const path = await download.path();
  return { download, bytes: await readFile(path), name: download.suggestedFilename() };
}
