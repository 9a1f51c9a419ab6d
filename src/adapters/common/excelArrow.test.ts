/**
 * RULES.md §9, "Excel workbooks": the workbook reader around read-excel-file. A workbook is
 * checked from its ZIP directory before the reader runs; a sheet whose cells leave out
 * their addresses reads as the same sheet written with them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import readXlsxFile from 'read-excel-file/universal';
import { repoRoot } from '../testing/paths';
import { xlsxOfCells, xlsxOfRows, type TestCell } from '../testing/xlsx-writer';
import { readWorkbook } from './excelArrow';

vi.mock('read-excel-file/universal', async (original) => {
  const real = await original<typeof import('read-excel-file/universal')>();
  return { ...real, default: vi.fn(real.default) };
});

const reader = vi.mocked(readXlsxFile);
const FIXTURES = path.join(repoRoot, 'src', 'adapters', 'testing', 'fixtures', 'excel');
const fixture = (file: string) => new Uint8Array(readFileSync(path.join(FIXTURES, file)));

/** The refusal's id of reading `bytes`; null when it is read. */
const refusalId = (bytes: Uint8Array) =>
  readWorkbook(bytes, 'book.xlsx', null).then(
    () => null,
    (e: unknown) => (e as { id?: string }).id ?? String(e),
  );

beforeEach(() => {
  reader.mockClear();
});

describe('the check before the reader runs', () => {
  it('reads a real workbook', async () => {
    const read = await readWorkbook(fixture('sheets.xlsx'), 'sheets.xlsx', 'Orders');
    expect(read.rows).toBe(5);
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('refuses a sheet of 575 MB of XML without running the reader', async () => {
    const big = new Uint8Array(xlsxOfRows(Math.ceil(0x20000000 / 90)));
    expect(await refusalId(big)).toBe('excel.tooLarge');
    expect(reader).not.toHaveBeenCalled();
  });

  it('refuses a file cut short, or a password-protected one, without running the reader', async () => {
    expect(await refusalId(fixture('truncated.xlsx'))).toBe('excel.unreadable');
    expect(await refusalId(fixture('password.xlsx'))).toBe('excel.compound');
    expect(reader).not.toHaveBeenCalled();
  });
});

describe('cells without an address', () => {
  const rows: TestCell[][] = [
    ['id', 'name', 'score', 'active', 'note'],
    [1, 'Ana', 9.5, true, 'x'],
    [2, null, 7, false, null],
    [null, null, null, null, null],
    [3, '  Bo <b> & co ', null, true, 5],
    [4000000000, 'Dora', -1.25, null, 'TRUE'],
    [5, 'Eve'],
  ];

  it('read as the same workbook written with addresses, value for value', async () => {
    const written = await readWorkbook(new Uint8Array(xlsxOfCells(rows, 'all')), 'a.xlsx', null);
    expect(written.rows).toBe(6);
    expect(written.columns[1]).toEqual(['Ana', null, null, '  Bo <b> & co ', 'Dora', 'Eve']);
    for (const addresses of ['none', 'cells'] as const) {
      const bytes = new Uint8Array(xlsxOfCells(rows, addresses));
      // The reader alone stops on such a sheet.
      await expect(readXlsxFile(new Blob([bytes]))).rejects.toThrow();
      expect(await readWorkbook(bytes, 'a.xlsx', null)).toEqual(written);
    }
  });

  it('leaves a damaged workbook refused as unreadable', async () => {
    const bytes = new Uint8Array(xlsxOfCells(rows, 'none'));
    // The sheet (the last part) spoilt: its directory still says what it holds.
    const directory = new DataView(bytes.buffer).getUint32(bytes.length - 6, true);
    bytes.fill(0x41, directory - 60, directory - 10);
    expect(await refusalId(bytes)).toBe('excel.unreadable');
  });
});
