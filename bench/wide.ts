/**
 * The bench's wide-file section (issue 11 §2): a 5-row file of N columns, every value a
 * function of its row and column, and the page's load of it (DuckDB-WASM in Node, the
 * page's own loader: inspection, read, Spark inference, typing, preview) in a fresh process.
 *
 * `tsx bench/wide.ts <columns>` prints the page load's seconds as the last line.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR } from './data.ts';

/** `bench/.data/wide-5x<columns>.csv`, made once. */
export function generateWide(columns: number): string {
  const file = path.join(DATA_DIR, `wide-5x${columns}.csv`);
  if (existsSync(file)) return file;
  mkdirSync(DATA_DIR, { recursive: true });
  const cols = Array.from({ length: columns }, (_, i) => i);
  const lines = [cols.map((i) => `c${i}`).join(',')];
  for (let r = 0; r < 5; r++) lines.push(cols.map((i) => String(r * i)).join(','));
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

/** Loads the file as the page does, in DuckDB-WASM; returns seconds. */
async function pageLoad(file: string): Promise<number> {
  const { openNodeDatabase } = await import('../src/adapters/node/database.ts');
  const { loadIntoDatabase } = await import('../src/workbench/load.ts');
  const { fileFrom } = await import('../src/workbench/testing.ts');
  const db = await openNodeDatabase('wasm');
  try {
    const t0 = performance.now();
    const choices = { header: 'auto', delimiter: 'auto', types: 'detect', schema: '' } as const;
    await loadIntoDatabase(db, fileFrom(file), choices, () => undefined);
    return (performance.now() - t0) / 1000;
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await pageLoad(generateWide(Number(process.argv[2])))).toFixed(2));
}
