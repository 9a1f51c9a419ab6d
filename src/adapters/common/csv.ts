/**
 * CSV loading shared by every backend (browser worker, WASM in Node, native): the file is
 * read the way production reads it (RULES.md §9), Spark's CSV schema inference included.
 *
 * Steps: sniff the dialect (production's `header=true` and the pipeline's `input.options`
 * win over the sniffer), refuse empty / column-less / ragged files with a clear message,
 * then read the file once into a real TABLE (the engine relies on `rowid` for order) with
 * every column as text. A cheap aggregate query over that table classifies the common
 * shapes of value as Spark's `CSVInferSchema` would; an exact, regex-based one reads only
 * the values the cheap one leaves undecided (`src/engine/read/`). One rebuild of the table
 * (`CREATE OR REPLACE TABLE … AS SELECT`, which keeps the rows' order) then converts each
 * column that is not text to the type Spark infers, or to the type a Spark DDL schema
 * gives it.
 */
import type { QueryRunner } from '../../engine/types.ts';
import {
  cheapInferenceQuery,
  cheapInferenceQueryColumnar,
  checkedConvertExpr,
  isReinfer,
  SAMPLE_ROWS,
  closest,
  columnarRows,
  convertDecidedExpr,
  COLUMNAR_MAX_COLUMNS,
  COLUMNAR_MIN_ROWS,
  convertExpr,
  duckdbTypeFor,
  formatColumnNotes,
  inferenceQuery,
  inferredNotes,
  readInference,
  readOptions,
  reasonText,
  sparkHeaderNames,
  type ByteOrderMark,
  type ColumnInference,
  csvEncoding,
  csvRefusalText,
  type DuckdbEncoding,
  type CsvReadOptions,
  type CsvRefusal,
  type DdlField,
  readNoteText,
  readWarningText,
  type ReadColumn,
  type ReadWarning,
  type TypeReason,
} from '../../engine/index.ts';
import { ident, literal } from './quote.ts';

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

/** Past this many columns, loading infers from every row first (see `loadGuessed`). */
const SPECULATE_MAX_COLUMNS = 200;

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

/** DuckDB's default longest CSV line, in bytes. */
export const DEFAULT_MAX_LINE_SIZE = 2_000_000;
/**
 * The longest line a load accepts when the default is too small: the file is read again
 * with this limit. DuckDB keeps a line in memory while reading it, nothing more, so a
 * generous limit costs nothing for files that do not need it.
 */
export const LONG_LINE_LIMIT = 512 * 1024 * 1024;

/**
 * The read buffer of the statements that read only the head of the file (line 0, the
 * sniff, the first rows). DuckDB reads a whole buffer before it returns a row, 16 times the
 * longest line by default (32 MB), and in the page each buffer is a copy of that slice of
 * the File: 50–80 ms apiece for a few hundred kilobytes of use. Four megabytes still hold
 * the default longest line, which DuckDB requires of a buffer; with a larger `maxLineSize`
 * DuckDB's own buffer is kept. The sniff reads past one buffer when its sample needs to.
 * A buffer given alone raises DuckDB's longest line to its size, so the default limit is
 * given with it: these reads refuse a long line exactly as the full read does.
 */
const HEAD_BUFFER_SIZE = 4 * 1024 * 1024;

/** `read_csv`'s `buffer_size` for a read of the head of the file (see {@link HEAD_BUFFER_SIZE}). */
const headBuffer = (opts: CsvOptions): Record<string, string> =>
  opts.maxLineSize === undefined
    ? { buffer_size: String(HEAD_BUFFER_SIZE), max_line_size: String(DEFAULT_MAX_LINE_SIZE) }
    : {};

