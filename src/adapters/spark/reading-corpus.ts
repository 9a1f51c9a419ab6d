/**
 * CSV files chosen for their edges, each read by Spark (as the sparquet framework reads a
 * CSV input) and by dqw: the schema in Spark's type names and every value must agree.
 * Content is bytes, so BOMs, CRLF and non-UTF-8 files are exactly what they say.
 */
export interface ReadingCase {
  name: string;
  bytes: Uint8Array;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));

const T: Array<[string, string]> = [
  // Blank and whitespace-only lines.
  ['one column, blank line inside', 'only\n1\n2\n\n3\n'],
  ['one column, blank lines at the end', 'only\n1\n2\n\n\n'],
  ['one column, quoted empty value', 'only\n1\n""\n3\n'],
  ['many columns, blank line inside', 'a,b\n1,x\n\n2,y\n'],
  ['many columns, whitespace-only line', 'a,b\n1,x\n   \n2,y\n'],
  ['many columns, tab-only line', 'a,b\n1,x\n\t\n2,y\n'],
  // Byte order marks and line ends.
  ['BOM before the header', '\ufeffid,name\n1,ana\n2,bruno\n'],
  ['CRLF line ends', 'id,name\r\n1,ana\r\n2,bruno\r\n'],
  ['CRLF and a blank line', 'id,name\r\n1,ana\r\n\r\n2,bruno\r\n'],
  ['no newline at the end', 'id,name\n1,ana\n2,bruno'],
  // Quotes and escapes.
  ['quoted newline in a value', 'id,note\n1,"two\nlines"\n2,plain\n'],
  ['doubled quotes inside quotes', 'id,note\n1,"say ""hi"""\n2,x\n'],
  ['backslash-escaped quote', 'id,note\n1,"a \\"b\\" c"\n2,x\n'],
  ['quoted numbers', 'id,amount\n"1","2.5"\n"2","3"\n'],
  ['quoted comma', 'id,city\n1,"Lisboa, PT"\n2,Porto\n'],
  // Header names.
  ['duplicate header names', 'a,a,b\n1,2,3\n4,5,6\n'],
  ['empty header name', 'a,,c\n1,2,3\n4,5,6\n'],
  ['header names with spaces and dots', '"first name",last.name,Ünï\nana,b,c\n'],
  ['header only', 'a,b,c\n'],
  // Numbers.
  ['ints', 'n\n1\n-2\n2147483647\n-2147483648\n'],
  ['int past int32 becomes bigint', 'n\n1\n2147483648\n'],
  ['20-digit integer', 'n\n1\n12345678901234567890\n'],
  ['decimal point numbers', 'x\n1.5\n2.25\n-0.125\n'],
  ['mixed int and double', 'x\n1\n2.5\n3\n'],
  ['exponent notation', 'x\n1e3\n2.5E-2\n'],
  ['NaN and Infinity', 'x\n1.0\nNaN\nInfinity\n-Infinity\n'],
  ['leading zeros', 'code\n007\n010\n123\n'],
  ['plus sign', 'x\n+1\n+2\n'],
  ['thousands separators', 'x\n"1,000"\n"2,500"\n'],
  ['numbers with spaces', 'x\n 1\n2 \n'],
  ['decimal with many places', 'x\n0.1234567890123456789\n1.0\n'],
  ['long with a decimal', 'x\n9007199254740993\n1.5\n'],
  // Booleans.
  ['booleans lowercase', 'b\ntrue\nfalse\n'],
  ['booleans any case', 'b\nTrue\nFALSE\ntrue\n'],
  ['booleans as 0 and 1', 'b\n0\n1\n1\n'],
  ['booleans yes and no', 'b\nyes\nno\n'],
  ['booleans t and f', 'b\nt\nf\n'],
  ['booleans with a NULL', 'b\ntrue\n\nfalse\n'],
  // Dates and timestamps.
  ['dates', 'd\n2026-01-01\n2025-12-31\n'],
  ['timestamps', 't\n2026-01-01 10:00:00\n2026-01-02 23:59:59\n'],
  ['timestamps with T', 't\n2026-01-01T10:00:00\n2026-01-02T23:59:59\n'],
  ['timestamps with fractions', 't\n2026-01-01 10:00:00.5\n2026-01-02 23:59:59.123456\n'],
  ['timestamps with Z', 't\n2026-01-01T10:00:00Z\n2026-01-02T23:59:59Z\n'],
  ['timestamps with offsets', 't\n2026-01-01T10:00:00+02:00\n2026-01-02T23:59:59-03:00\n'],
  ['dates and timestamps mixed', 't\n2026-01-01\n2026-01-02 10:00:00\n'],
  ['slash dates', 'd\n01/02/2026\n12/31/2025\n'],
  ['invalid date', 'd\n2026-02-30\n2026-01-01\n'],
  ['time only', 't\n10:00:00\n11:30:00\n'],
  // NULLs and empty values.
  ['empty cells', 'a,b\n1,\n,x\n'],
  ['all empty column', 'a,b\n1,\n2,\n'],
  ['null spelled', 'a\nnull\nNULL\n1\n'],
  ['N/A placeholders', 'a\nN/A\n1\n'],
  // Ragged rows and separators.
  ['short row', 'a,b,c\n1,2\n3,4,5\n'],
  ['long row', 'a,b\n1,2,3\n4,5\n'],
  ['semicolon in a comma file', 'a;b\n1;2\n3;4\n'],
  ['tab inside values', 'a,b\nx\ty,1\n'],
  // Text.
  ['unicode values', 'name\nSão Paulo\n東京\n🙂\n'],
  ['values with leading and trailing spaces', 'name\n  ana  \nbruno \n'],
  ['long text', `note\n${'x'.repeat(5000)}\ny\n`],
  ['html and formulas', 'v\n<b>x</b>\n=1+1\n@SUM(A1)\n'],
  ['one row', 'a,b\n1,2\n'],
  ['one cell', 'a\n1\n'],
  [
    'many columns',
    `${Array.from({ length: 40 }, (_, i) => `c${i}`).join(',')}\n${Array.from({ length: 40 }, (_, i) => i).join(',')}\n`,
  ],
  ['mixed kinds in one column', 'v\n1\nx\n2026-01-01\ntrue\n'],
  ['negative zero and zero', 'x\n-0\n0\n-0.0\n'],
];

export const READING_CASES: ReadingCase[] = [
  ...T.map(([name, text]) => ({ name, bytes: utf8(text) })),
  { name: 'ISO-8859-1 bytes read as UTF-8', bytes: latin1('name\nJosé\nAçaí\n') },
  { name: 'empty file', bytes: new Uint8Array() },
];
