/**
 * The refusals of an Excel file (RULES.md §9, "Excel workbooks"), each naming the file as
 * the user gave it and saying what to do: an `id` and `params` for the page to word in its
 * language, English words as the message (the CLI's).
 */
import { BadInputError } from '../file-refusals';

/** Spreadsheet files the workbench does not read, by their name's ending, and what they are. */
const OTHER_SPREADSHEETS: [RegExp, 'xls' | 'xlsb' | 'ods', string][] = [
  [/\.xls$/i, 'xls', 'an old Excel workbook (.xls)'],
  [/\.xlsb$/i, 'xlsb', 'a binary Excel workbook (.xlsb)'],
  [/\.ods$/i, 'ods', 'an OpenDocument spreadsheet (.ods)'],
];

/** Whether the file is read as an Excel workbook, by its name. */
export const isExcelFile = (name: string): boolean => /\.xlsx$/i.test(name);

const SAVE_AS = 'Open it in your spreadsheet program and save it as .xlsx or CSV.';

export type ExcelRefusal = 'format' | 'compound' | 'unreadable' | 'emptySheet' | 'tooLarge';

/** The refusal `id` for the file `name` (`sheet`: the sheet it concerns). */
export function excelRefusal(id: ExcelRefusal, name: string, sheet = ''): BadInputError {
  switch (id) {
    case 'format': {
      const [, ext, what] =
        OTHER_SPREADSHEETS.find(([re]) => re.test(name)) ?? OTHER_SPREADSHEETS[0]!;
      return new BadInputError(
        `“${name}” is ${what}, which the workbench does not read. ${SAVE_AS}`,
        `excel.${ext}`,
        { name },
      );
    }
    case 'compound':
      return new BadInputError(
        `“${name}” is protected by a password, or is an old Excel (.xls) file under an .xlsx name: the workbench cannot read it. Remove the password, then save it as .xlsx or CSV.`,
        'excel.compound',
        { name },
      );
    case 'unreadable':
      return new BadInputError(
        `“${name}” cannot be read as an Excel workbook (.xlsx): it is damaged or cut short. ${SAVE_AS}`,
        'excel.unreadable',
        { name },
      );
    case 'tooLarge':
      return new BadInputError(
        `“${name}” is too large for the page's Excel reader: its sheets unpack to more text than a browser tab can hold (about 500 MB, some ten million cells). Save the sheet as CSV: the page reads CSV files of about 2 GB, and dqw any size.`,
        'excel.tooLarge',
        { name },
      );
    case 'emptySheet':
      return new BadInputError(
        `The sheet “${sheet}” of “${name}” is empty: it has no header row. Choose another sheet.`,
        'excel.emptySheet',
        { name, sheet },
      );
  }
}

/** The refusal of a spreadsheet format other than .xlsx, by the file's name; null for any other file. */
export function otherSpreadsheetRefusal(name: string): BadInputError | null {
  return OTHER_SPREADSHEETS.some(([re]) => re.test(name)) ? excelRefusal('format', name) : null;
}
