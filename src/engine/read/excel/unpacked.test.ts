/**
 * The check of an .xlsx file's ZIP directory before it is read (RULES.md §9, "Excel
 * workbooks"): real workbooks (openpyxl's fixtures, the test writer's) and crafted ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../adapters/testing/paths';
import { xlsxOfRows } from '../../../adapters/testing/xlsx-writer';
import { EXCEL_TEXT_LIMIT, excelFileRefusal, excelTextBytes } from './unpacked';
import { ZIP_TAIL_BYTES, zipDirectoryOf, zipEntries } from './zip';

const FIXTURES = path.join(repoRoot, 'src', 'adapters', 'testing', 'fixtures', 'excel');
const fixture = (file: string) => new Uint8Array(readFileSync(path.join(FIXTURES, file)));

/** The check on `bytes`, with the ranges it read. */
async function check(bytes: Uint8Array, name = 'book.xlsx') {
  const ranges: [number, number][] = [];
  const refusal = await excelFileRefusal(
    bytes.length,
    (start, end) => {
      ranges.push([start, end]);
      return Promise.resolve(bytes.subarray(start, end));
    },
    name,
  );
  return { id: refusal?.id ?? null, message: refusal?.message, ranges };
}

/** The entries of a whole archive. */
function entriesOf(bytes: Uint8Array) {
  const directory = zipDirectoryOf(
    bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES)),
    bytes.length,
  )!;
  return zipEntries(bytes.subarray(directory.offset, directory.offset + directory.size))!;
}

/** `bytes` with the central directory's uncompressed size of the entry `name` set to `size`. */
function claiming(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const copy = bytes.slice();
  const v = new DataView(copy.buffer);
  const directory = zipDirectoryOf(copy.subarray(-ZIP_TAIL_BYTES), copy.length)!;
  for (let at = directory.offset; at < directory.offset + directory.size;) {
    const nameLength = v.getUint16(at + 28, true);
    const entry = new TextDecoder().decode(copy.subarray(at + 46, at + 46 + nameLength));
    if (entry === name) v.setUint32(at + 24, size, true);
    at += 46 + nameLength + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  }
  return copy;
}

describe('the ZIP directory of an .xlsx file', () => {
  it("lists a real workbook's parts with their unpacked sizes", () => {
    const entries = entriesOf(fixture('types.xlsx'));
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml');
    expect(sheet).toMatchObject({ method: 8 });
    expect(sheet!.uncompressedSize).toBeGreaterThan(sheet!.compressedSize);
    expect(entries.map((e) => e.name)).toContain('xl/workbook.xml');
    expect(excelTextBytes(entries)).toBeGreaterThan(sheet!.uncompressedSize);
  });

  it('finds the end record behind a comment of the archive', () => {
    const bytes = fixture('types.xlsx');
    const comment = new TextEncoder().encode('written by hand');
    const commented = new Uint8Array(bytes.length + comment.length);
    commented.set(bytes);
    commented.set(comment, bytes.length);
    new DataView(commented.buffer).setUint16(bytes.length - 2, comment.length, true);
    expect(entriesOf(commented)).toEqual(entriesOf(bytes));
  });

  it('reads a ZIP64 end record and a ZIP64 size', () => {
    const bytes = fixture('types.xlsx');
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    const end = bytes.length - 22;
    const directory = { size: v.getUint32(end + 12, true), offset: v.getUint32(end + 16, true) };
    // The same archive with a ZIP64 end record and locator, the old record's fields at "see
    // ZIP64", and the sheet's size in a ZIP64 extra field (entries before it move on).
    const record = new Uint8Array(56 + 20 + 22);
    const r = new DataView(record.buffer);
    r.setUint32(0, 0x06064b50, true);
    r.setBigUint64(4, 44n, true);
    r.setBigUint64(40, BigInt(directory.size), true);
    r.setBigUint64(48, BigInt(directory.offset), true);
    r.setUint32(56, 0x07064b50, true);
    r.setBigUint64(64, BigInt(end), true);
    r.setUint32(76, 0x06054b50, true);
    r.setUint16(84, 0xffff, true);
    r.setUint32(88, 0xffffffff, true);
    r.setUint32(92, 0xffffffff, true);
    const zip64 = new Uint8Array(end + record.length);
    zip64.set(bytes.subarray(0, end));
    zip64.set(record, end);
    expect(zipDirectoryOf(zip64.subarray(-ZIP_TAIL_BYTES), zip64.length)).toEqual(directory);
    expect(entriesOf(zip64)).toEqual(entriesOf(bytes));
    const wide = new Uint8Array([1, 0, 8, 0, 0, 0, 0, 0x80, 0, 0, 0, 0]);
    const entry = new Uint8Array(46 + 5 + wide.length);
    const e = new DataView(entry.buffer);
    e.setUint32(0, 0x02014b50, true);
    e.setUint32(24, 0xffffffff, true);
    e.setUint16(28, 5, true);
    e.setUint16(30, wide.length, true);
    entry.set(new TextEncoder().encode('a.xml'), 46);
    entry.set(wide, 51);
    expect(zipEntries(entry)?.[0]).toMatchObject({ name: 'a.xml', uncompressedSize: 2 ** 31 });
  });
});

