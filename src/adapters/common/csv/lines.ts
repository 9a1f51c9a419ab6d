/**
 * The file's lines as raw text (no CSV parsing), for what DuckDB's records do not say:
 * the first line as written, the blank lines Spark skips before the header, and the
 * file's own line number for a refusal.
 */
import { type Where, classify, duckdbLine } from './errors.ts';
import { headBuffer, rawLineRead } from './sql.ts';
import { literal } from '../quote.ts';
import {
  CsvLoadError,
  type CsvOptions,
  type CsvRefusal,
  type QueryRunner,
  blankLine,
  csvRefusalText,
} from '../../../engine/index.ts';

/**
 * Line `skip` of the file as raw text, without parsing it as CSV (a delimiter that no text
 * file holds), or `null` when it cannot be read that way. Cheap however wide the file.
 */
export async function rawFirstLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  skip = 0,
): Promise<string | null> {
  const sql = `SELECT line FROM ${rawLineRead(path, opts, { skip: String(skip), ...headBuffer(opts) })} LIMIT 1`;
  try {
    const line = (await runner.query(sql)).rows[0]?.line;
    return typeof line === 'string' ? line : null;
  } catch {
    return null;
  }
}

/** The most blank lines looked for before the first record. */
export const LEADING_BLANK_LINES = 1000;

/**
 * How many blank lines (see {@link BLANK_LINE}) the file starts with, up to
 * {@link LEADING_BLANK_LINES}: Spark skips them, and takes the header from the first line
 * that is not blank.
 */
export async function leadingBlankLines(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
): Promise<number> {
  const sql = `SELECT line FROM ${rawLineRead(path, opts, { parallel: 'false', ...headBuffer(opts) })} LIMIT ${LEADING_BLANK_LINES + 1}`;
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
export type RawLines = (skip: number) => Promise<string | null>;

/**
 * {@link rawFirstLine} read once per line for one load: the dialect hint and the header
 * both want line 0, and each read of it costs a buffer of the file (50–80 ms in the page).
 */
export function rawLines(runner: QueryRunner, path: string, opts: CsvOptions): RawLines {
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
 * The line of the file where DuckDB's record `record` starts. DuckDB counts records (the
 * header and blank lines included), and a record is more than one line when a quoted value
 * holds a line break. So the file is read line by line, as raw text: a line after an odd
 * number of quote characters is inside a quoted value, and every other line starts a
 * record. When none of the first `record` lines holds a quote, the count is the line (one
 * short read); when the lines cannot be read that way, DuckDB's count.
 */
export async function fileLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  record: number,
): Promise<number> {
  const quote = opts.quote ?? '"';
  if (quote === '' || record <= 1) return record;
  const q = literal(quote);
  const lines = rawLineRead(path, opts, { parallel: 'false' });
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
export const lineFound = new WeakSet<CsvLoadError>();

/**
 * A refusal that names a line with the file's own line (see {@link fileLine}), and the
 * header as the read had it.
 */
export async function located(
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
