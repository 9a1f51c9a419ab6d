/**
 * RULES.md §9: Spark's CSV schema inference, rule by rule, on both DuckDBs. Inputs are
 * taken from Spark 3.5's `CSVInferSchemaSuite` (catalyst) where it has them; the
 * expected types are what that suite asserts with default options.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends.ts';
import { sqlString } from '../sql/quote';
import { classifyExpr, convertExpr } from './infer-sql';
import { readOptions } from './options';
import { classOfCode, mergeClasses, sparkTypeName, CLASS_CODE, DECIMAL_BASE } from './spark-csv';

const DEFAULTS = readOptions(null);

/** value → the type Spark infers for it alone (`inferField(NullType, value)`). */
const ONE_VALUE: [string, string][] = [
  // CSVInferSchemaSuite "String fields types are inferred correctly from null types"
  ['100000000000', 'bigint'],
  ['60', 'int'],
  ['3.5', 'double'],
  ['test', 'string'],
  ['2015-08-20 15:57:00', 'timestamp'],
  ['True', 'boolean'],
  ['FAlSE', 'boolean'],
  ['92233720368547758070', 'decimal(20,0)'], // Long.MaxValue + "0"
  ['92233720368547758071', 'decimal(20,0)'], // SPARK-18877: Long.MaxValue + "1"
  ['12345678901234567890.01234567890123456789', 'double'],
  // SPARK-39469 (preferDate, default true since 3.4): strict yyyy-MM-dd
  ['2018-12-03', 'date'],
  ['2018-12-03T11:00:00', 'timestamp'],
  // int/bigint boundaries (Integer.parseInt, Long.parseLong)
  ['2147483647', 'int'],
  ['-2147483648', 'int'],
  ['2147483648', 'bigint'],
  ['-2147483649', 'bigint'],
  ['9223372036854775807', 'bigint'],
  ['9223372036854775808', 'decimal(19,0)'],
  ['1'.repeat(38), 'decimal(38,0)'],
  ['1'.repeat(39), 'double'],
  // leading zeros and signs are numbers
  ['007', 'int'],
  ['01234567890', 'int'],
  ['072626625940', 'bigint'],
  ['+5', 'int'],
  ['-0', 'int'],
  // Double.parseDouble: exponents, spaces, suffixes, NaN/Infinity, the Inf options
  ['1e5', 'double'],
  ['1.5E1', 'decimal(2,0)'], // BigDecimal scale 0
  ['5.', 'decimal(1,0)'],
  [' 12', 'double'],
  ['1.5d', 'double'],
  ['NaN', 'double'],
  ['Infinity', 'double'],
  ['-Infinity', 'double'],
  ['Inf', 'double'],
  ['-Inf', 'double'],
  ['inf', 'string'],
  // booleans: true/false only
  ['true', 'boolean'],
  ['TRUE', 'boolean'],
  ['T', 'string'],
  ['F', 'string'],
  ['yes', 'string'],
  [' true', 'string'],
  // dates and timestamps: strict date, lenient timestamp
  ['2024-1-5', 'timestamp'],
  ['2024-02-30', 'string'],
  ['2015-08', 'timestamp'],
  ['2015-08-20 14', 'timestamp'],
  ['2015-08-20 14:10', 'timestamp'],
  ['2024-01-05T10:30:00-03:00', 'timestamp'],
  ['2024-01-05 10:30:00.123Z', 'timestamp'],
  ['2024-01-05T10:30:00+0530', 'timestamp'],
  ['2024-01-05T25:30:00', 'string'],
  ['2024-01-05T10:30-03:00', 'string'], // an offset needs seconds
  ['2015-08 14:49:00', 'string'],
  ['10:30:00', 'timestamp'],
  ['T10:30', 'timestamp'],
  ['Fale', 'string'],
  ['TRUEe', 'string'],
];

