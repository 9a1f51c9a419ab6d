/**
 * A small, quote-aware CSV scanner for the first megabyte of a file. DuckDB does the real
 * parsing; this only finds the problems DuckDB would silently paper over (blank or
 * duplicate headers get renamed) or report cryptically (ragged rows), so the page can say
 * plainly what is wrong before anything replaces the current dataset.
 */

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
