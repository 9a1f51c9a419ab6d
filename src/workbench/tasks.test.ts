/**
 * The workbench's one task queue in Node, on both DuckDBs: a new run cancels only the run
 * it supersedes, a profile, a comparison and an export's round trip in flight come back
 * with their real results, priority orders the waiting work, and one task's error leaves
 * the queue working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { customersCsv } from '../adapters/testing/paths';
import { parseDocument, profileTable, runValidation } from '../engine';
import { QueryCancelled } from './database';
import { buildExport, checkExport } from './export';
import { DATASET_TABLE, SECOND_TABLE } from './load';
import { PRIORITY } from './tasks';
import { fileFrom, sampleRules, until, WrappedDatabase } from './testing';
import { Workbench } from './workbench';

const [A, B] = [sampleRules(1), sampleRules(101)];

describe.each(['wasm', 'native'] as const)('the task queue on %s DuckDB', (backend) => {
  let workbench: Workbench | null = null;
  let opened: WrappedDatabase[] = [];

  async function start(): Promise<Workbench> {
    opened = [];
    workbench = new Workbench({
      open: async () => {
        const db = new WrappedDatabase(await openNodeDatabase(backend));
        opened.push(db);
        return db;
      },
      autoRunDelayMs: null,
    });
    await workbench.initRules();
    workbench.setRules(A);
    return workbench;
  }

  /** A workbench with the customers file loaded, its first run and quarantine done. */
  async function loaded(): Promise<{ wb: Workbench; db: WrappedDatabase }> {
    const wb = await start();
    await wb.loadFile(fileFrom(customersCsv));
    await until(wb, (s) => s.quarantine.counts !== null && !s.quarantine.loading);
    return { wb, db: opened[0] };
  }

  /** The panels' work on the loaded file, each as the page's stores start it. */
  function panelWork(wb: Workbench) {
    const { dataset } = wb.getSnapshot().dataset;
    const built = buildExport({ text: A, parsed: parseDocument(A) }, dataset, 'delta');
    if (!('artifact' in built)) throw new Error('no artifact');
    return {
      profile: wb.task('profile', PRIORITY.panel, (q) =>
        profileTable(q, DATASET_TABLE, { columns: dataset!.columns }),
      ),
      compare: wb.task('compare', PRIORITY.panel, (q) =>
        runValidation(q, parseDocument(A), { table: SECOND_TABLE, now: new Date() }),
      ),
      export: wb.task('export', PRIORITY.panel, (q) => checkExport(q, built.artifact, A, dataset!)),
    };
  }

  afterEach(async () => {
    await workbench?.close();
    workbench = null;
  });

  it('a new run cancels only the run it supersedes: a profile, a comparison and a round trip in flight return their real results', async () => {
    const { wb, db } = await loaded();
    await wb.loadSecond(fileFrom(customersCsv, 'next.csv'));
    const mark = db.log.length;
    // The next run's scan takes "forever", as on 10M rows, until cancelled.
    db.holdNext(/"dataset"/);
    wb.setRules(B);
    const superseded = wb.run();
    await db.held;
    const work = panelWork(wb);
    wb.setRules(A);
    const newest = wb.run();
    await Promise.all([superseded, newest]);
    const profile = await work.profile;
    expect(profile.rows).toBe(7);
    expect(profile.columns.map((c) => c.name)).toContain('email');
    const second = await work.compare;
    expect(second.results.map((r) => r.code)).toEqual(['email_present', 'AGE', 'row_count']);
    const roundTrip = await work.export;
    expect(roundTrip.status).toBe('done');
    expect(roundTrip.total).toBeGreaterThan(0);
    expect(roundTrip.same).toBe(roundTrip.total);
    // Only the superseded run's statement was cancelled.
    const cancelled = db.log.slice(mark).filter((e) => e.outcome === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(wb.getSnapshot().run.resultText).toBe(A);
    expect(wb.getSnapshot().run.status).toBe('done');
  });

  it('a run does not wait for a profile’s slow statement: it stops it, goes first, and the profile sends it again', async () => {
    const { wb, db } = await loaded();
    const mark = db.log.length;
    // The profile's batch of columns takes "forever", as on 10M rows, until stopped.
    db.holdNext(/MATERIALIZED/);
    const profile = wb.task('profile', PRIORITY.panel, (q) =>
      profileTable(q, DATASET_TABLE, { columns: wb.getSnapshot().dataset.dataset!.columns }),
    );
    await db.held;
    const slow = db.log[db.log.length - 1];
    wb.setRules(B);
    await wb.run();
    expect(wb.getSnapshot().run.result?.results.find((r) => r.code === 'row_count')).toMatchObject({
      severity: 'fail',
    });
    expect((await profile).rows).toBe(7);
    const sent = db.log.slice(mark).filter((e) => e.sql === slow.sql);
    expect(sent.map((e) => e.outcome)).toEqual(['cancelled', 'ok']);
    // Nothing else was cancelled, and the run's statements went in between.
    expect(db.log.slice(mark).filter((e) => e.outcome === 'cancelled')).toHaveLength(1);
    const between = db.log.slice(db.log.indexOf(sent[0]) + 1, db.log.indexOf(sent[1]));
    expect(between.some((e) => /"dataset"/.test(e.sql))).toBe(true);
  });

  it('priority orders the waiting work: what the user waits on, then the panels, then the rest', async () => {
    const wb = await start();
    await wb.task('history', PRIORITY.background, (q) => q.query('SELECT 1 AS warm'));
    const db = opened[0];
    db.holdNext(/held/);
    // Held at the highest priority: nothing arriving stops it, all of it waits.
    const held = wb.task('history', PRIORITY.visible, (q) => q.query("SELECT 'held' AS s"));
    await db.held;
    const later = wb.task('history', PRIORITY.background, (q) => q.query("SELECT 'later' AS s"));
    const panel = wb.task('profile', PRIORITY.panel, async (q) => {
      await q.query("SELECT 'panel 1' AS s");
      return q.query("SELECT 'panel 2' AS s");
    });
    const visible = wb.task('lesson', PRIORITY.visible, async (q) => {
      await q.query("SELECT 'visible 1' AS s");
      return q.query("SELECT 'visible 2' AS s");
    });
    db.releaseHeld();
    await Promise.all([held, later, panel, visible]);
    const order = db.log.map((e) => /'([^']+)'/.exec(e.sql)?.[1]).filter(Boolean);
    expect(order).toEqual(['held', 'visible 1', 'visible 2', 'panel 1', 'panel 2', 'later']);
    expect((await visible).rows).toEqual([{ s: 'visible 2' }]);
  });

  it('an error in one task leaves the queue working; a newer task of its kind cancels an older one', async () => {
    const wb = await start();
    const failing = wb.task('export', PRIORITY.panel, (q) => q.query('SELECT * FROM nowhere'));
    const thrown = wb.task('history', PRIORITY.panel, async () => {
      throw new Error('the work itself failed');
    });
    await expect(failing).rejects.toThrow(/nowhere/);
    await expect(thrown).rejects.toThrow('the work itself failed');
    expect(
      (await wb.task('compare', PRIORITY.panel, (q) => q.query('SELECT 42 AS n'))).rows,
    ).toEqual([{ n: 42 }]);
    const db = opened[0];
    db.holdNext(/older/);
    const older = wb.task('profile', PRIORITY.panel, (q) => q.query("SELECT 'older' AS s"));
    await db.held;
    const other = wb.task('lesson', PRIORITY.visible, (q) => q.query("SELECT 'other' AS s"));
    const newer = wb.task('profile', PRIORITY.panel, (q) => q.query("SELECT 'newer' AS s"));
    await expect(older).rejects.toBeInstanceOf(QueryCancelled);
    expect((await other).rows).toEqual([{ s: 'other' }]);
    expect((await newer).rows).toEqual([{ s: 'newer' }]);
  });
});
