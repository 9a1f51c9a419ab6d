/**
 * The run's verdict and the exports' SQL verdict are one decision (RULES.md §4): for each
 * value and threshold pair, the CASE the exports write, evaluated by DuckDB on both
 * backends, gives the severity the run gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { parseThreshold, type Threshold } from '../parse/threshold';
import { thresholdSql } from '../export/spark';
import { metricVerdict, severitySql } from './verdict';

const t = (s: string): Threshold => {
  const p = parseThreshold(s);
  if (!p.ok) throw new Error(p.error);
  return p.threshold;
};

const CASES: [value: number | null, mustBe: string, warn: string | null][] = [
  [3, '< 5', '= 0'],
  [0, '< 5', '= 0'],
  [5, '< 5', '= 0'],
  [null, '< 5', null],
  [15, 'between 10 and 20', 'not between 14 and 16'],
  [10, 'between 10 and 20', null],
  [1, '!= 0', '>= 2'],
];

describe.each(BACKENDS)('verdict on $name', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => (b = await open()));
  afterAll(() => b.close());

  it.each(CASES)(
    'value %s, must_be %s, warn %s: SQL and run agree',
    async (value, mustBe, warn) => {
      const m = t(mustBe);
      const w = warn ? t(warn) : undefined;
      const sql = severitySql(
        'v',
        (v) => `(${v} IS NOT NULL) AND (${thresholdSql(v, m)})`,
        w ? (v) => thresholdSql(v, w) : undefined,
      );
      const r = await b.runner.query(
        `SELECT ${sql} AS s FROM (SELECT CAST(${value ?? 'NULL'} AS DOUBLE) AS v)`,
      );
      expect(r.rows[0].s).toBe(metricVerdict(value, m, w).severity);
    },
  );
});
