/**
 * The Spark functions a `sql` rule runs through the workbench's macros (RULES.md §8),
 * against a model of Spark's own arithmetic, on both DuckDBs: every position and length
 * around a string's ends for `substring` (Spark's `UTF8String.substringSQL`), and every day
 * of a week for `dayofweek` and `weekday`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { sqlString } from '../sql/quote';
import { SPARK_MACROS, sparkToDuckdb } from '../sql/spark-dialect';

/** Spark's substringSQL(pos, length): position 0 is the first character. */
function sparkSubstring(s: string, pos: number, length = 2 ** 31 - 1): string {
  const chars = [...s];
  let start = pos > 0 ? pos - 1 : pos < 0 ? chars.length + pos : 0;
  const end = Math.min(start + length, 2 ** 31 - 1);
  start = Math.max(start, 0);
  return start >= end ? '' : chars.slice(start, end).join('');
}

describe.each(BACKENDS)('Spark functions on $name DuckDB', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
    for (const macro of SPARK_MACROS) await b.runner.query(macro);
  });
  afterAll(async () => b.close());

  const value = async (spark: string) =>
    (await b.runner.query(`SELECT ${sparkToDuckdb(spark, new Date(0))} AS v`)).rows[0].v;

  it('substring and substr: every start and length around both ends', async () => {
    const cases: [string, number, number | undefined][] = [];
    for (const s of ['hello', 'é-ü', ''])
      for (const pos of [-8, -5, -3, -1, 0, 1, 2, 5, 6, 9])
        for (const length of [undefined, -1, 0, 1, 2, 3, 10]) cases.push([s, pos, length]);
    const calls = cases.map(([s, pos, length], i) => {
      const fn = i % 2 ? 'substr' : 'substring';
      return `${fn}(${sqlString(s)}, ${pos}${length === undefined ? '' : `, ${length}`})`;
    });
    // One query for all of them: a list of every result.
    const got = (
      await b.runner.query(
        `SELECT ${sparkToDuckdb(`array(${calls.join(', ')})`, new Date(0))} AS v`,
      )
    ).rows[0].v as string[];
    expect(got).toEqual(cases.map(([s, pos, length]) => sparkSubstring(s, pos, length)));
  });

  it('dayofweek counts from Sunday = 1, weekday from Monday = 0, for every day of a week', async () => {
    for (let day = 7; day <= 13; day++) {
      const date = `2024-01-${String(day).padStart(2, '0')}`;
      const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
      expect(await value(`dayofweek(DATE '${date}')`)).toBe(sunday0 + 1);
      expect(await value(`weekday(TIMESTAMP '${date} 23:59:59')`)).toBe((sunday0 + 6) % 7);
    }
  });
});