/** values of one column → the merged type (Spark's `compatibleType` fold). */
const COLUMNS: [string[], string][] = [
  // "Type arrays are merged to highest common type" and the inferField-from-other-types table
  [['60', '100000000000'], 'bigint'],
  [['100000000000', '1.0'], 'double'],
  [['60', '1.0'], 'double'],
  [['3.5', 'test'], 'string'],
  [['100000000000', 'test'], 'string'],
  [['100000000000', '2015-08-20 14:57:00'], 'string'],
  [['3.5', '2015-08-20 15:57:00'], 'string'],
  [['100000000000', 'True'], 'string'],
  [['60', 'FALSE'], 'string'],
  [['2015-08-20 15:57:00', 'FALSE'], 'string'],
  [['60', '92233720368547758070'], 'decimal(20,0)'],
  [['92233720368547758071', '2015-12-01 00:00:00'], 'string'],
  [['60', '2015-08-20 14'], 'string'],
  [['3.5', '2015-08-20 14:10'], 'string'],
  [['100000000000', 'Fale'], 'string'],
  [['3.5', 'TRUEe'], 'string'],
  // dates with timestamps widen to timestamp (default formats)
  [['2018-12-03', '2018-12-03T11:00:00'], 'timestamp'],
  [['2018-12-03', '2018-12-04'], 'date'],
  // int with decimal counts the int as 10 digits, a bigint as 20
  [['5', '5.'], 'decimal(10,0)'],
  [['9223372036854775808', '1'], 'decimal(19,0)'],
  [['9223372036854775808', '100000000000'], 'decimal(20,0)'],
  [['1.5', '92233720368547758070'], 'double'],
  // empty and null values are skipped; nothing at all is string
  [['', '7', ''], 'int'],
  [['', ''], 'string'],
  [['true', 'T'], 'string'],
];

describe.each(BACKENDS)('$name: Spark CSV inference (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  const classify = async (values: string[]): Promise<number[]> => {
    const rows = values.map((v) => `(${sqlString(v)})`).join(', ');
    const r = await b.runner.query(
      `SELECT ${classifyExpr('"v"', DEFAULTS)} AS k FROM (VALUES ${rows}) t("v")`,
    );
    return r.rows
      .map((row) => row.k)
      .filter((k) => k !== null)
      .map(Number);
  };

  it.each(ONE_VALUE)('one value %j infers as %s', async (value, expected) => {
    expect(sparkTypeName(mergeClasses(await classify([value])))).toBe(expected);
  });

  it.each(COLUMNS)('a column of %j infers as %s', async (values, expected) => {
    expect(sparkTypeName(mergeClasses(await classify(values)))).toBe(expected);
  });

  it('converts each value as Spark reads it into its type', async () => {
    const cases: [string, string, unknown][] = [
      ['007', 'int', 7],
      ['01234567890', 'bigint', 1234567890],
      [' 12 ', 'double', 12],
      ['1.5d', 'double', 1.5],
      ['1.5E1', 'decimal', '15'],
      ['true', 'boolean', true],
      ['FALSE', 'boolean', false],
      ['2024-01-05T10:30:00-03:00', 'timestamp', '2024-01-05 13:30:00'],
      ['2024-01-05 10:30:00.5+05:30', 'timestamp', '2024-01-05 05:00:00.5'],
      ['2024-1-5', 'timestamp', '2024-01-05 00:00:00'],
      ['2015-08', 'timestamp', '2015-08-01 00:00:00'],
      ['2018-12-03', 'date', '2018-12-03'],
      ['2018-12-03', 'timestamp', '2018-12-03 00:00:00'],
      ['', 'string', null],
      ['abc', 'int', null],
    ];
    for (const [text, kind, expected] of cases) {
      const type = kind === 'decimal' ? { kind, precision: 2, scale: 0 } : { kind };
      const expr = convertExpr(sqlString(text), type, DEFAULTS);
      const r = await b.runner.query(
        `SELECT CASE WHEN typeof(x) IN ('TIMESTAMP', 'DATE') OR typeof(x) LIKE 'DECIMAL%' THEN CAST(x AS VARCHAR) END AS s, x FROM (SELECT ${expr} AS x)`,
      );
      const got = r.rows[0].s ?? r.rows[0].x;
      expect([text, kind, got]).toEqual([text, kind, expected]);
    }
  });
});

describe('merging value classes (pure)', () => {
  it('names each class code', () => {
    expect(classOfCode(CLASS_CODE.int)).toBe('int');
    expect(classOfCode(DECIMAL_BASE + 20)).toBe('decimal');
    expect(classOfCode(1000 + CLASS_CODE.bigint)).toBe('bigint');
  });
  it('is string for no values, and for booleans with anything else', () => {
    expect(mergeClasses([]).kind).toBe('string');
    expect(mergeClasses([CLASS_CODE.boolean, CLASS_CODE.int]).kind).toBe('string');
    expect(mergeClasses([CLASS_CODE.boolean, CLASS_CODE.boolean]).kind).toBe('boolean');
  });
});
