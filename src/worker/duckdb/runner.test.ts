/**
 * The page's runner over DuckDB-WASM's asynchronous API, in Node: the same wasm in a
 * worker thread as the page has in its Web Worker (`adapters/node/asyncWasm`). Queries
 * go one at a time in order; a cancel stops the running one inside DuckDB and rejects the
 * queued ones, and never reaches a query sent after it.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableToIPC, tableFromArrays } from 'apache-arrow';
import { openAsyncWasm, type AsyncWasm } from '../../adapters/node/asyncWasm';
import { CancellableRunner, QueryCancelled } from './runner';

// One copy of Arrow, as in the page's bundle: DuckDB-WASM's Node build hands over record
// batches of the CommonJS copy, so the runner builds its tables with that copy too.
vi.mock('apache-arrow', () => createRequire(import.meta.url)('apache-arrow'));

/** A statement DuckDB takes minutes over: only a cancel ends it. */
const SLOW = 'SELECT count(*) AS n FROM range(100000000000) AS t(i) WHERE i % 7 = 3';

describe("the page's cancellable runner on DuckDB-WASM's worker", () => {
  let wasm: AsyncWasm;
  let runner: CancellableRunner;
  beforeAll(async () => {
    wasm = await openAsyncWasm();
    runner = new CancellableRunner(await wasm.db.connect());
  });
  afterAll(() => wasm.close());

  it('runs queries one after the other, each with its own rows', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => runner.query(`SELECT ${n} AS n, ${n} * 2 AS twice`)),
    );
    expect(results.map((r) => r.rows)).toEqual([
      [{ n: 1, twice: 2 }],
      [{ n: 2, twice: 4 }],
      [{ n: 3, twice: 6 }],
    ]);
    expect(results[0].columns.map((c) => c.name)).toEqual(['n', 'twice']);
  });

  it('a cancel stops the running query in DuckDB and rejects the queued ones; the next query runs', async () => {
    const started = performance.now();
    const slow = runner.query(SLOW);
    const queued = runner.query('SELECT 1 AS queued');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await runner.cancel();
    await expect(slow).rejects.toBeInstanceOf(QueryCancelled);
    await expect(queued).rejects.toBeInstanceOf(QueryCancelled);
    // Stopped inside DuckDB (the worker reads messages between slices), not left running.
    expect((await runner.query('SELECT 42 AS after')).rows).toEqual([{ after: 42 }]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a cancel with nothing running does not reach the next query', async () => {
    await runner.cancel();
    expect((await runner.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
  });

  it('takes an Arrow stream as a table in turn with the queries', async () => {
    const ipc = tableToIPC(tableFromArrays({ id: Int32Array.from([1, 2, 3]) }), 'stream');
    const inserted = runner.insertArrowIpc('arrow_in', ipc);
    const counted = runner.query('SELECT count(*)::INTEGER AS n FROM arrow_in');
    await inserted;
    expect((await counted).rows).toEqual([{ n: 3 }]);
  });

  it('once locked, refuses the session statements the lock leaves open', async () => {
    runner.markLocked();
    expect(() => runner.queryArrow('SET search_path = main')).toThrow();
    expect((await runner.query('SELECT 1 AS still')).rows).toEqual([{ still: 1 }]);
  });
});
