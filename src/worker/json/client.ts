/**
 * Page-side client of the JSON worker: each file is read on a worker started for it
 * ({@link oneShot}), so a large file's parse leaves nothing behind.
 */
import { JsonReadError } from '../../engine/read/json/read';
import type { JsonLoadInfo } from '../../adapters/common/jsonArrow';
import { oneShot, type OneShot } from '../oneShot';
import type { JsonJob, JsonResponse } from './protocol';

const reads = new Set<OneShot<JsonResponse>>();

/** Reads a JSON file as Spark does; rejects with {@link JsonReadError} when Spark's reading cannot be followed. */
export async function jsonToArrowIpc(
  file: Blob,
  multiLine: boolean | null,
): Promise<{ ipc: Uint8Array; info: JsonLoadInfo }> {
  const job = oneShot<JsonResponse>(
    () =>
      new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' }),
    { file, multiLine } satisfies JsonJob,
    [],
    'The JSON reader stopped unexpectedly (is the file too large for this tab?).',
  );
  reads.add(job);
  try {
    const response = await job.answer;
    if (response.type === 'refused') throw new JsonReadError(response.refusal);
    if (response.type === 'error') throw new Error(response.message);
    return { ipc: response.ipc, info: response.info };
  } finally {
    reads.delete(job);
  }
}

/** Stops the JSON reads in flight (they reject with "Cancelled."). */
export function stopJsonReads(): void {
  for (const job of reads) job.stop('Cancelled.');
}
