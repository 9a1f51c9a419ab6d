/**
 * The facts of a CSV read, as data: what a caller may force (`CsvOptions`), what the
 * sniff found (`SniffedCsv`), the facts a read settles before loading (`CsvFacts`), what a
 * load or a view gives back, and the refusal of a file (`CsvLoadError`).
 */
import type { DdlField } from './ddl';
import type { ByteOrderMark, DuckdbEncoding } from './encoding';
import type { ReadColumn } from './notes';
import type { CsvReadOptions } from './options';
import type { CsvRefusal } from './refusals';
import type { ReadWarning } from './warnings';

/** What the caller may force; everything else follows production's read options. */
export interface CsvOptions {
  /** Forced header (the page's choice); otherwise `read.header` (production: true). */
  header?: boolean;
  /** Forced delimiter; otherwise `read.sep` when the pipeline sets it, else detected. */
  delimiter?: string;
  quote?: string;
  /**
   * The longest line, in bytes, to accept. Unset: DuckDB's default, and a second read
   * with {@link LONG_LINE_LIMIT} when a line is longer.
   */
  maxLineSize?: number;
  /** Production's read options (a pipeline's `input.options`); production's defaults if absent. */
  read?: CsvReadOptions;
  /**
   * The byte-order mark the file starts with (`byteOrderMark` of its first bytes), which
   * the caller reads: it tells a UTF-16 file's byte order. Unset: none.
   */
  bom?: ByteOrderMark | null;
  /** The encoding DuckDB reads the file in, as production's decides (set by the loader). */
  encoding?: DuckdbEncoding;
  /** Where `read` came from, for the reasons shown: the pipeline or the page's choice. */
  readFrom?: 'input.options' | 'choice';
  /** Type overrides by column name, from a Spark DDL string (`id INT, cpf STRING`). */
  schema?: { ddl: string; fields: DdlField[] };
  /**
   * The column names every read gives (Spark's, see `sparkHeaderNames`), set once the
   * first record is known; DuckDB's own names otherwise.
   */
  names?: readonly string[];
  /**
   * Infer on the first rows and check every row while converting (one pass), falling back
   * to the full inference when a later value changes a type. On unless false.
   */
  speculate?: boolean;
  /**
   * How the reads skip the lines Spark skips (lines of only whitespace, see
   * {@link BLANK_LINE}), set by the loader: `column` drops blank values of a one-column
   * file; `rejected` drops the rows DuckDB refuses, once a first pass found that every row
   * it refuses is such a line. Unset: DuckDB skips empty lines of a file of several
   * columns by itself.
   */
  blankLines?: 'column' | 'rejected';
  /** The blank lines before the first record, which Spark skips (set by the loader). */
  skip?: number;
}

export interface SniffedCsv {
  header: boolean;
  delimiter: string;
  quote: string;
  /** The escape character, or `''`. */
  escape: string;
  skip: number;
  columns: { name: string; type: string }[];
}

/** The read options in force, the dialect read, and the header as written. */
export interface CsvFacts {
  read: CsvReadOptions;
  forced: CsvOptions;
  s: SniffedCsv;
  first: (string | null)[];
}

/** What was read and detected. */
export interface CsvLoadInfo {
  file: string;
  table: string;
  header: boolean;
  delimiter: string;
  /** The quote character, or `''` when the file uses none. */
  quote: string;
  columns: { name: string; type: string }[];
  rows: number;
  /** Each column as production reads it: its Spark type, why, and what changes. */
  read: ReadColumn[];
  /** Header cells named otherwise, as Spark names them (blank → `_c2`, repeated `a` → `a0`, `a3`). */
  renamed: { index: number; from: string; to: string }[];
  /** Human-readable notes about the load, for the UI and the CLI. */
  warnings: string[];
  /** The same warnings as data, in the same order (the page words them in its language). */
  warningFacts: ReadWarning[];
}

/** What {@link csvView} set up. */
export interface CsvViewInfo {
  /** Whether the file's first line is its header, as read. */
  header: boolean;
  /** The quote character read, or `''`. */
  quote: string;
  /** The view's columns and DuckDB types (a column no rule reads stays VARCHAR). */
  columns: { name: string; type: string }[];
  /** The columns the rules read, as production reads them. */
  read: ReadColumn[];
  /**
   * Every column of the file as the run sees it (name and DuckDB type as DESCRIBE gives
   * them), when the view holds only the columns the rules read; absent when it holds them
   * all (the run then describes it).
   */
  described?: { name: string; type: string }[];
  warnings: string[];
  warningFacts: ReadWarning[];
}

export type CsvErrorKind =
  | 'empty'
  | 'no-columns'
  | 'ragged'
  | 'encoding'
  | 'not-found'
  | 'line-too-long'
  | 'parse'
  | 'schema';

/**
 * A CSV that cannot be loaded. The message is `file: detail`; `detail` alone lets a caller
 * name the file its own way (the page shows the user's file name, not the worker's path).
 * `detail` is in the user's terms (no path, no engine words); DuckDB's own text is kept
 * apart in `engineMessage` for whoever debugs.
 */
export class CsvLoadError extends Error {
  constructor(
    readonly file: string,
    readonly kind: CsvErrorKind,
    readonly detail: string,
    readonly engineMessage = '',
    /** The refusal as data, for the page to word in its language (`detail` in English). */
    readonly fact: CsvRefusal | null = null,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'CsvLoadError';
  }
}
