/**
 * Opt-in (DQW_E2E_BIG=1, project big): on a generated 40 MB CSV (about 500,000 rows),
 * editing a threshold right after the results appear shows the edited result without
 * waiting for the quarantine being computed on screen. The quarantine no longer holds the
 * edit back (its page picks its row ids with a top-N: about 0.3 s, was 2-5 s), but the test
 * still misses its 1.5 s floor on a loaded machine (1.1-2.2 s): Monaco types the pasted
 * text one character at a time, each a `setRules` and a render (about 1 s), and the results'
 * render after the run takes about 0.5 s, against 0.2-0.3 s in DuckDB.
 */
import { expect, test } from '@playwright/test';
import { editRightAfterResults } from './editLatency';
import { bigCsvPath } from './fixtures';

// Tall enough that the editor, the results and the quarantine are on screen together. No
// trace: its DOM snapshots run on the page's main thread and would be timed with the edit.
test.use({ viewport: { width: 1440, height: 2400 }, trace: 'off' });

test('an edit right after the results is not held back by the quarantine', async ({ page }) => {
  test.setTimeout(300_000);
  const { runMs, editMs, rowsRead } = await editRightAfterResults(page, bigCsvPath(40), 180_000);
  console.log(`edit after results on ${rowsRead} rows: ${editMs} ms; run ${runMs} ms`);
  // The edit re-runs one aggregate; the ratio includes typing it into the editor.
  expect(editMs).toBeLessThan(Math.max(runMs, 1500));
});
