/**
 * RULES.md §9 with a pipeline's `input.options` `dateFormat` / `timestampFormat` /
 * `timestampNTZFormat` / `locale`, on both DuckDBs. Inference inputs come from Spark 3.5's
 * `CSVInferSchemaSuite` (SPARK-39469, SPARK-45433 and the custom-format timestamp test);
 * the values from Java `DateTimeFormatter` semantics as Spark parses (strict, fraction of 1
 * to n digits for `S`×n, defaults 1970-01-01 00:00:00, case-insensitive literals).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvView } from '../../adapters/common/csv.ts';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends.ts';
import { sqlString } from '../sql/quote';
import { classifyExpr, convertExpr } from './infer-sql';
import { compileJavaPattern, isPatternProblem } from './java-format';
import { formatNoteText, readOptions } from './options';
import { mergeClasses, sparkTypeName } from './spark-csv';
import { datesWidenToTimestamps } from './infer-sql';

type Opts = Record<string, string>;

/** [options, values of one column, the type Spark infers]. */
const INFERENCE: [Opts, string[], string][] = [
  // SPARK-39469: inferring date type
  [{ dateFormat: 'yyyy/MM/dd' }, ['2018/12/02'], 'date'],
  [
    { dateFormat: 'yyyy-MM-dd', timestampFormat: "yyyy-MM-dd'T'HH:mm:ss" },
    ['2018-12-03T11:00:00'],
    'timestamp',
  ],
  [{ dateFormat: 'yyyy-MM-dd', timestampFormat: "yyyy-MM-dd'T'HH:mm:ss" }, ['2018-12-03'], 'date'],
  // SPARK-39469: columns mixing dates and timestamps
  [{ dateFormat: 'yyyy_MM_dd', timestampFormat: 'yyyy|MM|dd' }, ['2012_12_12'], 'date'],
  [
    { dateFormat: 'yyyy_MM_dd', timestampFormat: 'yyyy|MM|dd' },
    ['2012_12_12', '2003|01|01'],
    'string',
  ],
  [
    { dateFormat: 'yyyy_MM_dd', timestampFormat: 'yyyy|MM|dd' },
    ['2003|01|01', '2018_12_03'],
    'string',
  ],
  [{ dateFormat: 'yyyy_MM_dd', timestampFormat: 'yyyy_MM_dd' }, ['2012_12_12'], 'date'],
  // SPARK-45433: a timestamp that does not match timestampFormat is text
  [{ timestampFormat: "yyyy-MM-dd'T'HH:mm:ss" }, ['2884-06-24T02:45:51.138'], 'string'],
  // custom-format timestamps ("yyyy-mm" is year and *minutes*)
  [{ timestampFormat: 'yyyy-mm' }, ['2015-08'], 'timestamp'],
  // a custom date format outside the lenient set: dates with timestamps are text
  [{ dateFormat: 'dd/MM/yyyy' }, ['05/01/2024', '2024-01-05 10:00:00'], 'string'],
  [{ dateFormat: 'yyyy-M-d' }, ['2024-1-5', '2024-01-05 10:00:00'], 'timestamp'],
  [{ dateFormat: 'dd/MM/yyyy' }, ['05/01/2024', '31/12/1999'], 'date'],
  [{ dateFormat: 'dd/MM/yyyy' }, ['31/02/2024'], 'string'], // strict: no 31 February
  [{ dateFormat: 'dd/MM/yyyy' }, ['2024-01-05'], 'timestamp'], // the lenient parser still reads it
  [{ timestampFormat: 'dd/MM/yyyy HH:mm' }, ['2024-01-05 10:00:00'], 'string'], // no lenient fallback
  [{ timestampFormat: "'T'HH:mm" }, ['t10:30'], 'timestamp'], // literals in any case
  [{ dateFormat: 'yyyyMMdd' }, ['20240105'], 'int'], // numbers first, as Spark tries them
  [{ preferDate: 'false', dateFormat: 'dd/MM/yyyy' }, ['05/01/2024'], 'string'],
];

