/**
 * Warnings about a read that are not about one column's values: a header production names
 * otherwise, a delimiter it would not use, an option the workbench does not emulate, a
 * format it cannot read, a Parquet column type Spark refuses. Data first (the page words
 * them in its language); in English with {@link readWarningText}, which the CLI prints.
 */
import { formatNoteText, type FormatNote } from './options';
import type { ParquetRefusal } from './parquet-spark';

export type ReadWarning =
  /** Column `column` (1-based) has a blank header, which Spark names `name` (`_c2`). */
  | { kind: 'blank-header'; column: number; name: string }
  /** Header `header` of column `column` (1-based) is `name` in Spark (a repeated name). */
  | { kind: 'renamed-header'; column: number; header: string; name: string }
  /** The file's own delimiter, where production would read with `,`. */
  | { kind: 'delimiter'; delimiter: string }
  /** An `input.options` key the workbench reads the file without. */
  | { kind: 'not-emulated'; option: string }
  | { kind: 'format'; note: FormatNote }
  /** A Parquet column Spark refuses to read: production's read of the whole file fails. */
  | { kind: 'parquet-unreadable'; column: string; refusal: ParquetRefusal };

/** How a delimiter is shown in a message: `tab`, or quoted. */
export const shownDelimiter = (d: string): string => (d === '\t' ? 'tab' : `"${d}"`);

/** A read warning in English. */
export function readWarningText(w: ReadWarning): string {
  switch (w.kind) {
    case 'blank-header':
      return `column ${w.column} has a blank header; production (Spark) names it "${w.name}"`;
    case 'renamed-header':
      return `header "${w.header}" (column ${w.column}) is "${w.name}" in production (Spark suffixes a repeated name with its position)`;
    case 'delimiter':
      return `the file's delimiter is ${shownDelimiter(w.delimiter)}; production reads with sep "," unless the pipeline's input.options sets sep`;
    case 'not-emulated':
      return `input.options.${w.option} is not emulated: the workbench reads the file without it`;
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
