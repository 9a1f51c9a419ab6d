/**
 * The check of a CSV file's head (its first megabyte) before DuckDB sees it, as the loader
 * will read it: its encoding, a binary or JSON file given as CSV, a blank file, too many
 * columns, a blank or repeated header name, a ragged row. Each refusal is a
 * {@link BadInputError} whose message is meant for the page as is.
 */
import type { DuckdbEncoding } from './encoding';
import { BadInputError, MAX_COLUMNS, refuseBinary, tooManyColumns } from './file-refusals';
import { headerRefusal } from './header';
import { jsonKindOf, jsonRefusal } from './json-sniff';
import { csvRefusalText, raggedRefusal, type CsvRefusal } from './refusals';
import { guessDelimiter, looksLikeData, scanRecordLines, scanRecords } from './csv-scan';
import { firstInvalidUtf8 } from './utf8';

/** How many bytes of a CSV file the check reads. */
export const HEAD_BYTES = 1 << 20;

/** What the user chose for a CSV; `auto` leaves it to detection. */
export interface CsvChoices {
  header: 'auto' | 'yes' | 'no';
  delimiter: 'auto' | ',' | ';' | '\t' | '|';
}

/** What the inspection found. */
export type Inspection =
  | { kind: 'parquet' }
  | { kind: 'csv'; delimiter: string; firstRow: string[]; headerChecked: boolean };

/** How the loader will read a CSV: whether its first line is the header, and its encoding. */
export interface CsvReading {
  header: boolean;
  /** DuckDB's encoding for production's (`csvEncoding`); null when the loader refuses it. */
  encoding: DuckdbEncoding | null;
  /** `input.options.encoding` as given, for the words of a refusal. */
  option?: { option: string; value: string } | null;
}

/**
 * Refuses the first record whose number of fields differs from the first's, naming its line
 * as the file numbers it (the header, when `header`, being line 1), as the loader would.
 */
function checkRagged(
  name: string,
  { records, lines }: { records: string[][]; lines: number[] },
  width: number,
  header: boolean,
): void {
  // A blank line, or one of only whitespace, is skipped as Spark skips it (RULES.md §9).
  const blank = (record: string[]) =>
    record.join('') === '' || (record.length === 1 && record[0].trim() === '');
  const ragged = records.findIndex((record) => record.length !== width && !blank(record));
  if (ragged > 0) {
    const fact = raggedRefusal(lines[ragged], records[ragged].length, width, header);
    throw new BadInputError(`“${name}”: ${csvRefusalText(fact)}.`, 'ragged', {
      name,
      line: fact.line,
      fields: fact.fields,
      width,
      header: header ? 'yes' : 'no',
    });
  }
}

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * The head of the file as text in the encoding the loader reads it in, or the refusal the
 * loader would give: text that is not UTF-8, or ISO-8859-1 bytes DuckDB does not read.
 */
function decodeHead(name: string, head: Uint8Array, partial: boolean, reading: CsvReading): string {
  switch (reading.encoding) {
    case 'utf-16':
      // Little-endian, a byte-order mark skipped, as DuckDB reads it.
      return new TextDecoder('utf-16le').decode(head);
    case 'latin-1': {
      const at = head.findIndex((b) => b >= 0x80 && b <= 0x9f);
      if (at >= 0) {
        const line = head.subarray(0, at).filter((b) => b === 0x0a).length + 1;
        const given = reading.option ?? { option: 'encoding', value: 'ISO-8859-1' };
        const fact: CsvRefusal = {
          kind: 'latin1-controls',
          ...given,
          line,
          byte: hex(head[at]),
        };
        throw new BadInputError(`“${name}”: ${csvRefusalText(fact)}.`, 'latin1Controls', {
          name,
          line,
          byte: hex(head[at]),
          option: given.option,
          value: given.value,
        });
      }
      // The WHATWG decoder named latin1 is windows-1252, which differs from ISO-8859-1 at
      // 0x80 to 0x9F only: bytes refused above.
      return new TextDecoder('latin1').decode(head);
    }
    default: {
      const bad = firstInvalidUtf8(head, partial);
      if (bad) {
        const fact: CsvRefusal = { kind: 'not-utf8', line: bad.line, byte: hex(bad.byte) };
        throw new BadInputError(`“${name}”: ${csvRefusalText(fact)}.`, 'notUtf8', {
          name,
          byte: hex(bad.byte),
          line: bad.line,
        });
      }
      return new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
    }
  }
}

/**
 * Checks the head of the CSV file `name` (`head`: its first {@link HEAD_BYTES} bytes,
 * `size`: the whole file's) as `reading` says the loader will read it, and says how to
 * load it, or throws a {@link BadInputError}. An encoding the loader refuses is not
 * checked here: the loader says why.
 */
export function inspectCsvHead(
  name: string,
  size: number,
  head: Uint8Array,
  choices: CsvChoices,
  reading: CsvReading,
): Inspection {
  const { encoding } = reading;
  if (encoding === null) return { kind: 'csv', delimiter: ',', firstRow: [], headerChecked: false };
  refuseBinary(name, head, encoding === 'utf-16');
  const partial = size > HEAD_BYTES;
  const text = decodeHead(name, head, partial, reading);
  if (text.trim() === '') {
    throw new BadInputError(`“${name}” has no data: it is blank.`, 'blank', { name });
  }
  const json = jsonKindOf(text);
  if (json) {
    const id = json === 'ndjson' ? 'ndjson' : json === 'json-array' ? 'array' : 'document';
    throw new BadInputError(`“${name}”: ${jsonRefusal(json)}.`, `json.${id}`, { name });
  }
  const delimiter = choices.delimiter === 'auto' ? guessDelimiter(text) : choices.delimiter;
  const scanned = scanRecordLines(text, delimiter, partial);
  const records = scanned.records;
  const first = records[0] ?? scanRecords(text, delimiter, false)[0] ?? [];
  if (first.length > MAX_COLUMNS || (partial && records.length === 0)) {
    throw tooManyColumns(name, first.length > MAX_COLUMNS ? first.length : null);
  }
  const headerChecked =
    choices.header === 'yes' || (choices.header === 'auto' && !looksLikeData(first));
  if (headerChecked) {
    const refused = headerRefusal(name, first);
    if (refused) throw refused;
  }
  checkRagged(name, scanned, first.length, reading.header);
  return { kind: 'csv', delimiter, firstRow: first, headerChecked };
}
