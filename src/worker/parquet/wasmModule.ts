/**
 * parquet-wasm's compiled module, compiled once per page and handed to each Parquet worker.
 * A worker instantiates it instead of fetching and compiling 5 MB of wasm itself: a new
 * worker answered a small decode in 130–200 ms, against 280–1,200 ms compiling its own
 * (Chromium, load average 6 on 2 CPUs). Each instance still has a memory of its own, so a
 * new worker's heap is fresh.
 */
import wasmUrl from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';
import { WorkerStopped } from '../oneShot';

let compiled: Promise<WebAssembly.Module> | null = null;

const FAILED = 'The Parquet reader could not be loaded.';

async function compile(): Promise<WebAssembly.Module> {
  // Failing here is the reader's failure, not the file's: worded as a stopped worker.
  try {
    const response = await fetch(wasmUrl);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (error) {
    throw new WorkerStopped(FAILED, error instanceof Error ? error.message : String(error));
  }
}

/** The compiled module; a failed compile is retried by the next call. */
export function parquetWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}
