/**
 * The conformance fixture (`src/engine/run/conformance.test.ts`): verdicts where the
 * workbench once differed from production, on a table of every kind of column.
 */
import { documentOf, type TableFixture } from './case.ts';

const doc = (rulesText: string) =>
  `{"validations": {"on_failure": "warn", "rules": [${rulesText}]}}`;

export const CONFORMANCE: TableFixture = {
  name: 'src/engine/run/conformance.test.ts',
  table: 't',
  sql: `CREATE TABLE t AS SELECT * FROM (VALUES
  (1, 'a', '1.0', TIMESTAMP '2026-01-11 00:00:00', true, 12345678.5::DOUBLE, TIMESTAMPTZ '2026-01-11 10:00:00.5+00'),
  (2, 'abc', '1', TIMESTAMP '2026-01-10 00:00:00', false, 0.0001::DOUBLE, TIMESTAMPTZ '2026-01-11 10:00:00-03'),
  (3, NULL, '2.5', NULL, NULL, 1.5::DOUBLE, NULL),
  (4, 'True', 'n/a', NULL, true, NULL::DOUBLE, NULL)) AS v(id, s, num_text, seen, ok, amt, at_utc)`,
  now: '2026-01-12T00:00:00Z',
  cases: [
    {
      name: 'duration units',
      document: documentOf([
        { type: 'freshness', column: 'seen', must_be: 'between 1D and 2D' },
        { type: 'freshness', column: 'seen', must_be: 'not between 1H and 1W' },
        { type: 'freshness', column: 'seen', must_be: '< 2D', warn: '< 1H' },
      ]),
    },
    {
      name: 'not_null over several columns',
      document: documentOf([{ type: 'not_null', columns: ['s', 'seen', 'ok'] }]),
    },
    {
      name: 'row_count reads min and max',
      document: documentOf([
        { type: 'row_count', must_be: '> 100', warn: '> 50' },
        { type: 'row_count', min: 5 },
        { type: 'missing_count', column: 's', must_be: '< 5' },
        { type: 'missing_count', column: 's', must_be: '= 0' },
      ]),
    },
    {
      name: 'must_be over condition',
      document: documentOf([{ type: 'max', column: 'id', must_be: '= 4', condition: '< 0' }]),
    },
    {
      name: 'missing_values as Python str()',
      document: doc(
        '{"type": "missing_count", "column": "num_text", "missing_values": [1.0, "n/a"], "must_be": "= 0"}',
      ),
    },
    {
      name: 'valid_values numbers as Python writes them',
      document: doc(
        '{"type": "invalid_count", "column": "num_text", "valid_values": [1.0, 2.50, "1"], "must_be": "= 0"}',
      ),
      spark: '3.5',
    },
    {
      name: 'valid_values numbers on Spark 4',
      document: doc(
        '{"type": "invalid_count", "column": "num_text", "valid_values": [1.0, 2.50, "1"], "must_be": "= 0"}',
      ),
    },
    {
      name: 'valid_values of booleans',
      document: documentOf([
        { type: 'invalid_count', column: 'ok', valid_values: [true], must_be: '= 0' },
        { type: 'missing_count', column: 'ok', missing_values: [true], must_be: '= 0' },
      ]),
    },
    {
      name: 'a double read as text',
      document: documentOf([
        { type: 'regex', column: 'amt', pattern: 'E' },
        { type: 'invalid_count', column: 'amt', valid_min_length: 11, must_be: '= 0' },
        { type: 'missing_count', column: 'amt', missing_values: ['1.0E-4'], must_be: '= 0' },
      ]),
    },
    {
      name: 'freshness in whole seconds',
      document: documentOf([{ type: 'freshness', column: 'seen', must_be: '= 0' }]),
      // The newest `seen` is 2026-01-11 00:00:00; the clock is 0.9 s later.
      now: '2026-01-11T00:00:00.900Z',
    },
    {
      name: 'an instant read as text',
      document: documentOf([
        { type: 'regex', column: 'at_utc', pattern: '^2026-01-11 (10:00:00\\.5|13:00:00)$' },
        { type: 'invalid_count', column: 'at_utc', valid_length: 21, must_be: '= 0' },
      ]),
    },
  ],
};

const VALID_ONE = doc(
  '{"type": "invalid_count", "column": "x", "valid_values": [1.0], "must_be": "= 0"}',
);
const VALID_WHOLE = doc(
  '{"type": "invalid_count", "column": "x", "valid_values": [1, 2], "must_be": "= 0"}',
);

/** Numbers written as text, a list of numbers against them on each Spark line (RULES.md §4). */
export const NUMBER_TEXT: TableFixture = {
  name: 'src/engine/run/conformance.test.ts (numbers as text)',
  table: 'n',
  sql: `CREATE TABLE n AS SELECT * FROM (VALUES ('1.0'), ('1'), ('2.5'), ('01'), ('1e0'), (' 1'), (NULL)) AS v(x)`,
  now: '2026-01-12T00:00:00Z',
  cases: [
    { name: 'a fractional number in valid_values', document: VALID_ONE },
    { name: 'a fractional number in valid_values on Spark 3.5', document: VALID_ONE, spark: '3.5' },
    { name: 'whole numbers in valid_values', document: VALID_WHOLE },
    { name: 'whole numbers in valid_values on Spark 3.5', document: VALID_WHOLE, spark: '3.5' },
  ],
};
