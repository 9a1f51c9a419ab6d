/**
 * Checks a dropped file before DuckDB sees it, reading only its first megabyte (and the
 * last bytes of a Parquet file); the checks themselves are the engine reader's
 * (`inspectCsvHead`, `parquetRefusal`). Each refusal is a `BadInputError` whose message is
 * meant for the page as is.
 */
import {
  emptyFile,
  HEAD_BYTES,
  inspectCsvHead,
  isParquetMagic,
  parquetRefusal,
  type CsvChoices,
  type CsvReading,
  type Inspection,
} from '../../engine';

async function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

export async function inspectParquet(file: File): Promise<Inspection> {
  const head = await readBytes(file.slice(0, 4));
  const tail = await readBytes(file.slice(Math.max(0, file.size - 4)));
  const refused = parquetRefusal(file.name, file.size, head, tail);
  if (refused) throw refused;
  return { kind: 'parquet' };
}

/**
 * Inspects `file` and says how to load it, or throws a `BadInputError`. A CSV is checked
 * as `reading` says the loader will read it (production's header by default); a file that
 * starts as Parquet does is checked as Parquet whatever its name.
 */
export async function inspectFile(
  file: File,
  choices: CsvChoices,
  reading: CsvReading = { header: choices.header !== 'no', encoding: 'utf-8' },
): Promise<Inspection> {
  if (file.size === 0) throw emptyFile(file.name);
  if (/\.parq(uet)?$/i.test(file.name)) return inspectParquet(file);
  const head = await readBytes(file.slice(0, HEAD_BYTES));
  if (isParquetMagic(head)) return inspectParquet(file);
  return inspectCsvHead(file.name, file.size, head, choices, reading);
}
