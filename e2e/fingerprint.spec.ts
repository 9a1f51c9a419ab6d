/**
 * The run history's file fingerprint: the page's value for a dropped file is the one
 * `dqw validate --history` records for the same bytes, and it is hashed in a worker, not
 * on the page's main thread. Whether the main thread hashed the file is read from V8's
 * call counts (Playwright's JS coverage covers the page's main thread, not its workers):
 * there, `Fingerprint.update` may only run for documents (`fingerprintText`, one call
 * each), never for a file. A worker that cannot start leaves the page to hash the file
 * itself, to the same value.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fileIdentity } from '../src/cli/history.ts';
import { openWorkbench, pickFile } from './helpers';

const FINGERPRINT_WORKER = /\/fingerprint\.worker[^/]*\.js$/;

/** A CSV of about 1.6 MB (the CLI reads it in two 1 MB chunks, the page in more). */
function fingerprintCsv(): string {
  const dir = join(tmpdir(), 'dqw-e2e');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'fingerprint.csv');
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, 'id,name,amount\n');
    for (let i = 0; i < 60_000; i++) writeSync(fd, `${i},customer ${i % 977},${i % 313}.25\n`);
  } finally {
    closeSync(fd);
  }
  return path;
}

/** The fingerprint the page's history shows for the last run on `name`. */
async function recordedFingerprint(page: Page, name: string): Promise<string | null> {
  const cells = page.getByTestId('history-table').locator('td[title^="fingerprint "]', {
    hasText: name,
  });
  if ((await cells.count()) === 0) return null;
  return (await cells.last().getAttribute('title'))?.replace('fingerprint ', '') ?? null;
}

/** Calls on the page's main thread of `Fingerprint.update` and of `fingerprintText`. */
function fingerprintCalls(
  entries: {
    source?: string;
    functions: {
      functionName: string;
      ranges: { startOffset: number; endOffset: number; count: number }[];
    }[];
  }[],
): { update: number; text: number } {
  const calls = { update: 0, text: 0 };
  for (const { source = '', functions } of entries) {
    for (const { functionName, ranges } of functions) {
      // A function's first range is its whole body; its count, the function's calls.
      const [whole] = ranges;
      const body = source.slice(whole.startOffset, whole.endOffset);
      // FNV-1a's prime, as the build writes 0x01000193.
      if (functionName === 'update' && /\b(16777619|0x0?1000193)\b/.test(body))
        calls.update += whole.count;
      // fingerprintText's own body, not a function (or the script) around it. Minified names
      // may hold a `$` (`new $b()`), which \w does not match.
      else if (
        /^function\b[^{]*\{\s*return new [\w$]+\(\)\s*\.update\(new TextEncoder\(\)\.encode\([\w$]+\)\)\s*\.digest\(\);?\s*\}$/.test(
          body,
        )
      )
        calls.text += whole.count;
    }
  }
  return calls;
}

/** Loads `path` in a page whose main thread is being counted; returns the counts. */
async function loadAndCount(page: Page, path: string) {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await openWorkbench(page);
  await pickFile(page, path);
  await expect(page.getByTestId('dataset-name')).toHaveText('fingerprint.csv');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect
    .poll(() => recordedFingerprint(page, 'fingerprint.csv'), { timeout: 60_000 })
    .toBe(fileIdentity(path).fingerprint);
  return fingerprintCalls(await page.coverage.stopJSCoverage());
}

test('the history keeps the CLI’s fingerprint of a file, hashed in a worker', async ({ page }) => {
  const path = fingerprintCsv();
  const workers: { closed: boolean }[] = [];
  page.on('worker', (worker) => {
    if (!FINGERPRINT_WORKER.test(worker.url())) return;
    const entry = { closed: false };
    worker.on('close', () => (entry.closed = true));
    workers.push(entry);
  });

  const calls = await loadAndCount(page, path);
  // The counts see the page's own calls (its documents' fingerprints)…
  expect(calls.text).toBeGreaterThan(0);
  // …and every main-thread update is one of them: no file was hashed there.
  expect(calls.update).toBe(calls.text);
  // One worker per file (the bundled sample's and this one), each closed after its answer.
  expect(workers.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => workers.filter((w) => !w.closed).length).toBe(0);
});

test('a fingerprint worker that cannot start: the page hashes the file, to the same value', async ({
  page,
  context,
}) => {
  await context.route(FINGERPRINT_WORKER, (route) => route.abort());
  const calls = await loadAndCount(page, fingerprintCsv());
  // This time the main thread hashed the files: more updates than documents.
  expect(calls.update).toBeGreaterThan(calls.text);
});
