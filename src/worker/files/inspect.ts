/**
 * Checks a dropped file before DuckDB sees it, reading only its first megabyte (and the
 * last bytes of a Parquet file). Each refusal is a {@link BadInputError} whose message is
 * meant for the page as is.
 */
import { jsonKindOf, jsonRefusal } from '../../adapters/common/jsonSniff';
import type { DuckdbEncoding } from '../../engine/read/encoding';
import { csvRefusalText, type CsvRefusal } from '../../engine/read/refusals';
import { guessDelimiter, looksLikeData, scanRecordLines, scanRecords } from './csvHead';
import { firstInvalidUtf8 } from './utf8';

/**
 * A file the workbench refuses, with a message that says why in plain words (English), and
 * a stable `id` with its `params` so the page can say the same in its own language.
 */
export class BadInputError extends Error {
  constructor(
    message: string,
    readonly id: string,
    readonly params: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'BadInputError';
  }
}

/**
 * The most columns the page loads. DuckDB-WASM reads, types and previews 2,000 columns of
 * a small file in about 11 s on a busy machine (load average 15); 5,000 columns took 20 s
 * for 5 rows and 57 s for 1,000 rows, 10,000 columns 56 s for 5 rows. Past this the wait
 * is a minute or more, and `dqw validate` runs such files in seconds.
 */
export const MAX_COLUMNS = 2000;

/** Why the page stops at {@link MAX_COLUMNS}, in the user's terms (English). */
const TOO_MANY_WHY =
  'because reading and typing more columns in the browser can take minutes. ' +
  'Select the columns you need first, or validate the whole file with the command line: dqw validate.';

/** The refusal of a file with more than {@link MAX_COLUMNS} columns (`count` unknown: null). */
export function tooManyColumns(name: string, count: number | null): BadInputError {
  const max = MAX_COLUMNS.toLocaleString('en-US');
  return count === null
    ? new BadInputError(
        `“${name}” has too many columns; the workbench handles up to ${max}, ${TOO_MANY_WHY}`,
        'tooManyColumnsUncounted',
        { name, count: 0, max: MAX_COLUMNS },
      )
    : new BadInputError(
        `“${name}” has ${count.toLocaleString('en-US')} columns; the workbench handles up to ${max}, ${TOO_MANY_WHY}`,
        'tooManyColumns',
        { name, count, max: MAX_COLUMNS },
      );
}

const HEAD_BYTES = 1 << 20;

/** What the user chose for a CSV; `auto` leaves it to detection. */
export interface CsvChoices {
  header: 'auto' | 'yes' | 'no';
  delimiter: 'auto' | ',' | ';' | '\t' | '|';
}

/** What the inspection found. */
export type Inspection =
  | { kind: 'parquet' }
  | { kind: 'csv'; delimiter: string; firstRow: string[]; headerChecked: boolean };

const BINARY_SIGNATURES: [number[], string, string][] = [
  [[0x50, 0x4b, 0x03, 0x04], 'a ZIP archive (an Excel .xlsx file is one)', 'zip'],
  [[0x1f, 0x8b], 'a gzip archive', 'gzip'],
  [[0x89, 0x50, 0x4e, 0x47], 'a PNG image', 'png'],
  [[0x25, 0x50, 0x44, 0x46], 'a PDF document', 'pdf'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'an old Excel (.xls) or Office document', 'office'],
];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

async function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

function isParquetMagic(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x41, 0x52, 0x31]); // "PAR1"
}

async function inspectParquet(file: File): Promise<Inspection> {
  const head = await readBytes(file.slice(0, 4));
  if (!isParquetMagic(head)) {
    throw new BadInputError(
      `“${file.name}” is not a Parquet file: it does not start with the Parquet marker “PAR1”.`,
      'notParquet',
      { name: file.name },
    );
  }
  const tail = await readBytes(file.slice(Math.max(0, file.size - 4)));
  if (file.size < 12 || !isParquetMagic(tail)) {
    throw new BadInputError(
      `“${file.name}” is a truncated Parquet file: its footer is missing (was the download cut short?).`,
      'truncatedParquet',
      { name: file.name },
    );
  }
  return { kind: 'parquet' };
}

function refuseBinary(file: File, head: Uint8Array, encoding: DuckdbEncoding): void {
  for (const [signature, what, id] of BINARY_SIGNATURES) {
    if (startsWith(head, signature)) {
      throw new BadInputError(`“${file.name}” is ${what}, not a CSV text file.`, `binary.${id}`, {
        name: file.name,
      });
    }
  }
  // A UTF-16 file is read or refused as its encoding says (see `csvEncoding`); its other
  // bytes are NUL for every ASCII character.
  if (encoding === 'utf-16') return;
  if (head.includes(0)) {
    throw new BadInputError(
      `“${file.name}” contains binary data (NUL bytes), so it is not a CSV text file.`,
      'nulBytes',
      { name: file.name },
    );
  }
}

