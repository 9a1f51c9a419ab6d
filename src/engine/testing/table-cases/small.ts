/**
 * Small fixtures of one test each: freshness across a second's boundary
 * (`src/engine/rules/rules.test.ts`), column names production cannot read
 * (`src/engine/run/unreadable-columns.test.ts`) and the rule the SQL scratchpad makes
 * (`src/engine/run/scratch.test.ts`).
 */
import { documentOf, type TableFixture } from './case.ts';

/** The newest value is 0.8 s before the clock, across a second's boundary. */
export const FRESHNESS_SECOND: TableFixture = {
  name: 'src/engine/rules/rules.test.ts',
  table: 't',
  sql: `CREATE TABLE t AS SELECT TIMESTAMP '2026-01-11 23:59:59.6' AS ts UNION ALL SELECT TIMESTAMP '2026-01-01 00:00:00' AS ts`,
  now: '2026-01-12T00:00:00.400Z',
  cases: [
    {
      name: 'freshness across a second',
      document: JSON.stringify({
        validations: { rules: [{ type: 'freshness', column: 'ts', must_be: '< 1d' }] },
      }),
    },
  ],
};

/** A dot and a backtick in column names (RULES.md §3). */
export const UNREADABLE_COLUMNS: TableFixture = {
  name: 'src/engine/run/unreadable-columns.test.ts',
  table: 't',
  sql: 'CREATE TABLE t AS SELECT * FROM (VALUES (1, \'x\'), (NULL, \'y\')) AS v("a.b", "c`d")',
  now: '1970-01-01T00:00:00Z',
  cases: [
    {
      name: 'rules reading a dot or a backtick',
      document: documentOf([
        { type: 'not_null', columns: ['a.b'] },
        { type: 'range', column: 'a.b', min: 0 },
        { type: 'regex', column: 'c`d', pattern: 'x' },
        { type: 'distinct_count', column: 'c`d', must_be: '> 0' },
        { type: 'schema', expected_columns: ['a.b', 'c`d'] },
      ]),
    },
  ],
};

/** 450 rows, a NULL name in every tenth, a decimal amount. */
export const SCRATCH: TableFixture = {
  name: 'src/engine/run/scratch.test.ts',
  table: 'dataset',
  sql: `
  CREATE TABLE dataset AS
    SELECT i AS id, CASE WHEN i % 10 = 0 THEN NULL ELSE 'n' || i END AS name, i * 1.5 AS amount
    FROM range(1, 451) t(i);`,
  now: '2026-12-05T00:00:00Z',
  cases: [
    {
      name: 'the failed_rows rule a scratch query becomes',
      document: JSON.stringify({
        validations: {
          rules: [{ type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE name IS NULL' }],
        },
      }),
    },
  ],
};
