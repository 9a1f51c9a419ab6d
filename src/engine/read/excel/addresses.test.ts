/** Cell addresses added to a sheet's XML that leaves them out (ECMA-376 allows it). */
import { describe, expect, it } from 'vitest';
import { columnLetters, withCellAddresses } from './addresses';

const sheet = (data: string) =>
  `<?xml version="1.0"?><worksheet xmlns="x"><dimension ref="A1:C3"/><sheetData>${data}</sheetData><mergeCells count="0"/></worksheet>`;

describe('cell addresses for a sheet that leaves them out', () => {
  it('names columns as Excel does', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703, 16384].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('leaves a sheet whose cells all have addresses (or that has none) alone', () => {
    expect(withCellAddresses(sheet('<row r="1"><c r="A1"><v>1</v></c></row>'))).toBeNull();
    expect(withCellAddresses(sheet(''))).toBeNull();
    expect(withCellAddresses('<worksheet><sheetData/></worksheet>')).toBeNull();
  });

  it('gives each cell the next column of its row, each row the next number', () => {
    const xml = sheet(
      '<row><c t="s"><v>0</v></c><c/><c s="1"><v>2</v></c></row><row/><row><c><v>3</v></c></row>',
    );
    expect(withCellAddresses(xml)).toBe(
      sheet(
        '<row><c r="A1" t="s"><v>0</v></c><c r="B1"/><c r="C1" s="1"><v>2</v></c></row><row/><row><c r="A3"><v>3</v></c></row>',
      ),
    );
  });

  it('follows the addresses that are given, on rows and on cells', () => {
    const xml = sheet(
      '<row r="2" spans="1:3"><c r="B2"><v>1</v></c><c><v>2</v></c></row><row><c r="D7"><v>3</v></c><c><v>4</v></c></row><row><c><v>5</v></c></row>',
    );
    expect(withCellAddresses(xml)).toBe(
      sheet(
        '<row r="2" spans="1:3"><c r="B2"><v>1</v></c><c r="C2"><v>2</v></c></row><row><c r="D7"><v>3</v></c><c r="E7"><v>4</v></c></row><row><c r="A8"><v>5</v></c></row>',
      ),
    );
  });

  it('reads namespace prefixes and leaves other elements and the text alone', () => {
    const xml =
      '<x:worksheet xmlns:x="m"><x:cols><x:col min="1"/></x:cols><x:sheetData><x:row><x:c t="inlineStr"><x:is><x:t>&lt;c&gt; a</x:t></x:is></x:c><x:c><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(withCellAddresses(xml)).toBe(
      '<x:worksheet xmlns:x="m"><x:cols><x:col min="1"/></x:cols><x:sheetData><x:row><x:c r="A1" t="inlineStr"><x:is><x:t>&lt;c&gt; a</x:t></x:is></x:c><x:c r="B1"><x:v>1</x:v></x:c></x:row></x:sheetData></x:worksheet>',
    );
  });
});
