/**
 * The `read_csv` calls of a CSV read: the caller's options as DuckDB's named parameters,
 * the read of every column as text in the sniffed dialect, the head-of-file buffer, and
 * one query that turns DuckDB's refusals into the user's terms.
 */
import { classify } from './errors.ts';
import { literal } from '../quote.ts';
import {
  BLANK_LINE,
  type CsvOptions,
  type QueryRunner,
  type SniffedCsv,
} from '../../../engine/index.ts';

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
export const HEAD_BUFFER_SIZE = 4 * 1024 * 1024;

/** `read_csv`'s `buffer_size` for a read of the head of the file (see {@link HEAD_BUFFER_SIZE}). */
export const headBuffer = (opts: CsvOptions): Record<string, string> =>
  opts.maxLineSize === undefined
    ? { buffer_size: String(HEAD_BUFFER_SIZE), max_line_size: String(DEFAULT_MAX_LINE_SIZE) }
    : {};

/** `read_csv(...)` with the caller's options plus any `extra` named parameters. */
export function readCsv(
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

/**
 * A `read_csv` of every column as text, in the dialect the sniff settled on, without a
 * second detection (a dialect search costs seconds on a wide file).
 */
export function textSource(
  path: string,
  forced: CsvOptions,
  s: SniffedCsv,
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

/** What carries over from `opts` to a reading of the file as raw lines: the encoding and the longest line. */
export const rawText = (opts: CsvOptions): CsvOptions => ({
  ...(opts.maxLineSize === undefined ? {} : { maxLineSize: opts.maxLineSize }),
  ...(opts.encoding === undefined ? {} : { encoding: opts.encoding }),
});

export async function query(runner: QueryRunner, file: string, sql: string) {
  try {
    return await runner.query(sql);
  } catch (e) {
    throw classify(file, e);
  }
}

/**
 * A `read_csv` of the file as raw lines, one `line` column, without parsing it as CSV (a
 * delimiter that no text file holds, no quote), in the encoding and with the longest line
 * of `opts`; `extra` adds DuckDB's named parameters.
 */
export function rawLineRead(
  path: string,
  opts: CsvOptions,
  extra: Record<string, string> = {},
): string {
  return readCsv(path, rawText(opts), {
    auto_detect: 'false',
    header: 'false',
    delim: 'chr(31)',
    quote: "''",
    escape: "''",
    columns: `{'line': 'VARCHAR'}`,
    ...extra,
  });
}
