/**
 * The page bench's baseline (bench/page.ts): DuckDB-WASM's own load and scan of a file,
 * with no workbench code around it but the opener, so it runs the very bundle, wasm and
 * worker the page runs. The file is registered as the page registers it (a browser file
 * handle, read in slices), loaded with DuckDB's own CSV detection, and scanned once.
 *
 * Then the floor: the engine's one query for the bench's 20 rules, on that same table
 * (DuckDB's own types, no production reading, no preview). No page that computes those
 * rules on DuckDB-WASM can show them sooner than this load plus this query.
 */
import { DuckDBDataProtocol, type AsyncDuckDB } from '@duckdb/duckdb-wasm';
import { openDuckDB } from '../../src/worker/duckdb/open';
import { arrowToQueryResult } from '../../src/adapters/common/arrow';
import { KeyRanges, parseDocument, runValidation } from '../../src/engine';

interface BaselineResult {
  ms: number;
  /** Of which the load (`CREATE TABLE … AS SELECT * FROM read_csv(…)`). */
  loadMs: number;
  rows: number;
  columns: number;
}

declare global {
  interface Window {
    /** Resolves once DuckDB-WASM is open (not timed: the page has its database open too). */
    dqwReady: Promise<void>;
    /** Loads the chosen file into a table and scans every column once; timed inside. */
    dqwBaseline: () => Promise<BaselineResult>;
    /** Runs the rules document on the table the baseline loaded; timed inside. */
    dqwRules: (rules: string) => Promise<{ ms: number; results: number }>;
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
  const loadMs = performance.now() - started;
  const names = (await conn.query(`DESCRIBE t`)).toArray().map((r) => String(r.column_name));
  const aggregates = names.flatMap((n, i) => [
    `count(${quote(n)}) AS c${i}`,
    `max(${quote(n)}) AS m${i}`,
  ]);
  const scan = await conn.query(`SELECT count(*) AS n, ${aggregates.join(', ')} FROM t`);
  const rows = Number(scan.toArray()[0].n);
  await conn.close();
  return { ms: performance.now() - started, loadMs, rows, columns: names.length };
};

window.dqwRules = async (rules) => {
  const doc = parseDocument(rules);
  if (!doc.ok) throw new Error(doc.diagnostics.map((d) => d.message).join('; '));
  const conn = await db.connect();
  const runner = { query: async (sql: string) => arrowToQueryResult(await conn.query(sql)) };
  const started = performance.now();
  // As the page runs them: a dense integer key counted by bitmap, its range read first.
  const run = await runValidation(runner, doc, {
    table: 't',
    now: new Date(),
    keyRanges: new KeyRanges(),
  });
  const ms = performance.now() - started;
  await conn.close();
  return { ms, results: run.results.length };
};