const DELIMITER_CANDIDATES = [',', ';', '\t', '|'];

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).trim();
const bytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB (${n.toLocaleString('en-US')} bytes)`
    : `${n.toLocaleString('en-US')} bytes`;

/**
 * The line DuckDB names in a CSV error, or undefined. DuckDB counts records, not lines:
 * a quoted value written over several lines is one (see {@link fileLine}). Only its own
 * "CSV Error on Line" counts: the `LINE 1:` of a failed statement points into the SQL.
 */
function duckdbLine(msg: string): number | undefined {
  const line = /CSV Error on Line:\s*(\d+)/i.exec(msg)?.[1];
  return line ? Number(line) : undefined;
}

/** `" (line N)"` for a line of the file, else `""`. */
const near = (line: number | undefined): string =>
  line === undefined ? '' : ` (line ${line.toLocaleString('en-US')})`;

function lineTooLong(file: string, msg: string, maxLineSize: number): CsvLoadError {
  const actual = /Actual Size:\s*(\d+)/i.exec(msg)?.[1];
  return new CsvLoadError(
    file,
    'line-too-long',
    `a line${near(duckdbLine(msg))} is longer than ${bytes(maxLineSize)}, the longest line read` +
      `${actual ? ` (that one has ${bytes(Number(actual))})` : ''}. ` +
      `Split that line, or raise the limit: dqw validate … --max-line-size <bytes>`,
    msg,
  );
}

/** What a refusal says of where it is: the file's line, and how its first line reads. */
interface Where {
  /** The file's line (see {@link fileLine}); DuckDB's own count when not given. */
  line?: number;
  /** Whether the first line is the header (production's default). */
  header?: boolean;
  /** The delimiter the workbench found itself, when DuckDB's detection gave up. */
  delimiter?: string | null;
}

function classify(file: string, e: unknown, where: Where = {}): Error {
  const msg = errorText(e);
  if (e instanceof CsvLoadError) return e;
  // A locked database refusing the read is no fault of the file: keep DuckDB's error.
  if (/Permission Error/i.test(msg) && e instanceof Error) return e;
  const line = where.line ?? duckdbLine(msg);
  const at = near(line);
  if (/not utf-8|invalid unicode/i.test(msg)) {
    const fact: CsvRefusal = { kind: 'not-utf8', line: line ?? null, byte: null };
    return new CsvLoadError(file, 'encoding', csvRefusalText(fact), msg, fact);
  }
  if (/not latin-1 encoded/i.test(msg)) {
    // DuckDB reads ISO-8859-1 only for it (see `located`, which names the option as given).
    const fact: CsvRefusal = {
      kind: 'latin1-controls',
      option: 'encoding',
      value: 'ISO-8859-1',
      line: null,
      byte: null,
    };
    return new CsvLoadError(file, 'encoding', csvRefusalText(fact), msg, fact);
  }
  const counts = /Expected Number of Columns:\s*(\d+)\s*Found:\s*(\d+)/i.exec(msg);
  if (counts && line !== undefined) {
    const fact: CsvRefusal = {
      kind: 'ragged',
      line,
      fields: Number(counts[2]),
      expected: Number(counts[1]),
      header: where.header ?? true,
      delimiter: where.delimiter ?? null,
    };
    return new CsvLoadError(file, 'ragged', csvRefusalText(fact), msg, fact);
  }
  if (counts || /Expected Number of Columns/i.test(msg)) {
    return new CsvLoadError(
      file,
      'ragged',
      `rows have different numbers of fields. Fix the rows, or check the delimiter`,
      msg,
    );
  }
  const long = /Maximum line size of (\d+) bytes exceeded/i.exec(msg);
  if (long) return lineTooLong(file, msg, Number(long[1]));
  if (/No files found|Cannot open file|does not exist/i.test(msg)) {
    return new CsvLoadError(file, 'not-found', `file not found`, msg);
  }
  return new CsvLoadError(
    file,
    'parse',
    `cannot be read as CSV${at}. Check that it is delimited text (CSV or TSV) with one record a line, or give the delimiter and quote explicitly`,
    msg,
  );
}

/**
 * A line Spark's CSV reader skips: nothing but characters up to U+0020 (spaces, tabs,
 * control characters), which Java's `String.trim` removes. Spark drops such lines before
 * parsing (`CSVUtils.filterCommentAndEmpty`), whatever the number of columns; a quoted
 * empty value (`""`) is a value.
 */
const BLANK_LINE = '[\\x00-\\x20]*';
const blankLine = (text: string): boolean => [...text].every((c) => c <= ' ');

/**
 * Whether `e` is the refusal of a row that is a line of only whitespace: one field where
 * the header has more. Spark skips that line, so the file is read again skipping them.
 * The line is read from the file (DuckDB's "Original Line" is not always the line).
 */
export async function isBlankLineRefusal(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  e: unknown,
): Promise<boolean> {
  if (!(e instanceof CsvLoadError) || e.fact?.kind !== 'ragged' || e.fact.fields !== 1)
    return false;
  const line = await rawFirstLine(runner, path, opts, e.fact.line - 1);
  return line !== null && blankLine(line);
}

/** `read_csv(...)` with the caller's options plus any `extra` named parameters. */
function readCsv(
  path: string,
  opts: CsvOptions,
  extra: Record<string, string> = {},
  fn = 'read_csv',
): string {
  const args: Record<string, string> = {};
  // Every row DuckDB refuses is a blank line (see `checkRejected`).
  if (opts.blankLines === 'rejected') args.ignore_errors = 'true';
  // A blank line of a one-column file is NULL to DuckDB, and so is `""` unless it says
  // otherwise: told so, `""` is '' and read as NULL again once the blank lines are gone.
  const column = opts.blankLines === 'column' && fn === 'read_csv';
  if (column) args.allow_quoted_nulls = 'false';
  if (opts.header !== undefined) args.header = String(opts.header);
  if (opts.delimiter !== undefined) args.delim = literal(opts.delimiter);
  if (opts.quote !== undefined) args.quote = literal(opts.quote);
  if (opts.skip !== undefined) args.skip = String(opts.skip);
  if (opts.maxLineSize !== undefined) args.max_line_size = String(Math.floor(opts.maxLineSize));
  if (opts.encoding !== undefined && opts.encoding !== 'utf-8')
    args.encoding = literal(opts.encoding);
  // A read that lists its columns names them itself.
  if (opts.names !== undefined && !('columns' in extra))
    args.names = `[${opts.names.map(literal).join(', ')}]`;
  Object.assign(args, extra);
  const named = Object.entries(args).map(([k, v]) => `, ${k} = ${v}`);
  const call = `${fn}(${literal(path)}${named.join('')})`;
  if (!column) return call;
  return `(SELECT nullif(COLUMNS(*), '') FROM ${call} WHERE COLUMNS(*) = '' OR NOT regexp_full_match(COLUMNS(*), '${BLANK_LINE}'))`;
}

/** Names the rejects tables of each {@link checkRejected} apart. */
let rejectsScans = 0;

/**
 * For a file read with `blankLines: 'rejected'`: reads it once, keeping the rows DuckDB
 * refuses, and throws the refusal of the first that is not a blank line (a ragged row, a
 * line too long), as a read without skipping would have.
 */
async function checkRejected(
  runner: QueryRunner,
  path: string,
  forced: CsvOptions,
  s: Sniffed,
): Promise<void> {
  const n = rejectsScans++;
  const table = `_dqw_rejects_${n}`;
  const scan = `_dqw_rejects_scan_${n}`;
  try {
    await query(
      runner,
      path,
      `SELECT count(*) FROM ${textSource(path, forced, s, {
        store_rejects: 'true',
        rejects_table: literal(table),
        rejects_scan: literal(scan),
      })}`,
    );
    const { rows } = await query(
      runner,
      path,
      `SELECT line::BIGINT AS line, csv_line, error_message FROM ${ident(table)} WHERE NOT regexp_full_match(coalesce(csv_line, ''), '${BLANK_LINE}') ORDER BY line LIMIT 1`,
    );
    const r = rows[0];
    if (r) {
      const msg = `CSV Error on Line: ${String(r.line)}\nOriginal Line: ${String(r.csv_line)}\n${String(r.error_message)}`;
      throw classify(path, new Error(msg), { header: s.header });
    }
  } finally {
    for (const t of [table, scan])
      await runner.query(`DROP TABLE IF EXISTS ${ident(t)}`).catch(() => undefined);
  }
}

/**
 * Runs `once` and, when DuckDB refused a line of only whitespace (which Spark skips, see
 * {@link isBlankLineRefusal}), once more skipping such lines.
 */
async function skippingBlankLines<T>(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  once: (opts: CsvOptions) => Promise<T>,
): Promise<T> {
  try {
    return await once(opts);
  } catch (e) {
    if (opts.blankLines !== undefined || !(await isBlankLineRefusal(runner, path, opts, e)))
      throw e;
    return once({ ...opts, blankLines: 'rejected' });
  }
}

async function query(runner: QueryRunner, file: string, sql: string) {
  try {
    return await runner.query(sql);
  } catch (e) {
    throw classify(file, e);
  }
}

interface Sniffed {
  header: boolean;
  delimiter: string;
  quote: string;
  /** The escape character, or `''`. */
  escape: string;
  skip: number;
  columns: { name: string; type: string }[];
}

/** A first line with this many delimiters makes a file "wide" (see `dialectHint`). */
export const WIDE_FIELDS = 1000;

/**
 * For a very wide file, the delimiter its first line shows, and no type detection.
 * DuckDB's dialect search parses its sample once per candidate dialect, which costs
 * seconds per thousand columns (22 s for 10,000 columns, 2.6 s with the dialect given):
 * telling it the delimiter and the standard quote leaves it only the types to detect,
 * which are skipped too. Narrow files keep DuckDB's full detection.
 */
async function dialectHint(opts: CsvOptions, lines: RawLines): Promise<Record<string, string>> {
  if (opts.delimiter !== undefined) return {};
  // Unreadable this way: DuckDB's own detection will say what is wrong.
  const line = (await lines(0)) ?? '';
  const counts = DELIMITER_CANDIDATES.map((d) => line.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  if (counts[best] + 1 < WIDE_FIELDS) return {};
  return {
    delim: literal(DELIMITER_CANDIDATES[best]),
    quote: `'"'`,
    escape: `'"'`,
    // The sniffed types are never used (every column is read as text, then typed as Spark
    // types it), and detecting them costs most of what is left: 0.7 s → 0.2 s natively
    // for 10,000 columns. The header is always forced, so it needs no types either.
    auto_type_candidates: `['VARCHAR']`,
  };
}

async function sniff(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  lines: RawLines,
): Promise<Sniffed> {
  const hint = await dialectHint(opts, lines);
  // With the header given, the sniff has only the dialect to find: the types it would
  // detect are never used (every column is read as text, then typed as Spark types it),
  // and detecting them cost 0.1 s of a cold DuckDB-WASM for 10 columns.
  const types: Record<string, string> =
    opts.header === undefined ? {} : { auto_type_candidates: `['VARCHAR']` };
  // Spark reads from the first line, so the sniffer skips none: given a ragged row in its
  // sample, it skipped every line before it, and the rest loaded as the file.
  const { rows } = await query(
    runner,
    path,
    `SELECT * FROM ${readCsv(path, opts, { ...types, ...hint, skip: String(opts.skip ?? 0), ...headBuffer(opts) }, 'sniff_csv')}`,
  );
  const r = rows[0];
  const char = (v: unknown) => (v === null || String(v) === '(empty)' ? '' : String(v));
  return {
    header: Boolean(r.HasHeader),
    delimiter: String(r.Delimiter),
    quote: char(r.Quote),
    escape: char(r.Escape),
    skip: Number(r.SkipRows ?? 0),
    columns: (r.Columns as { name: string; type: string }[]).map((c) => ({
      name: c.name,
      type: c.type,
    })),
  };
}

/**
 * Line `skip` of the file as raw text, without parsing it as CSV (a delimiter that no text
 * file holds), or `null` when it cannot be read that way. Cheap however wide the file.
 */
async function rawFirstLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  skip = 0,
): Promise<string | null> {
  const sql = `SELECT line FROM ${readCsv(path, rawText(opts), {
    auto_detect: 'false',
    header: 'false',
    delim: 'chr(31)',
    quote: "''",
    escape: "''",
    skip: String(skip),
    columns: `{'line': 'VARCHAR'}`,
    ...headBuffer(opts),
  })} LIMIT 1`;
  try {
    const line = (await runner.query(sql)).rows[0]?.line;
    return typeof line === 'string' ? line : null;
  } catch {
    return null;
  }
}

/** What carries over from `opts` to a reading of the file as raw lines: the encoding and the longest line. */
const rawText = (opts: CsvOptions): CsvOptions => ({
  ...(opts.maxLineSize === undefined ? {} : { maxLineSize: opts.maxLineSize }),
  ...(opts.encoding === undefined ? {} : { encoding: opts.encoding }),
});

/** The most blank lines looked for before the first record. */
const LEADING_BLANK_LINES = 1000;

/**
 * How many blank lines (see {@link BLANK_LINE}) the file starts with, up to
 * {@link LEADING_BLANK_LINES}: Spark skips them, and takes the header from the first line
 * that is not blank.
 */
async function leadingBlankLines(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
): Promise<number> {
  const sql = `SELECT line FROM ${readCsv(path, rawText(opts), {
    auto_detect: 'false',
    header: 'false',
    delim: 'chr(31)',
    quote: "''",
    escape: "''",
    columns: `{'line': 'VARCHAR'}`,
    parallel: 'false',
    ...headBuffer(opts),
  })} LIMIT ${LEADING_BLANK_LINES + 1}`;
  try {
    const { rows } = await runner.query(sql);
    const lines = rows.map((r) => (typeof r.line === 'string' ? r.line : ''));
    const lead = lines.findIndex((l) => !blankLine(l));
    return lead < 0 ? 0 : lead;
  } catch {
    return 0;
  }
}

/** Line `skip` of the file as raw text (see {@link rawFirstLine}). */
type RawLines = (skip: number) => Promise<string | null>;

/**
 * {@link rawFirstLine} read once per line for one load: the dialect hint and the header
 * both want line 0, and each read of it costs a buffer of the file (50–80 ms in the page).
 */
function rawLines(runner: QueryRunner, path: string, opts: CsvOptions): RawLines {
  const read = new Map<number, Promise<string | null>>();
  return (skip) => {
    let line = read.get(skip);
    if (!line) {
      line = rawFirstLine(runner, path, opts, skip);
      read.set(skip, line);
    }
    return line;
  };
}

/**
 * One line's fields (quotes removed, escaped quotes kept), or `null` when a quoted field
 * runs past the line (a newline in a header cell): the caller then asks DuckDB.
 */
function splitLine(line: string, delimiter: string, quote: string, escape: string) {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === escape && escape !== quote && line[i + 1] === quote) {
        field += quote;
        i++;
      } else if (ch === quote) {
        if (line[i + 1] === quote && escape === quote) {
          field += quote;
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (quote !== '' && ch === quote) quoted = true;
    else if (line.startsWith(delimiter, i)) {
      fields.push(field);
      field = '';
      i += delimiter.length - 1;
    } else field += ch;
  }
  if (quoted) return null;
  fields.push(field.replace(/\r$/, ''));
  return fields;
}

/** The first line's cells as written, to report what DuckDB renamed. */
async function firstLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: Sniffed,
  lines: RawLines,
): Promise<(string | null)[]> {
  const raw = await lines(s.skip);
  const fields = raw === null ? null : splitLine(raw, s.delimiter, s.quote, s.escape);
  if (fields && fields.length === s.columns.length) return fields;
  // The sniffed dialect and one VARCHAR per column, without detection: a second dialect
  // search would cost as much as the sniff itself on a wide file.
  const sql = `SELECT * FROM ${readCsv(
    path,
    { ...opts, header: false, delimiter: s.delimiter, quote: s.quote },
    {
      auto_detect: 'false',
      escape: literal(s.escape),
      skip: String(s.skip),
      columns: `{${s.columns.map((_, i) => `${literal(`c${i}`)}: 'VARCHAR'`).join(', ')}}`,
      ...headBuffer(opts),
    },
  )} LIMIT 1`;
  const { columns, rows } = await query(runner, path, sql);
  return rows.length ? columns.map((c) => rows[0][c.name] as string | null) : [];
}

/**
 * A `read_csv` of every column as text, in the dialect the sniff settled on, without a
 * second detection (a dialect search costs seconds on a wide file).
 */
function textSource(
  path: string,
  forced: CsvOptions,
  s: Sniffed,
  extra: Record<string, string> = {},
): string {
  return readCsv(
    path,
    { ...forced, header: s.header, delimiter: s.delimiter, quote: s.quote },
    {
      auto_detect: 'false',
      escape: literal(s.escape),
      skip: String(s.skip),
      columns: `{${s.columns.map((c) => `${literal(c.name)}: 'VARCHAR'`).join(', ')}}`,
      ...extra,
    },
  );
}

/** Refuse files without data or columns, and surface ragged rows the sniffer hid. */
async function checkShape(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: Sniffed,
  first: (string | null)[],
) {
  if (s.columns.length === 1 && s.columns[0].name === 'column0') {
    const { rows } = await query(
      runner,
      path,
      `SELECT count(*)::INTEGER AS n, count("column0")::INTEGER AS filled FROM ${readCsv(path, opts)}`,
    );
    if (Number(rows[0].n) === 0) throw new CsvLoadError(path, 'empty', `the file is empty`);
    if (Number(rows[0].filled) === 0) {
      throw new CsvLoadError(
        path,
        'no-columns',
        `no columns found (the file holds only blank lines)`,
      );
    }
  }
  if (s.columns.length === 1 && opts.delimiter === undefined) {
    // A ragged file defeats the dialect sniffer, which then settles on one column named
    // after the whole header line. Reading with the delimiter that line contains makes
    // DuckDB name the row.
    const ragged = await raggedRows(runner, path, opts, first.join(''), s.delimiter);
    if (ragged) throw ragged;
  }
}

/**
 * The refusal of a file whose rows differ in their number of fields, when DuckDB's dialect
 * detection gave up on it (or settled on one column): the file read with the first line's
 * delimiter (the one it holds most of, other than `not`) and its number of fields, without
 * detection, so that DuckDB names the first row that differs. Null when no delimiter
 * gives such a row.
 */
async function raggedRows(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  line: string | null,
  not?: string,
): Promise<CsvLoadError | null> {
  if (line === null) return null;
  const delimiter =
    opts.delimiter ??
    DELIMITER_CANDIDATES.filter((d) => d !== not && line.includes(d)).sort(
      (a, b) => line.split(b).length - line.split(a).length,
    )[0];
  if (delimiter === undefined) return null;
  const quote = opts.quote ?? '"';
  const fields = splitLine(line, delimiter, quote, quote);
  if (fields === null) return null;
  const dialect: CsvOptions = { ...opts, header: false, delimiter, quote };
  const columns = fields.map((_, i) => `${literal(`c${i}`)}: 'VARCHAR'`).join(', ');
  try {
    await runner.query(
      `SELECT count(*) FROM ${readCsv(path, dialect, {
        auto_detect: 'false',
        escape: literal(quote),
        columns: `{${columns}}`,
      })}`,
    );
    return null;
  } catch (e) {
    if (!/Expected Number of Columns/i.test(errorText(e))) return null;
    const where = { header: opts.header ?? true, delimiter: opts.delimiter ? null : delimiter };
    const refused = await located(
      runner,
      path,
      { ...dialect, header: where.header },
      classify(path, e, where),
      where,
    );
    return refused instanceof CsvLoadError ? refused : null;
  }
}

/**
 * The line of the file where DuckDB's record `record` starts. DuckDB counts records (the
 * header and blank lines included), and a record is more than one line when a quoted value
 * holds a line break. So the file is read line by line, as raw text: a line after an odd
 * number of quote characters is inside a quoted value, and every other line starts a
 * record. When none of the first `record` lines holds a quote, the count is the line (one
 * short read); when the lines cannot be read that way, DuckDB's count.
 */
async function fileLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  record: number,
): Promise<number> {
  const quote = opts.quote ?? '"';
  if (quote === '' || record <= 1) return record;
  const q = literal(quote);
  const lines = readCsv(path, rawText(opts), {
    auto_detect: 'false',
    header: 'false',
    delim: 'chr(31)',
    quote: "''",
    escape: "''",
    columns: `{'line': 'VARCHAR'}`,
    parallel: 'false',
  });
  const quotes = (v: string) =>
    `length(coalesce(${v}, '')) - length(replace(coalesce(${v}, ''), ${q}, ''))`;
  try {
    const head = await runner.query(
      `SELECT count(*) FILTER (WHERE contains(line, ${q}))::BIGINT AS n FROM (SELECT line FROM ${lines} LIMIT ${record})`,
    );
    if (Number(head.rows[0].n) === 0) return record;
    const { rows } = await runner.query(
      `WITH numbered AS (SELECT ordinality AS n, (${quotes('line')}) % 2 AS odd FROM ${lines} WITH ORDINALITY),
        starts AS (SELECT n FROM numbered QUALIFY coalesce(sum(odd) OVER (ORDER BY n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) % 2 = 0)
        SELECT n::BIGINT AS n FROM starts ORDER BY n LIMIT 1 OFFSET ${record - 1}`,
    );
    return rows.length ? Number(rows[0].n) : record;
  } catch {
    return record;
  }
}

/** `e` with the file's line for DuckDB's record (see {@link fileLine}), once. */
const lineFound = new WeakSet<CsvLoadError>();

/**
 * A refusal that names a line with the file's own line (see {@link fileLine}), and the
 * header as the read had it.
 */
async function located(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  e: unknown,
  where: Where = {},
): Promise<unknown> {
  if (!(e instanceof CsvLoadError) || lineFound.has(e)) return e;
  const encoding = opts.read?.encoding;
  if (e.fact?.kind === 'latin1-controls' && encoding) {
    const fact: CsvRefusal = { ...e.fact, ...encoding };
    const named = new CsvLoadError(e.file, e.kind, csvRefusalText(fact), e.engineMessage, fact);
    lineFound.add(named);
    return named;
  }
  if (e.kind !== 'ragged' && e.kind !== 'encoding' && e.kind !== 'parse') return e;
  const record = duckdbLine(e.engineMessage);
  if (record === undefined) return e;
  const line = await fileLine(runner, path, opts, record);
  const again = classify(e.file, new Error(e.engineMessage), {
    header: opts.header ?? true,
    delimiter: e.fact?.kind === 'ragged' ? e.fact.delimiter : null,
    ...where,
    line,
  });
  if (again instanceof CsvLoadError) lineFound.add(again);
  return again;
}

function renames(s: Sniffed, first: (string | null)[]): CsvLoadInfo['renamed'] {
  if (!s.header) return [];
  return s.columns.flatMap((c, index) => {
    const from = first[index] ?? '';
    return from === c.name ? [] : [{ index, from, to: c.name }];
  });
}

function renameWarnings(renamed: CsvLoadInfo['renamed']): ReadWarning[] {
  return renamed.map(({ index, from, to }) =>
    from.trim() === '' || /^_c\d+$/.test(to)
      ? { kind: 'blank-header', column: index + 1, name: to }
      : { kind: 'renamed-header', column: index + 1, header: from, name: to },
  );
}

/** The type each column gets, and why: a schema override, no inference, or Spark's inference. */
function plan(
  path: string,
  names: string[],
  inferred: ColumnInference[] | null,
  opts: CsvOptions,
): {
  name: string;
  type: { kind: string; precision?: number; scale?: number };
  reason: TypeReason;
}[] {
  const fields = new Map<string, DdlField>();
  for (const field of opts.schema?.fields ?? []) {
    const name =
      names.find((n) => n === field.name) ??
      names.find((n) => n.toLowerCase() === field.name.toLowerCase());
    if (name === undefined) {
      const near = closest(field.name, names, 3);
      throw new CsvLoadError(
        path,
        'schema',
        `the schema names \`${field.name}\`, which the file does not have${near.length ? ` (did you mean ${near.map((n) => `\`${n}\``).join(', ')}?)` : ''}`,
      );
    }
    fields.set(name, field);
  }
  return names.map((name, i) => {
    const field = fields.get(name);
    if (field)
      return {
        name,
        type: field.type,
        reason: { kind: 'schema', ddl: `${name} ${field.typeName.toUpperCase()}` },
      };
    if (!inferred) {
      return {
        name,
        type: { kind: 'string' },
        reason: { kind: 'no-inference', from: opts.readFrom ?? 'choice' },
      };
    }
    return { name, type: inferred[i].type, reason: { kind: 'inferred' } };
  });
}

