import { describe, expect, it } from 'vitest';
import { rowsToCsv } from './csv';
import { rowJson, withSparkNumbers } from './spark-numbers';

const COLUMNS = [
  { name: 'd', type: 'DOUBLE' },
  { name: 'f', type: 'FLOAT' },
  { name: 'i', type: 'BIGINT' },
  { name: 't', type: 'VARCHAR' },
];

describe("row files write numbers as Spark's writers do", () => {
  const rows = withSparkNumbers(COLUMNS, [
    { d: 1, f: 2, i: 3, t: '1' },
    { d: -0, f: 0.5, i: -4, t: null },
    { d: 1e20, f: 1.100000023841858, i: 5, t: '=1+1' },
    { d: Number.NaN, f: -Infinity, i: 6, t: '' },
    { d: null, f: null, i: null, t: 'x' },
  ]);

  it('CSV: a double keeps its point and takes Java’s exponent; a float as Java writes a float', () => {
    expect(
      rowsToCsv(
        COLUMNS.map((c) => c.name),
        rows,
        new Set(['d', 'f', 'i']),
      ),
    ).toBe('d,f,i,t\n1.0,2.0,3,1\n-0.0,0.5,-4,\n1.0E20,1.1,5,\'=1+1\nNaN,-Infinity,6,""\n,,,x\n');
  });

  it('JSON: the same numbers, valid JSON that reads back as the same values', () => {
    const lines = rows.map(rowJson);
    expect(lines[0]).toBe('{"d":1.0,"f":2.0,"i":3,"t":"1"}');
    // A float with the fewest digits that read back as that float (Java's Float.toString).
    expect(lines[2]).toBe('{"d":1.0E20,"f":1.1,"i":5,"t":"=1+1"}');
    // Jackson, Spark's JSON writer, quotes what JSON has no number for.
    expect(lines[3]).toBe('{"d":"NaN","f":"-Infinity","i":6,"t":""}');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { d: 1, f: 2, i: 3, t: '1' },
      { d: -0, f: 0.5, i: -4, t: null },
      { d: 1e20, f: 1.1, i: 5, t: '=1+1' },
      { d: 'NaN', f: '-Infinity', i: 6, t: '' },
      { d: null, f: null, i: null, t: 'x' },
    ]);
  });
});

describe("row files write decimals and nested values as Spark's writers do (checked on Spark 4.1.1)", () => {
  it('a decimal as Java’s BigDecimal.toString: scientific below 1E-6, every place of its scale', () => {
    const rows = withSparkNumbers(
      [
        { name: 'a', type: 'DECIMAL(38,10)' },
        { name: 'b', type: 'DECIMAL(18,6)' },
      ],
      [
        { a: '0.0000000000', b: 0 },
        { a: '-0.0000000001', b: '0.000001' },
        { a: '0.0000001200', b: 12.5 },
        { a: '9999999999999999999999999999.9999999999', b: null },
      ],
    );
    expect(rows.map(rowJson)).toEqual([
      '{"a":0E-10,"b":0.000000}',
      '{"a":-1E-10,"b":0.000001}',
      '{"a":1.200E-7,"b":12.500000}',
      '{"a":9999999999999999999999999999.9999999999,"b":null}',
    ]);
  });

  it('inside lists, structs and maps; a naive timestamp without a zone', () => {
    const rows = withSparkNumbers(
      [
        {
          name: 'rec',
          type: 'STRUCT(at TIMESTAMP WITH TIME ZONE, amount DECIMAL(9,2), "v w" DOUBLE)',
        },
        { name: 'nums', type: 'DOUBLE[]' },
        { name: 'tags', type: 'MAP(VARCHAR, FLOAT[])' },
        { name: 'ntz', type: 'TIMESTAMP' },
      ],
      [
        {
          rec: { at: '1970-01-01 00:00:01.000001+00', amount: 0.5, 'v w': 2 },
          nums: [1, null, 0.5],
          tags: { a: [0.1, 3] },
          ntz: '2026-01-02 03:04:05.5',
        },
      ],
      new Set(['ntz']),
    );
    expect(rowJson(rows[0])).toBe(
      '{"rec":{"at":"1970-01-01T00:00:01.000Z","amount":0.50,"v w":2.0},"nums":[1.0,null,0.5],' +
        '"tags":{"a":[0.1,3.0]},"ntz":"2026-01-02T03:04:05.500"}',
    );
  });
});

describe("row files write timestamps as Spark's writers do (checked on Spark 4.1.1)", () => {
  it('in UTC, ISO with milliseconds and Z, the fraction cut as Java cuts it', () => {
    const rows = withSparkNumbers(
      [
        { name: 'ts', type: 'TIMESTAMP' },
        { name: 'tz', type: 'TIMESTAMP WITH TIME ZONE' },
        { name: 'd', type: 'DATE' },
      ],
      [
        { ts: '2026-03-04 10:00:00', tz: '2026-03-04 08:00:00+02', d: '2026-03-04' },
        { ts: '2026-03-04 10:00:00.123999', tz: '2026-03-04 23:30:00-03:30', d: null },
      ],
    );
    expect(rows.map(rowJson)).toEqual([
      '{"ts":"2026-03-04T10:00:00.000Z","tz":"2026-03-04T06:00:00.000Z","d":"2026-03-04"}',
      '{"ts":"2026-03-04T10:00:00.123Z","tz":"2026-03-05T03:00:00.000Z","d":null}',
    ]);
  });
});

describe("row files write wide integers and decimals as Spark's writers do", () => {
  it('a bigint past 2^53 is a number, a decimal keeps its scale', () => {
    const rows = withSparkNumbers(
      [
        { name: 'b', type: 'BIGINT' },
        { name: 'h', type: 'HUGEINT' },
        { name: 'd', type: 'DECIMAL(10,2)' },
      ],
      [
        { b: '9223372036854775807', h: '-12345678901234567890', d: 1.5 },
        { b: 12, h: null, d: '3' },
      ],
    );
    expect(rows.map(rowJson)).toEqual([
      '{"b":9223372036854775807,"h":-12345678901234567890,"d":1.50}',
      '{"b":12,"h":null,"d":3.00}',
    ]);
  });
});
