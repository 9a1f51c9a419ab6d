/**
 * The page's Parquet worker keeps nothing from one load to the next. A wasm memory never
 * shrinks, and the size check before a load counts on a fresh parquet-wasm heap: so every
 * decode runs on a worker started for it and closed once it answers, and the next load's
 * decode starts on a new one (the footer's row groups are read on the page's thread). A cancel stops the decode's
 * worker; a worker that dies (or a parquet-wasm that cannot be fetched) fails its own load
 * with a message; either way the next load starts afresh.
 */
import {
  expect,
  test,
  type BrowserContext,
  type Page,
  type Route,
  type Worker,
} from '@playwright/test';
import { parquetFile } from './fixtures';
import { dropFile, openWorkbench } from './helpers';

/** The built Parquet worker's script (`assets/parquet.worker-<hash>.js`). */
const PARQUET_WORKER = /\/parquet\.worker[^/]*\.js$/;

interface Seen {
  worker: Worker;
  closed: boolean;
}

/** Every Parquet worker the page starts from now on, and whether it has closed. */
function watchParquetWorkers(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('worker', (worker) => {
    if (!PARQUET_WORKER.test(worker.url())) return;
    const entry = { worker, closed: false };
    worker.on('close', () => (entry.closed = true));
    seen.push(entry);
  });
  return seen;
}

/** Drops a small Parquet file and waits until it is the dataset. */
async function loadParquet(page: Page, name: string): Promise<void> {
  await dropFile(page, parquetFile(name));
  await expect(page.getByTestId('dataset-name')).toHaveText(name);
  await expect(page.getByTestId('rows-read')).toHaveText('4');
}

/** parquet-wasm's wasm, which the page compiles once for all its Parquet workers. */
const PARQUET_WASM = /\/parquet_wasm_bg[^/]*\.wasm$/;

/** Fails the page's requests for `url` until the returned call. */
async function block(context: BrowserContext, url: RegExp): Promise<() => Promise<void>> {
  const abort = (route: { abort(): Promise<void> }) => route.abort();
  await context.route(url, abort);
  return () => context.unroute(url, abort);
}

test('each Parquet load decodes on a worker started for it and closed after it', async ({
  page,
}) => {
  await openWorkbench(page);
  const seen = watchParquetWorkers(page);

  await loadParquet(page, 'first.parquet');
  // One worker, the decode's: the footer's row groups are read on the page's thread.
  await expect.poll(() => seen.length).toBe(1);
  // Once the load is done no Parquet worker is left: its grown heap went with it.
  await expect.poll(() => seen.filter((s) => !s.closed).length).toBe(0);

  await loadParquet(page, 'second.parquet');
  // The second load decoded on a worker of its own, not alive during the first load, and
  // closed it too.
  await expect.poll(() => seen.length).toBe(2);
  await expect.poll(() => seen.filter((s) => !s.closed).length).toBe(0);
});

test('a Parquet worker that dies fails its own load; the next load starts a new one', async ({
  page,
  context,
}) => {
  await openWorkbench(page);
  const unblock = await block(context, PARQUET_WORKER);
  await dropFile(page, parquetFile('lost.parquet'));
  const error = page.getByTestId('load-error');
  // The reader's failure, not the file's: it is not called corrupt.
  await expect(error).toContainText(
    'The Parquet reader stopped while reading “lost.parquet”. Nothing was loaded',
  );
  await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');

  await unblock();
  await loadParquet(page, 'next.parquet');
});

test('a Parquet load cancelled while decoding stops its worker; the next load starts a new one', async ({
  page,
  context,
}) => {
  await openWorkbench(page);
  const seen = watchParquetWorkers(page);
  // The decode's worker (the load's only one: the footer is read on the page's thread) is
  // held before its script arrives, so the cancel lands while the decode is in flight.
  let requests = 0;
  let held: Route | null = null;
  await context.route(PARQUET_WORKER, async (route) => {
    requests += 1;
    if (requests === 1) held = route;
    else await route.continue();
  });
  await dropFile(page, parquetFile('held.parquet'));
  await expect.poll(() => held !== null).toBe(true);
  await page.getByTestId('cancel-load').click();
  await expect(page.getByTestId('notice')).toContainText('cancelled');
  await expect(page.getByTestId('load-error')).toHaveCount(0);
  await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');
  // Its script may come now: a worker the cancel terminated never runs it.
  await (held as Route | null)?.continue();
  expect(seen).toHaveLength(0);

  await loadParquet(page, 'after.parquet');
  // The decode of the next load, on a new worker; the cancelled decode never started (it
  // would have, and answered, in the meantime).
  expect(seen).toHaveLength(1);
  await expect.poll(() => seen.filter((s) => !s.closed).length).toBe(0);
});

test('parquet-wasm that cannot be fetched fails the load, and the next load fetches it again', async ({
  page,
  context,
}) => {
  await openWorkbench(page);
  const unblock = await block(context, PARQUET_WASM);
  await dropFile(page, parquetFile('unread.parquet'));
  await expect(page.getByTestId('load-error')).toContainText(
    'The Parquet reader stopped while reading “unread.parquet”',
  );
  await expect(page.getByTestId('dataset-name')).toHaveText('customers.csv');

  await unblock();
  await loadParquet(page, 'fetched.parquet');
});
