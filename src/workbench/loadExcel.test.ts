/**
 * RULES.md §9, "Excel workbooks": the page's load of real .xlsx files (written by openpyxl,
 * `src/adapters/testing/fixtures/excel/make.py`) on both DuckDBs through the page's
 * orchestration: the types, empty cells, dates, formulas' cached values, several sheets,
 * and the refusals, each naming the file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNodeDatabase } from '../adapters/node/database';
import { repoRoot } from '../adapters/testing/paths';
import { xlsxOfCells, xlsxOfRows } from '../adapters/testing/xlsx-writer';
import type { Database } from './database';
import { DATASET_TABLE, loadIntoDatabase, type LoadChoices } from './load';

const choices: LoadChoices = { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' };
const FIXTURES = path.join(repoRoot, 'src', 'adapters', 'testing', 'fixtures', 'excel');

/** A fixture as the page gets it, under `name` (its own by default). */
const fixture = (file: string, name = file) =>
  new File([readFileSync(path.join(FIXTURES, file))], name);

describe.each(['wasm', 'native'] as const)('%s: the page loads Excel workbooks', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await openNodeDatabase(backend);
  });
  afterAll(async () => {
    await db.close();
  });
  const load = (file: File, sheet: string | null = null) =>
    loadIntoDatabase(db, file, { ...choices, sheet }, () => undefined);
  const rows = async (sql: string) => (await db.query(sql)).rows;

  it('the first sheet: header names, each column typed from its cells, empty cells NULL', async () => {
    const loaded = await load(fixture('types.xlsx'));
    expect(loaded.kind).toBe('excel');
    expect(loaded.excel).toEqual({ sheets: ['People'], sheet: 'People' });
    // The two trailing rows hold formatting only: not rows of the sheet.
    expect(loaded.rows).toBe(4);
    expect(loaded.columns.map((c) => `${c.name} ${c.duckdbType}`)).toEqual([
      'id BIGINT',
      'name VARCHAR',
      'score DOUBLE',
      'active BOOLEAN',
      'born TIMESTAMP',
      'seen TIMESTAMP',
      'double_score DOUBLE',
      'note VARCHAR',
    ]);
    const got = await rows(
      `SELECT id::VARCHAR AS id, name, score, active, born::VARCHAR AS born, seen::VARCHAR AS seen,
              double_score, note FROM ${DATASET_TABLE} ORDER BY id`,
    );
    expect(got).toEqual([
      {
        id: '1',
        name: 'Ana',
        score: 9.5,
        active: true,
        born: '1990-05-01 00:00:00',
        seen: '2026-01-05 10:30:00',
        double_score: 19,
        note: 'x',
      },
      {
        id: '2',
        name: null,
        score: 7,
        active: false,
        born: null,
        seen: '2026-01-06 00:00:00',
        double_score: 14,
        note: '5',
      },
      // Text as written (no trimming); a formula's cached value.
      {
        id: '3',
        name: '  Bo ',
        score: null,
        active: true,
        born: '2001-12-31 00:00:00',
        seen: null,
        double_score: 0,
        note: null,
      },
      // Beyond 32 bits; 1 March 1900 (past Excel's phantom 29 February); 23:59:59, which the
      // reader gives as 23:59:58.999.
      {
        id: '4000000000',
        name: 'Dora',
        score: -1.25,
        active: null,
        born: '1900-03-01 00:00:00',
        seen: '1999-12-31 23:59:59',
        double_score: -2.5,
        note: 'TRUE',
      },
    ]);
    expect(loaded.reading).toMatchObject({ format: 'excel', sheet: 'People' });
    expect(loaded.warningFacts).toEqual([
      { kind: 'excel-not-production', sheet: 'People' },
      { kind: 'excel-mixed', column: 'note', kinds: 'text/number/boolean' },
    ]);
    expect(loaded.read.map((r) => `${r.name} ${r.sparkType}`)).toContain('id bigint');
    expect(loaded.read[0]!.reasonText).toContain('Spark reads no Excel');
  });

  it('dates before 1 March 1900 as Excel shows them; its day 60 (29 February 1900) as text', async () => {
    const loaded = await load(fixture('early-dates.xlsx'));
    expect(loaded.columns.map((c) => `${c.name} ${c.duckdbType}`)).toEqual([
      'id BIGINT',
      'day TIMESTAMP',
      'phantom VARCHAR',
    ]);
    const got = await rows(`SELECT day::VARCHAR AS day, phantom FROM ${DATASET_TABLE} ORDER BY id`);
    expect(got).toEqual([
      { day: '1900-01-01 00:00:00', phantom: '1900-02-28' },
      { day: '1900-02-28 12:00:00', phantom: '1900-02-29' },
      { day: '1900-03-01 00:00:00', phantom: '1900-03-01' },
      { day: '2024-02-29 00:00:00', phantom: null },
    ]);
    expect(loaded.warningFacts).toContainEqual({
      kind: 'excel-mixed',
      column: 'phantom',
      kinds: 'date/text',
    });
  });

  it('several sheets: the one chosen by name, the first when the name is not there', async () => {
    const orders = await load(fixture('sheets.xlsx'), 'Orders');
    expect(orders.excel).toEqual({ sheets: ['Notes', 'Orders', 'Merged'], sheet: 'Orders' });
    expect(orders.rows).toBe(5);
    expect(orders.columns.map((c) => c.name)).toEqual([
      'id',
      'name',
      'email',
      'age',
      'status',
      'amount',
      'created_at',
    ]);
    expect(orders.columns.map((c) => c.duckdbType)).toEqual([
      'BIGINT',
      'VARCHAR',
      'VARCHAR',
      'BIGINT',
      'VARCHAR',
      'DOUBLE',
      'TIMESTAMP',
    ]);
    const first = await load(fixture('sheets.xlsx'), 'Nowhere');
    expect(first.excel?.sheet).toBe('Notes');
    expect(first.columns.map((c) => c.name)).toEqual(['about']);
  });

  it('merged cells: the value in the first cell of the range, NULL in the others', async () => {
    await load(fixture('sheets.xlsx'), 'Merged');
    expect(await rows(`SELECT region, store FROM ${DATASET_TABLE}`)).toEqual([
      { region: 'North', store: 'N1' },
      { region: null, store: 'N2' },
      { region: 'South', store: 'S1' },
    ]);
  });

  it('refuses, naming the file, and leaves the dataset as it was', async () => {
    await load(fixture('sheets.xlsx'), 'Orders');
    const refused = async (file: File) => {
      const error = await load(file).then(
        () => null,
        (e: unknown) => e as { id: string; message: string },
      );
      return error && { id: error.id, message: error.message };
    };
    expect(await refused(fixture('truncated.xlsx', 'sales 2026.xlsx'))).toEqual({
      id: 'excel.unreadable',
      message:
        '“sales 2026.xlsx” cannot be read as an Excel workbook (.xlsx): it is damaged or cut short. Open it in your spreadsheet program and save it as .xlsx or CSV.',
    });
    expect((await refused(fixture('password.xlsx', 'locked.xlsx')))?.id).toBe('excel.compound');
    expect((await refused(fixture('password.xlsx', 'locked.xlsx')))?.message).toMatch(
      /^“locked\.xlsx” is protected by a password/,
    );
    expect(await refused(fixture('blank-header.xlsx'))).toMatchObject({ id: 'blankHeader' });
    expect(await refused(fixture('duplicate-header.xlsx'))).toMatchObject({
      id: 'duplicateHeader',
      message: expect.stringContaining('“duplicate-header.xlsx” has the column name “name” twice'),
    });
    for (const [name, id] of [
      ['old.xls', 'excel.xls'],
      ['calc.ods', 'excel.ods'],
      ['big.xlsb', 'excel.xlsb'],
    ])
      expect(await refused(new File(['x'], name))).toMatchObject({
        id,
        message: expect.stringMatching(
          new RegExp(`^“${name.replace('.', '\\.')}” is .*save it as \\.xlsx or CSV\\.$`),
        ),
      });
    expect(await rows(`SELECT count(*)::INT AS n FROM ${DATASET_TABLE}`)).toEqual([{ n: 5 }]);
  });

  it('cells without an address (ECMA-376 allows it) load as the same sheet with them', async () => {
    const cells = [
      ['id', 'name', 'score'],
      [1, 'Ana', 9.5],
      [2, null, 7],
      [null, null, null],
      [3, 'Bo', null],
    ];
    const table = async (addresses: 'all' | 'none') => {
      await load(new File([xlsxOfCells(cells, addresses) as BlobPart], `${addresses}.xlsx`));
      return rows(`SELECT id::VARCHAR AS id, name, score FROM ${DATASET_TABLE}`);
    };
    const written = await table('all');
    expect(written).toEqual([
      { id: '1', name: 'Ana', score: 9.5 },
      { id: '2', name: null, score: 7 },
      { id: null, name: null, score: null },
      { id: '3', name: 'Bo', score: null },
    ]);
    expect(await table('none')).toEqual(written);
  });

  // One backend: the workbook is read in JavaScript either way, and it takes a gigabyte.
  it.runIf(backend === 'wasm')(
    'refuses a workbook whose sheet unpacks past what a string can hold, naming it',
    async () => {
      await load(fixture('sheets.xlsx'), 'Orders');
      // 3.6 MB packed, 575 MB of sheet XML: past V8's longest string (0x1fffffe8 characters),
      // refused from the ZIP directory before the reader unpacks it.
      const big = new File([xlsxOfRows(Math.ceil(0x20000000 / 90)) as BlobPart], 'year.xlsx');
      const error = await load(big).then(
        () => null,
        (e: unknown) => e as { id: string; message: string },
      );
      expect(error?.id).toBe('excel.tooLarge');
      expect(error?.message).toMatch(
        /^“year\.xlsx” is too large for the page's Excel reader: .* Save the sheet as CSV/,
      );
      expect(await rows(`SELECT count(*)::INT AS n FROM ${DATASET_TABLE}`)).toEqual([{ n: 5 }]);
    },
  );
});
