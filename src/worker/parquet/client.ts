/**
 * Page-side client of the Parquet worker: one lazily started worker, promise per request.
 */
import type { ParquetRequest, ParquetResponse } from './protocol';
import type { ParquetPick, RowGroupFacts } from '../../workbench/parquetSample';

type Pending = { resolve: (response: ParquetResponse) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(reason: string): void {
  for (const { reject } of pending.values()) reject(new Error(reason));
  pending.clear();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./parquet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'parquet',
  });
  started.onmessage = (event: MessageEvent<ParquetResponse>) => {
    const entry = pending.get(event.data.id);
    pending.delete(event.data.id);
    entry?.resolve(event.data);
  };
  // A wasm trap or out-of-memory kills the worker: fail what was waiting, start afresh next time.
  started.onerror = (event) => {
    started.terminate();
    failAll(event.message || 'The Parquet worker stopped unexpectedly.');
  };
  worker = started;
  return started;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function send(request: WithoutId<ParquetRequest>, transfer: Transferable[] = []) {
  const id = nextId++;
  return new Promise<ParquetResponse>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ ...request, id } as ParquetRequest, transfer);
  });
}

/**
 * Decodes a Parquet file (or the row groups or first rows `pick` names) to an Arrow IPC
 * stream, with the INT96 columns it left as raw 12-byte values. Rejects with the reader's
 * message.
 */
export async function parquetToArrowIpc(
  file: Blob,
  pick?: ParquetPick,
): Promise<{ ipc: Uint8Array; int96: string[] }> {
  const response = await send({ type: 'decode', file, ...(pick ? { pick } : {}) });
  if (response.type === 'error') throw new Error(response.message);
  if (response.type !== 'decoded') throw new Error('Unexpected answer from the Parquet worker.');
  return { ipc: response.ipc, int96: response.int96 };
}

/** What the file's footer says of each row group. */
export async function parquetLayout(file: Blob): Promise<RowGroupFacts[]> {
  const response = await send({ type: 'layout', file });
  if (response.type === 'error') throw new Error(response.message);
  if (response.type !== 'layout') throw new Error('Unexpected answer from the Parquet worker.');
  return response.groups;
}

/** Encodes an Arrow IPC stream as Parquet bytes. */
export async function arrowIpcToParquet(ipc: Uint8Array): Promise<Uint8Array> {
  const response = await send({ type: 'encode', ipc }, [ipc.buffer]);
  if (response.type === 'error') throw new Error(response.message);
  if (response.type !== 'encoded') throw new Error('Unexpected answer from the Parquet worker.');
  return response.parquet;
}

/** Stops the worker (e.g. to cancel a long decode); the next call starts a new one. */
export function stopParquetWorker(): void {
  worker?.terminate();
  failAll('Cancelled.');
}
