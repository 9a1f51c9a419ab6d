/**
 * DuckDB-WASM's asynchronous API in Node: the page's `AsyncDuckDB`, talking to the same
 * wasm in a worker thread as the page talks to its Web Worker. Tests of the page's worker
 * code (the cancellable runner) run on it; the engine suite uses the blocking build
 * (`./wasm.ts`).
 *
 * DuckDB-WASM's Node build starts its worker through a bundled Web Worker shim that
 * fetches the script first (which Node cannot do for a file), so the worker thread is
 * started here the way that shim starts it: its own module, told which script to run.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type * as DuckDB from '@duckdb/duckdb-wasm';

const require = createRequire(import.meta.url);
const nodeBuild = require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node.cjs');
const duckdb = require(nodeBuild) as typeof DuckDB;

/** A worker thread with the Web Worker methods `AsyncDuckDB` calls. */
class WorkerThread {
  private readonly thread: Worker;
  private readonly handlers = new Map<(event: unknown) => void, (value: unknown) => void>();

  constructor(script: string) {
    this.thread = new Worker(nodeBuild, { workerData: { mod: script } });
  }

  addEventListener(type: string, listener: (event: unknown) => void): void {
    const handler = type === 'message' ? (data: unknown) => listener({ data }) : listener;
    this.handlers.set(listener, handler);
    this.thread.on(type === 'close' ? 'exit' : type, handler);
  }

  removeEventListener(type: string, listener: (event: unknown) => void): void {
    const handler = this.handlers.get(listener);
    if (handler) this.thread.off(type === 'close' ? 'exit' : type, handler);
  }

  postMessage(message: unknown, transfer: readonly ArrayBuffer[] = []): void {
    this.thread.postMessage(message, transfer);
  }

  terminate(): Promise<number> {
    return this.thread.terminate();
  }
}

/** An `AsyncDuckDB` in a worker thread, and how to stop both. */
export interface AsyncWasm {
  db: DuckDB.AsyncDuckDB;
  close(): Promise<void>;
}

/** Starts DuckDB-WASM (the exception-handling build) in a worker thread, as the page does. */
export async function openAsyncWasm(queryPollingInterval = 25): Promise<AsyncWasm> {
  const worker = new WorkerThread(
    require.resolve('@duckdb/duckdb-wasm/dist/duckdb-node-eh.worker.cjs'),
  );
  const db = new duckdb.AsyncDuckDB(
    new duckdb.VoidLogger(),
    worker as unknown as globalThis.Worker,
  );
  await db.instantiate(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-eh.wasm'));
  await db.open({ query: { queryPollingInterval } });
  return {
    db,
    close: async () => {
      await db.terminate().catch(() => undefined);
      await worker.terminate();
    },
  };
}
