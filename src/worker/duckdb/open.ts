/**
 * Starts DuckDB-WASM inside its own Web Worker, from files the app itself serves.
 *
 * The `?url` imports make Vite emit the wasm and worker scripts into `dist/` and give back
 * their same-origin URLs: nothing is fetched from a CDN. The `coi` (threads) bundle is left
 * out on purpose — it is experimental and needs cross-origin isolation.
 */
import * as duckdb from '@duckdb/duckdb-wasm';
import mvpWasm from '@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm?url';
import ehWasm from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import mvpWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-mvp.worker.js?url';
import ehWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';

const BUNDLES: duckdb.DuckDBBundles = {
  mvp: { mainModule: mvpWasm, mainWorker: mvpWorker },
  eh: { mainModule: ehWasm, mainWorker: ehWorker },
};

/** Milliseconds of work the worker does on a query between two looks at its messages. */
export const QUERY_SLICE_MS = 25;

/** A running DuckDB-WASM instance and the worker it lives in. */
export interface OpenedDuckDB {
  db: duckdb.AsyncDuckDB;
  worker: Worker;
}

/**
 * Instantiates DuckDB-WASM in a fresh worker. `onCrash` fires when the worker dies
 * (out of memory, a wasm trap) so the caller can start a new one.
 */
export async function openDuckDB(onCrash: (reason: string) => void): Promise<OpenedDuckDB> {
  const bundle = await duckdb.selectBundle(BUNDLES);
  const worker = new Worker(bundle.mainWorker!);
  worker.addEventListener('error', (event) => onCrash(event.message || 'the worker stopped'));
  const db = new duckdb.AsyncDuckDB(new duckdb.VoidLogger(), worker);
  await db.instantiate(bundle.mainModule, bundle.pthreadWorker);
  await db.open({
    query: {
      // BIGINT and DECIMAL results come as DuckDB types, converted by the adapters' shared
      // Arrow reader as in Node: a number where a double holds the value exactly, and the
      // digits as text where it would not (no 9007199254740993 shown as …992).
      // The worker runs a query in slices of this many milliseconds and reads messages
      // only between them, so a cancel (an edit superseding a quarantine on 10M rows)
      // waits up to one slice: about 100 ms by default.
      queryPollingInterval: QUERY_SLICE_MS,
    },
  });
  return { db, worker };
}
