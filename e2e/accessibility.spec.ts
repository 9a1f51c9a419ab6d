/**
 * Accessibility (CONTRIBUTING.md): axe-core finds no serious or critical violation on the
 * page's main views (e2e/a11y.ts lists them), in the light and the dark theme.
 */
import { test } from '@playwright/test';
import { A11Y_VIEWS, expectNoSeriousViolations } from './a11y';
import { openWorkbench } from './helpers';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the main views have no serious or critical axe violation', async ({ page }) => {
      // axe reads the whole page once per view: allow a minute or so each on a busy machine.
      test.setTimeout(120_000 + A11Y_VIEWS.length * 90_000);
      await openWorkbench(page);
      for (const view of A11Y_VIEWS) {
        await test.step(view.name, async () => {
          await view.show(page);
          await expectNoSeriousViolations(page, `${view.name}, ${colorScheme}`);
        });
      }
    });
  });
}
