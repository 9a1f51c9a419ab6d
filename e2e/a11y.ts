/**
 * Accessibility checks with axe-core. `A11Y_VIEWS` lists the page's main views, each as a
 * step that brings an opened workbench into that view; e2e/accessibility.spec.ts runs axe
 * after each step, in the light and the dark theme, and fails on any serious or critical
 * violation. A new view is one more entry here, e.g.
 *   { name: 'lessons', show: (page) => page.getByRole('button', { name: 'Lessons' }).click() },
 * Views run in order on one page; a step that changes the document (like `editor`) goes
 * after the steps that rely on the sample's results.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { rulesEditor, setRulesText } from './editorHelpers';

/** One view of the page: how to get there from the opened sample. */
export interface A11yView {
  name: string;
  show(page: Page): Promise<unknown>;
}

export const A11Y_VIEWS: A11yView[] = [
  { name: 'first open', show: async () => undefined },
  {
    name: 'results',
    show: (page) => page.locator('[data-testid="result-row"][data-code="unique(id)"]').click(),
  },
  {
    name: 'quarantine',
    show: async (page) => {
      await expect(page.getByTestId('quarantine-filter')).toBeVisible();
      await page.getByTestId('quarantine-grid').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'export',
    show: async (page) => {
      await page.getByTestId('export-toggle').click();
      await expect(page.getByTestId('export-roundtrip')).toBeVisible();
    },
  },
  {
    name: 'profile',
    show: async (page) => {
      await page.getByRole('tab', { name: 'Profile' }).click();
      await expect(page.getByTestId('profile-row').first()).toBeVisible();
    },
  },
  {
    name: 'sql scratchpad',
    show: async (page) => {
      await page.getByRole('tab', { name: 'SQL' }).click();
      await page.getByRole('button', { name: 'Run query' }).click();
      await expect(page.getByTestId('scratch-result')).toBeVisible();
    },
  },
  {
    name: 'editor',
    show: async (page) => {
      // A problem in the document, so the problems list shows too.
      await setRulesText(page, '{"validations": {"on_failure": "WARN", "rules": []}}');
      await expect(page.getByTestId('diagnostics')).toBeVisible();
      await rulesEditor(page);
    },
  },
  {
    name: 'lessons',
    show: async (page) => {
      await page.getByTestId('nav-lessons').click();
      await expect(page.getByTestId('lesson-null-semantics')).toBeVisible();
    },
  },
  {
    name: 'write exercises',
    show: async (page) => {
      await page.getByTestId('write-exercises').click();
      await expect(page.getByTestId('author-view')).toBeVisible();
    },
  },
  {
    // Last: the dialog stays open over the page.
    name: 'about',
    show: async (page) => {
      await page.getByRole('button', { name: 'About', exact: true }).click();
      await expect(page.getByTestId('about-versions')).toBeVisible();
    },
  },
];

/** A readable line per violation: rule, impact, help and the first offending nodes. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
}

/** Runs axe on the whole page; lists every serious or critical violation (a soft failure, so the later views are still checked). */
export async function expectNoSeriousViolations(page: Page, view: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect.soft(describe(serious), `axe on "${view}"`).toEqual([]);
}
