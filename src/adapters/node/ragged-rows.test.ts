/**
 * A CSV whose rows differ in their number of fields is refused with the line of the file
 * that differs, as an editor numbers it (the header is line 1, and a quoted value over
 * several lines counts each of them), and both counts: on both DuckDBs, whether the row
 * is in DuckDB's detection sample, past the first rows the types are guessed on, or past
 * the first buffer; by the loader and by the view `dqw` streams.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions, SAMPLE_ROWS, type CsvRefusal } from '../../engine/index.ts';
import { CsvLoadError, csvReadRefusal, csvView, isCsvReadError } from '../common/csv.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-ragged-'));
const file = (name: string, lines: string[]): string => {
  const p = path.join(tmp, name);
  writeFileSync(p, lines.join('\n') + '\n');
  return p;
};
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Line 3 of 4 has a third field. */
const short = file('short.csv', ['id,name', '1,a', '2,b,extra', '3,c']);
/** Blank lines count as lines; the short row is line 7. */
const blanks = file('blanks.csv', ['id,name', '1,a', '', '2,b', '', '', '3']);
/** Notes written over two lines before the bad row: DuckDB's 7th record is line 12. */
const notes = file('notes.csv', [
  'id,note',
  ...Array.from({ length: 5 }, (_, i) => `${i},"first line\nsecond line"`),
  '9,x,y',
]);
/**
 * The bad row past the rows the types are guessed on and past DuckDB's first buffer (the
 * file is over 6 MB), after notes over two lines: DuckDB counts it as record 30,002.
 */
const ROWS = Math.max(30_000, SAMPLE_ROWS + 1);
const deep = file('deep.csv', [
  'id,note',
  ...Array.from({ length: ROWS }, (_, i) => `${i},"${'y'.repeat(150)}\n${'z'.repeat(50)}"`),
  '1,2,3',
  '5,"y"',
]);
const DEEP_LINE = 1 + 2 * ROWS + 1;

const refusalOf = async (load: Promise<unknown>): Promise<CsvLoadError> => {
  const e = await load.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CsvLoadError);
  return e as CsvLoadError;
};

const ragged = (
  line: number,
  fields: number,
  extra: Partial<Extract<CsvRefusal, { kind: 'ragged' }>> = {},
): CsvRefusal => ({
  kind: 'ragged',
  line,
  fields,
  expected: 2,
  header: true,
  delimiter: null,
  ...extra,
});

describe.each(BACKENDS)('$name: a ragged row is named by its line and field counts', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('in the rows DuckDB detects the dialect on (the audit’s ragged.csv)', async () => {
    const e = await refusalOf(b.loadCsvFile(short, 't'));
    expect(e.kind).toBe('ragged');
    expect(e.fact).toEqual(ragged(3, 3, { delimiter: ',' }));
    expect(e.message).toBe(
      `${short}: rows have different numbers of fields with the delimiter ",": line 3 has 3 fields but the header (line 1) has 2. Fix that row, or check the delimiter`,
    );
  });

  it('counting blank lines, and a row with too few fields', async () => {
    const e = await refusalOf(b.loadCsvFile(blanks, 't'));
    expect(e.fact).toEqual(ragged(7, 1, { delimiter: ',' }));
    expect(e.detail).toContain('line 7 has 1 field but the header (line 1) has 2');
  });

  it('counting each line of a quoted value written over several', async () => {
    const e = await refusalOf(b.loadCsvFile(notes, 't'));
    expect(e.fact).toEqual(ragged(12, 3, { delimiter: ',' }));
  });

  it('without a header, from the first line', async () => {
    const e = await refusalOf(
      b.loadCsvFile(short, 't', { read: readOptions({ header: 'false' }) }),
    );
    expect(e.fact).toEqual(ragged(3, 3, { delimiter: ',', header: false }));
    expect(e.detail).toContain('line 3 has 3 fields but line 1 has 2.');
  });

  it('with the delimiter given, named as the file’s (no detection to give up)', async () => {
    const e = await refusalOf(b.loadCsvFile(short, 't', { read: readOptions({ sep: ',' }) }));
    expect(e.fact).toEqual(ragged(3, 3));
    expect(e.detail).toMatch(/^rows have different numbers of fields: line 3 has 3 fields/);
  });

  it('past the guessed rows and the first buffer, loading in one pass or two', async () => {
    for (const speculate of [true, false]) {
      const e = await refusalOf(b.loadCsvFile(deep, 't', { speculate }));
      expect(e.fact).toEqual(ragged(DEEP_LINE, 3));
      expect(e.detail).toContain(
        `line ${DEEP_LINE.toLocaleString('en-US')} has 3 fields but the header (line 1) has 2`,
      );
    }
  });

  it('in the view dqw streams, when the rules’ query meets the row', async () => {
    const opts = { read: readOptions(null) };
    // Speculating, the view reads the first rows only: the row is met by the query.
    const info = await csvView(b.runner, deep, 'v', opts, ['id'], true);
    const met = await b.runner.query('SELECT count(id) FROM v').then(
      () => null,
      (err: unknown) => err,
    );
    expect(isCsvReadError(met)).toBe(true);
    const e = await csvReadRefusal(b.runner, deep, opts, info, met);
    expect(e).toBeInstanceOf(CsvLoadError);
    expect((e as CsvLoadError).fact).toEqual(ragged(DEEP_LINE, 3));
    // Inferring from every row, the view itself meets it.
    const again = await refusalOf(csvView(b.runner, deep, 'v2', opts, ['id'], false));
    expect(again.fact).toEqual(ragged(DEEP_LINE, 3));
  });

  it('reads from the first line: rows before a ragged one are not skipped', async () => {
    // DuckDB's sniffer skipped every line before a ragged row in its sample, and the rest
    // loaded as the file, under the ragged row's "header".
    const late = file('late.csv', [
      'id,note',
      ...Array.from({ length: 50 }, (_, i) => `${i},"a\nb"`),
      '1,2,3',
    ]);
    const e = await refusalOf(b.loadCsvFile(late, 't'));
    expect(e.fact).toEqual(ragged(102, 3, { delimiter: ',' }));
  });
});
