/**
 * RULES.md §8: forms one Spark line reads and the other stops on (checked on Spark 4.1.1
 * and 3.5.9). `x::T` stops a run on Spark 3.5, whose parser lacks `::`; a year-month
 * interval as a query's value stops a run on Spark 4, whose PySpark cannot collect it. On
 * the line that reads them, the rule runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { hasColonCast, hasYearMonthInterval } from '../sql/spark-line-forms';
import type { SparkLine } from '../types';
import { runValidation } from './run';

const NOW = new Date('2026-01-12T00:00:00Z');
const FIXTURE = 'CREATE TABLE t AS SELECT * FROM (VALUES (1), (2)) AS v(id)';

describe('the forms, on the tokens', () => {
  it('`::` and year-month intervals are found outside strings and comments only', () => {
    expect(hasColonCast('SELECT NULL::BOOLEAN')).toBe(true);
    expect(hasColonCast("SELECT '1::INT' = '1::INT' -- x::y")).toBe(false);
    for (const sql of [
      "SELECT INTERVAL '1 month'",
      'SELECT INTERVAL 2 YEARS',
      "SELECT INTERVAL '1-2' YEAR TO MONTH",
      'SELECT make_ym_interval(1, 2)',
    ])
      expect(hasYearMonthInterval(sql), sql).toBe(true);
    for (const sql of [
      'SELECT INTERVAL 1 DAY',
      "SELECT INTERVAL '3 days'",
      "SELECT 'INTERVAL 1 MONTH' = 'x'",
    ])
      expect(hasYearMonthInterval(sql), sql).toBe(false);
  });
});

describe.each(BACKENDS)('Spark-line forms on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  const run = (query: string, spark: SparkLine) =>
    runValidation(
      db.runner,
      parseDocument(JSON.stringify({ validations: { rules: [{ type: 'sql', query }] } })),
      { table: 't', now: NOW, spark },
    );

  it('`x::T` stops the run on Spark 3.5 and runs on Spark 4', async () => {
    const old = await run('SELECT count(*)::BOOLEAN FROM _validation_df', '3.5');
    expect(old.results[0].error).toMatch(/Spark 3\.5 does not read/);
    expect(old.results[0].notPortable).toBeFalsy();
    expect(old.halted).toBe(true);
    const now = await run('SELECT count(*)::BOOLEAN FROM _validation_df', '4');
    expect(now.results[0]).toMatchObject({ severity: 'pass' });
    expect(now.results[0].error).toBeUndefined();
  });

  it('a year-month interval as the value stops the run on Spark 4 and runs on 3.5', async () => {
    const now = await run("SELECT INTERVAL '1 month'", '4');
    expect(now.results[0].error).toMatch(/year-month interval/);
    expect(now.halted).toBe(true);
    const old = await run("SELECT INTERVAL '1 month'", '3.5');
    expect(old.results[0]).toMatchObject({ severity: 'pass' });
    // A day interval, and a year-month one used inside the query, run on Spark 4.
    expect((await run('SELECT INTERVAL 1 DAY', '4')).results[0].error).toBeUndefined();
    const inside = await run(
      "SELECT count(*) > 0 FROM _validation_df WHERE DATE '2026-01-01' - INTERVAL 1 MONTH < DATE '2026-01-01'",
      '4',
    );
    expect(inside.results[0]).toMatchObject({ severity: 'pass' });
  });
});
