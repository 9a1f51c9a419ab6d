/**
 * Turns DuckDB's and parquet-wasm's load errors into sentences for the page.
 */
import { shownOption } from '../engine/read/options';
import type { CsvRefusal } from '../engine/read/refusals';
import { BadInputError, CsvLoadError } from '../engine/read';
import { WorkerStopped } from '../worker/oneShot';
import type { Translate } from './translate';
import { jsonRefusalWords } from './jsonWords';
import { checkRefusalFact } from './read/folder-refusal';
import type { JsonRefusal } from '../engine/read/json/why';

/**
 * An engine message with what means nothing to the user taken out: the worker's paths
 * (`/uploads/15_x.csv`), error class prefixes (`Invalid Input Error:`) and engine names.
 */
export function inUserTerms(text: string): string {
  return text
    .replace(/(?:^|\s)\/[^\s:]*[:]?/g, ' ')
    .replace(/\b(?:[A-Z][a-z]+ )*(?:Error|Exception):\s*/g, '')
    .replace(/\b(?:DuckDB(?:-WASM)?|parquet-wasm|Arrow)\b:?\s*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The CSV refusals with a sentence in every locale (see `csvRefusal`). */
const TRANSLATED_KINDS = new Set(['encoding', 'ragged', 'not-found', 'empty', 'no-columns']);

/** A plain-words message for an error raised while loading `fileName`. */
export function explainLoadError(
  fileName: string,
  error: unknown,
  t: Translate,
  language?: string,
): string {
  if (error instanceof BadInputError) return refusal(error, t, language);
  // A refusal the CSV loader gives as data: its facts, in the page's language.
  if (error instanceof CsvLoadError && error.fact)
    return csvRefusalWords(fileName, error.fact, t, language);
  // The shared CSV loader words its refusals for people by kind; DuckDB's own words follow.
  if (error instanceof CsvLoadError && TRANSLATED_KINDS.has(error.kind)) {
    const duckdb = /DuckDB: ([\s\S]*)$/.exec(error.detail)?.[1];
    const sentence = csvRefusal(error.kind, fileName, t);
    return duckdb ? `${sentence} DuckDB: ${duckdb}` : sentence;
  }
  // Kinds without a translated sentence (a line too long, a schema naming a missing
  // column, text that is not CSV): the loader's own plain words, naming the user's file.
  if (error instanceof CsvLoadError)
    return t('load.failed', { name: fileName, detail: error.detail });
  // The Parquet reader's worker died (not the file's fault as far as anyone can tell).
  if (error instanceof WorkerStopped) {
    const detail = error.detail ? ` (${inUserTerms(error.detail)})` : '';
    return t('load.parquetReaderStopped', { name: fileName, detail });
  }
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = inUserTerms(raw.split('\n').find((line) => line.trim() !== '') ?? raw);
  const line = /line[: ]+(\d+)/i.exec(raw)?.[1];
  const where = line ? t('load.nearLine', { line }) : '';
  if (/Expected Number of Columns|too many columns|Found:\s*\d+/i.test(raw)) {
    return t('load.ragged', { name: fileName, where });
  }
  if (/unicode|utf-?8|encoding/i.test(raw)) {
    return t('load.notUtf8', { name: fileName, where });
  }
  if (
    /parquet|thrift|footer|magic|EOF|out of range|invalid/i.test(raw) &&
    /\.parq/i.test(fileName)
  ) {
    return t('load.corruptParquet', { name: fileName, detail: firstLine });
  }
  if (/No files found|does not exist/i.test(raw)) {
    return t('load.unreadable', { name: fileName });
  }
  return t('load.failed', { name: fileName, detail: firstLine });
}

/** Why the page does not read a folder yet, in the page's language. */
function folderWhy(why: string, t: Translate): string {
  switch (why) {
    case 'multiLine':
      return t('refusal.folder.why.multiLine');
    case 'lineBreaks':
      return t('refusal.folder.why.lineBreaks');
    default:
      return t('refusal.folder.why.longHeader');
  }
}

/** A refusal of the file check, in the page's language; its numbers formatted for it. */
function refusal(error: BadInputError, t: Translate, language?: string): string {
  const params = Object.fromEntries(
    Object.entries(error.params).map(([k, v]) => [
      k,
      typeof v === 'number' ? v.toLocaleString(language) : v,
    ]),
  );
  switch (error.id) {
    case 'notParquet':
      return t('refusal.notParquet', params);
    case 'truncatedParquet':
      return t('refusal.truncatedParquet', params);
    case 'binary.zip':
      return t('refusal.binary.zip', params);
    case 'binary.gzip':
      return t('refusal.binary.gzip', params);
    case 'binary.png':
      return t('refusal.binary.png', params);
    case 'binary.pdf':
      return t('refusal.binary.pdf', params);
    case 'binary.office':
      return t('refusal.binary.office', params);
    case 'nulBytes':
      return t('refusal.nulBytes', params);
    case 'blankHeader':
      return t('refusal.blankHeader', params);
    case 'duplicateHeader':
      return t('refusal.duplicateHeader', params);
    case 'ragged':
    case 'notUtf8':
    case 'latin1Controls':
      return csvRefusalWords(String(error.params.name), checkRefusalFact(error)!, t, language);
    case 'blank':
      return t('refusal.blank', params);
    case 'tooManyColumns':
      return t('refusal.tooManyColumns', params);
    case 'tooManyColumnsUncounted':
      return t('refusal.tooManyColumnsUncounted', params);
    case 'empty':
      return t('refusal.empty', params);
    case 'readOptions':
      return t('refusal.readOptions', params);
    case 'schemaDdl':
      return t('refusal.schemaDdl', params);
    case 'json.array':
      return t('refusal.json.array', params);
    case 'json.ndjson':
      return t('refusal.json.ndjson', params);
    case 'json.document':
      return t('refusal.json.document', params);
    case 'json.refused': {
      const refusal = JSON.parse(String(params.refusal)) as JsonRefusal;
      return t('refusal.json.refused', { name: params.name, detail: jsonRefusalWords(refusal, t) });
    }
    case 'gzip':
      return t('refusal.gzip', params);
    case 'excel.xls':
      return t('refusal.excel.xls', params);
    case 'excel.xlsb':
      return t('refusal.excel.xlsb', params);
    case 'excel.ods':
      return t('refusal.excel.ods', params);
    case 'excel.compound':
      return t('refusal.excel.compound', params);
    case 'excel.unreadable':
      return t('refusal.excel.unreadable', params);
    case 'excel.emptySheet':
      return t('refusal.excel.emptySheet', params);
    case 'excel.tooLarge':
      return t('refusal.excel.tooLarge', params);
    case 'folder.empty':
      return t('refusal.folder.empty', params);
    case 'folder.mixed':
      return t('refusal.folder.mixed', params);
    case 'folder.partitionNames':
      return t('refusal.folder.partitionNames', params);
    case 'folder.partitionValue':
      return t('refusal.folder.partitionValue', params);
    case 'folder.partitionColumn':
      return t('refusal.folder.partitionColumn', params);
    case 'folder.partitionRows':
      return t('refusal.folder.partitionRows', params);
    case 'folder.header':
      return t('refusal.folder.header', params);
    case 'folder.formats':
      return t('refusal.folder.formats', params);
    case 'folder.parquetType':
      return t('refusal.folder.parquetType', params);
    case 'folder.tooBig':
      return t('refusal.folder.tooBig', params);
    case 'folder.notYet':
      return t('refusal.folder.notYet', {
        folder: params.folder,
        file: params.file,
        why: folderWhy(String(params.why), t),
      });
    default:
      return error.message;
  }
}

/** A CSV loader refusal by kind, naming the user's file. */
function csvRefusal(kind: string, name: string, t: Translate): string {
  switch (kind) {
    case 'encoding':
      return t('refusal.csv.encoding', { name });
    case 'ragged':
      return t('refusal.csv.ragged', { name });
    case 'not-found':
      return t('refusal.csv.notFound', { name });
    case 'empty':
      return t('refusal.csv.empty', { name });
    case 'no-columns':
      return t('refusal.csv.noColumns', { name });
    default:
      return t('refusal.csv.unreadable', { name });
  }
}

/**
 * A CSV refusal given as data (the loader's, or the file check's), in the page's language,
 * naming the user's file; in English, the loader's own words (`csvRefusalText`).
 */
export function csvRefusalWords(
  name: string,
  r: CsvRefusal,
  t: Translate,
  language?: string,
): string {
  const n = (v: number) => v.toLocaleString(language ?? 'en-US');
  switch (r.kind) {
    case 'ragged': {
      const [line, fields, expected] = [n(r.line), n(r.fields), n(r.expected)];
      const delimiter =
        r.delimiter === null
          ? ''
          : r.delimiter === '\t'
            ? t('refusal.csv.withTab')
            : t('refusal.csv.withDelimiter', { delimiter: `"${r.delimiter}"` });
      // The plural follows the fields the row has.
      const count = r.fields;
      // A folder's files read as one: the line of the file it is in.
      const { file, firstFile } = r;
      if (file !== undefined && r.header)
        return t('refusal.csv.raggedRowsInFile', {
          name,
          line,
          file,
          fields,
          expected,
          delimiter,
          count,
        });
      if (file !== undefined && firstFile !== undefined)
        return t('refusal.csv.raggedRowsNoHeaderInFile', {
          name,
          line,
          file,
          fields,
          expected,
          firstFile,
          delimiter,
          count,
        });
      return r.header
        ? t('refusal.csv.raggedRows', { name, line, fields, expected, delimiter, count })
        : t('refusal.csv.raggedRowsNoHeader', { name, line, fields, expected, delimiter, count });
    }
    case 'not-utf8':
      return t('refusal.csv.notUtf8', { name, where: where(r.line, r.byte, r.file) });
    case 'utf16-unasked':
      return t('refusal.csv.utf16Unasked', { name });
    case 'encoding-unknown':
      return t('refusal.csv.encodingUnknown', {
        name,
        shown: shownOption(r.option, r.value),
        value: JSON.stringify(r.value),
      });
    case 'utf16-lines':
      return t('refusal.csv.utf16Lines', { name, shown: shownOption(r.option, r.value) });
    case 'utf16-big-endian':
      return r.noMark
        ? t('refusal.csv.utf16BigEndianNoMark', { name, shown: shownOption(r.option, r.value) })
        : t('refusal.csv.utf16BigEndian', { name, shown: shownOption(r.option, r.value) });
    case 'utf16-mark-kept':
      return t('refusal.csv.utf16MarkKept', { name, shown: shownOption(r.option, r.value) });
    case 'latin1-controls':
      return t('refusal.csv.latin1Controls', {
        name,
        shown: shownOption(r.option, r.value),
        where: where(r.line, r.byte, r.file),
      });
  }

  /** Where in the file (in a folder's, `file`), as `csvRefusalText` says it. */
  function where(line: number | null, byte: string | null, file?: string): string {
    if (line === null) return '';
    if (file !== undefined)
      return byte === null
        ? t('refusal.csv.atLineInFile', { line: n(line), file })
        : t('refusal.csv.atByteInFile', { line: n(line), byte, file });
    return byte === null
      ? t('refusal.csv.atLine', { line: n(line) })
      : t('refusal.csv.atByte', { line: n(line), byte });
  }
}
