/**
 * CSV loading shared by every backend (browser worker, WASM in Node, native): one set
 * of `read_csv` statements so that every backend gives the same columns and types.
 *
 * Steps: sniff the dialect, refuse empty / column-less / ragged files with a clear
 * message, then read the file once into a real TABLE (the engine relies on `rowid` for
 * order) with the numeric-looking columns as text. On that in-memory table, columns with
 * a leading zero anywhere in the file stay VARCHAR (DuckDB's sniffer only looks at a
 * sample, and `01234567890` as BIGINT silently loses its zero); the others are cast to
 * the sniffed type, which gives exactly what `read_csv` gives for them.
 */
import type { QueryRunner } from '../../engine/types.ts';
import { ident, literal } from './quote.ts';

/** What the caller may force; everything else is auto-detected. */
export interface CsvOptions {
  header?: boolean;
  delimiter?: string;
  quote?: string;
  /** Column name → DuckDB type, overriding detection (e.g. `{ zip: 'VARCHAR' }`). */
  types?: Record<string, string>;
  /**
   * The longest line, in bytes, to accept. Unset: DuckDB's default, and a second read
   * with {@link LONG_LINE_LIMIT} when a line is longer.
   */
  maxLineSize?: number;
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
  /** Numeric-looking columns loaded as VARCHAR because some value has a leading zero. */
  keptAsText: string[];
  /** Header cells DuckDB renamed (blank → `columnN`, duplicate `a` → `a_1`). */
  renamed: { index: number; from: string; to: string }[];
  /** Human-readable notes about the above, for the UI and the CLI. */
  warnings: string[];
}

export type CsvErrorKind =
  'empty' | 'no-columns' | 'ragged' | 'encoding' | 'not-found' | 'line-too-long' | 'parse';

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

const NUMERIC =
  /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL)/;
/** Text with a leading zero before another digit (`007`, `-01`, `01.5`; not `0`, `0.5`). */
const LEADING_ZERO_RE = '^\\s*[+-]?0[0-9]';
const DELIMITER_CANDIDATES = [',', ';', '\t', '|'];
/** Rows DuckDB's sniffer samples by default (its `sample_size`). */
const SNIFF_SAMPLE = 20_480;
/** Up to this many columns to convert, each is altered in place; more, one rewrite. */
const FEW_COLUMNS = 16;

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).trim();
const isConversionError = (e: unknown): boolean =>
  /Could not convert|Error when converting|Conversion Error/i.test(errorText(e));
const bytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB (${n.toLocaleString('en-US')} bytes)`
    : `${n.toLocaleString('en-US')} bytes`;

/** `" (line N)"` when DuckDB said where, else `""`. */
function near(msg: string): string {
  const line = /CSV Error on Line:\s*(\d+)|\bline[: ]+(\d+)/i.exec(msg);
  const n = line?.[1] ?? line?.[2];
  return n ? ` (line ${Number(n).toLocaleString('en-US')})` : '';
}

function lineTooLong(file: string, msg: string, maxLineSize: number): CsvLoadError {
  const actual = /Actual Size:\s*(\d+)/i.exec(msg)?.[1];
  return new CsvLoadError(
    file,
    'line-too-long',
    `a line${near(msg)} is longer than ${bytes(maxLineSize)}, the longest line read` +
      `${actual ? ` (that one has ${bytes(Number(actual))})` : ''}. ` +
      `Split that line, or raise the limit: dqw validate … --max-line-size <bytes>`,
    msg,
  );
}

function classify(file: string, e: unknown): Error {
  const msg = errorText(e);
  if (e instanceof CsvLoadError) return e;
  // A locked database refusing the read is no fault of the file: keep DuckDB's error.
  if (/Permission Error/i.test(msg) && e instanceof Error) return e;
  const at = near(msg);
  if (/not utf-8|invalid unicode/i.test(msg)) {
    return new CsvLoadError(
      file,
      'encoding',
      `the file is not UTF-8 text${at}: save it as UTF-8 (in Excel: CSV UTF-8) and try again`,
      msg,
    );
  }
  const counts = /Expected Number of Columns:\s*(\d+)\s*Found:\s*(\d+)/i.exec(msg);
  if (counts || /Expected Number of Columns/i.test(msg)) {
    const what = counts ? `: ${counts[2]} fields where the header has ${counts[1]}` : '';
    return new CsvLoadError(
      file,
      'ragged',
      `rows have different numbers of fields${at}${what}. Fix that row, or check the delimiter`,
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

/** `read_csv(...)` with the caller's options plus any `extra` named parameters. */
function readCsv(
  path: string,
  opts: CsvOptions,
  extra: Record<string, string> = {},
  fn = 'read_csv',
): string {
  const args: Record<string, string> = {};
  if (opts.header !== undefined) args.header = String(opts.header);
  if (opts.delimiter !== undefined) args.delim = literal(opts.delimiter);
  if (opts.quote !== undefined) args.quote = literal(opts.quote);
  if (opts.maxLineSize !== undefined) args.max_line_size = String(Math.floor(opts.maxLineSize));
  Object.assign(args, extra);
  const named = Object.entries(args).map(([k, v]) => `, ${k} = ${v}`);
  return `${fn}(${literal(path)}${named.join('')})`;
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
  /** Detected date / timestamp formats (`''` when none). */
  dateFormat: string;
  timestampFormat: string;
}

/** A first line with this many delimiters makes a file "wide" (see `dialectHint`). */
export const WIDE_FIELDS = 1000;

/**
 * For a very wide file, the delimiter its first line shows. DuckDB's dialect search
 * parses its sample once per candidate dialect, which costs seconds per thousand
 * columns (22 s for 10,000 columns, 2.6 s with the dialect given): telling it the
 * delimiter and the standard quote leaves it only the types to detect. Narrow files
 * keep DuckDB's full detection.
 */
async function dialectHint(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
): Promise<Record<string, string>> {
  if (opts.delimiter !== undefined) return {};
  // Unreadable this way: DuckDB's own detection will say what is wrong.
  const line = (await rawFirstLine(runner, path, opts)) ?? '';
  const counts = DELIMITER_CANDIDATES.map((d) => line.split(d).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  if (counts[best] + 1 < WIDE_FIELDS) return {};
  return { delim: literal(DELIMITER_CANDIDATES[best]), quote: `'"'`, escape: `'"'` };
}

async function sniff(runner: QueryRunner, path: string, opts: CsvOptions): Promise<Sniffed> {
  const hint = await dialectHint(runner, path, opts);
  const { rows } = await query(
    runner,
    path,
    `SELECT * FROM ${readCsv(path, opts, hint, 'sniff_csv')}`,
  );
  const r = rows[0];
  const char = (v: unknown) => (v === null || String(v) === '(empty)' ? '' : String(v));
  return {
    header: Boolean(r.HasHeader),
    delimiter: String(r.Delimiter),
    quote: char(r.Quote),
    escape: char(r.Escape),
    dateFormat: r.DateFormat == null ? '' : String(r.DateFormat),
    timestampFormat: r.TimestampFormat == null ? '' : String(r.TimestampFormat),
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
  const sql =
    `SELECT line FROM read_csv(${literal(path)}, auto_detect = false, header = false, ` +
    `delim = chr(31), quote = '', escape = '', skip = ${skip}, columns = {'line': 'VARCHAR'}` +
    `${opts.maxLineSize ? `, max_line_size = ${Math.floor(opts.maxLineSize)}` : ''}) LIMIT 1`;
  try {
    const line = (await runner.query(sql)).rows[0]?.line;
    return typeof line === 'string' ? line : null;
  } catch {
    return null;
  }
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
): Promise<(string | null)[]> {
  const raw = await rawFirstLine(runner, path, opts, s.skip);
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
    },
  )} LIMIT 1`;
  const { columns, rows } = await query(runner, path, sql);
  return rows.length ? columns.map((c) => rows[0][c.name] as string | null) : [];
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
    // after the whole header line. Re-reading with the delimiter that line contains
    // makes DuckDB name the real problem.
    const line = first.join('');
    const candidate = DELIMITER_CANDIDATES.find((d) => d !== s.delimiter && line.includes(d));
    if (candidate) {
      try {
        await runner.query(
          `SELECT count(*) FROM ${readCsv(path, { ...opts, delimiter: candidate })}`,
        );
      } catch (e) {
        const shown = candidate === '\t' ? 'tab' : `"${candidate}"`;
        const msg = errorText(e);
        const counts = /Expected Number of Columns:\s*(\d+)\s*Found:\s*(\d+)/i.exec(msg);
        const what = counts ? `: ${counts[2]} fields where the header has ${counts[1]}` : '';
        throw new CsvLoadError(
          path,
          'ragged',
          `rows have different numbers of fields (delimiter ${shown})${near(msg)}${what}. Fix the rows or give the delimiter explicitly`,
          msg,
        );
      }
    }
  }
}

