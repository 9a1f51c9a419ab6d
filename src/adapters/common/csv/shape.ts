/**
 * Refusing a file by its shape: no data, no columns, ragged rows the sniffer hid, and the
 * reads again that Spark's reading calls for (skipping lines of only whitespace, a line
 * longer than DuckDB's default).
 */
import { classify, errorText, lineTooLong } from './errors.ts';
import { located, rawFirstLine } from './lines.ts';
import { LONG_LINE_LIMIT, query, readCsv, textSource } from './sql.ts';
import { ident, literal } from '../quote.ts';
import {
  BLANK_LINE,
  CsvLoadError,
  type CsvOptions,
  DELIMITERS,
  type QueryRunner,
  type SniffedCsv,
  blankLine,
  splitLine,
} from '../../../engine/index.ts';

/** Refuse files without data or columns, and surface ragged rows the sniffer hid. */
export async function checkShape(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: SniffedCsv,
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
export async function raggedRows(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  line: string | null,
  not?: string,
): Promise<CsvLoadError | null> {
  if (line === null) return null;
  const delimiter =
    opts.delimiter ??
    DELIMITERS.filter((d) => d !== not && line.includes(d)).sort(
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

/** Names the rejects tables of each {@link checkRejected} apart. */
export let rejectsScans = 0;

/**
 * For a file read with `blankLines: 'rejected'`: reads it once, keeping the rows DuckDB
 * refuses, and throws the refusal of the first that is not a blank line (a ragged row, a
 * line too long), as a read without skipping would have.
 */
export async function checkRejected(
  runner: QueryRunner,
  path: string,
  forced: CsvOptions,
  s: SniffedCsv,
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
export async function skippingBlankLines<T>(
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

/**
 * Runs `once` and, when a line is longer than DuckDB's default, once more with
 * {@link LONG_LINE_LIMIT}. Past that, or past the caller's `maxLineSize`, the error gives
 * the limit and how to raise it.
 */
export async function withLongLines<T>(
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
