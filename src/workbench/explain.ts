/**
 * Turns DuckDB's and parquet-wasm's load errors into sentences for the page.
 */
import { t } from '../i18n';
import { CsvLoadError } from '../adapters/common/csv';
import { BadInputError } from '../worker/files/inspect';

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

/** A plain-words message for an error raised while loading `fileName`. */
export function explainLoadError(fileName: string, error: unknown): string {
  if (error instanceof BadInputError) return error.message;
  // The shared CSV loader words its refusals for people; the page names the file.
  if (error instanceof CsvLoadError) return `“${fileName}”: ${error.detail}`;
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
