/**
 * The refusals of a file the workbench does not load, whatever its format: a stable `id`
 * with its `params` for the page to word in its language, and English words as the
 * message. The first bytes tell a binary file or a Parquet file cut short.
 */

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

/** The refusal of a file of no bytes. */
export const emptyFile = (name: string): BadInputError =>
  new BadInputError(`“${name}” is empty (0 bytes).`, 'empty', { name });

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

/** Whether `bytes` start with the Parquet marker "PAR1" (a Parquet file starts and ends with it). */
export function isParquetMagic(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x41, 0x52, 0x31]); // "PAR1"
}

/**
 * The refusal of a file read as Parquet by its first and last four bytes and its size:
 * no marker at the start, or none at the end (a download cut short). Null when both are there.
 */
export function parquetRefusal(
  name: string,
  size: number,
  head: Uint8Array,
  tail: Uint8Array,
): BadInputError | null {
  if (!isParquetMagic(head)) {
    return new BadInputError(
      `“${name}” is not a Parquet file: it does not start with the Parquet marker “PAR1”.`,
      'notParquet',
      { name },
    );
  }
  if (size < 12 || !isParquetMagic(tail)) {
    return new BadInputError(
      `“${name}” is a truncated Parquet file: its footer is missing (was the download cut short?).`,
      'truncatedParquet',
      { name },
    );
  }
  return null;
}

/**
 * Refuses a file whose first bytes show a binary format (an archive, an image, a document)
 * or NUL bytes, which no CSV text holds; `utf16` allows the NUL bytes of UTF-16 text.
 */
export function refuseBinary(name: string, head: Uint8Array, utf16: boolean): void {
  for (const [signature, what, id] of BINARY_SIGNATURES) {
    if (startsWith(head, signature)) {
      throw new BadInputError(`“${name}” is ${what}, not a CSV text file.`, `binary.${id}`, {
        name,
      });
    }
  }
  // A UTF-16 file is read or refused as its encoding says (see `csvEncoding`); its other
  // bytes are NUL for every ASCII character.
  if (utf16) return;
  if (head.includes(0)) {
    throw new BadInputError(
      `“${name}” contains binary data (NUL bytes), so it is not a CSV text file.`,
      'nulBytes',
      { name },
    );
  }
}
