/**
 * A minimal .xlsx writer for tests that need a workbook no fixture file should hold (one
 * whose sheet unpacks to more than half a gigabyte): the parts of an Office Open XML
 * workbook, deflated by node:zlib into a ZIP archive written here.
 */
import { crc32, deflateRawSync } from 'node:zlib';

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A ZIP archive of `entries` (name → bytes), each deflated. */
function zip(entries: [string, Buffer][]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const packed = deflateRawSync(data, { level: 1 });
    const nameBytes = Buffer.from(name, 'utf8');
    const sums = [u32(crc32(data)), u32(packed.length), u32(data.length)];
    const common = [u16(20), u16(0), u16(8), u16(0), u16(0x21), ...sums, u16(nameBytes.length)];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(0), nameBytes]);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        nameBytes,
      ]),
    );
    parts.push(local, packed);
    offset += local.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...parts, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A workbook of one sheet `Data` whose XML is `sheet`. */
function workbook(sheet: Buffer): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      Buffer.from(
        `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    ],
    [
      '_rels/.rels',
      Buffer.from(
        `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    ],
    [
      'xl/workbook.xml',
      Buffer.from(
        `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from(
        `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    ],
    ['xl/worksheets/sheet1.xml', sheet],
  ]);
}

/**
 * A workbook of one sheet `Data` whose XML is a header `id,name` and `rows` copies of one
 * 100-byte row, all at the address of row 2: a size test's workbook, which a reader that
 * unpacks it whole refuses as out of order.
 */
export function xlsxOfRows(rows: number): Buffer {
  const head = `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>`;
  const row =
    '<row r="2"><c r="A2" t="n"><v>7</v></c><c r="B2" t="inlineStr"><is><t>some name</t></is></c></row>';
  const tail = '</sheetData></worksheet>';
  const sheet = Buffer.alloc(head.length + row.length * rows + tail.length);
  sheet.write(head);
  sheet.fill(row, head.length, head.length + row.length * rows);
  sheet.write(tail, head.length + row.length * rows);
  return workbook(sheet);
}

/** A cell of {@link xlsxOfCells}: text, a number, TRUE/FALSE, or empty. */
export type TestCell = string | number | boolean | null;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cellXml(cell: Exclude<TestCell, null>, address: string): string {
  if (typeof cell === 'number') return `<c${address}><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c${address} t="b"><v>${cell ? 1 : 0}</v></c>`;
  return `<c${address} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

/**
 * A workbook of one sheet `Data` holding `rows`, the first the header. `addresses`: `all`
 * writes `r` on every row and cell and leaves empty cells and rows out, as most writers do;
 * `none` writes no `r` at all (ECMA-376 allows it: each cell follows the previous one), so
 * an empty cell is an empty `<c/>` and an empty row an empty `<row/>`; `cells` keeps the
 * rows' `r` only.
 */
export function xlsxOfCells(rows: TestCell[][], addresses: 'all' | 'none' | 'cells'): Buffer {
  const body = rows
    .map((row, r) => {
      const rowAttr = addresses === 'none' ? '' : ` r="${r + 1}"`;
      const cells = row.map((cell, c) => {
        if (addresses === 'all')
          return cell === null ? '' : cellXml(cell, ` r="${columnName(c + 1)}${r + 1}"`);
        return cell === null ? '<c/>' : cellXml(cell, '');
      });
      if (addresses === 'all' && row.every((c) => c === null)) return '';
      return cells.length === 0 ? `<row${rowAttr}/>` : `<row${rowAttr}>${cells.join('')}</row>`;
    })
    .join('');
  return workbook(
    Buffer.from(`${XML}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`),
  );
}

/** A column's letters: 1 is A, 27 is AA. */
function columnName(n: number): string {
  return n <= 0
    ? ''
    : columnName(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));
}