/** Sniffed numeric columns the caller did not type: leading zeros decide their type. */
function numericCandidates(opts: CsvOptions, s: Sniffed): Sniffed['columns'] {
  return s.columns.filter((c) => NUMERIC.test(c.type) && !(opts.types && c.name in opts.types));
}

const leadingZero = (column: string): string =>
  `coalesce(bool_or(regexp_matches(${ident(column)}, ${literal(LEADING_ZERO_RE)})), false)`;

/**
 * Numeric-looking columns with a leading zero somewhere in the whole file, by a full
 * text pass over the file. Only the slow path uses it (see `loadCsv`).
 */
async function leadingZeroColumns(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: Sniffed,
  candidates: Sniffed['columns'],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const checks = candidates.map((c, i) => `${leadingZero(c.name)} AS ${ident(`c${i}`)}`);
  const source = readCsv(
    path,
    { ...opts, header: s.header, delimiter: s.delimiter },
    { all_varchar: 'true' },
  );
  const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${source}`);
  return candidates.filter((_, i) => rows[0][`c${i}`] === true).map((c) => c.name);
}

/**
 * Settle the candidate columns of `table`, just loaded with them as VARCHAR: the ones
 * with a leading zero stay VARCHAR; the others are cast to the sniffed type in place
 * (`ALTER … TYPE` keeps every row where it is, so `rowid` order stays file order).
 * `CAST` from text gives exactly what `read_csv` gives for that type, and fails exactly
 * where `read_csv` would (same parser: whitespace, `0x1F`, `1e3`, `-0`, `1.5` rounded
 * into BIGINT, …; the tests compare the two on generated values).
 *
 * Returns `keptAsText`, and `converts: false` when a value does not fit its column's
 * sampled type (a value past the sniffer's sample): the caller then reloads the file
 * sniffing all of it, exactly as a direct `read_csv` load that failed did before.
 */
async function settleCandidates(
  runner: QueryRunner,
  path: string,
  table: string,
  candidates: Sniffed['columns'],
): Promise<{ keptAsText: string[]; converts: boolean }> {
  if (candidates.length === 0) return { keptAsText: [], converts: true };
  const checks = candidates.map((c, i) => `${leadingZero(c.name)} AS ${ident(`z${i}`)}`);
  const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${ident(table)}`);
  const keptAsText = candidates.filter((_, i) => rows[0][`z${i}`] === true).map((c) => c.name);
  const convert = candidates.filter((_, i) => rows[0][`z${i}`] !== true);
  // A few columns: ALTER each in place (rewrites that column only). Many: one rewrite of
  // the table, since each ALTER costs time in the number of columns (10,000 ALTERs of a
  // 10,000-column table took minutes).
  const statements =
    convert.length <= FEW_COLUMNS
      ? convert.map((c) => {
          const col = ident(c.name);
          return `ALTER TABLE ${ident(table)} ALTER COLUMN ${col} SET DATA TYPE ${c.type} USING CAST(${col} AS ${c.type})`;
        })
      : [
          `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * REPLACE (${convert
            .map((c) => `CAST(${ident(c.name)} AS ${c.type}) AS ${ident(c.name)}`)
            .join(', ')}) FROM ${ident(table)}`,
        ];
  for (const sql of statements) {
    try {
      await runner.query(sql);
    } catch (e) {
      if (!isConversionError(e)) throw classify(path, e);
      return { keptAsText, converts: false };
    }
  }
  return { keptAsText, converts: true };
}

