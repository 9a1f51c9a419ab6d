/**
 * Two files dropped one right after the other while the quarantine is off screen: when
 * the panel is scrolled back into view it shows the last file's invalid rows, never the
 * rows of a file that is no longer loaded.
 */
import { expect, test } from '@playwright/test';
import { csv } from './fixtures';
import { dropFile, openWorkbench, showQuarantine } from './helpers';

const HEADER = 'id,name,email,age,country,status,cpf,amount,created_at';

/** A file whose every row is invalid (no email, an age out of range), named by `who`. */
function everyRowInvalid(file: string, who: string) {
  const rows = [1, 2, 3].map(
    (i) => `${i},${who} ${i},,300,BR,active,0123456789${i % 10},10,2026-01-0${i}`,
  );
  return csv(file, `${HEADER}\n${rows.join('\n')}\n`);
}

test('a quick second drop leaves the off-screen quarantine with the second file’s rows', async ({
  page,
}) => {
  await openWorkbench(page);
  const rows = page.getByTestId('quarantine-row');
  // The sample's invalid rows are on screen first.
  await expect(rows.filter({ hasText: 'Olga Ramos' })).toHaveCount(1);

  // Scroll the panel well out of view: nothing is computed for it there.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('quarantine').evaluate((panel) => {
    const below = panel.getBoundingClientRect().top - window.innerHeight;
    if (below < 400) (panel as HTMLElement).style.marginTop = `${600 - below}px`;
  });

  await dropFile(page, everyRowInvalid('first.csv', 'Primo'));
  await dropFile(page, everyRowInvalid('second.csv', 'Segundo'));
  await expect(page.getByTestId('dataset-name')).toHaveText(/second\.csv/);
  // The second file's run is done: its 3 rows were read.
  await expect(page.getByTestId('rows-read')).toHaveText('3');
  // Off screen, the panel is not computed, but it holds no rows of a file no longer loaded.
  await expect(page.getByTestId('quarantine')).not.toBeInViewport();
  await expect(rows.filter({ hasText: 'Olga Ramos' })).toHaveCount(0);

  await showQuarantine(page);
  await expect(rows.filter({ hasText: 'Segundo 1' })).toHaveCount(1);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Olga Ramos' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Primo' })).toHaveCount(0);
  await expect(page.getByTestId('invalid-count')).toHaveText(/3/);
});
