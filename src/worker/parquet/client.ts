/**
 * Page-side client of the Parquet worker. Every request (a decode, an encode) runs on a
 * worker started for it and terminated when it answers ({@link oneShot}).
 * A wasm memory never shrinks, so a worker kept after a big decode would start the next
 * load with its grown heap, while the size check before a load (`workbench/loadLimit.ts`)
 * counts on a fresh one: here every decode starts on a fresh heap. The workers share one
 * compiled module (`wasmModule.ts`), not a memory.
 */
import type { ParquetJob, ParquetRequest, ParquetResponse } from './protocol';
import type { ParquetPick } from '../../workbench/parquetSample';
import { oneShot, type OneShot } from '../oneShot';
import { parquetWasmModule } from './wasmModule';

const CRASHED = 'The Parquet worker stopped unexpectedly.';
const CANCELLED = 'Cancelled.';

/** The decodes running now, which {@link stopParquetDecodes} stops. */
const decodes = new Set<OneShot<ParquetResponse>>();
/** Counts {@link stopParquetDecodes} calls: a decode still waiting for the module checks it. */
let stops = 0;

function startWorker(): Worker {
  return new Worker(new URL('./parquet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'parquet',
  });
}

async function send(
  request: ParquetRequest,
  transfer: Transferable[] = [],
): Promise<ParquetResponse> {
  const stopsBefore = stops;
  const wasm = await parquetWasmModule();
  const decode = request.type === 'decode';
  // Stopped while the module was compiling: the decode never starts.
  if (decode && stops !== stopsBefore) throw new Error(CANCELLED);
  const job = oneShot<ParquetResponse>(
    startWorker,
    { wasm, request } satisfies ParquetJob,
    transfer,
    CRASHED,
  );
  if (!decode) return job.answer;
  decodes.add(job);
  try {
    return await job.answer;
  } finally {
    decodes.delete(job);
  }
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

/** Encodes an Arrow IPC stream as Parquet bytes. */
export async function arrowIpcToParquet(
  ipc: Uint8Array,
  metadata: Readonly<Record<string, string>> = {},
): Promise<Uint8Array> {
  const response = await send({ type: 'encode', ipc, metadata: { ...metadata } }, [ipc.buffer]);
  if (response.type === 'error') throw new Error(response.message);
  if (response.type !== 'encoded') throw new Error('Unexpected answer from the Parquet worker.');
  return response.parquet;
}

/**
 * Cancels the decodes in flight by terminating their workers (they reject with
 * "Cancelled."). Encodes for downloads run on workers of their own and go on.
 */
export function stopParquetDecodes(): void {
  stops += 1;
  for (const job of decodes) job.stop(CANCELLED);
}
