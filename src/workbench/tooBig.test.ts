/**
 * A file too large for the tab, through the workbench on both DuckDBs: refused before
 * loading in the user's words with the previous dataset kept, sampled (CSV and Parquet),
 * every result and download marked as a sample's, and a real out-of-memory load turned
 * into the same offer with a fresh database.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { fileFrom, until } from './testing';
import { Workbench } from './workbench';
import { numberedCsv, parquetFile } from './sampleFixtures';
import type { Database } from './database';

const RULES = JSON.stringify({
  validations: {
    rules: [
      { type: 'not_null', columns: ['email'], code: 'EMAIL' },
      { type: 'row_count', must_be: '> 0' },
    ],
  },
});

describe.each(['wasm', 'native'] as const)('too big for the tab, on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  const opened: Database[] = [];

  async function start(options: { loadLimit?: number; memoryLimit?: string }) {
    workbench = new Workbench({
      open: async () => {
        const db = await openNodeDatabase(backend, { memoryLimit: options.memoryLimit });
        opened.push(db);
        return db;
      },
      autoRunDelayMs: null,
      loadLimit: options.loadLimit ?? null,
    });
    await workbench.initRules();
    workbench.setRules(RULES);
    expect(await workbench.loadFile(fileFrom(customersCsv))).toBe(true);
    return workbench;
  }

  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('a CSV above the limit is refused before loading; its sample runs, marked', async () => {
    const wb = await start({ loadLimit: 100_000 });
    const big = numberedCsv(8000, 'orders 2025.csv');
    expect(await wb.loadFile(big)).toBe(false);
    const refused = wb.getSnapshot().dataset;
    expect(refused.dataset?.name).toBe('customers.csv');
    expect(refused.error).toBeNull();
    expect(refused.tooBig).toMatchObject({
      cause: 'estimate',
      command: "dqw validate 'orders 2025.csv' --rules rules.json",
      decision: { fits: false, name: 'orders 2025.csv', size: big.size, limit: 100_000 },
    });

    expect(await wb.loadSampleOf('spread')).toBe(true);
    const done = await until(wb, (s) => s.run.status === 'done' && s.run.sample !== null);
    const { dataset } = done.dataset;
    expect(done.dataset.tooBig).toBeNull();
    expect(dataset?.sample).toEqual({ mode: 'spread', name: 'orders 2025.csv', size: big.size });
    expect(dataset?.rows).toBeGreaterThan(100);
    expect(dataset?.rows).toBeLessThan(8000);
    expect(done.run.sample).toMatchObject({ rows: dataset?.rows, name: 'orders 2025.csv' });
    expect(done.run.result?.rows_read).toBe(dataset?.rows);

    const note = `Computed on a sample of ${dataset!.rows.toLocaleString('en-US')} rows of orders 2025.csv`;
    const html = await wb.download('report-html');
    expect(html.fileName).toBe('orders 2025.sample.report.html');
    expect(String(html.data)).toContain(note);
    const json = String((await wb.download('report-json')).data)
      .trim()
      .split('\n');
    for (const line of json) {
      expect(JSON.parse(line).computed_on).toContain(note);
      expect(JSON.parse(line).source_file).toBe('orders 2025.csv');
    }
    expect((await wb.download('report-csv')).fileName).toBe('orders 2025.sample.report.csv');
    const invalid = await wb.download('invalid-csv');
    expect(invalid.fileName).toBe('orders 2025.sample.quarantine.csv');
    expect(String(invalid.data).split('\n')[0]).toBe('id,name,email,age');
  });

  it('a Parquet file above the limit: its first rows load, marked', async () => {
    const wb = await start({ loadLimit: 2000 });
    const big = parquetFile(5000, 1000, 'events.parquet');
    expect(await wb.loadFile(big)).toBe(false);
    expect(wb.getSnapshot().dataset.tooBig?.decision.kind).toBe('parquet');
    expect(await wb.loadSampleOf('first')).toBe(true);
    const { dataset } = wb.getSnapshot().dataset;
    expect(dataset?.sample).toEqual({ mode: 'first', name: 'events.parquet', size: big.size });
    expect(dataset?.rows).toBeGreaterThan(0);
    expect(dataset?.rows).toBeLessThan(5000);
  });

  it('a load that runs out of memory gives the same offer and a fresh database', async () => {
    // The estimate lets a 25 MB file through 64 MB of DuckDB memory; the load needs more.
    const wb = await start({ memoryLimit: '64MB' });
    const before = opened.length;
    const big = numberedCsv(600_000, 'wide.csv');
    expect(big.size).toBeLessThan(60e6 / 1.3);
    expect(await wb.loadFile(big)).toBe(false);
    const snapshot = await until(wb, (s) => s.dataset.tooBig !== null);
    expect(snapshot.dataset.tooBig?.cause).toBe('outOfMemory');
    expect(snapshot.dataset.error).toBeNull();
    // The previous dataset comes back on a new database.
    const back = await until(wb, (s) => s.dataset.loading === null && opened.length > before);
    expect(back.dataset.dataset?.name).toBe('customers.csv');
  });
});
