/**
 * Spark 4's ANSI casts of text to DOUBLE and BIGINT (RULES.md §4), on both DuckDBs, against
 * what Spark 4.1.1 did with each value (`range` with a whole and a fractional bound, `avg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { sqlString } from './quote';
import { castForLiteral, sparkCastRefuses } from './spark-casts';

// value → [refused as BIGINT, refused as DOUBLE], as Spark 4.1.1 answered.
const SPARK_4: [string, boolean, boolean][] = [
  ['1.5', true, false],
  [' 2 ', false, false],
  ['1e3', true, false],
  ['NaN', true, false],
  ['Infinity', true, false],
  ['inf', true, false],
  ['0x10', true, true],
  ['+5', false, false],
  ['5.0', true, false],
  ['', true, true],
  ['-0', false, false],
  ['１', true, true],
  ['9223372036854775807', false, false],
  ['9223372036854775808', true, false],
  ['1,5', true, true],
  ['true', true, true],
  ['x', true, true],
];

describe.each(BACKENDS)('Spark 4 casts on $name', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(() => b.close());

  it.each(SPARK_4)('%j: BIGINT refused %s, DOUBLE refused %s', async (value, bigint, double) => {
    const v = sqlString(value);
    const { rows } = await b.runner.query(
      `SELECT ${sparkCastRefuses(v, 'bigint')} AS b, ${sparkCastRefuses(v, 'double')} AS d`,
    );
    expect([rows[0].b, rows[0].d]).toEqual([bigint, double]);
  });

  it('never refuses NULL', async () => {
    const { rows } = await b.runner.query(
      `SELECT ${sparkCastRefuses('CAST(NULL AS VARCHAR)', 'bigint')} AS b, ${sparkCastRefuses('CAST(NULL AS VARCHAR)', 'double')} AS d`,
    );
    expect([rows[0].b, rows[0].d]).toEqual([false, false]);
  });
});

describe('castForLiteral', () => {
  it('casts to BIGINT for a whole-number literal, to DOUBLE otherwise (as Python reads JSON)', () => {
    expect(['1', '-10', '2147483647'].map(castForLiteral)).toEqual(['bigint', 'bigint', 'bigint']);
    expect(['1.5', '1e3', '1.0', '-0.5'].map(castForLiteral)).toEqual([
      'double',
      'double',
      'double',
      'double',
    ]);
  });
});
