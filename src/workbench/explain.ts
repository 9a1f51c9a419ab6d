/**
 * Turns DuckDB's and parquet-wasm's load errors into sentences for the page.
 */
import { CsvLoadError } from '../adapters/common/csv';
import { BadInputError } from '../worker/files/inspect';
import type { Translate } from './translate';

/** A plain-words message for an error raised while loading `fileName`. */
export function explainLoadError(fileName: string, error: unknown, t: Translate): string {
  if (error instanceof BadInputError) return error.message;
  // The shared CSV loader already words its refusals for people, naming the file.
  if (error instanceof CsvLoadError && error.kind !== 'parse') {
    return `“${fileName}”: ${error.detail}`;
  }
  const raw = error instanceof Error ? error.message : String(error);
  const firstLine = raw.split('\n').find((line) => line.trim() !== '') ?? raw;
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
