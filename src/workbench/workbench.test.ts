/**
 * The page's orchestration in Node, on both DuckDBs (the page's DuckDB-WASM build and
 * native): superseded runs and loads, cancellation of a slow quarantine by an edit, the
 * lazy quarantine, and recovery from a crashed or failing database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openNative } from '../adapters/node/native';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { fileFrom, until, WrappedDatabase } from './testing';
import type { RunResult } from '../engine/types';
import type { Persistence } from './types';
import { sampleRules } from './testing';
import { Workbench } from './workbench';
import { fileIdentity } from '../cli/history';
import { hashFile } from '../worker/fingerprint/hashFile';

const [A, B] = [sampleRules(1), sampleRules(101)];

const rowCountSeverity = (run: RunResult | null) =>
  run?.results.find((r) => r.rule_type === 'row_count')?.severity;

describe.each(['wasm', 'native'] as const)('Workbench on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  let opened: WrappedDatabase[] = [];

  /** A workbench whose every database is a logged wrapper of a fresh real one. */
  async function start(text = A, persistence?: Persistence): Promise<Workbench> {
    opened = [];
    workbench = new Workbench({
      open: async () => {
        const db = new WrappedDatabase(await openNodeDatabase(backend));
        opened.push(db);
        return db;
      },
      autoRunDelayMs: null,
      ...(persistence ? { persistence } : {}),
    });
    await workbench.initRules();
    workbench.setRules(text);
    return workbench;
  }

  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('loads a file, runs its rules and builds the quarantine', async () => {
    const wb = await start();
    expect(await wb.loadFile(fileFrom(customersCsv))).toBe(true);
    const done = await until(wb, (s) => s.quarantine.counts !== null);
    expect(done.dataset.dataset?.rows).toBe(7);
    expect(done.run.status).toBe('done');
    expect(done.run.result?.results.map((r) => r.code)).toEqual([
      'email_present',
      'AGE',
      'row_count',
    ]);
    expect(done.quarantine.counts).toEqual({ invalid: 2, valid: 5 });
    expect(done.quarantine.codeCounts).toEqual({ email_present: 1, AGE: 1 });
    expect(done.quarantine.grid?.rows.rows).toHaveLength(2);
    expect(done.quarantine.grid?.total).toBe(2);
  });

  it('a pattern RE2 cannot read: the rule and the quarantine say so without the engine’s words', async () => {
    const wb = await start(
      JSON.stringify({
        validations: { rules: [{ type: 'regex', column: 'email', pattern: '[a-' }] },
      }),
    );
    expect(await wb.loadFile(fileFrom(customersCsv))).toBe(true);
    const done = await until(wb, (s) => s.quarantine.error !== null);
    expect(done.run.result?.results[0].error).toBe(
      'The pattern is not a regular expression RE2 can run: missing ]: [a-',
    );
    expect(done.quarantine.error).toBe(
      'The quarantine could not be built: The pattern is not a regular expression RE2 can run: missing ]: [a-',
    );
  });

  it('keeps the file for the next visit only once its results are out, and never a replaced one', async () => {
    const kept: { name: string; resultsOut: boolean }[] = [];
    const wb = await start(A, {
      loadRules: () => null,
      saveRules: () => undefined,
      lastDataset: () => null,
      restoreDataset: async () => null,
      rememberDataset: async (file) => {
        const run = workbench!.getSnapshot().run;
        kept.push({ name: file.name, resultsOut: run.status === 'done' && run.result !== null });
        return true;
      },
    });
    // The first file is replaced before its run ends: only the second is kept.
    const first = wb.loadFile(fileFrom(customersCsv, 'first.csv'));
    await first;
    await wb.loadFile(fileFrom(customersCsv, 'second.csv'));
    await until(wb, (s) => s.run.status === 'done' && s.dataset.dataset?.name === 'second.csv');
    await until(wb, () => kept.length > 0);
    expect(kept).toEqual([{ name: 'second.csv', resultsOut: true }]);
  });

  it('a newer run supersedes the one in flight: only the newest result is published', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const published: (string | null)[] = [];
    wb.subscribe((s, prev) => {
      if (s.run.result !== prev.run.result) published.push(s.run.resultText);
    });
    wb.setRules(B);
    const first = wb.run();
    wb.setRules(A);
    const second = wb.run();
    wb.setRules(B);
    const third = wb.run();
    await Promise.all([first, second, third]);
    expect(published).toEqual([B]);
    expect(wb.getSnapshot().run.status).toBe('done');
    expect(rowCountSeverity(wb.getSnapshot().run.result)).toBe('fail');
  });

  it('asking again for the run in flight joins it instead of starting it over', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const db = opened[0];
    const logged = db.log.length;
    wb.setRules(B);
    // The pause after typing started this run; Ctrl+Enter asks for the same one.
    const auto = wb.run();
    const pressed = wb.run();
    expect(pressed).toBe(auto);
    await pressed;
    expect(rowCountSeverity(wb.getSnapshot().run.result)).toBe('fail');
    expect(db.log.slice(logged).filter((e) => e.outcome === 'cancelled')).toEqual([]);
    // Once it is over, asking again runs again.
    expect(wb.run()).not.toBe(auto);
  });

  it('an edit does not wait for a slow quarantine: the run cancels it', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const db = opened[0];
    // The next quarantine's counts take "forever", as on 10M rows, until cancelled.
    db.holdNext(/invalid_rows/);
    wb.setRules(B);
    await wb.run();
    await db.held;
    const heldEntry = db.log.findLast((e) => /invalid_rows/.test(e.sql))!;
    expect(heldEntry.outcome).toBe('pending');
    wb.setRules(A);
    const started = performance.now();
    await wb.run();
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(rowCountSeverity(wb.getSnapshot().run.result)).toBe('pass');
    expect(heldEntry.outcome).toBe('cancelled');
    // The quarantine of the newest run is then computed as usual.
    const done = await until(
      wb,
      (s) => s.quarantine.counts !== null && !s.quarantine.loading && s.run.resultText === A,
    );
    expect(done.quarantine.counts).toEqual({ invalid: 2, valid: 5 });
  });

  it('an edited threshold re-runs as one query, and the quarantine keeps what did not change', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    const before = (await until(wb, (s) => s.quarantine.counts !== null)).quarantine;
    const db = opened[0];
    const logged = db.log.length;
    let atResult = -1;
    wb.subscribe((s, prev) => {
      if (s.run.result !== prev.run.result) atResult = db.log.length;
    });
    wb.setRules(B);
    await wb.run();
    expect(rowCountSeverity(wb.getSnapshot().run.result)).toBe('fail');
    // Only the edited rule's scan: the table is described once per dataset, not per run.
    const runQueries = db.log.slice(logged, atResult).map((e) => e.sql);
    expect(runQueries).toHaveLength(1);
    expect(runQueries[0]).toMatch(/^SELECT CAST\(count\(\*\) AS DOUBLE\) AS "n"/);
    // The same rule codes and columns keep the same objects, so their views do not redraw.
    const after = wb.getSnapshot().quarantine;
    expect(after.rowLevelCodes).toBe(before.rowLevelCodes);
    expect(after.columnsByCode).toBe(before.columnsByCode);
    // A new dataset is described again, by its load: the runs take the load's columns.
    const edited = wb.getSnapshot().run.result;
    await wb.loadFile(fileFrom(customersCsv, 'again.csv'));
    await until(wb, (s) => s.run.result !== edited && s.run.status === 'done');
    const described = (table: string) =>
      db.log.filter((e) => e.sql.startsWith(`DESCRIBE SELECT * FROM "${table}"`));
    expect(described('dataset_incoming')).toHaveLength(2);
    expect(described('dataset')).toHaveLength(0);
  });

  it("knows the key ranges its runs read, for the loaded dataset's table only", async () => {
    const wb = await start(
      JSON.stringify({ validations: { rules: [{ type: 'unique', columns: ['id'] }] } }),
    );
    const id = { name: 'id', duckdbType: 'INTEGER', sparkType: 'int' };
    expect(wb.keyRangeOf()(id)).toBeNull();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.run.status === 'done' && s.run.result !== null);
    expect(wb.keyRangeOf()(id)).toEqual({ min: '1', max: '6' });
    // A new dataset whose rules count nothing distinct has read none.
    wb.setRules(A);
    await wb.loadFile(fileFrom(customersCsv, 'again.csv'));
    await until(wb, (s) => s.dataset.dataset?.name === 'again.csv' && s.run.status === 'done');
    expect(wb.keyRangeOf()(id)).toBeNull();
  });

  it('computes the quarantine only while shown, one page at a time, counts apart', async () => {
    const wb = await start();
    wb.setQuarantineShown(false);
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.run.status === 'done');
    const db = opened[0];
    const quarantineQueries = () =>
      db.log.filter((e) => /invalid_rows|dq_codes/.test(e.sql)).map((e) => e.sql);
    expect(quarantineQueries()).toEqual([]);
    expect(wb.getSnapshot().quarantine.counts).toBeNull();
    wb.setQuarantineShown(true);
    const shown = await until(wb, (s) => s.quarantine.counts !== null && !s.quarantine.loading);
    expect(shown.quarantine.counts).toEqual({ invalid: 2, valid: 5 });
    const afterShow = quarantineQueries().length;
    expect(quarantineQueries().some((sql) => /LIMIT 10000 OFFSET 0/.test(sql))).toBe(true);
    // Another page queries that page only; the counts stand.
    await wb.setQuarantinePage(1);
    const page = wb.getSnapshot().quarantine;
    expect(page.page).toBe(1);
    expect(page.grid?.rows.rows).toEqual([]);
    expect(page.grid?.total).toBe(2);
    const later = quarantineQueries().slice(afterShow);
    expect(later).toHaveLength(1);
    expect(later[0]).toMatch(/OFFSET 10000/);
    // A rule's own rows: the page is filtered and its total comes from the counts.
    await wb.selectRule('AGE');
    expect(wb.getSnapshot().quarantine.grid?.rows.rows).toHaveLength(1);
    expect(wb.getSnapshot().quarantine.grid?.total).toBe(1);
  });

  it('a new file drops the hidden quarantine of the previous one at once', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null && !s.quarantine.loading);
    expect(wb.getSnapshot().quarantine.grid?.rows.rows).toHaveLength(2);
    wb.setQuarantineShown(false);
    const clean = new File(['id,name,email,age\n1,Ana,ana@ex.com,30\n'], 'clean.csv');
    await wb.loadFile(clean);
    // Loaded, before its run: nothing of customers.csv's quarantine is left to show.
    const loaded = wb.getSnapshot().quarantine;
    expect([loaded.grid, loaded.counts, loaded.split]).toEqual([null, null, null]);
    await until(wb, (s) => s.run.status === 'done' && s.dataset.dataset?.name === 'clean.csv');
    expect(wb.getSnapshot().quarantine.grid).toBeNull();
    wb.setQuarantineShown(true);
    const shown = await until(wb, (s) => s.quarantine.counts !== null && !s.quarantine.loading);
    expect(shown.quarantine.counts).toEqual({ invalid: 0, valid: 1 });
  });

  it('a newer load supersedes the load in flight', async () => {
    const wb = await start();
    const loads: (string | undefined)[] = [];
    wb.subscribe((s, prev) => {
      if (s.dataset.dataset !== prev.dataset.dataset) loads.push(s.dataset.dataset?.name);
    });
    const first = wb.loadFile(fileFrom(customersCsv, 'first.csv'));
    const second = wb.loadFile(fileFrom(customersCsv, 'second.csv'));
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(loads).toEqual(['second.csv']);
    const s = await until(wb, (snap) => snap.run.status === 'done');
    expect(s.dataset.error).toBeNull();
    expect(s.dataset.notice).toBeNull();
    expect(s.run.result?.rows_read).toBe(7);
  });

  it('cancelling a load keeps the previous dataset', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv, 'kept.csv'));
    const loading = wb.loadFile(fileFrom(customersCsv, 'dropped.csv'));
    await wb.cancelLoad();
    expect(await loading).toBe(false);
    const s = wb.getSnapshot().dataset;
    expect(s.dataset?.name).toBe('kept.csv');
    expect(s.loading).toBeNull();
    expect(s.notice).toContain('“dropped.csv” was cancelled');
  });

  it('a crashed database is replaced, the file reloaded, and the rules kept', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    opened[0].crashOnNextQuery();
    wb.setRules(B);
    await wb.run();
    const s = await until(
      wb,
      (snap) =>
        snap.dataset.version === 2 && snap.run.status === 'done' && snap.run.resultText === B,
    );
    expect(opened).toHaveLength(2);
    expect(s.dataset.notice).toContain('The database worker stopped (a simulated crash)');
    expect(s.dataset.dataset?.name).toBe('customers.csv');
    expect(s.rules.text).toBe(B);
    expect(rowCountSeverity(s.run.result)).toBe('fail');
  });

  it('a database that fails a run says why, and the next run recovers', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const db = opened[0];
    const query = db.query.bind(db);
    db.query = async () => {
      throw new Error('Out of Memory Error: could not allocate block');
    };
    wb.setRules(B);
    await wb.run();
    expect(wb.getSnapshot().run.status).toBe('error');
    expect(wb.getSnapshot().run.error).toContain('Out of Memory');
    db.query = query;
    await wb.run();
    expect(wb.getSnapshot().run.status).toBe('done');
    expect(rowCountSeverity(wb.getSnapshot().run.result)).toBe('fail');
  });

  it('RULES.md §6: the quarantine download has the codes column only when one is configured or chosen', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const header = async (options?: { annotate?: string | null }) =>
      String((await wb.download('invalid-csv', options)).data).split('\n')[0];
    const input = 'id,name,email,age,country,status,created_at';
    expect(await header()).toBe(input);
    expect(await header({ annotate: null })).toBe(input);
    expect(await header({ annotate: 'why' })).toBe(`${input},why`);
  });

  it('reports name the file and its fingerprint, and carry one run time', async () => {
    const wb = await start();
    // Not the page's worker, but the same hashing of the same bytes.
    const withPrint = new Workbench({
      open: async () => openNodeDatabase(backend),
      autoRunDelayMs: null,
      fingerprint: (file) => hashFile(file),
    });
    await wb.close();
    workbench = withPrint;
    await withPrint.initRules();
    withPrint.setRules(A);
    await withPrint.loadFile(fileFrom(customersCsv));
    await until(withPrint, (s) => s.run.status === 'done' && s.run.result !== null);
    // An edit of one rule: the others' results are reused from the first run.
    await new Promise((resolve) => setTimeout(resolve, 5));
    withPrint.setRules(B);
    await withPrint.run();
    const run = withPrint.getSnapshot().run.result!;
    expect(new Set(run.results.map((r) => r.validated_at)).size).toBe(2);
    const fingerprint = fileIdentity(customersCsv).fingerprint;

    const json = await withPrint.download('report-json');
    expect(json.fileName).toBe('customers.report.json');
    const lines = String(json.data)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    for (const line of lines) {
      expect(line).toMatchObject({ source_file: 'customers.csv', source_fingerprint: fingerprint });
      expect(line.validated_at).toBe(run.validated_at);
    }
    const html = await withPrint.download('report-html');
    expect(html.fileName).toBe('customers.report.html');
    expect(String(html.data)).toContain(
      `<strong>customers.csv</strong> · fingerprint <code>${fingerprint}</code>`,
    );
    // The header's time is the rows' time: one run, one time.
    const times = [...String(html.data).matchAll(/\d{4}-\d\d-\d\dT[\d:.]+Z/g)].map((m) => m[0]);
    expect(new Set(times)).toEqual(new Set([run.validated_at]));
    const csv = await withPrint.download('report-csv');
    expect(csv.fileName).toBe('customers.report.csv');
    expect(String(csv.data).split('\n')[0].split(',')).toHaveLength(12);
    expect((await withPrint.download('valid-parquet')).fileName).toBe('customers.valid.parquet');
    // Parquet, as dqw --report writes it: production's columns, the file named in its footer.
    const parquet = await withPrint.download('report-parquet');
    expect(parquet.fileName).toBe('customers.report.parquet');
    const dir = mkdtempSync(path.join(tmpdir(), 'dqw-report-'));
    const at = path.join(dir, 'report.parquet');
    writeFileSync(at, parquet.data as Uint8Array);
    const native = await openNative();
    try {
      const rows = await native.query(
        `SELECT rule_type, severity, failed_count FROM read_parquet('${at}')`,
      );
      expect(rows.rows.map((r) => [r.rule_type, r.severity, Number(r.failed_count)])).toEqual(
        run.results.map((r) => [r.rule_type, r.severity, r.failed_count]),
      );
      const columns = (await native.query(`DESCRIBE SELECT * FROM read_parquet('${at}')`)).rows;
      expect(columns.map((c) => c.column_name)).toEqual(String(csv.data).split('\n')[0].split(','));
      const kv = await native.query(
        `SELECT decode(key) AS k, decode(value) AS v FROM parquet_kv_metadata('${at}') ORDER BY k`,
      );
      expect(Object.fromEntries(kv.rows.map((r) => [r.k, r.v]))).toMatchObject({
        source_file: 'customers.csv',
        source_fingerprint: fingerprint,
      });
    } finally {
      await native.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a download is not cancelled by a run', async () => {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null);
    const file = wb.download('invalid-csv');
    wb.setRules(B);
    const run = wb.run();
    const csv = await file;
    await run;
    expect(csv.fileName).toBe('customers.quarantine.csv');
    expect(String(csv.data).trim().split('\n')).toHaveLength(3);
    expect(wb.getSnapshot().run.resultText).toBe(B);
  });
});
