/**
 * An Excel workbook (.xlsx) read with read-excel-file, one sheet as an Arrow IPC stream
 * DuckDB takes in (RULES.md §9, "Excel workbooks"). The same code runs in the page's
 * Excel worker and in Node; the columns' types are the engine's (`engine/read/excel`).
 */
import readXlsxFile from 'read-excel-file/universal';
import { Bool, Float64, Int64, TimestampMicrosecond, Utf8, type DataType } from 'apache-arrow';
import { columnsToIpc } from './columnsIpc';
import type { BadInputError } from '../../engine/read/file-refusals';
import { excelRefusal } from '../../engine/read/excel/refusals';
import { excelFileRefusal, isCompoundFile } from '../../engine/read/excel/unpacked';
import { workbookWithAddresses } from './excelAddresses';
import {
  readExcelRows,
  type ExcelCell,
  type ExcelField,
  type ExcelSheetRead,
  type ExcelType,
} from '../../engine/read/excel/sheet';

/** What an Excel load says of the workbook: its sheets, the one read, and its columns. */
export interface ExcelLoadInfo {
  sheets: string[];
  sheet: string;
  fields: ExcelField[];
  rows: number;
}

/** The reader's error as the workbench's refusal, by the file's first bytes and the error. */
function refusalOf(error: unknown, head: Uint8Array, name: string): BadInputError {
  const code = (error as { code?: string } | null)?.code;
  if (isCompoundFile(head) || code === 'XLS_FILE_NOT_SUPPORTED')
    return excelRefusal('compound', name);
  // The sheet's text past what a JavaScript string or buffer can hold.
  if (
    error instanceof RangeError ||
    /string longer than|Invalid string length|allocation failed/i.test(String(error))
  )
    return excelRefusal('tooLarge', name);
  // Anything else the reader stops on (its own errors, or a TypeError on XML it does not
  // expect) is a workbook it cannot read.
  return excelRefusal('unreadable', name);
}

/** The workbook's sheets as the reader gives them, text as written (it trims unless told). */
const readSheets = (bytes: Uint8Array) =>
  readXlsxFile(new Blob([bytes as BlobPart]), { trim: false });

/**
 * The workbook read, or the reader's refusal. A workbook the reader stops on is read again
 * with its cells' addresses added when some lack them (the reader needs them).
 */
async function readOrRefuse(bytes: Uint8Array, name: string) {
  try {
    return await readSheets(bytes);
  } catch (e) {
    const refusal = refusalOf(e, bytes.subarray(0, 4), name);
    if (refusal.id !== 'excel.unreadable') throw refusal;
    const addressed = await workbookWithAddresses(bytes).catch(() => null);
    if (!addressed) throw refusal;
    return readSheets(addressed).catch((again: unknown) => {
      throw refusalOf(again, addressed.subarray(0, 4), name);
    });
  }
}

/**
 * The workbook's sheets and one of them read: `sheet` by name, the first sheet when it is
 * null or the workbook has no sheet of that name. Rejects with a `BadInputError` in the user's
 * terms; `name` is the file as they gave it. The file's ZIP directory is checked first
 * (`excelFileRefusal`): a workbook too large, damaged or under a password is refused before
 * anything is unpacked.
 */
export async function readWorkbook(
  bytes: Uint8Array,
  name: string,
  sheet: string | null,
): Promise<ExcelLoadInfo & { columns: ExcelSheetRead['columns'] }> {
  const refused = await excelFileRefusal(
    bytes.length,
    (start, end) => Promise.resolve(bytes.subarray(start, end)),
    name,
  );
  if (refused) throw refused;
  const sheets = await readOrRefuse(bytes, name);
  if (sheets.length === 0) throw excelRefusal('unreadable', name);
  const picked = sheets.find((s) => s.sheet === sheet) ?? sheets[0]!;
  const read = readExcelRows(name, picked.sheet, picked.data as ExcelCell[][]);
  return {
    sheets: sheets.map((s) => s.sheet),
    sheet: picked.sheet,
    fields: read.fields,
    rows: read.rows,
    columns: read.columns,
  };
}

function arrowType(type: ExcelType): DataType {
  switch (type) {
    case 'bigint':
      return new Int64();
    case 'double':
      return new Float64();
    case 'boolean':
      return new Bool();
    case 'timestamp':
      // No time zone: a sheet's date-time is a wall clock, DuckDB's TIMESTAMP (microseconds;
      // Arrow's builder scales the milliseconds given).
      return new TimestampMicrosecond();
    default:
      return new Utf8();
  }
}

/** The sheet's rows as an Arrow IPC stream, one column per field in the sheet's order. */
export function excelToArrowIpc(read: Pick<ExcelSheetRead, 'fields' | 'columns'>): Uint8Array {
  return columnsToIpc(read.fields, read.columns, (f) => arrowType(f.type));
}
