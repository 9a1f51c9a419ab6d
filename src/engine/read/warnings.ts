/**
 * Warnings about a read that are not about one column's values: a header production names
 * otherwise, a delimiter it would not use, an option the workbench does not emulate, a
 * format it cannot read, a Parquet column type Spark refuses. Data first (the page words
 * them in its language); in English with {@link readWarningText}, which the CLI prints.
 */
import { formatNoteText, shownOption, type FormatNote } from './options';
import type { ParquetRefusal } from './parquet-spark';
import type { CorruptNote } from './json/read';
import { corruptLinesText } from './json/notes';

export type ReadWarning =
  /** Column `column` (1-based) has a blank header, which Spark names `name` (`_c2`). */
  | { kind: 'blank-header'; column: number; name: string }
  /** Header `header` of column `column` (1-based) is `name` in Spark (a repeated name). */
  | { kind: 'renamed-header'; column: number; header: string; name: string }
  /** The file's own delimiter, where production would read with `,`. */
  | { kind: 'delimiter'; delimiter: string }
  /** An `input.options` key the workbench reads the file without. */
  | { kind: 'not-emulated'; option: string }
  /**
   * `charset`, which production never reads: Spark reads `encoding` first, which the
   * pipeline set (`encoding`) or else sparquet set to UTF-8 (null).
   */
  | { kind: 'charset-ignored'; option: string; value: string; encoding: string | null }
  /** `samplingRatio`: production infers the types on a sample of about `ratio` of the rows. */
  | { kind: 'sampling-ratio'; option: string; value: string; ratio: number }
  /** `mode`: what production does with a row it cannot read (null: not a mode, PERMISSIVE). */
  | { kind: 'parse-mode'; option: string; value: string; mode: 'DROPMALFORMED' | 'FAILFAST' | null }
  | { kind: 'format'; note: FormatNote }
  /** A Parquet column Spark refuses to read: production's read of the whole file fails. */
  | { kind: 'parquet-unreadable'; column: string; refusal: ParquetRefusal }
  /** A JSON file that is one document, read whole: production needs `multiLine`. */
  | { kind: 'json-document' }
  /** `count` lines Spark cannot parse, kept as `_corrupt_record` rows; the first in `notes`. */
  | { kind: 'json-corrupt'; count: number; notes: CorruptNote[] }
  /** An Excel sheet, read by the workbench alone: production must read it another way. */
  | { kind: 'excel-not-production'; sheet: string }
  /** An Excel column holding several kinds of cell (`kinds`: number/text…), read as text. */
  | { kind: 'excel-mixed'; column: string; kinds: string };

/** A ratio as a percentage of the rows: `10%`, `0.5%`. */
export const percent = (ratio: number): string =>
  `${(ratio * 100).toLocaleString('en-US', { maximumSignificantDigits: 3 })}%`;

/** How a delimiter is shown in a message: `tab`, or quoted. */
export const shownDelimiter = (d: string): string => (d === '\t' ? 'tab' : `"${d}"`);

/** A read warning in English. */
export function readWarningText(w: ReadWarning): string {
  switch (w.kind) {
    case 'json-document':
      return 'the file is one JSON document, not JSON Lines: the sparquet framework reads JSON Lines unless input.options.multiLine is "true", so set it in the pipeline (the workbench read the file as one document)';
    case 'json-corrupt':
      return `${w.count} line${w.count === 1 ? ' is' : 's are'} not a JSON record (${corruptLinesText(w.notes)}): Spark reads each as a row whose columns are all null but _corrupt_record, which holds the line's text, and so does the workbench`;
    case 'excel-not-production':
      return `the sheet “${w.sheet}” was read by the workbench alone: Spark (production) reads no Excel file, so production must read it another way (the sheet saved as CSV with its header, or the spark-excel data source): the exports say how, and the verdicts here are on the values as read here`;
    case 'excel-mixed':
      return `column “${w.column}” holds ${w.kinds} cells, so it is read as text (numbers as written, TRUE/FALSE, dates as yyyy-MM-dd with the time when it is not midnight), as Spark infers a string from the sheet saved as CSV`;
    case 'blank-header':
      return `column ${w.column} has a blank header; production (Spark) names it "${w.name}"`;
    case 'renamed-header':
      return `header "${w.header}" (column ${w.column}) is "${w.name}" in production (Spark suffixes a repeated name with its position)`;
    case 'delimiter':
      return `the file's delimiter is ${shownDelimiter(w.delimiter)}; production reads with sep "," unless the pipeline's input.options sets sep`;
    case 'not-emulated':
      return `input.options.${w.option} is not emulated: the workbench reads the file without it`;
    case 'charset-ignored':
      return w.encoding === null
        ? `${shownOption(w.option, w.value)} changes nothing in production: Spark reads encoding before charset, and sparquet sets encoding to "UTF-8", so production reads the file as UTF-8, and so does the workbench. Set encoding instead`
        : `${shownOption(w.option, w.value)} changes nothing: Spark reads encoding (${JSON.stringify(w.encoding)}) before charset`;
    case 'sampling-ratio':
      return `${shownOption(w.option, w.value)} is not emulated: production infers the column types from a random sample of about ${percent(w.ratio)} of the rows, the workbench from every row. A column whose unusual values all fall outside production's sample (a 1.5 among whole numbers, a word among dates) is a narrower type there than here, and those values are NULL there`;
    case 'parse-mode':
      return w.mode === null
        ? `${shownOption(w.option, w.value)} is not a mode Spark knows: production reads as PERMISSIVE, its default, as the workbench does`
        : `${shownOption(w.option, w.value)} is not emulated: ${w.mode === 'DROPMALFORMED' ? 'production drops every row it cannot read' : 'production fails at the first row it cannot read'} (a row with more or fewer fields than the header, a value that does not fit its column's type), while the workbench refuses a file with a ragged row and reads a value that does not fit as NULL, as PERMISSIVE (Spark's default) does`;
    case 'format':
      return formatNoteText(w.note);
    case 'parquet-unreadable':
      return parquetRefusalText(w.column, w.refusal);
  }
}

function parquetRefusalText(column: string, r: ParquetRefusal): string {
  const start = `production (Spark) cannot read this file: column "${column}" is Parquet ${r.parquetType}`;
  const end = 'the results here are DuckDB’s reading of it';
  switch (r.error) {
    case 'PARQUET_TYPE_ILLEGAL':
      return (
        `${start}, which Spark refuses ([PARQUET_TYPE_ILLEGAL])` +
        (r.nanosAsLong
          ? ' unless spark.sql.legacy.parquet.nanosAsLong is true, which reads it as a bigint'
          : '') +
        `; ${end}`
      );
    case 'PARQUET_TYPE_NOT_SUPPORTED':
      return `${start}, which Spark does not support ([PARQUET_TYPE_NOT_SUPPORTED]); ${end}`;
    case 'DECIMAL_PRECISION':
      return `${start}, a decimal with more digits than Spark reads from that physical type; ${end}`;
  }
}