/** [options, text, type, the value Spark reads (UTC)]. */
const VALUES: [Opts, string, string, string | null][] = [
  [{ dateFormat: 'dd/MM/yyyy' }, '05/01/2024', 'date', '2024-01-05'],
  [{ dateFormat: 'dd/MM/yyyy' }, '5/1/2024', 'date', null], // dd needs two digits
  [{ dateFormat: 'd/M/yyyy' }, '5/1/2024', 'date', '2024-01-05'],
  [{ dateFormat: 'dd.MM.yy' }, '05.01.24', 'date', '2024-01-05'],
  [{ dateFormat: 'yyyy-MM' }, '2024-03', 'date', '2024-03-01'],
  [
    { timestampFormat: 'dd/MM/yyyy HH:mm:ss.SSSXXX' },
    '05/01/2024 10:30:00.5-03:00',
    'timestamp',
    '2024-01-05 13:30:00.5',
  ],
  [
    { timestampFormat: 'dd/MM/yyyy HH:mm:ss.SSSXXX' },
    '05/01/2024 10:30:00.123Z',
    'timestamp',
    '2024-01-05 10:30:00.123',
  ],
  [
    { timestampFormat: "yyyy-MM-dd'T'HH:mm:ssZ" },
    '2024-01-05T10:30:00+0530',
    'timestamp',
    '2024-01-05 05:00:00',
  ],
  [{ timestampFormat: 'yyyy-MM-dd HH:mm' }, '2024-01-05 23:59', 'timestamp', '2024-01-05 23:59:00'],
  [{ timestampFormat: 'yyyy-MM-dd HH:mm' }, '2024-01-05 24:00', 'timestamp', null],
  [{ timestampFormat: 'yyyy-mm' }, '2015-08', 'timestamp', '2015-01-01 00:08:00'],
  [{ timestampFormat: "yyyy-MM-dd'T'HH:mm:ss" }, '2024-01-05 10:30:00', 'timestamp', null],
];

const opts = (o: Opts) => readOptions(o);

describe('Java date-time patterns (pure)', () => {
  it.each([
    ['yyyy-MM-dd', '([0-9]{4})-([0-9]{2})-([0-9]{2})'],
    [
      "yyyy-MM-dd'T'HH:mm",
      '([0-9]{4})-([0-9]{2})-([0-9]{2})[tT]((?:[01][0-9]|2[0-3])):([0-5][0-9])',
    ],
    ["HH 'o''clock'", "((?:[01][0-9]|2[0-3])) [oO]'[cC][lL][oO][cC][kK]"],
  ])('%j compiles', (pattern, regex) => {
    const p = compileJavaPattern(pattern);
    expect(isPatternProblem(p) ? p : p.regex).toBe(regex);
  });

  it.each([
    ['dd MMM yyyy', 'MMM', false],
    ['hh:mm a', 'hh', false],
    ["yyyy-MM-dd'T'HH:mm:ss VV", 'VV', false],
    ['yyyy-MM-dd HH:mm z', 'z', false],
    ['yyyy-MM-dd[ HH:mm]', '[', false],
    ['yyyy-MM-ddTHH:mm', 'T', true],
    ["yyyy-MM-dd'T", "'", true],
  ])('%j cannot be emulated (%s)', (pattern, construct, invalid) => {
    const p = compileJavaPattern(pattern);
    expect(isPatternProblem(p) && [p.construct, p.invalid]).toEqual([construct, invalid]);
  });

  it('widens dates with timestamps only as Spark does', () => {
    expect(datesWidenToTimestamps(opts({}))).toBe(true);
    expect(datesWidenToTimestamps(opts({ dateFormat: 'yyyy-M-d' }))).toBe(true);
    expect(datesWidenToTimestamps(opts({ dateFormat: 'dd/MM/yyyy' }))).toBe(false);
    expect(datesWidenToTimestamps(opts({ timestampFormat: 'yyyy-MM-dd HH:mm' }))).toBe(false);
  });

  it('says what it cannot emulate, and what production does', () => {
    const o = opts({
      dateFormat: 'dd MMM yyyy',
      timestampFormat: 'yyyy-MM-ddTHH:mm',
      timestampNTZFormat: 'yyyy-MM-dd HH:mm',
      locale: 'pt-BR',
    });
    expect(o.dateFormat).toBeNull();
    expect(o.timestampFormat).toBeNull();
    expect(o.notEmulated).toEqual([]);
    expect(o.from).toMatchObject({
      dateFormat: 'input.options',
      timestampFormat: 'input.options',
      timestampNTZFormat: 'input.options',
      locale: 'input.options',
    });
    expect(o.formatNotes.map(formatNoteText)).toEqual([
      'input.options.dateFormat "dd MMM yyyy" uses `MMM` (month names, read in the `locale`), which the workbench cannot emulate: it infers and reads dates as if dateFormat were not set, while production parses them with this pattern, so a column shown here as text may be a date there, and a value that does not match the pattern is NULL there',
      'input.options.timestampFormat "yyyy-MM-ddTHH:mm" is not a valid Java date-time pattern (`T`: no such pattern letter (quote literal text: \'T\')): production fails when it reads the file; the workbench reads timestamps as if timestampFormat were not set',
      'input.options.timestampNTZFormat "yyyy-MM-dd HH:mm" applies only to timestamp_ntz columns: with Spark\'s default spark.sql.timestampType (TIMESTAMP_LTZ) inference never gives one, so it changes nothing the workbench infers; a timestamp_ntz column of your schema is read here with the default parser, not this pattern',
      'input.options.locale "pt-BR" is not emulated: production reads decimal numbers with pt-BR\'s separators (so `1.000,5` can be a number there) and month or day names in pt-BR; the workbench reads them the en-US way',
    ]);
    expect(opts({ locale: 'en-US' }).formatNotes).toEqual([]);
  });
});

