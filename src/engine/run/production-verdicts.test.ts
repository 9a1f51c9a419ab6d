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
import { buildSplit } from '../split/split';
import { describeTable } from './describe';
import { runValidation } from './run';

const NOW = new Date('2026-01-12T00:00:00Z');
const FIXTURE = `CREATE TABLE t AS SELECT * FROM (VALUES (1, 10), (2, 200), (3, NULL)) AS v(id, age)`;

const run = async (db: TestBackend, rules: unknown[], onFailure = 'warn') =>
  runValidation(
    db.runner,
    parseDocument(JSON.stringify({ validations: { on_failure: onFailure, rules } })),
    { table: 't', now: NOW },
  );

/** [query, passes in production, warns that it is not a boolean] */
const TRUTHINESS: [string, boolean, RegExp | null][] = [
  ['SELECT true', true, null],
  ['SELECT false', false, null],
  ['SELECT NULL::BOOLEAN', false, null],
  ['SELECT count(*) = 0 FROM _validation_df WHERE age > 150', false, null],
  ['SELECT count(*) FROM _validation_df WHERE age > 150', true, /Did you mean COUNT\(\*\) = 0\?/],
  ['SELECT count(*) FROM _validation_df WHERE age > 500', false, /non-zero/],
  ['SELECT 0', false, /number \(INTEGER\).*non-zero/],
  ['SELECT -3', true, /non-zero/],
  ['SELECT 0.0::DOUBLE', false, /non-zero/],
  ["SELECT 'NaN'::DOUBLE", true, /non-zero/],
  ['SELECT 0.00::DECIMAL(5,2)', false, /non-zero/],
  ['SELECT 2.50::DECIMAL(5,2)', true, /non-zero/],
  ["SELECT 'false'", true, /even 'false'/],
  ["SELECT ''", false, /non-empty string/],
  ['SELECT NULL::VARCHAR', false, /non-empty string/],
  ["SELECT DATE '2026-01-01'", true, /DATE/],
  ['SELECT []::INTEGER[]', false, /non-empty value/],
  ['SELECT [0]', true, /non-empty value/],
  ['SELECT INTERVAL 0 SECONDS', false, /interval \(INTERVAL\).*not zero/],
  ['SELECT INTERVAL 1 DAY', true, /interval/],
  ["SELECT INTERVAL '1 month'", true, /interval/],
];

describe.each(BACKENDS)('production verdicts on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(() => db?.close());

  it.each(TRUTHINESS)(
    'RULES.md §3 sql: %s → passes in production: %s',
    async (query, passes, warning) => {
      const r = await run(db, [{ type: 'sql', query }]);
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

  it.each([
    [
      'a query with no rows',
      { type: 'sql', query: 'SELECT true FROM _validation_df WHERE false' },
      /no rows/,
    ],
    ['bad SQL', { type: 'sql', query: 'SELECT FROM WHERE' }, /syntax|Parser/i],
    ['a missing column', { type: 'not_null', column: 'agee' }, /agee/],
    ['a sql rule with neither query nor failed_rows', { type: 'sql' }, /needs "query"/],
  ])('RULES.md §7: %s stops the pipeline whatever on_failure says', async (_n, broken, error) => {
    for (const onFailure of ['fail', 'warn', 'skip']) {
      const r = await run(
        db,
        [{ type: 'not_null', column: 'id' }, broken, { type: 'row_count', min: 1 }],
        onFailure,
      );
      expect(r.results.map((x) => x.severity)).toEqual(['pass', 'fail', 'pass']);
      expect(r.results[1].error).toMatch(error);
      expect(r.results[1].notPortable).toBeUndefined();
      expect(r).toMatchObject({ halted: true, aborted: true, incomplete: false });
    }
  });

  it.each([
    [
      'a lookahead in an rlike pattern',
      "SELECT count(*) = 0 FROM _validation_df WHERE id rlike '(?=1)'",
    ],
    [
      'a POSIX class in regexp_like',
      "SELECT count(*) = 0 FROM _validation_df WHERE regexp_like(id, '[[:digit:]]')",
    ],
    ["Spark's div", 'SELECT max(age div 10) < 12 FROM _validation_df'],
    [
      'a to_date pattern with month names',
      "SELECT to_date('05 Mar 2024', 'dd MMM yyyy') IS NOT NULL",
    ],
    ['a Spark function DuckDB lacks', "SELECT str_to_map('a:1') IS NOT NULL"],
  ])(
    'RULES.md §8: %s is not checked here; production runs it, so nothing halts or aborts',
    async (_n, query) => {
      for (const onFailure of ['fail', 'warn', 'skip']) {
        const r = await run(
          db,
          [
            { type: 'not_null', column: 'id' },
            { type: 'sql', query },
            { type: 'row_count', min: 1 },
          ],
          onFailure,
        );
        expect(r.results[1]).toMatchObject({ severity: 'fail', notPortable: true });
        expect(r.results[1].error).toMatch(/^Not portable/);
        expect(r).toMatchObject({ halted: false, aborted: false, incomplete: true });
        for (const other of [r.results[0], r.results[2]]) expect(other.notPortable).toBeUndefined();
      }
    },
  );

  it('RULES.md §7–§8: beside a rule not checked here, an error production shares still halts, and a failure under fail still aborts', async () => {
    const notPortable = { type: 'sql', query: 'SELECT 7 div 2 = 3' };
    const halted = await run(db, [notPortable, { type: 'not_null', column: 'agee' }], 'warn');
    expect(halted).toMatchObject({ halted: true, aborted: true, incomplete: true });
    expect(halted.results[1].notPortable).toBeUndefined();
    const failed = await run(db, [notPortable, { type: 'range', column: 'age', max: 100 }], 'fail');
    expect(failed).toMatchObject({ halted: false, aborted: true, incomplete: true });
    const carried = await run(
      db,
      [notPortable, { type: 'range', column: 'age', max: 100 }],
      'warn',
    );
    expect(carried).toMatchObject({ halted: false, aborted: false, incomplete: true });
  });

  it('RULES.md §7: a plain failure under warn neither halts nor aborts', async () => {
    const r = await run(db, [{ type: 'range', column: 'age', max: 100 }]);
    expect(r).toMatchObject({ halted: false, aborted: false, incomplete: false });
    expect(r.results[0].severity).toBe('fail');
  });

  it('RULES.md §3 range: with no bound it passes, measures nothing and flags no row', async () => {
    const r = await run(db, [
      { type: 'range', column: 'age' },
      { type: 'range', column: 'age', min: null, max: null },
    ]);
    for (const x of r.results)
      expect(x).toMatchObject({ severity: 'pass', failed_count: 0, metric_value: null });
    expect(r.results[0].code).toBe('range(age,*,*)');
    const doc = parseDocument(
      JSON.stringify({ validations: { rules: [{ type: 'range', column: 'age' }] } }),
    );
    const split = buildSplit(doc, await describeTable(db.runner, 't'), { table: 't' });
    expect((await db.runner.query(split.invalidFile)).rows).toEqual([]);
    expect((await db.runner.query(split.valid)).rows).toHaveLength(3);
  });

  it('RULES.md §3 range: max below min makes every non-NULL value fail, as in production', async () => {
    const r = await run(db, [{ type: 'range', column: 'age', min: 100, max: 50 }]);
    expect(r.results[0]).toMatchObject({ severity: 'fail', failed_count: 2 });
  });
});
