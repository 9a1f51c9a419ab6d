/**
 * The page bench's baseline (bench/page.ts): DuckDB-WASM's own load and scan of a file,
 * with no workbench code around it but the opener, so it runs the very bundle, wasm and
 * worker the page runs. The file is registered as the page registers it (a browser file
 * handle, read in slices), loaded with DuckDB's own CSV detection, and scanned once.
 */
import { DuckDBDataProtocol, type AsyncDuckDB } from '@duckdb/duckdb-wasm';
import { openDuckDB } from '../../src/worker/duckdb/open';

interface BaselineResult {
  ms: number;
  rows: number;
  columns: number;
}

declare global {
  interface Window {
    /** Resolves once DuckDB-WASM is open (not timed: the page has its database open too). */
    dqwReady: Promise<void>;
    /** Loads the chosen file into a table and scans every column once; timed inside. */
    dqwBaseline: () => Promise<BaselineResult>;
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

let db: AsyncDuckDB;
window.dqwReady = openDuckDB(() => undefined).then((opened) => {
  db = opened.db;
});

window.dqwBaseline = async () => {
  const file = (document.getElementById('file') as HTMLInputElement).files![0];
  const started = performance.now();
  const conn = await db.connect();
  await db.registerFileHandle('/data.csv', file, DuckDBDataProtocol.BROWSER_FILEREADER, true);
  await conn.query(`CREATE TABLE t AS SELECT * FROM read_csv('/data.csv')`);
  const names = (await conn.query(`DESCRIBE t`)).toArray().map((r) => String(r.column_name));
  const aggregates = names.flatMap((n, i) => [
    `count(${quote(n)}) AS c${i}`,
    `max(${quote(n)}) AS m${i}`,
  ]);
  const scan = await conn.query(`SELECT count(*) AS n, ${aggregates.join(', ')} FROM t`);
  const rows = Number(scan.toArray()[0].n);
  await conn.close();
  return { ms: performance.now() - started, rows, columns: names.length };
};
