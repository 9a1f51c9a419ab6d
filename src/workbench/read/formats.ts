/**
 * A dropped file's format beyond CSV and Parquet, from its name as Spark decides: JSON
 * (`.json`, `.jsonl`, `.ndjson`) and gzip-compressed text (`.gz`), which the page
 * decompresses as it reads (DecompressionStream) before the file is checked and loaded.
 */
import { BadInputError } from '../../engine';

/** Whether the file is read as JSON (Spark's format "json"). */
export const isJsonFile = (name: string): boolean => /\.(json|jsonl|ndjson)$/i.test(name);

/** Whether the file is gzip-compressed, by its name (as Spark and DuckDB decide). */
export const isGzipFile = (name: string): boolean => /\.gz$/i.test(name);

/**
 * The file as its reader sees it: a `.gz` file decompressed, under its name without `.gz`
 * (`orders.csv.gz` is read as `orders.csv`); any other file as it is.
 */
export async function decompressed(file: File): Promise<File> {
  if (!isGzipFile(file.name)) return file;
  try {
    const stream = file.stream().pipeThrough(new DecompressionStream('gzip'));
    const blob = await new Response(stream).blob();
    return new File([blob], file.name.slice(0, -3), { lastModified: file.lastModified });
  } catch {
    throw new BadInputError(
      `“${file.name}” cannot be decompressed as gzip: it is not gzip, or it is cut short.`,
      'gzip',
      { name: file.name },
    );
  }
}