/** Empty text and `nullValue` per column (what Spark reads as NULL), when nothing else counted them. */
async function countEmpties(
  runner: QueryRunner,
  path: string,
  from: string,
  names: string[],
  read: CsvReadOptions,
): Promise<number[]> {
  if (names.length === 0) return [];
  const checks = names.map(
    (n, i) =>
      `count(*) FILTER (WHERE ${ident(n)} = '' OR ${ident(n)} = ${literal(read.nullValue)})::BIGINT AS ${ident(`e${i}`)}`,
  );
  const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${from}`);
  return names.map((_, i) => Number(rows[0][`e${i}`] ?? 0));
}

/** The values production reads for example texts, converted by the database as the load did. */
async function convertExamples(
  runner: QueryRunner,
  path: string,
  items: { text: string; type: { kind: string; precision?: number; scale?: number } }[],
  read: CsvReadOptions,
): Promise<(string | null)[]> {
  // Each text and type once (the copies of a column on a wide file share them), in
  // statements of bounded size, as the conversions are (see `batches`).
  const key = (it: (typeof items)[number]) =>
    `${it.type.kind}(${it.type.precision},${it.type.scale}) ${it.text}`;
  const unique = [...new Map(items.map((it) => [key(it), it])).values()].map(
    (it, i) =>
      [
        key(it),
        `CAST(${convertExpr(literal(it.text), it.type, read)} AS VARCHAR) AS ${ident(`x${i}`)}`,
        `x${i}`,
      ] as const,
  );
  const values = new Map<string, string | null>();
  for (const batch of batches(unique, ([, sql]) => sql.length)) {
    const { rows } = await query(runner, path, `SELECT ${batch.map(([, sql]) => sql).join(', ')}`);
    for (const [k, , alias] of batch) values.set(k, (rows[0][alias] ?? null) as string | null);
  }
  return items.map((it) => values.get(key(it)) ?? null);
}

/** The read options in force, the dialect read, and the header as written. */
interface Prepared {
  read: CsvReadOptions;
  forced: CsvOptions;
  s: Sniffed;
  first: (string | null)[];
}

/** Production's read options over the caller's choices, the sniffed dialect, and the shape checks. */
async function prepare(runner: QueryRunner, path: string, opts: CsvOptions): Promise<Prepared> {
  const read = opts.read ?? readOptions(null, new Date());
  const forced: CsvOptions = {
    header: opts.header ?? read.header,
    ...(opts.delimiter !== undefined
      ? { delimiter: opts.delimiter }
      : read.sepGiven
        ? { delimiter: read.sep }
        : {}),
    ...(opts.quote !== undefined
      ? { quote: opts.quote }
      : read.quote !== null
        ? { quote: read.quote }
        : {}),
    ...(opts.maxLineSize !== undefined ? { maxLineSize: opts.maxLineSize } : {}),
    ...(opts.blankLines !== undefined ? { blankLines: opts.blankLines } : {}),
  };
  // The file in production's encoding, or a refusal that says why the workbench cannot.
  const encoding = csvEncoding(read, opts.bom ?? null);
  if ('refusal' in encoding)
    throw new CsvLoadError(
      path,
      'encoding',
      csvRefusalText(encoding.refusal),
      '',
      encoding.refusal,
    );
  forced.encoding = encoding.duckdb;
  try {
    return await prepareRead(runner, path, read, forced);
  } catch (e) {
    throw await located(runner, path, { ...forced, read }, e);
  }
}

/** The sniffed dialect, the header as written, and the shape checks, for {@link prepare}. */
async function prepareRead(
  runner: QueryRunner,
  path: string,
  read: CsvReadOptions,
  forced: CsvOptions,
): Promise<Prepared> {
  // An empty or blank file defeats a sniff with header=true: sniff it freely to say why.
  // So does a ragged one: read it with its first line's delimiter to name the row.
  const lines = rawLines(runner, path, forced);
  // Spark looks for the header past any blank lines.
  const line0 = await lines(0);
  if (line0 === null || blankLine(line0)) {
    const lead = await leadingBlankLines(runner, path, forced);
    if (lead > 0) forced.skip = lead;
  }
  const s = await sniff(runner, path, forced, lines).catch(async (e: unknown) => {
    const free = await sniff(runner, path, { ...forced, header: undefined }, lines).catch(
      () => null,
    );
    if (free && free.columns.length === 1 && free.columns[0].name === 'column0') return free;
    throw (await raggedRows(runner, path, forced, await lines(0))) ?? classify(path, e);
  });
  const first = await firstLine(runner, path, forced, s, lines);
  await checkShape(runner, path, forced, s, first);
  if (forced.blankLines === 'rejected') await checkRejected(runner, path, forced, s);
  // Spark skips the blank lines of a one-column file too (DuckDB reads them as NULL).
  if (s.columns.length === 1) forced.blankLines = 'column';
  // Spark's names, not DuckDB's (`column0`, `a_1`): rules, schema checks and the files
  // written name the columns as production does.
  if (first.length === s.columns.length) {
    const names = sparkHeaderNames(first, s.header, read.nullValue);
    if (names.some((n, i) => n !== s.columns[i].name)) {
      s.columns = s.columns.map((c, i) => ({ ...c, name: names[i] }));
      forced.names = names;
    }
  }
  return { read, forced, s, first };
}

/**
 * Runs `once` and, when a line is longer than DuckDB's default, once more with
 * {@link LONG_LINE_LIMIT}. Past that, or past the caller's `maxLineSize`, the error gives
 * the limit and how to raise it.
 */
async function withLongLines<T>(
  path: string,
  opts: CsvOptions,
  once: (opts: CsvOptions) => Promise<T>,
): Promise<T> {
  try {
    return await once(opts);
  } catch (e) {
    if (!(e instanceof CsvLoadError) || e.kind !== 'line-too-long') throw e;
    if (opts.maxLineSize !== undefined) throw lineTooLong(path, e.engineMessage, opts.maxLineSize);
    try {
      return await once({ ...opts, maxLineSize: LONG_LINE_LIMIT });
    } catch (again) {
      if (!(again instanceof CsvLoadError) || again.kind !== 'line-too-long') throw again;
      throw lineTooLong(path, again.engineMessage, LONG_LINE_LIMIT);
    }
  }
}

type Planned = ReturnType<typeof plan>;

/**
 * The most columns typed per statement. DuckDB's optimizer takes time that grows with the
 * square of a projection's expressions: typing 1,000 integer columns in one
 * `SELECT * REPLACE (…)` took 20 s natively and 32 s in DuckDB-WASM, 2,000 columns 83 s
 * natively; in batches of 100 joined by position, 2,000 columns take about 3 s.
 */
export const CONVERT_BATCH = 100;
/**
 * The most SQL text per statement, since some conversions are far bigger than others (an
 * integer's is 150 characters, a timestamp's with Spark's zone forms 8,000): 70 timestamp
 * columns in one statement took 5.4 s natively, 35 took 1.3 s.
 */
export const CONVERT_TEXT = 20_000;

/** `items` in order, in runs of at most {@link CONVERT_BATCH} and {@link CONVERT_TEXT} characters. */
function batches<T>(items: readonly T[], size: (item: T) => number): T[][] {
  const out: T[][] = [];
  let text = Infinity;
  for (const item of items) {
    const n = size(item);
    if (
      out.length === 0 ||
      out[out.length - 1].length >= CONVERT_BATCH ||
      text + n > CONVERT_TEXT
    ) {
      out.push([]);
      text = 0;
    }
    out[out.length - 1].push(item);
    text += n;
  }
  return out;
}

/**
 * Rebuilds `table` with the `convert` columns typed as planned, keeping the file's column
 * order and row order (insertion order, so `rowid` order is the file's). Up to
 * {@link CONVERT_BATCH} columns (and ten times {@link CONVERT_TEXT}): one statement.
 * More: each batch (see {@link batches}) is typed into a temporary table, reading only its
 * own columns, and one rebuild takes every column from where it is, the tables joined by
 * position (they all hold the rows in the table's order). Either way the cost does not
 * grow with one ALTER per column.
 */
async function convertColumns(
  runner: QueryRunner,
  path: string,
  table: string,
  names: readonly string[],
  convert: Planned,
  read: CsvReadOptions,
  decided: (p: Planned[number]) => boolean = () => false,
): Promise<void> {
  const typed = convert.map(
    (p) =>
      [
        p.name,
        `CAST(${(decided(p) ? convertDecidedExpr : convertExpr)(ident(p.name), p.type, read)} AS ${duckdbTypeFor(p.type)}) AS ${ident(p.name)}`,
      ] as const,
  );
  if (typed.length === 0) return;
  const text = typed.reduce((n, [, sql]) => n + sql.length, 0);
  // A narrow file keeps one rebuild: batches cost a second copy of the rows.
  if (typed.length <= CONVERT_BATCH && text <= 10 * CONVERT_TEXT) {
    await query(
      runner,
      path,
      `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * REPLACE (${typed.map(([, sql]) => sql).join(', ')}) FROM ${ident(table)}`,
    );
    return;
  }
  const parts: string[] = [];
  const home = new Map<string, string>();
  try {
    for (const batch of batches(typed, ([, sql]) => sql.length)) {
      const part = `${table}__typed_${parts.length}`;
      parts.push(part);
      await query(
        runner,
        path,
        `CREATE OR REPLACE TEMP TABLE ${ident(part)} AS SELECT ${batch.map(([, sql]) => sql).join(', ')} FROM ${ident(table)}`,
      );
      for (const [name] of batch) home.set(name, part);
    }
    const select = names.map((n) => `${ident(home.get(n) ?? table)}.${ident(n)}`);
    await query(
      runner,
      path,
      `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT ${select.join(', ')} FROM ${[table, ...parts].map(ident).join(' POSITIONAL JOIN ')}`,
    );
  } finally {
    for (const part of parts)
      await runner.query(`DROP TABLE IF EXISTS ${ident(part)}`).catch(() => undefined);
  }
}

/**
 * Spark's inference over `source` (a table or a `read_csv` of text), in one scan of cheap
 * tests; the exact, regex-based pass reads only the columns they leave undecided.
 */
async function inferColumns(
  runner: QueryRunner,
  path: string,
  source: string,
  names: readonly string[],
  read: CsvReadOptions,
  rows: number | null = null,
): Promise<{ columns: ColumnInference[]; undecided: Set<string> }> {
  // A long, narrow table is classified column by column; others unpivoted (infer-sql.ts).
  const columnar =
    rows !== null && rows >= COLUMNAR_MIN_ROWS && names.length <= COLUMNAR_MAX_COLUMNS;
  const cheap = columnar
    ? columnarRows(
        (await query(runner, path, cheapInferenceQueryColumnar(source, names, read))).rows[0],
        names,
      )
    : (await query(runner, path, cheapInferenceQuery(source, names, read))).rows;
  const undecided = cheap.filter((r) => Number(r.u ?? 0) > 0).map((r) => String(r.c));
  const exact = undecided.length
    ? (await query(runner, path, inferenceQuery(source, undecided, read))).rows
    : [];
  return { columns: readInference(cheap, exact, names, read), undecided: new Set(undecided) };
}

/** Whether a column needs a conversion from the text read (a type, or Spark's NULL texts). */
const converts = (p: Planned[number], empties: number): boolean =>
  p.type.kind !== 'string' || empties > 0;

/** Each column as production reads it, with notes on what that reading changes. */
async function readColumnsOf(
  runner: QueryRunner,
  path: string,
  planned: Planned,
  inferred: (ColumnInference | null)[] | null,
  read: CsvReadOptions,
): Promise<ReadColumn[]> {
  // Notes on what production's reading changes, with the values it gives for examples.
  const examples: { text: string; type: Planned[number]['type'] }[] = [];
  if (inferred) {
    for (const [i, c] of inferred.entries()) {
      if (c === null || planned[i].reason.kind !== 'inferred') continue;
      for (const text of [c.leadingZero, c.offset, c.timeOnly]) {
        if (text !== null) examples.push({ text, type: planned[i].type });
      }
    }
  }
  const convertedTexts = await convertExamples(runner, path, examples, read);
  const converted = new Map(examples.map((e, i) => [e.text, convertedTexts[i]]));
  return planned.map((p, i) => {
    const sparkType =
      p.type.kind === 'decimal' ? `decimal(${p.type.precision},${p.type.scale})` : p.type.kind;
    const c = inferred?.[i] ?? null;
    const inferredNote =
      c && p.reason.kind === 'inferred'
        ? inferredNotes(c, (text) => converted.get(text) ?? null)
        : { notes: [], facts: [], example: null };
    const facts = [...inferredNote.facts, ...(c ? formatColumnNotes(c, read) : [])];
    const notes = { ...inferredNote, notes: facts.map(readNoteText), facts };
    return {
      name: p.name,
      sparkType,
      reason: p.reason,
      reasonText: reasonText(p.reason),
      ...notes,
    };
  });
}

/** The read's warnings, in English and as data. */
function warningsOf(
  opts: CsvOptions,
  prepared: Prepared,
): { warnings: string[]; warningFacts: ReadWarning[] } {
  const warningFacts = readWarnings(opts, prepared);
  return { warnings: warningFacts.map(readWarningText), warningFacts };
}

/** Warnings about the read that are not about one column. */
function readWarnings(opts: CsvOptions, { read, s, first }: Prepared): ReadWarning[] {
  return [
    ...renameWarnings(renames(s, first)),
    ...(opts.delimiter === undefined && !read.sepGiven && s.delimiter !== ','
      ? [{ kind: 'delimiter', delimiter: s.delimiter } as const]
      : []),
    ...read.notEmulated.map((option) => ({ kind: 'not-emulated', option }) as const),
    ...(read.charset
      ? [
          {
            kind: 'charset-ignored',
            ...read.charset,
            encoding: read.encoding?.value ?? null,
          } as const,
        ]
      : []),
    // A sample of the rows matters only to an inference.
    ...(read.samplingRatio && read.inferSchema
      ? [{ kind: 'sampling-ratio', ...read.samplingRatio } as const]
      : []),
    ...(read.mode ? [{ kind: 'parse-mode', ...read.mode } as const] : []),
    ...read.formatNotes.map((note) => ({ kind: 'format', note }) as const),
  ];
}

/**
 * Load the CSV at `path` (a path DuckDB can open: a host path natively, a registered
 * file name in DuckDB-WASM) into a new TABLE `table`, replacing any table of that name,
 * typed as production would type it. Throws `CsvLoadError` with the file name and a
 * plain-words reason on bad input.
 *
 * A line longer than DuckDB's default (2,000,000 bytes) is accepted: the file is read
 * again with {@link LONG_LINE_LIMIT}. Past that, or past the caller's `maxLineSize`, the
 * error gives the limit and how to raise it.
 */
export async function loadCsv(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions = {},
): Promise<CsvLoadInfo> {
  return withLongLines(path, opts, (o) =>
    skippingBlankLines(runner, path, o, (b) => loadCsvOnce(runner, path, table, b)),
  );
}

async function loadCsvOnce(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
): Promise<CsvLoadInfo> {
  const prepared = await prepare(runner, path, opts);
  try {
    return await loadPrepared(runner, path, table, opts, prepared);
  } catch (e) {
    throw await located(runner, path, dialectOf(prepared), e);
  }
}

/** The dialect the file was read in, for the lines of a refusal (see {@link located}). */
const dialectOf = ({ read, forced, s }: Prepared): CsvOptions => ({
  ...forced,
  read,
  header: s.header,
  quote: s.quote,
});

async function loadPrepared(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  prepared: Prepared,
): Promise<CsvLoadInfo> {
  const { read, forced, s } = prepared;

  // The one read of the file: every column as text. A wide file is read with the sniffed
  // columns, as `csvView` reads it: detecting the dialect again would cost as much as the
  // sniff (4 s for 1,000 columns in DuckDB-WASM).
  const wide = s.columns.length >= WIDE_FIELDS;
  const dialect = { ...forced, header: s.header, delimiter: s.delimiter };
  if (read.inferSchema && opts.speculate !== false && s.columns.length <= SPECULATE_MAX_COLUMNS) {
    const guessed = await loadGuessed(runner, path, table, opts, prepared, dialect);
    if (guessed) return finishLoad(runner, path, table, opts, prepared, guessed);
  }
  const source = wide
    ? textSource(path, forced, s)
    : readCsv(path, dialect, { all_varchar: 'true' });
  await query(runner, path, `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM ${source}`);
  const names = wide
    ? s.columns.map((c) => c.name)
    : (await query(runner, path, `DESCRIBE ${ident(table)}`)).rows.map((r) =>
        String(r.column_name),
      );

  // One scan of the loaded text classifies every value as Spark would.
  let inferred: ColumnInference[] | null = null;
  let undecided = new Set<string>();
  if (read.inferSchema) {
    // Counting a table's rows reads no data.
    const loaded = await query(runner, path, `SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
    const rows = Number(loaded.rows[0].n);
    ({ columns: inferred, undecided } = await inferColumns(
      runner,
      path,
      ident(table),
      names,
      read,
      rows,
    ));
  }
  const planned = plan(path, names, inferred, opts);
  const empties = inferred
    ? inferred.map((c) => c.empties)
    : await countEmpties(runner, path, ident(table), names, read);

  const convert = planned.filter((p, i) => converts(p, empties[i]));
  // A column the cheap scan classified whole needs no syntax checks (infer-sql.ts).
  await convertColumns(
    runner,
    path,
    table,
    names,
    convert,
    read,
    (p) => p.reason.kind === 'inferred' && !undecided.has(p.name),
  );

  return finishLoad(runner, path, table, opts, prepared, { planned, inferred });
}

