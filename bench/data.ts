/**
 * The bench's deterministic CSV, shared by `npm run bench` and `npm run bench:engine`:
 * every value is a function of the row number, so every run measures the same file.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openNative } from '../src/adapters/node/native.ts';

/** Where generated bench files live (gitignored). */
export const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '.data');

/** The bench's 10-column table of `rows` rows as a DuckDB query (CSV and Parquet share it). */
export function benchRowsSql(rows: number): string {
  const countries = `['BR','PT','US','AR','MX','ES','FR','DE','IT','CL','br']`;
  return `
    SELECT i AS id,
      'name ' || i AS name,
      CASE WHEN i % 997 = 0 THEN NULL WHEN i % 1009 = 0 THEN 'broken-email' ELSE 'user' || i || '@example.com' END AS email,
      CASE WHEN i % 1013 = 0 THEN 150 ELSE (i * 7) % 90 + 10 END AS age,
      ${countries}[(i * 13) % 11 + 1] AS country,
      CASE WHEN i % 5 = 0 THEN 'inactive' WHEN i % 2011 = 0 THEN 'unknown' ELSE 'active' END AS status,
      DATE '2025-06-01' + ((i * 31) % 240)::INTEGER AS created_at,
      round(((i * 7919) % 100000) / 100.0, 2) AS amount,
      CASE WHEN i % 50 = 0 THEN NULL ELSE '0' || (1100000000 + i)::VARCHAR END AS phone,
      ((i * 104729) % 1000) / 10.0 AS score
    FROM range(1, ${rows + 1}) t(i)`;
}

/** Deterministic data: every value is a function of the row number. */
export async function generate(rows: number): Promise<string> {
  const file = path.join(DATA_DIR, `bench-${rows}.csv`);
  if (existsSync(file)) return file;
  mkdirSync(DATA_DIR, { recursive: true });
  const db = await openNative();
  await db.exec(`COPY (${benchRowsSql(rows)}
  ) TO '${file}' (FORMAT csv, HEADER)`);
  await db.close();
  return file;
}