describe('the check of a workbook before it is read', () => {
  it('passes a real workbook, reading its first bytes and its end only', async () => {
    const bytes = fixture('sheets.xlsx');
    const { id, ranges } = await check(bytes);
    expect(id).toBeNull();
    expect(ranges).toEqual([
      [0, 4],
      [Math.max(0, bytes.length - ZIP_TAIL_BYTES), bytes.length],
    ]);
  });

  it('refuses a sheet that unpacks past the limit from its directory, reading only its end', async () => {
    // 3.6 MB packed, 575 MB of sheet XML: the test writer's size workbook.
    const bytes = new Uint8Array(xlsxOfRows(Math.ceil(0x20000000 / 90)));
    const { id, message, ranges } = await check(bytes, 'year.xlsx');
    expect(id).toBe('excel.tooLarge');
    expect(message).toMatch(
      /^“year\.xlsx” is too large for the page's Excel reader: .*about 500 MB/,
    );
    const read = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
    expect(read).toBeLessThanOrEqual(4 + ZIP_TAIL_BYTES);
  });

  it('refuses by the sizes the directory claims, the parts counted together', async () => {
    const bytes = fixture('types.xlsx');
    expect((await check(claiming(bytes, 'xl/worksheets/sheet1.xml', 0xfffffff0))).id).toBe(
      'excel.tooLarge',
    );
    // The sheet and the styles together past the limit, neither alone.
    const half = EXCEL_TEXT_LIMIT / 2 + 1;
    const both = claiming(claiming(bytes, 'xl/worksheets/sheet1.xml', half), 'xl/styles.xml', half);
    expect((await check(both)).id).toBe('excel.tooLarge');
    expect((await check(claiming(bytes, 'xl/worksheets/sheet1.xml', half))).id).toBeNull();
    // Parts the reader does not unpack (an image) do not count.
    const packed = entriesOf(bytes).map((e) => ({ ...e, name: `${e.name}.png` }));
    expect(excelTextBytes(packed)).toBe(0);
  });

  it('refuses a file cut short or not an archive as unreadable, a password-protected one as such', async () => {
    expect((await check(fixture('truncated.xlsx'))).id).toBe('excel.unreadable');
    const bytes = fixture('types.xlsx');
    expect((await check(bytes.subarray(0, bytes.length - 1))).id).toBe('excel.unreadable');
    expect((await check(new TextEncoder().encode('id,name\n1,a\n'))).id).toBe('excel.unreadable');
    expect((await check(new Uint8Array())).id).toBe('excel.unreadable');
    expect((await check(fixture('password.xlsx'))).id).toBe('excel.compound');
  });
});
