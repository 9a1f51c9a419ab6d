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

  it('CSV: a double keeps its point and takes Java’s exponent; a whole float too', () => {
    expect(
      rowsToCsv(
        COLUMNS.map((c) => c.name),
        rows,
        new Set(['d', 'f', 'i']),
      ),
    ).toBe(
      'd,f,i,t\n1.0,2.0,3,1\n-0.0,0.5,-4,\n1.0E20,1.100000023841858,5,\'=1+1\nNaN,-Infinity,6,""\n,,,x\n',
    );
  });

  it('JSON: the same numbers, valid JSON that reads back as the same values', () => {
    const lines = rows.map(rowJson);
    expect(lines[0]).toBe('{"d":1.0,"f":2.0,"i":3,"t":"1"}');
    expect(lines[2]).toBe('{"d":1.0E20,"f":1.100000023841858,"i":5,"t":"=1+1"}');
    // Jackson, Spark's JSON writer, quotes what JSON has no number for.
    expect(lines[3]).toBe('{"d":"NaN","f":"-Infinity","i":6,"t":""}');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { d: 1, f: 2, i: 3, t: '1' },
      { d: -0, f: 0.5, i: -4, t: null },
      { d: 1e20, f: 1.100000023841858, i: 5, t: '=1+1' },
      { d: 'NaN', f: '-Infinity', i: 6, t: '' },
      { d: null, f: null, i: null, t: 'x' },
    ]);
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