function renames(s: Sniffed, first: (string | null)[]): CsvLoadInfo['renamed'] {
  if (!s.header) return [];
  return s.columns.flatMap((c, index) => {
    const from = first[index] ?? '';
    return from === c.name ? [] : [{ index, from, to: c.name }];
  });
}

function describeRenames(renamed: CsvLoadInfo['renamed']): string[] {
  return renamed.map(({ index, from, to }) =>
    from.trim() === ''
      ? `column ${index + 1} has a blank header; DuckDB named it "${to}"`
      : `header "${from}" (column ${index + 1}) was renamed to "${to}" (duplicate or invalid name)`,
  );
}

/**
 * Load the CSV at `path` (a path DuckDB can open: a host path natively, a registered
 * file name in DuckDB-WASM) into a new TABLE `table`, replacing any table of that name.
 * Throws `CsvLoadError` with the file name and a plain-words reason on bad input.
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
  try {
    return await loadCsvOnce(runner, path, table, opts);
  } catch (e) {
    if (!(e instanceof CsvLoadError) || e.kind !== 'line-too-long') throw e;
    if (opts.maxLineSize !== undefined) throw lineTooLong(path, e.engineMessage, opts.maxLineSize);
    try {
      return await loadCsvOnce(runner, path, table, { ...opts, maxLineSize: LONG_LINE_LIMIT });
    } catch (again) {
      if (!(again instanceof CsvLoadError) || again.kind !== 'line-too-long') throw again;
      throw lineTooLong(path, again.engineMessage, LONG_LINE_LIMIT);
    }
  }
}

async function loadCsvOnce(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
): Promise<CsvLoadInfo> {
  const s = await sniff(runner, path, opts);
  const first = await firstLine(runner, path, opts, s);
  await checkShape(runner, path, opts, s, first);
  const candidates = numericCandidates(opts, s);

  const dialect = { ...opts, header: s.header, delimiter: s.delimiter };
  const create = (types: Record<string, string>, extra: Record<string, string> = {}) => {
    const typeArg: Record<string, string> = Object.keys(types).length
      ? {
          types: `{${Object.entries(types)
            .map(([k, v]) => `${literal(k)}: ${literal(v)}`)
            .join(', ')}}`,
        }
      : {};
    return `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM ${readCsv(path, dialect, { ...typeArg, ...extra })}`;
  };
  const withText = (names: string[]) => {
    const types: Record<string, string> = { ...opts.types };
    for (const name of names) types[name] = 'VARCHAR';
    return types;
  };
  // One read of the file: the candidates as text, every other column as sniffed.
  let keptAsText: string[];
  try {
    await runner.query(create(withText(candidates.map((c) => c.name))));
    const settled = await settleCandidates(runner, path, table, candidates);
    keptAsText = settled.keptAsText;
    // A candidate with a value past the sniffer's sample that does not fit the sampled
    // type. Keeping it as VARCHAR would save a read, but loading the file directly never
    // failed here: it sniffed the whole file, which widens the column (BIGINT → DOUBLE
    // for `1e400` or a huge integer, VARCHAR for text) and can retype other columns
    // too (one empty throughout the sample). Do exactly that, for the same result.
    if (!settled.converts) {
      await query(runner, path, create(withText(keptAsText), { sample_size: '-1' }));
    }
  } catch (e) {
    if (e instanceof CsvLoadError || !isConversionError(e)) throw classify(path, e);
    // A value past the sniffer's sample that does not fit the sampled type of a column
    // that was read typed: find the leading zeros with a text pass over the file, then
    // sniff the whole file instead of failing (slower, but only for such files).
    keptAsText = await leadingZeroColumns(runner, path, opts, s, candidates);
    await query(runner, path, create(withText(keptAsText), { sample_size: '-1' }));
  }

  const described = await query(runner, path, `DESCRIBE ${ident(table)}`);
  const counted = await query(runner, path, `SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
  const renamed = renames(s, first);
  const warnings = [
    ...describeRenames(renamed),
    ...keptAsText.map(
      (c) => `column "${c}" looks numeric but has leading zeros: kept as text (VARCHAR)`,
    ),
  ];
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
    keptAsText,
    renamed,
    warnings,
  };
}

/** What {@link csvView} set up. */
export interface CsvViewInfo {
  columns: { name: string; type: string }[];
  keptAsText: string[];
  warnings: string[];
}

