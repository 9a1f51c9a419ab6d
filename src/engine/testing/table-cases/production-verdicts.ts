/**
 * The production-verdicts fixture (`src/engine/run/production-verdicts.test.ts`): how a
 * `sql` rule's value is judged, and what a rule that cannot run does to the run.
 */
import { documentOf, type TableCase, type TableFixture } from './case.ts';

/** [query, passes in production, warns that it is not a boolean] */
export const TRUTHINESS: [string, boolean, RegExp | null][] = [
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

/** Rules that cannot run, each between two that can: [what, rule]. */
export const BROKEN_RULES: [string, Record<string, unknown>][] = [
  ['a query with no rows', { type: 'sql', query: 'SELECT true FROM _validation_df WHERE false' }],
  ['bad SQL', { type: 'sql', query: 'SELECT FROM WHERE' }],
  ['a missing column', { type: 'not_null', column: 'agee' }],
  ['a sql rule with neither query nor failed_rows', { type: 'sql' }],
];

/** Queries production runs and the workbench cannot check here (§8): [what, query]. */
export const NOT_PORTABLE: [string, string][] = [
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
];

export const ON_FAILURES = ['fail', 'warn', 'skip'];

const between = (rule: unknown) => [
  { type: 'not_null', column: 'id' },
  rule,
  { type: 'row_count', min: 1 },
];
const notPortable = { type: 'sql', query: 'SELECT 7 div 2 = 3' };
const underEach = (name: string, rule: unknown): TableCase[] =>
  ON_FAILURES.map((onFailure) => ({
    name: `${name} under ${onFailure}`,
    document: documentOf(between(rule), onFailure),
  }));

export const PRODUCTION_VERDICTS: TableFixture = {
  name: 'src/engine/run/production-verdicts.test.ts',
  table: 't',
  sql: 'CREATE TABLE t AS SELECT * FROM (VALUES (1, 10), (2, 200), (3, NULL)) AS v(id, age)',
  now: '2026-01-12T00:00:00Z',
  cases: [
    ...TRUTHINESS.map(([query]) => ({
      name: query,
      document: documentOf([{ type: 'sql', query }]),
    })),
    ...BROKEN_RULES.flatMap(([name, rule]) => underEach(name, rule)),
    ...NOT_PORTABLE.flatMap(([name, query]) => underEach(name, { type: 'sql', query })),
    {
      name: 'an error beside a rule not checked here',
      document: documentOf([notPortable, { type: 'not_null', column: 'agee' }]),
    },
    {
      name: 'a failure under fail beside a rule not checked here',
      document: documentOf([notPortable, { type: 'range', column: 'age', max: 100 }], 'fail'),
    },
    {
      name: 'a failure under warn beside a rule not checked here',
      document: documentOf([notPortable, { type: 'range', column: 'age', max: 100 }]),
    },
    {
      name: 'a plain failure under warn',
      document: documentOf([{ type: 'range', column: 'age', max: 100 }]),
    },
    {
      name: 'range with no bound',
      document: documentOf([
        { type: 'range', column: 'age' },
        { type: 'range', column: 'age', min: null, max: null },
      ]),
    },
    {
      name: 'range with no bound, alone',
      document: JSON.stringify({ validations: { rules: [{ type: 'range', column: 'age' }] } }),
    },
    {
      name: 'range with max below min',
      document: documentOf([{ type: 'range', column: 'age', min: 100, max: 50 }]),
    },
  ],
};