/** What a load settled: each column's production type, and the inference behind it. */
interface Settled {
  planned: Planned;
  inferred: ColumnInference[] | null;
}

/**
 * The load in one pass: production's types inferred on the first {@link SAMPLE_ROWS} rows,
 * then one `CREATE TABLE … AS SELECT` from the file whose conversions check every value
 * against them (`checkedConvertExpr`). Columns the sample cannot settle are inferred from
 * every row first. Null when a value past the sample changes a type: the caller then
 * loads the text and infers from every row, as before.
 */
async function loadGuessed(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  { read }: Prepared,
  dialect: CsvOptions,
): Promise<Settled | null> {
  const text = readCsv(path, dialect, { all_varchar: 'true' });
  // The first rows, read by one thread from the start so that the read stops there.
  const firstRows = `SELECT * FROM ${readCsv(path, dialect, {
    all_varchar: 'true',
    parallel: 'false',
    ...headBuffer(dialect),
  })} LIMIT ${SAMPLE_ROWS}`;
  const {
    names,
    columns: inferred,
    checked,
  } = await withSample(runner, path, firstRows, { keep: true, for: table }, async (sample) => {
    const names = (await query(runner, path, `DESCRIBE SELECT * FROM ${sample}`)).rows.map((r) =>
      String(r.column_name),
    );
    return { names, ...(await guessTypes(runner, path, { sample, source: text }, names, read)) };
  });
  const planned = plan(path, names, inferred, opts);
  const select = planned.map((p, i) => {
    const col = ident(p.name);
    const check = p.reason.kind === 'schema' ? undefined : checked.get(p.name);
    if (check !== undefined) return `${check} AS ${col}`;
    // Empties past the sample are not counted: a forced type converts them all the same.
    return p.reason.kind === 'schema' || converts(p, inferred[i].empties)
      ? `CAST(${convertExpr(col, p.type, read)} AS ${duckdbTypeFor(p.type)}) AS ${col}`
      : col;
  });
  try {
    await runner.query(
      `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT ${select.join(', ')} FROM ${text}`,
    );
  } catch (e) {
    if (isReinfer(e)) return null;
    throw classify(path, e);
  }
  return { planned, inferred };
}