/** The text of the error a view raises when a guarded column meets a leading zero. */
export const LEADING_ZERO_GUARD = 'dqw: a leading zero past the sniffed sample';

/** Whether a scan of a {@link csvView} failed because the view's types do not hold. */
export function isViewTypeMiss(e: unknown): boolean {
  const msg = errorText(e);
  return msg.includes(LEADING_ZERO_GUARD) || isConversionError(e);
}

/**
 * A VIEW over the CSV file, typed as {@link loadCsv} would type it, so that validating
 * needs one pass over the file and no copy of it in memory. Detection reads only DuckDB's
 * sample: the numeric-looking columns in `touched` (the columns the rules read, or `all`)
 * are read as text, kept as text when the sample shows a leading zero, and otherwise cast
 * to their sniffed type behind a guard that raises {@link LEADING_ZERO_GUARD} should a
 * leading zero appear later. A scan that raises it, or a conversion error (a value past
 * the sample that does not fit), means the file needs {@link loadCsv} (see
 * {@link isViewTypeMiss}). Columns no rule reads keep their sniffed type unchecked: no
 * scan touches them.
 */
export async function csvView(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
): Promise<CsvViewInfo> {
  const s = await sniff(runner, path, opts);
  const first = await firstLine(runner, path, opts, s);
  await checkShape(runner, path, opts, s, first);
  const wanted = touched === 'all' ? null : new Set(touched);
  const candidates = numericCandidates(opts, s).filter((c) => !wanted || wanted.has(c.name));
  const types = new Map(s.columns.map((c) => [c.name, opts.types?.[c.name] ?? c.type]));
  for (const c of candidates) types.set(c.name, 'VARCHAR');
  const extra: Record<string, string> = {
    auto_detect: 'false',
    escape: literal(s.escape),
    skip: String(s.skip),
    columns: `{${[...types].map(([n, t]) => `${literal(n)}: ${literal(t)}`).join(', ')}}`,
  };
  if (s.dateFormat) extra.dateformat = literal(s.dateFormat);
  if (s.timestampFormat) extra.timestampformat = literal(s.timestampFormat);
  const source = readCsv(
    path,
    { ...opts, header: s.header, delimiter: s.delimiter, quote: s.quote },
    extra,
  );

  let keptAsText: string[] = [];
  if (candidates.length) {
    const checks = candidates.map((c, i) => `${leadingZero(c.name)} AS ${ident(`z${i}`)}`);
    const names = candidates.map((c) => ident(c.name)).join(', ');
    const sample = `(SELECT ${names} FROM ${source} LIMIT ${SNIFF_SAMPLE}) AS sample`;
    const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${sample}`);
    keptAsText = candidates.filter((_, i) => rows[0][`z${i}`] === true).map((c) => c.name);
  }
  const kept = new Set(keptAsText);
  const guarded = new Map(candidates.filter((c) => !kept.has(c.name)).map((c) => [c.name, c.type]));
  const select = guarded.size
    ? s.columns
        .map(({ name }) => {
          const type = guarded.get(name);
          const col = ident(name);
          if (!type) return col;
          return `CASE WHEN regexp_matches(${col}, ${literal(LEADING_ZERO_RE)}) THEN error(${literal(LEADING_ZERO_GUARD)}) ELSE CAST(${col} AS ${type}) END AS ${col}`;
        })
        .join(', ')
    : '*';
  await query(
    runner,
    path,
    `CREATE OR REPLACE TEMP VIEW ${ident(view)} AS SELECT ${select} FROM ${source}`,
  );
  return {
    // What the view gives (binding it again to DESCRIBE it costs a second per 10,000 columns).
    columns: s.columns.map(({ name }) => ({
      name,
      type: guarded.get(name) ?? types.get(name) ?? 'VARCHAR',
    })),
    keptAsText,
    warnings: [
      ...describeRenames(renames(s, first)),
      ...keptAsText.map(
        (c) => `column "${c}" looks numeric but has leading zeros: kept as text (VARCHAR)`,
      ),
    ],
  };
}
