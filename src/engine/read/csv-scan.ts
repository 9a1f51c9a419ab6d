/**
 * Reading CSV text without a database: a small, quote-aware scanner for the head of a
 * file (the page checks its first megabyte before DuckDB sees it), one line's fields in a
 * given dialect, the lines Spark skips, and the delimiters tried when none is chosen.
 */

/**
 * A line Spark's CSV reader skips: nothing but characters up to U+0020 (spaces, tabs,
 * control characters), which Java's `String.trim` removes. Spark drops such lines before
 * parsing (`CSVUtils.filterCommentAndEmpty`), whatever the number of columns; a quoted
 * empty value (`""`) is a value.
 */
export const BLANK_LINE = '[\\x00-\\x20]*';

export const blankLine = (text: string): boolean => [...text].every((c) => c <= ' ');

/**
 * One line's fields (quotes removed, escaped quotes kept), or `null` when a quoted field
 * runs past the line (a newline in a header cell): the caller then asks DuckDB.
 */
export function splitLine(line: string, delimiter: string, quote: string, escape: string) {
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

/** Delimiters tried when the user has not chosen one, in order of preference. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Splits `text` into records of fields. The last record is dropped when `partial`. */
export function scanRecords(text: string, delimiter: string, partial: boolean): string[][] {
  return scanRecordLines(text, delimiter, partial).records;
}

/**
 * {@link scanRecords}, with the line of the file each record starts on (1 for the first;
 * a quoted value over several lines counts each of them), as an editor numbers lines.
 */
export function scanRecordLines(
  text: string,
  delimiter: string,
  partial: boolean,
): { records: string[][]; lines: number[] } {
  const records: string[][] = [];
  const lines: number[] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      lines.push(start);
      line += 1;
      start = line;
      record = [];
      field = '';
    } else field += ch;
  }
  if (!partial && (field !== '' || record.length > 0)) {
    record.push(field);
    records.push(record);
    lines.push(start);
  }
  return { records, lines };
}

/** Picks the delimiter that splits the first line into the most fields. */
export function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = scanRecords(firstLine, delimiter, false)[0]?.length ?? 0;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** True when every field looks like a number: such a first line is data, not a header. */
export function looksLikeData(fields: string[]): boolean {
  return fields.every((field) => /^\s*[-+]?\d+(\.\d+)?\s*$/.test(field));
}
