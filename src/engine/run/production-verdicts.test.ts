/**
 * What production does when a rule is judged or misbehaves, on both DuckDBs:
 * - RULES.md §3 `sql`: a `query` passes when Python's `bool()` of its first value is true
 *   (sparquet_cola `SqlCheck.run`), with a warning when that value is not a boolean;
 * - RULES.md §3 `range`: with no bound it passes, measures nothing and flags no row;
 * - RULES.md §7: a rule that cannot run stops the pipeline whatever on_failure says, while
 *   the other rules' results are still given;
 * - RULES.md §8: a rule only the workbench cannot run (not portable) does not: production
 *   runs it, so the run is incomplete, its verdict unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { hasYearMonthInterval } from '../sql/spark-line-forms';
import type { SparkLine } from '../types';
import { buildSplit } from '../split/split';
import { describeTable } from './describe';
import { runValidation } from './run';
import { caseDocument } from '../testing/table-cases/case';
import {
  BROKEN_RULES,
  NOT_PORTABLE,
  ON_FAILURES,
  PRODUCTION_VERDICTS,
  TRUTHINESS,
} from '../testing/table-cases/production-verdicts';

const NOW = new Date(PRODUCTION_VERDICTS.now);
const FIXTURE = PRODUCTION_VERDICTS.sql;

const run = async (db: TestBackend, name: string, spark: SparkLine = '4') =>
  runValidation(db.runner, parseDocument(caseDocument(PRODUCTION_VERDICTS, name)), {
    table: 't',
    now: NOW,
    spark,
  });

describe.each(BACKENDS)('production verdicts on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  it.each(TRUTHINESS)(
    'RULES.md §3 sql: %s → passes in production: %s',
    async (query, passes, warning) => {
      // PySpark 4 cannot collect a year-month interval (spark-line-forms.test.ts); 3.5 can.
      const r = await run(db, query, hasYearMonthInterval(query) ? '3.5' : '4');
      expect(r.results[0]).toMatchObject({
        severity: passes ? 'pass' : 'fail',
        failed_count: passes ? 0 : 1,
      });
      expect(r.results[0].error).toBeUndefined();
      if (warning) {
        expect(r.results[0].warning).toMatch(warning);
        expect(r.warnings.join('\n')).toMatch(warning);
      } else expect(r.results[0].warning).toBeUndefined();
    },
  );

  /** What each broken rule's error says. */
  const ERRORS: Record<string, RegExp> = {
    'a query with no rows': /no rows/,
    'bad SQL': /syntax|Parser/i,
    'a missing column': /agee/,
    'a sql rule with neither query nor failed_rows': /needs "query"/,
  };
  it.each(BROKEN_RULES.map(([name]) => [name, ERRORS[name]] as const))(
    'RULES.md §7: %s stops the pipeline whatever on_failure says',
    async (name, error) => {
      for (const onFailure of ON_FAILURES) {
        const r = await run(db, `${name} under ${onFailure}`);
        expect(r.results.map((x) => x.severity)).toEqual(['pass', 'fail', 'pass']);
        expect(r.results[1].error).toMatch(error);
        expect(r.results[1].notPortable).toBeUndefined();
        expect(r).toMatchObject({ halted: true, aborted: true, incomplete: false });
      }
    },
  );

  it.each(NOT_PORTABLE)(
    'RULES.md §8: %s is not checked here; production runs it, so nothing halts or aborts',
    async (name) => {
      for (const onFailure of ON_FAILURES) {
        const r = await run(db, `${name} under ${onFailure}`);
        expect(r.results[1]).toMatchObject({ severity: 'fail', notPortable: true });
        expect(r.results[1].error).toMatch(/^Not portable/);
        expect(r).toMatchObject({ halted: false, aborted: false, incomplete: true });
        for (const other of [r.results[0], r.results[2]]) expect(other.notPortable).toBeUndefined();
      }
    },
  );

  it('RULES.md §7–§8: beside a rule not checked here, an error production shares still halts, and a failure under fail still aborts', async () => {
    const halted = await run(db, 'an error beside a rule not checked here');
    expect(halted).toMatchObject({ halted: true, aborted: true, incomplete: true });
    expect(halted.results[1].notPortable).toBeUndefined();
    const failed = await run(db, 'a failure under fail beside a rule not checked here');
    expect(failed).toMatchObject({ halted: false, aborted: true, incomplete: true });
    const carried = await run(db, 'a failure under warn beside a rule not checked here');
    expect(carried).toMatchObject({ halted: false, aborted: false, incomplete: true });
  });

  it('RULES.md §7: a plain failure under warn neither halts nor aborts', async () => {
    const r = await run(db, 'a plain failure under warn');
    expect(r).toMatchObject({ halted: false, aborted: false, incomplete: false });
    expect(r.results[0].severity).toBe('fail');
  });

  it('RULES.md §3 range: with no bound it passes, measures nothing and flags no row', async () => {
    const r = await run(db, 'range with no bound');
    for (const x of r.results)
      expect(x).toMatchObject({ severity: 'pass', failed_count: 0, metric_value: null });
    expect(r.results[0].code).toBe('range(age,*,*)');
    const doc = parseDocument(caseDocument(PRODUCTION_VERDICTS, 'range with no bound, alone'));
    const split = buildSplit(doc, await describeTable(db.runner, 't'), { table: 't' });
    expect((await db.runner.query(split.invalidFile)).rows).toEqual([]);
    expect((await db.runner.query(split.valid)).rows).toHaveLength(3);
  });

  it('RULES.md §3 range: max below min makes every non-NULL value fail, as in production', async () => {
    const r = await run(db, 'range with max below min');
    expect(r.results[0]).toMatchObject({ severity: 'fail', failed_count: 2 });
  });
});
