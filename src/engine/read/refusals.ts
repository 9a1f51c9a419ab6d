/**
 * Why a CSV file is refused, as data: the page words it in its language, and
 * {@link csvRefusalText} in English, which the CLI prints. Lines are the file's own, as
 * an editor numbers them: the first line of the file (the header, when there is one) is
 * line 1, and a quoted value written over several lines counts each of them. A folder's
 * files read as one name the line in the file it is in (`file`, see `csvRefusalInFolder`).
 */
import { shownOption } from './options';
import { shownDelimiter } from './warnings';

export type CsvRefusal =
  /**
   * Line `line` has `fields` fields where the first line has `expected`. `delimiter` is set
   * when the workbench found it on the first line, DuckDB's detection having given up.
   */
  | {
      kind: 'ragged';
      line: number;
      fields: number;
      expected: number;
      header: boolean;
      delimiter: string | null;
      /** A folder's file the line is in (`line` is then its own line). */
      file?: string;
      /** Without a header: the folder's file whose line 1 is the first line read. */
      firstFile?: string;
    }
  /** Text that is not UTF-8, read as UTF-8 (production's default); where, when known. */
  | { kind: 'not-utf8'; line: number | null; byte: string | null; file?: string }
  /** A UTF-16 file (it starts with a UTF-16 byte-order mark) read as UTF-8 or ISO-8859-1. */
  | { kind: 'utf16-unasked' }
  /** `input.options.<option>` names an encoding the workbench does not read. */
  | { kind: 'encoding-unknown'; option: string; value: string }
  /** UTF-16 without `multiLine`: Spark splits the bytes into lines before decoding them. */
  | { kind: 'utf16-lines'; option: string; value: string }
  /**
   * Production reads the file as big-endian UTF-16: the encoding says so, or it is `UTF-16`
   * and the file does not start with a little-endian mark (`noMark`).
   */
  | { kind: 'utf16-big-endian'; option: string; value: string; noMark: boolean }
  /** `UTF-16LE` over a file with a byte-order mark: production reads the mark as a character. */
  | { kind: 'utf16-mark-kept'; option: string; value: string }
  /** ISO-8859-1 text with bytes 0x80 to 0x9F, which DuckDB does not read; where, when known. */
  | {
      kind: 'latin1-controls';
      option: string;
      value: string;
      line: number | null;
      byte: string | null;
      file?: string;
    };

const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** A line, in a folder's file when `file` is given: `line 2`, `line 2 of b.csv`. */
const lineIn = (line: number, file?: string): string =>
  `line ${line.toLocaleString('en-US')}${file === undefined ? '' : ` of ${file}`}`;

/** Where in the file: ` (byte 0xE9 on line 2)`, ` (line 2 of b.csv)` or nothing. */
const at = (line: number | null, byte: string | null, file?: string): string =>
  line === null
    ? ''
    : byte === null
      ? ` (${lineIn(line, file)})`
      : ` (byte ${byte} on ${lineIn(line, file)})`;

const SAVE_AS_UTF8 = 'save a copy of the file as UTF-8 to try the rules here';

/**
 * Line `line` has `fields` fields where the first line has `expected` (`header`: the first
 * line is the header); `delimiter` when the workbench found it, DuckDB's detection having
 * given up. The one form of this refusal, whether the page's check of the file's head or
 * the loader found the row.
 */
export function raggedRefusal(
  line: number,
  fields: number,
  expected: number,
  header: boolean,
  delimiter: string | null = null,
): Extract<CsvRefusal, { kind: 'ragged' }> {
  return { kind: 'ragged', line, fields, expected, header, delimiter };
}

/** A refusal in English (the CLI's words, and `CsvLoadError.detail`). */
export function csvRefusalText(r: CsvRefusal): string {
  switch (r.kind) {
    case 'ragged': {
      const delimiter =
        r.delimiter === null ? '' : ` with the delimiter ${shownDelimiter(r.delimiter)}`;
      // In a folder every file has the header: which one is not said.
      const first = r.header
        ? r.file === undefined
          ? 'the header (line 1)'
          : 'the header'
        : lineIn(1, r.firstFile);
      return `rows have different numbers of fields${delimiter}: ${lineIn(r.line, r.file)} has ${plural(r.fields, 'field')} but ${first} has ${r.expected.toLocaleString('en-US')}. Fix that row, or check the delimiter`;
    }
    case 'not-utf8':
      return `the file is not UTF-8 text${at(r.line, r.byte, r.file)}: save it as UTF-8 (in Excel: CSV UTF-8) and try again, or, if production reads it in another encoding, give that encoding in input.options.encoding (the workbench reads ISO-8859-1 and UTF-16 too)`;
    case 'utf16-unasked':
      return 'the file is UTF-16 text, which production reads only with input.options.encoding "UTF-16" and multiLine "true": set them, or save the file as UTF-8 (in Excel: CSV UTF-8)';
    case 'encoding-unknown':
      return `${shownOption(r.option, r.value)} is not an encoding the workbench reads (it reads UTF-8, ISO-8859-1 and UTF-16): ${SAVE_AS_UTF8}, without this option; production still reads the original as ${JSON.stringify(r.value)}`;
    case 'utf16-lines':
      return `${shownOption(r.option, r.value)} needs input.options.multiLine "true": without it, production (Spark) splits the file into lines before decoding them, which garbles UTF-16 text. Set multiLine to "true" (the workbench then reads the file as production does), or save the file as UTF-8`;
    case 'utf16-big-endian':
      return r.noMark
        ? `with ${shownOption(r.option, r.value)}, production reads this file as big-endian UTF-16, as it does not start with a little-endian byte-order mark, and the workbench reads little-endian UTF-16 only: ${SAVE_AS_UTF8}`
        : `${shownOption(r.option, r.value)} is big-endian UTF-16, and the workbench reads little-endian UTF-16 only: ${SAVE_AS_UTF8}`;
    case 'utf16-mark-kept':
      return `the file starts with a byte-order mark, which ${shownOption(r.option, r.value)} reads as a character: the first column's name starts with it in production (an invisible U+FEFF), which the workbench does not emulate. Set encoding "UTF-16", which reads the mark as one, or save the file without it`;
    case 'latin1-controls':
      return `the file holds bytes from 0x80 to 0x9F${at(r.line, r.byte, r.file)}, which ${shownOption(r.option, r.value)} reads as invisible control characters and the workbench cannot read. Such a file is usually windows-1252 (curly quotes, the euro sign), which the workbench does not read either: ${SAVE_AS_UTF8}`;
  }
}
