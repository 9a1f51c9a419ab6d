/**
 * Cell addresses for a sheet's XML that leaves some out. ECMA-376 (Part 1, 18.3.1.4 and
 * 18.3.1.73) makes the `r` attribute optional on `<c>` and `<row>`: a cell without one is
 * the cell after the previous one in its row (the first column when it is the row's first),
 * and a row without one is the row after the previous one. Some writers rely on it; the
 * workbook's reader needs every cell's address, so the sheet's XML is given them first.
 * Only `r` attributes are added: no other byte of the XML changes.
 */

/** A row or cell start tag, with an optional namespace prefix; `/` when it is empty. */
const TAG = /<((?:[A-Za-z_][\w.-]*:)?)(row|c)(?=[\s/>])([^>]*?)(\/?)>/g;
const ADDRESS = /(?:^|\s)r\s*=\s*(["'])([^"']*)\1/;
const CELL = /^\$?([A-Z]{1,3})\$?(\d+)$/;
const SHEET_DATA = /<(?:[A-Za-z_][\w.-]*:)?sheetData(?=[\s/>])[^>]*>/;
const SHEET_DATA_END = /<\/(?:[A-Za-z_][\w.-]*:)?sheetData\s*>/;

/** A column's letters from its number: 1 is A, 27 is AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const columnNumber = (letters: string) =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/**
 * The sheet's XML with an `r` on every cell of its `<sheetData>`; null when every cell has
 * one already (nothing to do).
 */
export function withCellAddresses(xml: string): string | null {
  const open = SHEET_DATA.exec(xml);
  if (!open || open[0].endsWith('/>')) return null;
  const start = open.index + open[0].length;
  const close = SHEET_DATA_END.exec(xml.slice(start));
  const end = close ? start + close.index : xml.length;
  const data = xml.slice(start, end);
  let row = 0;
  let column = 0;
  let added = false;
  const addressed = data.replace(
    TAG,
    (tag, prefix: string, name: string, attributes: string, empty: string) => {
      const given = ADDRESS.exec(attributes)?.[2];
      if (name === 'row') {
        row = given !== undefined && /^\d+$/.test(given) ? Number(given) : row + 1;
        column = 0;
        return tag;
      }
      const cell = given === undefined ? null : CELL.exec(given);
      if (cell) {
        column = columnNumber(cell[1]!);
        row = Number(cell[2]);
        return tag;
      }
      column += 1;
      if (given !== undefined) return tag;
      added = true;
      return `<${prefix}${name} r="${columnLetters(column)}${row}"${attributes}${empty}>`;
    },
  );
  return added ? xml.slice(0, start) + addressed + xml.slice(end) : null;
}
