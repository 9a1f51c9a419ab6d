/**
 * The encoding production reads a CSV in (`input.options.encoding`, UTF-8 by default) and
 * how the workbench reads it the same way, or why it cannot. Production decodes with Java:
 * charset names and aliases in any case, ISO-8859-1 mapping every byte to the character of
 * that number, `UTF-16` taking the byte order from a byte-order mark (big-endian without
 * one), `UTF-16LE` and `UTF-16BE` reading a mark as a character. Both DuckDBs read UTF-8,
 * ISO-8859-1 (as `latin-1`, refusing the bytes 0x80 to 0x9F, which it maps to no
 * character) and little-endian UTF-16 (`utf-16`, a mark skipped) without an extension,
 * which the page may never download.
 */
import type { CsvReadOptions } from './options';
import type { CsvRefusal } from './refusals';

/** The encodings both DuckDBs read without an extension, as `read_csv` names them. */
export type DuckdbEncoding = 'utf-8' | 'latin-1' | 'utf-16';

/** The Java charsets the workbench knows, by Java's canonical names. */
export type JavaCharset = 'UTF-8' | 'ISO-8859-1' | 'UTF-16' | 'UTF-16LE' | 'UTF-16BE';

/** Java's names and aliases for each charset (`Charset.forName` ignores case). */
const JAVA_NAMES: Record<JavaCharset, readonly string[]> = {
  'UTF-8': ['UTF-8', 'UTF8', 'unicode-1-1-utf-8'],
  'ISO-8859-1': [
    'ISO-8859-1',
    'iso-ir-100',
    'ISO_8859-1',
    'latin1',
    'l1',
    'IBM819',
    'cp819',
    'csISOLatin1',
    '819',
    'IBM-819',
    'ISO8859_1',
    'ISO_8859-1:1987',
    'ISO_8859_1',
    '8859_1',
    'ISO8859-1',
  ],
  'UTF-16': ['UTF-16', 'UTF_16', 'utf16', 'unicode', 'UnicodeBig'],
  'UTF-16LE': ['UTF-16LE', 'UTF_16LE', 'X-UTF-16LE', 'UnicodeLittleUnmarked'],
  'UTF-16BE': ['UTF-16BE', 'UTF_16BE', 'ISO-10646-UCS-2', 'X-UTF-16BE', 'UnicodeBigUnmarked'],
};

const BY_NAME = new Map(
  Object.entries(JAVA_NAMES).flatMap(([charset, names]) =>
    names.map((name) => [name.toLowerCase(), charset as JavaCharset] as const),
  ),
);

/** The Java charset `name` names, or null when it is none the workbench knows. */
export function javaCharset(name: string): JavaCharset | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/** A byte-order mark a file starts with. */
export type ByteOrderMark = 'utf-8' | 'utf-16le' | 'utf-16be';

/** The byte-order mark `head` (a file's first bytes) starts with, or null. */
export function byteOrderMark(head: Uint8Array): ByteOrderMark | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return null;
}

/** How to read a file in production's encoding, or why the workbench cannot. */
export type EncodingChoice = { duckdb: DuckdbEncoding } | { refusal: CsvRefusal };

/**
 * How the workbench reads a file that starts with `mark` in the encoding production reads
 * it in (`read.encoding`), or the refusal that says why it cannot and what to do.
 */
export function csvEncoding(read: CsvReadOptions, mark: ByteOrderMark | null): EncodingChoice {
  const given = read.encoding;
  const utf16 = mark === 'utf-16le' || mark === 'utf-16be';
  if (given === null) return utf16 ? { refusal: { kind: 'utf16-unasked' } } : { duckdb: 'utf-8' };
  const { option, value } = given;
  switch (javaCharset(value)) {
    case 'UTF-8':
      return utf16 ? { refusal: { kind: 'utf16-unasked' } } : { duckdb: 'utf-8' };
    case 'ISO-8859-1':
      return utf16 ? { refusal: { kind: 'utf16-unasked' } } : { duckdb: 'latin-1' };
    case 'UTF-16':
    case 'UTF-16LE':
    case 'UTF-16BE': {
      const charset = javaCharset(value);
      // Without multiLine, Spark splits the bytes into lines before decoding each one.
      if (!read.multiLine) return { refusal: { kind: 'utf16-lines', option, value } };
      if (charset === 'UTF-16BE')
        return { refusal: { kind: 'utf16-big-endian', option, value, noMark: false } };
      if (charset === 'UTF-16')
        return mark === 'utf-16le'
          ? { duckdb: 'utf-16' }
          : { refusal: { kind: 'utf16-big-endian', option, value, noMark: true } };
      return mark === 'utf-16le'
        ? { refusal: { kind: 'utf16-mark-kept', option, value } }
        : { duckdb: 'utf-16' };
    }
    case null:
      return { refusal: { kind: 'encoding-unknown', option, value } };
  }
}
