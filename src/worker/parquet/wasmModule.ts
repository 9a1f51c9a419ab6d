/**
 * parquet-wasm's compiled module, compiled once per page and handed to each Parquet worker.
 * A worker instantiates it (milliseconds) instead of fetching and compiling 5 MB of wasm
 * itself (a quarter to one second a worker on this project's machines); each instance
 * still has a memory of its own, so a new worker's heap is fresh.
 */
import wasmUrl from 'parquet-wasm/esm/parquet_wasm_bg.wasm?url';

let compiled: Promise<WebAssembly.Module> | null = null;

async function compile(): Promise<WebAssembly.Module> {
  const response = await fetch(wasmUrl);
  if (!response.ok) throw new Error(`The Parquet reader could not be loaded (${response.status}).`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The compiled module; a failed compile is retried by the next call. */
export function parquetWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}
