/**
 * An edit made right after the results appear, while the quarantine of that run is still
 * being computed on screen: how long until the edited rule's result shows, against the
 * run's own time. The quarantine must not hold the edit back.
 */
import { expect, type Page } from '@playwright/test';
import { setRulesText } from './editorHelpers';
import { openWorkbench, pickFile, showQuarantine } from './helpers';

/** A row-level rule that flags half the rows (so the quarantine has work) and an average. */
function rules(avgMax: number): string {
  return JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [
        { type: 'not_null', targets: [{ column: 'id' }, { column: 'email' }] },
        { type: 'range', targets: [{ column: 'age', min: 0, max: 50 }] },
        { type: 'regex', targets: [{ column: 'country', pattern: '^[A-Z]{2}$' }] },
        { type: 'avg', column: 'amount', must_be: `between 10 and ${avgMax}` },
      ],
    },
  });
}

/** Milliseconds of the last run, as the page reports it. */
async function runMs(page: Page): Promise<number> {
  const status = page.getByTestId('run-status');
  await expect(status).toContainText(/ in [\d,]+ ms\./);
  const text = (await status.innerText()).match(/ in ([\d,]+) ms\./)![1];
  return Number(text.replace(/,/g, ''));
}

/** Loads `path`, waits for its results, edits one threshold; returns both times. */
export async function editRightAfterResults(
  page: Page,
  path: string,
  timeout: number,
): Promise<{ runMs: number; editMs: number; rowsRead: string }> {
  await openWorkbench(page);
  await setRulesText(page, rules(1000));
  const avg = page.locator('[data-testid="result-row"][data-code="avg(amount)"]');
  await expect(avg).toHaveAttribute('data-status', 'pass');
  await pickFile(page, path);
  const rowsRead = page.getByTestId('rows-read');
  await expect(rowsRead).not.toHaveText('240', { timeout });
  const run = await runMs(page);
  // The quarantine of this run is on screen, so the page is computing it now.
  await showQuarantine(page);
  const started = Date.now();
  await setRulesText(page, rules(400));
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(avg).toHaveAttribute('data-status', 'fail', { timeout });
  const editMs = Date.now() - started;
  // The quarantine still completes for the edited run.
  await expect(page.getByTestId('invalid-count')).toHaveText(/^[\d,]+ invalid$/, { timeout });
  return { runMs: run, editMs, rowsRead: await rowsRead.innerText() };
}