function checkHeader(name: string, header: string[]): void {
  const blank = header.findIndex((field) => field.trim() === '');
  if (blank >= 0) {
    throw new BadInputError(
      `“${name}” has a blank column name in its header (column ${blank + 1}). Every column needs a name.`,
      'blankHeader',
      { name, column: blank + 1 },
    );
  }
  // Spark resolves column names case-insensitively, so `ID` and `id` clash there too.
  const seen = new Map<string, number>();
  header.forEach((field, i) => {
    const key = field.trim().toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      throw new BadInputError(
        `“${name}” has the column name “${field}” twice (columns ${first + 1} and ${i + 1}). Column names must be unique.`,
        'duplicateHeader',
        { name, field, first: first + 1, second: i + 1 },
      );
    }
    seen.set(key, i);
  });
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
  const ragged = records.findIndex((record) => record.length !== width && record.join('') !== '');
  if (ragged > 0) {
    const fact: CsvRefusal = {
      kind: 'ragged',
      line: lines[ragged],
      fields: records[ragged].length,
      expected: width,
      header,
      delimiter: null,
    };
    throw new BadInputError(`“${name}”: ${csvRefusalText(fact)}.`, 'ragged', {
      name,
      line: fact.line,
      fields: fact.fields,
      width,
      header: header ? 'yes' : 'no',
    });
  }
}

async function inspectCsv(
  file: File,
  choices: CsvChoices,
  reading: CsvReading,
): Promise<Inspection> {
  const head = await readBytes(file.slice(0, HEAD_BYTES));
  if (isParquetMagic(head)) return inspectParquet(file);
  // An encoding the loader refuses: it says why, before any check of the text.
  const { encoding } = reading;
  if (encoding === null) return { kind: 'csv', delimiter: ',', firstRow: [], headerChecked: false };
  refuseBinary(file, head, encoding);
  const partial = file.size > HEAD_BYTES;
  const text = decodeHead(file.name, head, partial, reading);
  if (text.trim() === '') {
    throw new BadInputError(`“${file.name}” has no data: it is blank.`, 'blank', {
      name: file.name,
    });
  }
  const json = jsonKindOf(text);
  if (json) {
    const id = json === 'ndjson' ? 'ndjson' : json === 'json-array' ? 'array' : 'document';
    throw new BadInputError(`“${file.name}”: ${jsonRefusal(json)}.`, `json.${id}`, {
      name: file.name,
    });
  }
  const delimiter = choices.delimiter === 'auto' ? guessDelimiter(text) : choices.delimiter;
  const scanned = scanRecordLines(text, delimiter, partial);
  const records = scanned.records;
  const first = records[0] ?? scanRecords(text, delimiter, false)[0] ?? [];
  if (first.length > MAX_COLUMNS || (partial && records.length === 0)) {
    throw tooManyColumns(file.name, first.length > MAX_COLUMNS ? first.length : null);
  }
  const headerChecked =
    choices.header === 'yes' || (choices.header === 'auto' && !looksLikeData(first));
  if (headerChecked) checkHeader(file.name, first);
  checkRagged(file.name, scanned, first.length, reading.header);
  return { kind: 'csv', delimiter, firstRow: first, headerChecked };
}

/** How the loader will read a CSV: whether its first line is the header, and its encoding. */
export interface CsvReading {
  header: boolean;
  /** DuckDB's encoding for production's (`csvEncoding`); null when the loader refuses it. */
  encoding: DuckdbEncoding | null;
  /** `input.options.encoding` as given, for the words of a refusal. */
  option?: { option: string; value: string } | null;
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
 * Inspects `file` and says how to load it, or throws a {@link BadInputError}. A CSV is
 * checked as `reading` says the loader will read it (production's header by default).
 */
export async function inspectFile(
  file: File,
  choices: CsvChoices,
  reading: CsvReading = { header: choices.header !== 'no', encoding: 'utf-8' },
): Promise<Inspection> {
  if (file.size === 0) {
    throw new BadInputError(`“${file.name}” is empty (0 bytes).`, 'empty', { name: file.name });
  }
  if (/\.parq(uet)?$/i.test(file.name)) return inspectParquet(file);
  return inspectCsv(file, choices, reading);
}