/** The load's answer, once the table holds production's types. */
async function finishLoad(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  prepared: Prepared,
  { planned, inferred }: Settled,
): Promise<CsvLoadInfo> {
  const { read, s } = prepared;
  const readColumns = await readColumnsOf(runner, path, planned, inferred, read);
  const described = await query(runner, path, `DESCRIBE ${ident(table)}`);
  const counted = await query(runner, path, `SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
  return {
    file: path,
    table,
    header: s.header,
    delimiter: s.delimiter,
    quote: s.quote,
    columns: described.rows.map((r) => ({
      name: String(r.column_name),
      type: String(r.column_type),
    })),
    rows: Number(counted.rows[0].n),
    read: readColumns,
    renamed: renames(s, prepared.first),
    ...warningsOf(opts, prepared),
  };
}

/** What the view says of a column it did not scan: text. */
const textColumn = (name: string): ColumnInference => ({
  name,
  type: { kind: 'string' },
  values: 0,
  leadingZero: null,
  offset: null,
  timeOnly: null,
  text: null,
  classes: [],
  empties: 0,
  boolLike: false,
});

/**
 * Whether `e` is DuckDB refusing the text of a CSV file: a row with another number of
 * fields, text not in the file's encoding, a line too long. A query over a
 * {@link csvView} reads the file as it runs, and can meet one past the rows read before.
 */
export function isCsvReadError(e: unknown): boolean {
  return /CSV Error on Line|Expected Number of Columns|not utf-8|invalid unicode|not latin-1 encoded|Maximum line size/i.test(
    errorText(e),
  );
}

/**
 * The refusal, in the user's terms, of a CSV read error (see {@link isCsvReadError}) met
 * by a query over the {@link csvView} of `path` that `info` describes: the file's line,
 * not DuckDB's count of records.
 */
export async function csvReadRefusal(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  info: Pick<CsvViewInfo, 'header' | 'quote'>,
  e: unknown,
): Promise<unknown> {
  const dialect = { ...opts, header: info.header, quote: info.quote };
  return located(runner, path, dialect, classify(path, e, { header: info.header }));
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

/**
 * A VIEW over the CSV file typed exactly as {@link loadCsv} types the loaded table, so
 * that validating needs no copy of the file in memory: two streamed passes instead of a
 * load. Pass 1 is the loader's own inference scan, run over a `read_csv` of every column
 * as text instead of over a loaded table. Pass 2 is the caller's query over the view,
 * which reads the file as text again and applies the loader's conversions as
 * expressions. Only the columns in `touched` (the columns the rules read, or `all`) are
 * scanned and converted; the others stay text, as no query of the run reads them.
 */
export async function csvView(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
  speculate = false,
): Promise<CsvViewInfo> {
  return withLongLines(path, opts, (o) =>
    skippingBlankLines(runner, path, o, (b) =>
      csvViewOnce(runner, path, view, b, touched, speculate),
    ),
  );
}

/**
 * With `speculate`, the types are inferred on the first {@link SAMPLE_ROWS} rows and every
 * value is checked against them by the view itself (`checkedConvertExpr`): the caller's
 * query over the view is then the only full pass, and fails with `REINFER` when a value
 * beyond the sample would change a type; the caller then builds the view again without
 * speculating. Columns the sample cannot settle are inferred from the whole file first.
 */
async function inferOrGuess(
  runner: QueryRunner,
  path: string,
  { source, sampleSource, view }: { source: string; sampleSource: string; view: string },
  scanned: readonly string[],
  read: CsvReadOptions,
  speculate: boolean,
): Promise<Guessed> {
  if (!speculate)
    return {
      columns: (await inferColumns(runner, path, source, scanned, read)).columns,
      checked: new Map(),
    };
  return withSample(
    runner,
    path,
    `SELECT ${scanned.map(ident).join(', ')} FROM ${sampleSource} LIMIT ${SAMPLE_ROWS}`,
    { keep: scanned.length <= SPECULATE_MAX_COLUMNS, for: view },
    (sample) => guessTypes(runner, path, { sample, source }, scanned, read),
  );
}

/**
 * Runs `use` on the rows of `select` (the file's first rows): kept in a temporary table
 * when `keep` (describing and inferring them then reads no file: 0.5 s → 0.2 s in the
 * page for 10 columns), or as a subquery, for a wide file whose sample would fill memory.
 * The table is named after the load's own target (`for`): two loads on one connection
 * (the dataset and the Compare view's second file) may interleave their statements.
 */
async function withSample<T>(
  runner: QueryRunner,
  path: string,
  select: string,
  { keep, for: target }: { keep: boolean; for: string },
  use: (sample: string) => Promise<T>,
): Promise<T> {
  if (!keep) return use(`(${select})`);
  const table = ident(`_dqw_sample_${target}`);
  await query(runner, path, `CREATE OR REPLACE TEMP TABLE ${table} AS ${select}`);
  try {
    return await use(table);
  } finally {
    await runner.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  }
}

/** Each column's inference, and the checked conversion of each column the sample settles. */
interface Guessed {
  columns: ColumnInference[];
  checked: Map<string, string>;
}

/**
 * Production's types guessed on `sample` (the first rows), with a conversion for each
 * column that checks every value against its guess (`checkedConvertExpr`); the columns the
 * sample cannot settle are inferred from every row of `source`, and get no check.
 */
async function guessTypes(
  runner: QueryRunner,
  path: string,
  { sample, source }: { sample: string; source: string },
  names: readonly string[],
  read: CsvReadOptions,
): Promise<Guessed> {
  const guessed = (await inferColumns(runner, path, sample, names, read)).columns;
  const checked = new Map<string, string>();
  for (const col of guessed) {
    const expr = checkedConvertExpr(ident(col.name), col, read);
    if (expr !== null) checked.set(col.name, expr);
  }
  const unsure = names.filter((n) => !checked.has(n));
  const full = unsure.length
    ? (await inferColumns(runner, path, source, unsure, read)).columns
    : [];
  const byName = new Map(full.map((c) => [c.name, c]));
  return { columns: guessed.map((c) => byName.get(c.name) ?? c), checked };
}

async function csvViewOnce(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
  speculate: boolean,
): Promise<CsvViewInfo> {
  const prepared = await prepare(runner, path, opts);
  try {
    return await viewPrepared(runner, path, view, opts, touched, speculate, prepared);
  } catch (e) {
    throw await located(runner, path, dialectOf(prepared), e);
  }
}

async function viewPrepared(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
  speculate: boolean,
  prepared: Prepared,
): Promise<CsvViewInfo> {
  const { read, forced, s } = prepared;
  const names = s.columns.map((c) => c.name);
  const source = textSource(path, forced, s);
  // The first rows, read by one thread from the start so the read stops at the limit.
  const sampleSource = textSource(path, forced, s, { parallel: 'false', ...headBuffer(forced) });
  // Rule columns are matched case-insensitively, as the engine resolves them.
  const wanted = touched === 'all' ? null : new Set(touched.map((n) => n.toLowerCase()));
  const scanned = names.filter((n) => !wanted || wanted.has(n.toLowerCase()));

  let inferred: (ColumnInference | null)[] | null = null;
  let empties: number[];
  let checked = new Map<string, string>();
  if (read.inferSchema) {
    // No column to scan (`row_count` alone): no pass before the rules'.
    const inference = scanned.length
      ? await inferOrGuess(runner, path, { source, sampleSource, view }, scanned, read, speculate)
      : { columns: [], checked };
    const columns = inference.columns;
    checked = inference.checked;
    const byName = new Map(columns.map((c) => [c.name, c]));
    inferred = names.map((n) => byName.get(n) ?? null);
    empties = inferred.map((c) => c?.empties ?? 0);
  } else {
    const counted = await countEmpties(runner, path, source, scanned, read);
    const byName = new Map(scanned.map((n, i) => [n, counted[i]]));
    empties = names.map((n) => byName.get(n) ?? 0);
  }
  // A column no rule reads is not scanned: it stays text.
  const planned = plan(
    path,
    names,
    inferred && inferred.map((c, i) => c ?? textColumn(names[i])),
    opts,
  );
  const isScanned = new Set(scanned);
  // With a list of columns, the view holds only those (or the first column, for a
  // `row_count` alone): every query of the run binds the view, and binding 10,000
  // converted columns costs about a second each time.
  const narrow = touched !== 'all';
  const inView = (p: Planned[number], i: number) =>
    !narrow || isScanned.has(p.name) || (scanned.length === 0 && i === 0);
  const select = planned.flatMap((p, i) => {
    if (!inView(p, i)) return [];
    const col = ident(p.name);
    const typed = isScanned.has(p.name) || p.reason.kind === 'schema';
    const check = p.reason.kind === 'schema' ? undefined : checked.get(p.name);
    if (typed && check !== undefined) return [`${check} AS ${col}`];
    return [typed && converts(p, empties[i]) ? `${convertExpr(col, p.type, read)} AS ${col}` : col];
  });
  await query(
    runner,
    path,
    `CREATE OR REPLACE TEMP VIEW ${ident(view)} AS SELECT ${select.join(', ')} FROM ${source}`,
  );
  // The narrow view's own types, exactly as DESCRIBE gives them; the other columns are
  // what a full view would give (the run reads none of them, only their names).
  const viewTypes = narrow
    ? new Map(
        (await query(runner, path, `DESCRIBE SELECT * FROM ${ident(view)}`)).rows.map((r) => [
          String(r.column_name),
          String(r.column_type),
        ]),
      )
    : null;
  const shown = planned.filter((p) => isScanned.has(p.name));
  const readColumns = await readColumnsOf(
    runner,
    path,
    shown,
    inferred && shown.map((p) => inferred[names.indexOf(p.name)]),
    read,
  );
  // What a view of every column gives (binding it again to DESCRIBE it costs a second per
  // 10,000 columns).
  const columns = planned.map((p) => ({
    name: p.name,
    type: isScanned.has(p.name) || p.reason.kind === 'schema' ? duckdbTypeFor(p.type) : 'VARCHAR',
  }));
  return {
    header: s.header,
    quote: s.quote,
    columns,
    read: readColumns,
    ...(viewTypes
      ? { described: columns.map((c) => ({ name: c.name, type: viewTypes.get(c.name) ?? c.type })) }
      : {}),
    ...warningsOf(opts, prepared),
  };
}
