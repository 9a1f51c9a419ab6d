/**
 * Typed messages between the page and the Excel worker: a workbook and the sheet wanted
 * in, that sheet's rows as Arrow IPC or the refusal in the user's terms out.
 */
import type { ExcelLoadInfo } from '../../adapters/common/excelArrow';

/** Page → worker: the workbook, its name as the user gave it, the sheet (null: the first). */
export interface ExcelJob {
  file: Blob;
  name: string;
  sheet: string | null;
}

/** Worker → page; a refusal is a `BadInputError`'s parts (it does not cross as a class). */
export type ExcelResponse =
  | { type: 'read'; ipc: Uint8Array; info: ExcelLoadInfo }
  | { type: 'refused'; message: string; id: string; params: Record<string, string | number> }
  | { type: 'error'; message: string };
