/**
 * RULES.md §4, §3 — a double column read as text is Java's `Double.toString` (Spark's cast
 * to string), on both DuckDBs, against the TypeScript rendering the report uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { javaDouble } from '../report/java-double';
import { javaDoubleTextSql } from './java-text';

const VALUES = [
  0,
  -0,
  1,
  1.5,
  -2.25,
  100,
  0.1,
  0.001,
  0.00099,
  0.0001,
  1.5e-5,
  -2.5e-7,
  5e-324,
  1234567,
  9999999.5,
  1e7,
  12345678.5,
  -98765432.25,
  1e16,
  1234567890123456.8,
  1e20,
  1.7976931348623157e308,
  123456789012,
  0.30000000000000004,
  NaN,
  Infinity,
  -Infinity,
];

describe.each(BACKENDS)('double as Spark text on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db?.close());

  it('matches Java for every value, NULL stays NULL', async () => {
    const literal = (v: number) =>
      Number.isNaN(v)
        ? "'NaN'"
        : !Number.isFinite(v)
          ? `'${v > 0 ? '' : '-'}Infinity'`
          : Object.is(v, -0)
            ? "'-0.0'"
            : `'${v}'`;
    const rows = VALUES.map((v, i) => `(${i}, CAST(${literal(v)} AS DOUBLE))`).join(', ');
    const { rows: got } = await db.runner.query(
      `SELECT i, ${javaDoubleTextSql('x')} AS t FROM (VALUES ${rows}, (${VALUES.length}, NULL)) v(i, x) ORDER BY i`,
    );
    expect(got.map((r) => r.t)).toEqual([...VALUES.map(javaDouble), null]);
  });
});
