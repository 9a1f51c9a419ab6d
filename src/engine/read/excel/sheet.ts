/**
 * A sheet of an Excel workbook (.xlsx) as the workbench reads it (RULES.md §9, "Excel
 * workbooks"): production (Spark) has no Excel reader, so this reading is the workbench's
 * own, and it stays close to what Spark infers from the sheet saved as CSV with its header.
 * - the first row is the header, refused when a name is blank or repeated (as a CSV's is);
 * - a column of numbers only is BIGINT when every number is whole and fits 53 bits (Spark
 *   infers int or bigint from the saved CSV), DOUBLE otherwise; true/false only is BOOLEAN;
 *   dates and date-times only are TIMESTAMP; text only, or a mix, is text;
 * - an empty cell is NULL; trailing empty rows and columns are not part of the sheet.
 * The cells come typed from the workbook's reader (a formula's cached value); this module
 * decides the columns, and stays free of any library.
 */
import { headerRefusal } from '../header';
import { excelRefusal } from './refusals';

/** A cell as the workbook's reader gives it: a date is a Date at UTC, the sheet's wall clock. */
export type ExcelCell = string | number | boolean | Date | null;

/** The type a sheet's column is read as. */
export type ExcelType = 'bigint' | 'double' | 'boolean' | 'timestamp' | 'string';

/** A column of the read sheet. */
export interface ExcelField {
  name: string;
  type: ExcelType;
  /** Set when the column holds several kinds of cell (read as text): which, in order. */
  mixed?: string[];
}

/** A value crossing to the database: a timestamp as epoch milliseconds. */
export type ExcelValue = string | number | bigint | boolean | null;

/** A sheet read: its columns, and one array of values per column. */
export interface ExcelSheetRead {
  fields: ExcelField[];
  columns: ExcelValue[][];
  rows: number;
}

type Kind = 'number' | 'boolean' | 'date' | 'text';

const kindOf = (cell: Exclude<ExcelCell, null>): Kind =>
  typeof cell === 'number'
    ? 'number'
    : typeof cell === 'boolean'
      ? 'boolean'
      : cell instanceof Date
        ? 'date'
        : 'text';

/**
 * A date-time's epoch milliseconds. The reader rounds Excel's fraction of a day down to
 * the millisecond, which can land 1 ms before the second the sheet shows (23:59:58.999 for
 * 23:59:59): a time within 1 ms of a whole second is that second.
 */
export function excelMillis(date: Date): number {
  const ms = date.getTime();
  const second = Math.round(ms / 1000) * 1000;
  return Math.abs(ms - second) <= 1 ? second : ms;
}

const DAY_MS = 86_400_000;
const FEB_28_1900 = Date.UTC(1900, 1, 28);
const MAR_1_1900 = Date.UTC(1900, 2, 1);

/**
 * A cell with Excel's 1900 date system undone. That system counts a 29 February 1900 that
 * never was (its day 60), and the reader counts every serial from 30 December 1899, so a
 * date before 1 March 1900 comes a day early (day 1, which Excel shows as 1900-01-01, comes
 * as 1899-12-31): it is moved a day on. Day 60 itself has no date: it is read as the text
 * Excel shows, `1900-02-29`. The 1904 system starts in 1904, so its dates are not touched.
 */
export function excelCell(cell: ExcelCell): ExcelCell {
  if (!(cell instanceof Date)) return cell;
  const ms = excelMillis(cell);
  if (ms >= MAR_1_1900) return cell;
  if (ms < FEB_28_1900) return new Date(ms + DAY_MS);
  return excelDateText(new Date(ms + DAY_MS)).replace('1900-03-01', '1900-02-29');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date-time as text, as the sheet shows it: the date alone at midnight. */
export function excelDateText(date: Date): string {
  const d = new Date(excelMillis(date));
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const ms = d.getUTCMilliseconds();
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

/** A cell as text, for a column read as text: numbers as JavaScript writes them, TRUE/FALSE as Excel. */
function cellText(cell: Exclude<ExcelCell, null>): string {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (cell instanceof Date) return excelDateText(cell);
  return String(cell);
}

/** The column's type from the kinds of its cells. */
function typeOf(kinds: Set<Kind>, cells: ExcelCell[]): ExcelType {
  if (kinds.size !== 1) return 'string';
  const [kind] = kinds;
  switch (kind) {
    case 'number':
      return cells.every((c) => c === null || Number.isSafeInteger(c)) ? 'bigint' : 'double';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'timestamp';
    default:
      return 'string';
  }
}

function valueOf(cell: ExcelCell, type: ExcelType): ExcelValue {
  if (cell === null) return null;
  switch (type) {
    case 'bigint':
      return BigInt(cell as number);
    case 'timestamp':
      return excelMillis(cell as Date);
    case 'string':
      return cellText(cell);
    default:
      return cell as number | boolean;
  }
}

/** A header cell as the name it gives its column (a number or date header as its text). */
const headerName = (cell: ExcelCell): string => (cell === null ? '' : cellText(cell));

/**
 * The sheet's rows (the first the header) as columns; `name` is the file as the user gave
 * it, for the refusals. A sheet with no header row is refused.
 */
export function readExcelRows(
  name: string,
  sheet: string,
  rows: readonly ExcelCell[][],
): ExcelSheetRead {
  const width = rows.reduce(
    (w, row) =>
      Math.max(
        w,
        row.reduce<number>((last, c, i) => (c === null ? last : i + 1), 0),
      ),
    0,
  );
  if (rows.length === 0 || width === 0) throw excelRefusal('emptySheet', name, sheet);
  const header = Array.from({ length: width }, (_, i) =>
    headerName(excelCell(rows[0]?.[i] ?? null)),
  );
  const refused = headerRefusal(name, header);
  if (refused) throw refused;
  const body = rows.slice(1);
  const fields: ExcelField[] = [];
  const columns: ExcelValue[][] = [];
  for (let i = 0; i < width; i += 1) {
    const cells = body.map((row) => excelCell(row[i] ?? null));
    const kinds = new Set<Kind>();
    for (const c of cells) if (c !== null) kinds.add(kindOf(c));
    const type = typeOf(kinds, cells);
    fields.push(
      kinds.size > 1 ? { name: header[i]!, type, mixed: [...kinds] } : { name: header[i]!, type },
    );
    columns.push(cells.map((c) => valueOf(c, type)));
  }
  return { fields, columns, rows: body.length };
}
