/**
 * A 2 GB CSV loads through a browser file handle (slices read on demand, never copied
 * whole into wasm memory), typed as production types it, and the rules run over it.
 * Opt-in: see playwright.config.ts.
 */
import { expect, test } from '@playwright/test';
import { bigCsvPath } from './fixtures';
import { openWorkbench, pickFile } from './helpers';

test('a 2 GB CSV loads, typed as production types it, and the rules run over it', async ({
  page,
}) => {
  // 2.04 GB: past 2 GB, under the tab's 2.0 GiB limit for a CSV (loadLimit.ts).
  const path = bigCsvPath(1950);
  await openWorkbench(page);
  await pickFile(page, path);
  await expect(page.getByTestId('load-progress')).toBeVisible();
  await expect(page.getByTestId('dataset-name')).toHaveText('big-1950mb.csv', {
    timeout: 1_200_000,
  });
  await expect(page.getByTestId('dataset-size')).toHaveText(/1\.9 GiB/);
  await expect(page.getByTestId('rows-read')).not.toHaveText('240', { timeout: 300_000 });
  await expect(page.getByTestId('result-row').first()).toBeVisible();
  // The split over the whole file completes too: counts and the first quarantined rows.
  await expect(page.getByTestId('invalid-count')).toHaveText(/^\d{1,3}(,\d{3})+ invalid$/, {
    timeout: 300_000,
  });
  await expect(page.getByTestId('quarantine-row').first()).toBeVisible();
});
