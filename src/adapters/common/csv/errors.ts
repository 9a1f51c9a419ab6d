/**
 * DuckDB's CSV errors in the user's terms: the kind of refusal, the line it names, and
 * the limit and how to raise it for a line too long.
 */
import {
  CsvLoadError,
  type CsvRefusal,
  csvRefusalText,
  raggedRefusal,
} from '../../../engine/index.ts';

export const errorText = (e: unknown): string =>
  (e instanceof Error ? e.message : String(e)).trim();

export const bytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB (${n.toLocaleString('en-US')} bytes)`
    : `${n.toLocaleString('en-US')} bytes`;

/**
 * The line DuckDB names in a CSV error, or undefined. DuckDB counts records, not lines:
 * a quoted value written over several lines is one (see {@link fileLine}). Only its own
 * "CSV Error on Line" counts: the `LINE 1:` of a failed statement points into the SQL.
 */
export function duckdbLine(msg: string): number | undefined {
  const line = /CSV Error on Line:\s*(\d+)/i.exec(msg)?.[1];
  return line ? Number(line) : undefined;
}

/** `" (line N)"` for a line of the file, else `""`. */
export const near = (line: number | undefined): string =>
  line === undefined ? '' : ` (line ${line.toLocaleString('en-US')})`;

export function lineTooLong(file: string, msg: string, maxLineSize: number): CsvLoadError {
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
export interface Where {
  /** The file's line (see {@link fileLine}); DuckDB's own count when not given. */
  line?: number;
  /** Whether the first line is the header (production's default). */
  header?: boolean;
  /** The delimiter the workbench found itself, when DuckDB's detection gave up. */
  delimiter?: string | null;
}

export function classify(file: string, e: unknown, where: Where = {}): Error {
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
    const fact = raggedRefusal(
      line,
      Number(counts[2]),
      Number(counts[1]),
      where.header ?? true,
      where.delimiter ?? null,
    );
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
 * Whether `e` is DuckDB refusing the text of a CSV file: a row with another number of
 * fields, text not in the file's encoding, a line too long. A query over a
 * {@link csvView} reads the file as it runs, and can meet one past the rows read before.
 */
export function isCsvReadError(e: unknown): boolean {
  return /CSV Error on Line|Expected Number of Columns|not utf-8|invalid unicode|not latin-1 encoded|Maximum line size/i.test(
    errorText(e),
  );
}
