/**
 * A JSON or JSON Lines file (gzip-compressed too) loaded on a Node backend as Spark reads
 * it: parsed and typed here (`src/engine/read/json/`), the same path as the page's, so both
 * DuckDBs and the page hold the same table.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { readJsonBytes, type JsonRead } from '../../engine/read/json/read.ts';
import { jsonDecimalCasts, jsonToArrowIpc } from '../common/jsonArrow.ts';
import type { NodeBackend } from './backend.ts';

/** A file's bytes, decompressed when its name ends in `.gz` (as Spark reads it). */
export function fileBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  return /\.gz$/i.test(file) ? gunzipSync(bytes) : bytes;
}

/** Loads the JSON file into a new `table`; returns the read without its values. */
export async function loadJsonFile(
  backend: NodeBackend,
  file: string,
  table: string,
  multiLine: boolean | null = null,
): Promise<Omit<JsonRead, 'columns'>> {
  const { columns, ...read } = readJsonBytes(fileBytes(file), multiLine);
  await backend.loadArrowIpc(jsonToArrowIpc({ fields: read.fields, columns }), table);
  for (const sql of jsonDecimalCasts(table, read)) await backend.exec(sql);
  return read;
}
