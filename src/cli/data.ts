/**
 * The data file as the CLI reads it: its format from its name (`.csv`, `.json`, `.ndjson`,
 * `.parquet`, each of the text ones also gzip-compressed as Spark reads them), and, for a
 * compressed CSV, a decompressed copy the CSV reader streams.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { UsageError } from './errors.ts';
import { folderPlan, isFolder } from './folder.ts';

export type DataFormat = 'csv' | 'json' | 'parquet';

const FORMATS: Record<string, DataFormat> = {
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
  json: 'json',
  jsonl: 'json',
  ndjson: 'json',
  parquet: 'parquet',
};

/** The file name's extension(s): `csv`, `csv.gz`. */
function extensions(file: string): { ext: string; gz: boolean } {
  const name = path.basename(file).toLowerCase();
  const gz = name.endsWith('.gz');
  const base = gz ? name.slice(0, -3) : name;
  return { ext: /\.([^.]+)$/.exec(base)?.[1] ?? '', gz };
}

/** Whether the file is gzip-compressed (by its name, as Spark decides). */
export const isGzip = (file: string): boolean => extensions(file).gz;

/**
 * The format a data file is read as, from its name; a usage error for any other. A folder
 * is read in the format its files' names give (RULES.md §9, "A folder of files").
 */
export function dataFormatOf(file: string): DataFormat {
  if (isFolder(file)) return folderFormatOf(file);
  const { ext, gz } = extensions(file);
  // An Excel workbook is the page's reading alone (RULES.md §9, "Excel workbooks"): the
  // command line checks what production reads, and Spark reads no Excel.
  if (['xlsx', 'xls', 'xlsb', 'ods'].includes(ext))
    throw new UsageError(
      `data file ${file}: dqw does not read spreadsheets (Spark, production, reads no Excel file): save the sheet as CSV with its header row and validate the CSV`,
    );
  const format = FORMATS[ext];
  if (!format || (gz && format === 'parquet'))
    throw new UsageError(
      `data file ${file}: the file name must end in .csv, .tsv, .txt, .json, .jsonl, .ndjson or .parquet (the text formats also as .gz)`,
    );
  return format;
}

/**
 * The path the CSV reader reads `file` at: the file itself, or for a `.gz` file its
 * decompressed copy written (streamed) into `dir`.
 */
export async function readablePath(file: string, dir: string): Promise<string> {
  if (isFolder(file)) return file;
  if (!isGzip(file) || dataFormatOf(file) !== 'csv' || !existsSync(file)) return file;
  const target = path.join(dir, path.basename(file).slice(0, -3));
  try {
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(target));
  } catch (e) {
    throw new UsageError(
      `${file}: cannot decompress the file as gzip (${(e as Error).message}); is it whole?`,
    );
  }
  return target;
}

/**
 * A folder's format: the one its files' names give (a file of another name is read in it,
 * as Spark reads every file it lists).
 */
function folderFormatOf(folder: string): DataFormat {
  const named = folderPlan(folder)
    .files.map((f) => ({ path: f.path, format: FORMATS[extensions(f.path).ext] }))
    .filter((f) => f.format !== undefined);
  const other = named.find((f) => f.format !== named[0].format);
  if (other)
    throw new UsageError(
      `data folder ${folder}: ${named[0].path} is ${named[0].format} and ${other.path} is ${other.format}; Spark reads every file of a folder in one format: keep one format in the folder`,
    );
  return named[0]?.format ?? 'csv';
}
