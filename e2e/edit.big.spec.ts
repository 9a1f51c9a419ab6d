/**
 * Opt-in (`DQW_E2E_BIG=1 npx playwright test --project big`): on about 10M rows (a
 * generated 1 GB CSV), the result of an edited threshold is on screen within 0.5 s of the
 * keystroke, right after the results appear (while the quarantine is being computed).
 * The run of the four rules takes about 2 s there (12.56M rows, load average 7): 0.5 s is a
 * quarter of it. A loaded machine slows both alike, so the bound is 0.5 s or a quarter of
 * the run, whichever is larger; every figure is printed with the load average.
 */
import { expect, test } from '@playwright/test';
import { editRightAfterResults } from './editLatency';
import { bigCsvPath } from './fixtures';

// No trace: its DOM snapshots run on the page's main thread and would be timed with the edit.
test.use({ viewport: { width: 1440, height: 2400 }, trace: 'off' });

test('10M rows: an edited threshold shows within half a second', async ({ page }) => {
  const times = await editRightAfterResults(page, bigCsvPath(1024), 600_000);
  console.log(`edit on ${times.summary}`);
  const bound = Math.max(500, times.runMs / 4);
  expect(times.typedMs).toBeLessThan(bound);
  expect(times.pastedMs).toBeLessThan(bound);
});
