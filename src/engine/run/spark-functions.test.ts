/**
 * The Spark functions a `sql` rule runs through the workbench's macros (RULES.md §8),
 * against a model of Spark's own arithmetic, on both DuckDBs: every position and length
 * around a string's ends for `substring` (Spark's `UTF8String.substringSQL`), and every day
 * of a week for `dayofweek` and `weekday`, and `round`/`bround` of doubles at every tie
 * (Spark's `RoundBase`: `BigDecimal.valueOf(d)`, the double's shortest text, rounded HALF_UP
 * or HALF_EVEN).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { sqlString } from '../sql/quote';
import { sparkToDuckdb } from '../sql/spark-dialect';
import { SPARK_MACROS, sparkMacrosFor } from '../sql/spark-macros';
import { strftimeOf } from '../sql/java-strftime';

/** Spark's substringSQL(pos, length): position 0 is the first character. */
function sparkSubstring(s: string, pos: number, length = 2 ** 31 - 1): string {
  const chars = [...s];
  let start = pos > 0 ? pos - 1 : pos < 0 ? chars.length + pos : 0;
  const end = Math.min(start + length, 2 ** 31 - 1);
  start = Math.max(start, 0);
  return start >= end ? '' : chars.slice(start, end).join('');
}

/** Spark's round (HALF_UP) or bround (HALF_EVEN) of double `x` at `d` places. */
function sparkRound(x: number, d: number, even: boolean): number {
  // toExponential() gives the shortest digits that read back as x, as Java's Double.toString.
  const [mantissa, exponent] = x.toExponential().split('e');
  const digits = mantissa.replace('-', '').replace('.', '');
  const places = digits.length - 1 - Number(exponent);
  if (places <= d) return x;
  const unit = 10n ** BigInt(places - d);
  let q = BigInt(digits) / unit;
  const rest = BigInt(digits) % unit;
  if (rest * 2n > unit || (rest * 2n === unit && (!even || q % 2n === 1n))) q += 1n;
  return Number(`${x < 0 ? '-' : ''}${q}e${-d}`);
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

  it("trunc, add_months, months_between, pmod, nanvl, initcap, locate, try_divide, date_format, unix_timestamp, from_unixtime: Spark's documented examples", async () => {
    const cases: [string, unknown][] = [
      ["CAST(trunc(DATE '2019-08-04', 'week') AS STRING)", '2019-07-29'],
      ["CAST(trunc('2019-08-04', 'quarter') AS STRING)", '2019-07-01'],
      ["CAST(trunc(DATE '2009-02-12', 'MM') AS STRING)", '2009-02-01'],
      ["CAST(trunc(TIMESTAMP '2015-10-27 10:00:00', 'YEAR') AS STRING)", '2015-01-01'],
      ["trunc(DATE '2015-10-27', 'DD')", null],
      ["CAST(add_months(DATE '2016-08-31', 1) AS STRING)", '2016-09-30'],
      ["CAST(add_months('2016-01-31', -2) AS STRING)", '2015-11-30'],
      ["months_between('1997-02-28 10:30:00', '1996-10-30')", 3.94959677],
      ["months_between('1997-02-28 10:30:00', '1996-10-30', false)", 3.9495967741935485],
      ["months_between(DATE '2017-01-01', DATE '2017-01-10')", -0.29032258],
      ["months_between(TIMESTAMP '2017-06-01 00:00:00', TIMESTAMP '2017-06-16 12:00:00')", -0.5],
      ["months_between(DATE '2024-02-29', DATE '2023-11-30')", 3],
      ['pmod(10, 3)', 1],
      ['pmod(-10, 3)', 2],
      ["nanvl(CAST('NaN' AS DOUBLE), 123D)", 123],
      ["initcap('sPark sql')", 'Spark Sql'],
      ["locate('bar', 'foobarbar')", 4],
      ["locate('bar', 'foobarbar', 5)", 7],
      ["locate('bar', 'foobarbar', 0)", 0],
      ['try_divide(3, 2)', 1.5],
      ['try_divide(1, 0)', null],
      ["startswith('abc', 'a')", true],
      ['array_size(array(1, 2))', 2],
      [
        '(SELECT count(DISTINCT struct(a, b)) FROM (SELECT 1 AS a, NULL AS b UNION ALL SELECT 1, NULL UNION ALL SELECT 2, 3) AS t)',
        2,
      ],
      ["date_format(DATE '2024-01-05', 'yyyy-MM')", '2024-01'],
      [
        "date_format(TIMESTAMP '2024-03-05 14:07:09.123', 'dd/MM/yy HH:mm:ss.SSS')",
        '05/03/24 14:07:09.123',
      ],
      ["date_format('2024-03-05 14:07:09', 'EEE, d MMM yyyy hh:mm a')", 'Tue, 5 Mar 2024 02:07 PM'],
      ["date_format('2024-03-05', \"yyyy'T'MM '%'\")", '2024T03 %'],
      ["date_format('x', 'yyyy')", null],
      ["unix_timestamp('2016-04-08 00:00:00')", 1460073600],
      ["unix_timestamp('2016-04-08', 'yyyy-MM-dd')", 1460073600],
      ["unix_timestamp(DATE '2016-04-08')", 1460073600],
      ["unix_timestamp('1969-12-31 23:59:59.5', 'yyyy-MM-dd HH:mm:ss.S')", -1],
      ["unix_timestamp('x')", null],
      ['unix_timestamp()', 0],
      ["regexp_extract('100-200', '(\\\\d+)-(\\\\d+)', 1)", '100'],
      ["regexp_extract('100-200', '(\\\\d+)-(\\\\d+)', 2)", '200'],
      ["regexp_extract('100-200', '(\\\\d+)-(\\\\d+)', 0)", '100-200'],
      ["regexp_extract_all('100-200, 300-400', '(\\\\d+)-(\\\\d+)', 1)[1]", '300'],
      ["rlike('abc', 'b')", true],
      ["regexp('abc', '^b')", false],
      ["NOT regexp_like('abc', '^b')", true],
      ["'abc' rlike 'c$' AND NOT rlike('abc', 'z')", true],
      ['from_unixtime(0)', '1970-01-01 00:00:00'],
      ["from_unixtime(1460073600, 'yyyy-MM-dd')", '2016-04-08'],
    ];
    for (const [spark, want] of cases) {
      const sql = `SELECT ${sparkToDuckdb(spark, new Date(0))} AS v`;
      for (const macro of sparkMacrosFor([sql])) await b.runner.query(macro);
      const v = (await b.runner.query(sql)).rows[0].v;
      expect(typeof v === 'bigint' ? Number(v) : v, spark).toBe(want);
    }
  });

  it('round and bround of a double round its decimal text, at every tie and scale', async () => {
    const values = new Set<number>([
      1.005,
      0.285,
      2.675,
      1234.5,
      1250,
      Number('1.0000000000000005'),
    ]);
    for (let k = 0; k <= 40; k++)
      for (const step of [0.005, 0.125, 0.05, 0.5, 5]) values.add(k * step);
    const xs = [...values].flatMap((x) => [x, -x]);
    const scales = [-2, -1, 0, 1, 2, 3];
    const calls = ['round', 'bround'].flatMap((fn) =>
      scales.map((d) => `${fn}(x, ${d}) AS ${fn}_${d < 0 ? `m${-d}` : d}`),
    );
    const rows = xs.map((x) => `(${x.toExponential()}D)`).join(', ');
    const spark = `SELECT x, ${calls.join(', ')} FROM VALUES ${rows} AS t(x)`;
    const got = (await b.runner.query(sparkToDuckdb(spark, new Date(0)))).rows;
    expect(got).toHaveLength(xs.length);
    const wrong: string[] = [];
    for (const row of got) {
      const x = Number(row.x);
      for (const fn of ['round', 'bround'])
        for (const d of scales) {
          const want = sparkRound(x, d, fn === 'bround');
          const value = Number(row[`${fn}_${d < 0 ? `m${-d}` : d}`]);
          if (value !== want) wrong.push(`${fn}(${x}, ${d}) = ${value}, Spark ${want}`);
        }
    }
    expect(wrong).toEqual([]);
  });
});

describe('sparkMacrosFor', () => {
  it('gives the macros a translated query calls, and no other', () => {
    const translated = sparkToDuckdb(
      'SELECT bround(x, 1), CAST(y AS STRING), nvl(z, 0) FROM t',
      new Date(0),
    );
    const names = sparkMacrosFor([translated]).map((m) => /MACRO (\w+)/.exec(m)?.[1]);
    expect(names).toEqual(['dqw_string', 'dqw_bround']);
    expect(sparkMacrosFor(['SELECT 1'])).toEqual([]);
  });
});

describe('strftimeOf', () => {
  it('turns the letters strftime writes alike, and refuses the others', () => {
    expect(strftimeOf("yyyy-MM-dd'T'HH:mm:ss.SSSSSS")).toBe('%Y-%m-%dT%H:%M:%S.%f');
    expect(strftimeOf("d/M/yy h:m a 'it''s' 100%")).toBe("%-d/%-m/%y %-I:%-M %p it's 100%%");
    for (const refused of ['QQQ', 'yyyy-ww', 'XXX', 'MMMMM', "yyyy'T", 'S', 'zzz'])
      expect(strftimeOf(refused), refused).toBeNull();
  });
});
