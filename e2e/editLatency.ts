/**
 * Edits made right after the results appear, while the quarantine of that run is being
 * computed on screen: how long until the edited rule's result is on screen, against the
 * run's own time. Two edits a person makes: typing one digit of a threshold, and pasting a
 * whole document over the old one. Each is timed inside the page, from the keydown that
 * makes the edit to the frame after the edited result shows, so Playwright's polling does
 * not count.
 *
 * Set `DQW_E2E_PROFILE=<dir>` to write a Chromium trace (`typed.json`, `pasted.json`: open
 * them in DevTools' Performance panel) and a CPU profile (`.cpuprofile`) of the typed and
 * the pasted edit there. Both slow the page down: read the times of a run without them.
 */
import { expect, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { placeCursorAfter, setRulesText } from './editorHelpers';
import { openWorkbench, pickFile, showQuarantine } from './helpers';

/** A row-level rule that flags half the rows (so the quarantine has work) and an average. */
function rules(avgMin: number): string {
  return JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [
        { type: 'not_null', targets: [{ column: 'id' }, { column: 'email' }] },
        { type: 'range', targets: [{ column: 'age', min: 0, max: 50 }] },
        { type: 'regex', targets: [{ column: 'country', pattern: '^[A-Z]{2}$' }] },
        { type: 'avg', column: 'amount', must_be: `between ${avgMin} and 1000` },
      ],
    },
  });
}

const AVG = '[data-testid="result-row"][data-code="avg(amount)"]';

/** Milliseconds of the last run, as the page reports it. */
async function runMs(page: Page): Promise<number> {
  const status = page.getByTestId('run-status');
  await expect(status).toContainText(/ in [\d,]+ ms\./);
  const text = (await status.innerText()).match(/ in ([\d,]+) ms\./)![1];
  return Number(text.replace(/,/g, ''));
}

/**
 * Starts the page's stopwatch: it starts at the next keydown and stops at the first frame
 * after the average's row shows `status`.
 */
async function armStopwatch(page: Page, status: string): Promise<void> {
  await page.evaluate(
    ({ selector, status }) => {
      let stop: (ms: number) => void = () => undefined;
      const clock = {
        start: null as number | null,
        done: new Promise<number>((resolve) => (stop = resolve)),
      };
      (window as unknown as { __editClock: typeof clock }).__editClock = clock;
      const onKey = (event: KeyboardEvent) => {
        clock.start ??= event.timeStamp;
        window.removeEventListener('keydown', onKey, true);
      };
      window.addEventListener('keydown', onKey, true);
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)?.getAttribute('data-status') !== status) return;
        observer.disconnect();
        // The result is painted in the frame after the one it was committed in.
        requestAnimationFrame(() => setTimeout(() => stop(performance.now() - clock.start!)));
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-status'],
      });
    },
    { selector: AVG, status },
  );
}

/**
 * Milliseconds from the armed keydown to the painted result. It waits inside the page:
 * Playwright's polling would run on the page's main thread, and be timed with the edit.
 */
async function readStopwatch(page: Page, timeout: number): Promise<number> {
  const ms = await Promise.race([
    page.evaluate(
      () => (window as unknown as { __editClock: { done: Promise<number> } }).__editClock.done,
    ),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no result ${timeout} ms after the edit`)), timeout),
    ),
  ]);
  return Math.round(ms);
}

/** Runs `edit` under Chromium's tracing and CPU profiler when DQW_E2E_PROFILE names a folder. */
async function profiled(page: Page, name: string, edit: () => Promise<void>): Promise<void> {
  const dir = process.env.DQW_E2E_PROFILE;
  const browser = page.context().browser();
  if (!dir || !browser) return edit();
  mkdirSync(dir, { recursive: true });
  await browser.startTracing(page, {
    path: join(dir, `${name}.json`),
    screenshots: false,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
      'v8.execute',
    ],
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  try {
    await edit();
  } finally {
    await browser.stopTracing();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  }
}

/** Times of one measured session. */
export interface EditTimes {
  /** The run after the load, all rules, as the page reports it. */
  runMs: number;
  /** One digit typed into a threshold, then Ctrl+Enter: keydown to painted result. */
  typedMs: number;
  /** The same digit typed, then nothing: the page runs it after its pause for typing. */
  typedAutoMs: number;
  /** A whole document pasted over the old one, then Ctrl+Enter. */
  pastedMs: number;
  rowsRead: string;
  /** One line with every figure and the load average, for the test's output. */
  summary: string;
}

/** Loads `path`, waits for its results, then times the edits against the run. */
export async function editRightAfterResults(
  page: Page,
  path: string,
  timeout: number,
): Promise<EditTimes> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWorkbench(page);
  await setRulesText(page, rules(10));
  const avg = page.locator(AVG);
  const status = page.getByTestId('run-status');

  // 1. Typing one digit: `between 10` becomes `between 610`, above the average (about 500).
  // The cursor is placed before the load, so the digit goes in right after the results.
  await placeCursorAfter(page, 'between ');
  await pickFile(page, path);
  const rowsRead = page.getByTestId('rows-read');
  await expect(rowsRead).not.toHaveText('240', { timeout });
  await expect(avg).toHaveAttribute('data-status', 'pass', { timeout });
  const run = await runMs(page);
  // The quarantine of this run is on screen, so the page is computing it now.
  await showQuarantine(page);
  await armStopwatch(page, 'fail');
  let typedMs = 0;
  await profiled(page, 'typed', async () => {
    await page.keyboard.type('6');
    await page.keyboard.press('ControlOrMeta+Enter');
    typedMs = await readStopwatch(page, timeout);
  });
  await expect(page.getByTestId('invalid-count')).toHaveText(/^[\d,]+ invalid$/, { timeout });

  // 2. The same digit taken back and typed again, with no Ctrl+Enter: the page's own run.
  await page.keyboard.press('Backspace');
  await expect(avg).toHaveAttribute('data-status', 'pass', { timeout });
  await expect(status).toContainText(/ in [\d,]+ ms\./);
  await armStopwatch(page, 'fail');
  await page.keyboard.type('6');
  const typedAutoMs = await readStopwatch(page, timeout);
  await expect(page.getByTestId('invalid-count')).toHaveText(/^[\d,]+ invalid$/, { timeout });

  // 3. Pasting a whole document (passing again) over the old one.
  await page.evaluate((text) => navigator.clipboard.writeText(text), rules(10));
  await armStopwatch(page, 'pass');
  let pastedMs = 0;
  await profiled(page, 'pasted', async () => {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+V');
    await page.keyboard.press('ControlOrMeta+Enter');
    pastedMs = await readStopwatch(page, timeout);
  });
  // The quarantine still completes for the edited run.
  await expect(page.getByTestId('invalid-count')).toHaveText(/^[\d,]+ invalid$/, { timeout });

  const rows = await rowsRead.innerText();
  const ratio = (ms: number) => (ms / run).toFixed(2);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const summary =
    `${rows} rows: run ${run} ms; typed digit ${typedMs} ms (${ratio(typedMs)}× run), ` +
    `typed digit with the automatic run ${typedAutoMs} ms (${ratio(typedAutoMs)}×), ` +
    `pasted document ${pastedMs} ms (${ratio(pastedMs)}×); load average ${load}`;
  return { runMs: run, typedMs, typedAutoMs, pastedMs, rowsRead: rows, summary };
}
