/**
 * Excel worker: a workbook is unzipped and read here, off the page's thread, with
 * read-excel-file, and the chosen sheet crosses to DuckDB as Arrow IPC. One worker per file.
 * Its ZIP directory, at the file's end, is checked before the file is read whole.
 */
import { BadInputError } from '../../engine/read/file-refusals';
import { excelToArrowIpc, readWorkbook } from '../../adapters/common/excelArrow';
import { excelFileRefusal } from '../../engine/read/excel/unpacked';
import type { ExcelJob, ExcelResponse } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ExcelJob>) => void) | null;
  postMessage(message: ExcelResponse, transfer?: Transferable[]): void;
};

scope.onmessage = async (event) => {
  try {
    const { file, name, sheet } = event.data;
    // A workbook too large to read (or damaged) is refused from its end alone.
    const refused = await excelFileRefusal(
      file.size,
      async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
      name,
    );
    if (refused) throw refused;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { columns, ...info } = await readWorkbook(bytes, name, sheet);
    const ipc = excelToArrowIpc({ fields: info.fields, columns });
    scope.postMessage({ type: 'read', ipc, info }, [ipc.buffer]);
  } catch (e) {
    scope.postMessage(
      e instanceof BadInputError
        ? { type: 'refused', message: e.message, id: e.id, params: e.params }
        : { type: 'error', message: e instanceof Error ? e.message : String(e) },
    );
  }
};
