/**
 * Page-side client of the Excel worker: each workbook is read on a worker started for it
 * ({@link oneShot}), so a large workbook's unzipped sheets leave nothing behind.
 */
import { BadInputError } from '../../engine/read/file-refusals';
import type { ExcelLoadInfo } from '../../adapters/common/excelArrow';
import { excelRefusal } from '../../engine/read/excel/refusals';
import { WorkerStopped, oneShot, type OneShot } from '../oneShot';
import type { ExcelJob, ExcelResponse } from './protocol';

const reads = new Set<OneShot<ExcelResponse>>();

/** Reads one sheet of a workbook; rejects with a `BadInputError` naming the file. */
export async function excelToArrowIpc(
  file: File,
  sheet: string | null,
): Promise<{ ipc: Uint8Array; info: ExcelLoadInfo }> {
  const job = oneShot<ExcelResponse>(
    () =>
      new Worker(new URL('./excel.worker.ts', import.meta.url), { type: 'module', name: 'excel' }),
    { file, name: file.name, sheet } satisfies ExcelJob,
    [],
    'The Excel reader stopped unexpectedly (is the workbook too large for this tab?).',
  );
  reads.add(job);
  try {
    // A worker that dies while reading has run out of memory: the workbook is too large.
    const response = await job.answer.catch((e: unknown) => {
      throw e instanceof WorkerStopped ? excelRefusal('tooLarge', file.name) : e;
    });
    if (response.type === 'refused')
      throw new BadInputError(response.message, response.id, response.params);
    if (response.type === 'error') throw new Error(response.message);
    return { ipc: response.ipc, info: response.info };
  } finally {
    reads.delete(job);
  }
}

/** Stops the Excel reads in flight (they reject with "Cancelled."). */
export function stopExcelReads(): void {
  for (const job of reads) job.stop('Cancelled.');
}