describe.each(BACKENDS)('$name: dateFormat / timestampFormat (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-formats-'));
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => {
    await b.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it.each(INFERENCE)('with %j, a column of %j infers as %s', async (o, values, expected) => {
    const read = opts(o);
    const rows = values.map((v) => `(${sqlString(v)})`).join(', ');
    const r = await b.runner.query(
      `SELECT ${classifyExpr('"v"', read)} AS k FROM (VALUES ${rows}) t("v")`,
    );
    const codes = r.rows.map((row) => Number(row.k));
    expect(sparkTypeName(mergeClasses(codes, datesWidenToTimestamps(read)))).toBe(expected);
  });

  it.each(VALUES)('with %j, %j reads as %s %j', async (o, text, kind, expected) => {
    const expr = convertExpr(sqlString(text), { kind }, opts(o));
    const r = await b.runner.query(`SELECT CAST(${expr} AS VARCHAR) AS s`);
    expect(r.rows[0].s).toBe(expected);
  });

  it('loads a CSV with the pipeline’s formats: types, values and notes', async () => {
    const file = path.join(tmp, 'formats.csv');
    writeFileSync(
      file,
      [
        'id,born,seen,label,named',
        '1,05/01/2024,05/01/2024 10:30:00.5-03:00,Ana,05 jan 2024',
        '2,31/12/1999,01/02/2024 00:00:00.000Z,Bia,01 feb 2024',
        '3,,,,',
      ].join('\n') + '\n',
    );
    const info = await b.loadCsvFile(file, 'formats', {
      read: readOptions({
        dateFormat: 'dd/MM/yyyy',
        timestampFormat: 'dd/MM/yyyy HH:mm:ss.SSSXXX',
      }),
    });
    expect(info.read.map((c) => `${c.name}:${c.sparkType}`)).toEqual([
      'id:int',
      'born:date',
      'seen:timestamp',
      'label:string',
      'named:string',
    ]);
    const r = await b.runner.query(
      `SELECT born::VARCHAR AS born, seen::VARCHAR AS seen FROM formats ORDER BY id`,
    );
    expect(r.rows).toEqual([
      { born: '2024-01-05', seen: '2024-01-05 13:30:00.5' },
      { born: '1999-12-31', seen: '2024-02-01 00:00:00' },
      { born: null, seen: null },
    ]);
    expect(info.read.find((c) => c.name === 'seen')?.notes).toEqual([
      'production reads `seen` as timestamp: `05/01/2024 10:30:00.5-03:00` becomes `2024-01-05 13:30:00.5` (the offset is applied: the workbench shows UTC)',
    ]);
    expect(info.warnings).toEqual([]);
    // dqw's streamed view, with and without its one-pass guess, reads the same.
    for (const speculate of [false, true]) {
      const view = await csvView(
        b.runner,
        file,
        `formats_view_${speculate}`,
        {
          read: readOptions({
            dateFormat: 'dd/MM/yyyy',
            timestampFormat: 'dd/MM/yyyy HH:mm:ss.SSSXXX',
          }),
        },
        'all',
        speculate,
      );
      expect(view.read.map((c) => c.sparkType)).toEqual([
        'int',
        'date',
        'timestamp',
        'string',
        'string',
      ]);
      const v = await b.runner.query(
        `SELECT born::VARCHAR AS born, seen::VARCHAR AS seen FROM ${`formats_view_${speculate}`} ORDER BY id`,
      );
      expect(v.rows).toEqual(r.rows);
    }
  });

  it('names a pattern it cannot emulate on the column and in the notes', async () => {
    const file = path.join(tmp, 'names.csv');
    writeFileSync(file, 'id,named\n1,05 jan 2024\n2,01 feb 2024\n');
    const info = await b.loadCsvFile(file, 'names', {
      read: readOptions({ dateFormat: 'dd MMM yyyy' }),
    });
    expect(info.read.find((c) => c.name === 'named')).toMatchObject({
      sparkType: 'string',
      notes: [
        'production reads `named` with dateFormat "dd MMM yyyy", which the workbench cannot emulate (`MMM`: month names, read in the `locale`): its type and values may differ there',
      ],
    });
    // The id column's only note is how Spark names its type: no format touches it.
    expect(info.read.find((c) => c.name === 'id')?.facts).toEqual([
      { kind: 'int32', column: 'id' },
    ]);
    expect(info.warnings).toEqual([
      expect.stringContaining('input.options.dateFormat "dd MMM yyyy" uses `MMM`'),
    ]);
  });
});
