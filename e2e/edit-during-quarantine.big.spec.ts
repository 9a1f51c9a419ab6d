/**
 * Opt-in (DQW_E2E_BIG=1, project big): on a generated 40 MB CSV (about 500,000 rows; set
 * DQW_E2E_EDIT_MB for another size), an edit right after the results appear shows its
 * result without waiting for the quarantine being computed on screen: a typed digit and a
 * pasted document, each within the run's own time (or 1 s, for a run shorter than that).
 */
import { expect, test } from '@playwright/test';
import { editRightAfterResults } from './editLatency';
import { bigCsvPath } from './fixtures';

// Tall enough that the editor, the results and the quarantine are on screen together. No
// trace: its DOM snapshots run on the page's main thread and would be timed with the edit.
test.use({ viewport: { width: 1440, height: 2400 }, trace: 'off' });

test('an edit right after the results is not held back by the quarantine', async ({ page }) => {
  test.setTimeout(600_000);
  const megabytes = Number(process.env.DQW_E2E_EDIT_MB ?? 40);
  const times = await editRightAfterResults(page, bigCsvPath(megabytes), 300_000);
  console.log(`edit after results on ${times.summary}`);
  expect(times.typedMs).toBeLessThan(Math.max(times.runMs, 1000));
  expect(times.pastedMs).toBeLessThan(Math.max(times.runMs, 1000));
});
