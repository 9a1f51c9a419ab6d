/**
 * Whether a file fits in the tab before it is loaded: DuckDB's memory limit against the
 * file's size (for Parquet, its decoded size by its footer), or a lower limit chosen.
 */
import type { Database } from '../database';
import { decideFit, parseMemorySetting, type FitDecision } from '../loadLimit';
import { decodedBytes } from '../parquetSample';

/** A file larger than the tab can hold: refused before loading, with the verdict. */
export class TooBigError extends Error {
  constructor(readonly decision: FitDecision) {
    super(`“${decision.name}” is too large to load in this tab.`);
    this.name = 'TooBigError';
  }
}

/** DuckDB's memory limit in the database, in bytes; null when it cannot be read. */
export async function memoryLimitOf(db: Database): Promise<number | null> {
  const row = (await db.query(`SELECT current_setting('memory_limit')::VARCHAR AS m`)).rows[0];
  return parseMemorySetting(row ? String(row.m) : null);
}

/** The verdict on `file` of `kind` in `db` (for Parquet, its decoded size by its footer). */
export async function fitOf(
  db: Database,
  file: File,
  kind: 'csv' | 'parquet',
  loadLimit: number | null,
): Promise<FitDecision> {
  let decoded: number | null = null;
  if (kind === 'parquet') {
    // A footer that cannot be read is refused by the load itself; assume a typical ratio.
    decoded = await db
      .parquetRowGroups(file)
      .then(decodedBytes)
      .catch(() => null);
  }
  const memory = await memoryLimitOf(db);
  return decideFit(
    { name: file.name, size: file.size, kind, decodedBytes: decoded },
    memory,
    loadLimit,
  );
}
