/**
 * The check of an .xlsx file before it is read (RULES.md §9, "Excel workbooks"): from its
 * first bytes and its ZIP central directory alone, whether the reader can take it. The
 * reader (read-excel-file) unpacks every XML part of the workbook and holds each as one
 * JavaScript string, all at once, before it reads a cell; a workbook whose parts unpack
 * past what a tab can hold is refused here, in a moment, rather than after minutes of
 * unpacking (or a tab that dies).
 */
import type { BadInputError } from '../file-refusals';
import { excelRefusal } from './refusals';
import { readZipEntries, type ReadBytes, type ZipEntry } from './zip';

export type { ReadBytes };

/**
 * The most bytes of XML a workbook may unpack to: its sheets, shared strings and the other
 * parts the reader unpacks, together. V8's longest string is 0x1fffffe8 characters (about
 * 537 million): the reader fails past it on one part, and well before it a tab holding
 * several parts and their cells runs short. A sheet of 575 MB of XML is refused by the
 * reader itself; 500 MB (some ten million cells) is the round figure the refusal gives.
 */
export const EXCEL_TEXT_LIMIT = 500_000_000;

/** The first bytes of an OLE compound file: an old .xls, or an .xlsx under a password. */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0];

/** Whether `head` (a file's first bytes) is an OLE compound file. */
export const isCompoundFile = (head: Uint8Array): boolean =>
  COMPOUND_FILE.every((b, i) => head[i] === b);

/** Whether the reader unpacks the part `name` (it leaves images and other binary parts). */
const unpacked = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/** The bytes of XML the reader unpacks from a workbook of these entries. */
export const excelTextBytes = (entries: readonly ZipEntry[]): number =>
  entries.reduce((sum, e) => (unpacked(e.name) ? sum + e.uncompressedSize : sum), 0);

/**
 * The refusal of the workbook `name` of `size` bytes before it is read, null when it may be
 * read: password-protected or an old .xls (`compound`), not a ZIP archive or cut short
 * (`unreadable`), or unpacking past {@link EXCEL_TEXT_LIMIT} (`tooLarge`). Reads only the
 * first bytes, the archive's end and its central directory (`readZipEntries`).
 */
export async function excelFileRefusal(
  size: number,
  read: ReadBytes,
  name: string,
): Promise<BadInputError | null> {
  if (isCompoundFile(await read(0, Math.min(size, 4)))) return excelRefusal('compound', name);
  const entries = await readZipEntries(size, read);
  if (!entries) return excelRefusal('unreadable', name);
  return excelTextBytes(entries) > EXCEL_TEXT_LIMIT ? excelRefusal('tooLarge', name) : null;
}
