/**
 * Lines Spark's CSV reader skips (RULES.md §9): an empty line, and a line of only
 * whitespace (spaces, tabs), whatever the number of columns, before the header too. A
 * quoted empty value (`""`) is a value: NULL. On both DuckDBs, loaded (the page, `dqw
 * --quarantine`) and in the view `dqw` streams. Spark 4.1.1 (`header`, `inferSchema`)
 * reads each file below as the test expects.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions, SAMPLE_ROWS } from '../../engine/index.ts';
import {
  CsvLoadError,
  csvReadRefusal,
  csvView,
  isBlankLineRefusal,
  isCsvReadError,
} from '../common/csv.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-blank-'));
const file = (name: string, text: string): string => {
  const p = path.join(tmp, name);
  writeFileSync(p, text);
  return p;
};
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The file: Spark reads `only` as int, rows 1, 2, 3. */
const oneColumn = file('one.csv', 'only\n1\n2\n\n3\n');
const oneSpaces = file('one-spaces.csv', 'only\n1\n   \n\t\n3\n');
/** `""` is a value (NULL), the empty line is not: Spark gives 1, NULL, 3. */
const quotedEmpty = file('quoted.csv', 'only\n1\n""\n\n3\n');
const spaces = file('spaces.csv', 'a,b\n1,2\n   \n3,4\n \t \n');
/** A line of spaces past the rows types are guessed on and past DuckDB's first buffer. */
const ROWS = Math.max(40_000, SAMPLE_ROWS + 1);
const deep = file(
  'deep.csv',
  `id,note\n${Array.from({ length: ROWS }, (_, i) => `${i},${'y'.repeat(150)}`).join('\n')}\n  \n${ROWS},z\n`,
);
/** Blank lines before the header: Spark takes the header from the first line with text. */
const leading = file('leading.csv', '\n  \na,b\n1,2\n');
/** A blank line skipped, and a short row still refused, at its line. */
const shortAfter = file('short-after.csv', 'a,b\n1,2\n  \n3,4\n5\n');
/** Spaces between delimiters are values: Spark keeps this row. */
const spacedFields = file('spaced-fields.csv', 'a,b\n1,2\n , \n3,4\n');

const rowsOf = async (b: TestBackend, table: string) =>
  (await b.runner.query(`SELECT * FROM ${table}`)).rows;

describe.each(BACKENDS)('$name: lines Spark skips are skipped', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('an empty line of a one-column file is no row (the issue’s not_null)', async () => {
    const info = await b.loadCsvFile(oneColumn, 't');
    expect(info.rows).toBe(3);
    expect(info.read[0].sparkType).toBe('int');
    expect((await rowsOf(b, 't')).map((r) => r.only)).toEqual([1, 2, 3]);
  });

  it('nor is a line of spaces or a tab in a one-column file', async () => {
    const info = await b.loadCsvFile(oneSpaces, 't');
    expect(info.read[0].sparkType).toBe('int');
    expect((await rowsOf(b, 't')).map((r) => r.only)).toEqual([1, 3]);
  });

  it('a quoted empty value is a NULL row', async () => {
    const info = await b.loadCsvFile(quotedEmpty, 't');
    expect(info.rows).toBe(3);
    expect((await rowsOf(b, 't')).map((r) => r.only)).toEqual([1, null, 3]);
  });

  it('a line of only whitespace in a file of several columns is no row, not a ragged one', async () => {
    const info = await b.loadCsvFile(spaces, 't');
    expect(info.rows).toBe(2);
    expect(info.read.map((c) => c.sparkType)).toEqual(['int', 'int']);
    expect(await rowsOf(b, 't')).toEqual([
      { a: 1, b: 2 },
      { a: 3, b: 4 },
    ]);
  });

  it('past the guessed rows and the first buffer, loading in one pass or two', async () => {
    for (const speculate of [true, false]) {
      const info = await b.loadCsvFile(deep, 't', { speculate });
      expect(info.rows, String(speculate)).toBe(ROWS + 1);
    }
  });

  it('in the view dqw streams, inferring from every row', async () => {
    for (const f of [deep, oneColumn, spaces]) {
      await csvView(b.runner, f, 'v', { read: readOptions(null) }, 'all', false);
      const { rows } = await b.runner.query('SELECT count(*)::INTEGER AS n FROM v');
      expect(rows[0].n, f).toBe(f === deep ? ROWS + 1 : f === oneColumn ? 3 : 2);
    }
  });

  it('in the view, speculating: the query meets the line, and the view is built again skipping such lines', async () => {
    const opts = { read: readOptions(null) };
    const info = await csvView(b.runner, deep, 'v', opts, ['id'], true);
    const met = await b.runner.query('SELECT count(id) FROM v').then(
      () => null,
      (err: unknown) => err,
    );
    expect(isCsvReadError(met)).toBe(true);
    const refused = await csvReadRefusal(b.runner, deep, opts, info, met);
    expect(await isBlankLineRefusal(b.runner, deep, opts, refused)).toBe(true);
    await csvView(b.runner, deep, 'v', { ...opts, blankLines: 'rejected' }, ['id'], true);
    const { rows } = await b.runner.query('SELECT count(id)::INTEGER AS n FROM v');
    expect(rows[0].n).toBe(ROWS + 1);
    // A real ragged row is no blank line.
    const short = await b.loadCsvFile(shortAfter, 't').catch((err: unknown) => err);
    expect(await isBlankLineRefusal(b.runner, shortAfter, opts, short)).toBe(false);
  });

  it('before the header', async () => {
    const info = await b.loadCsvFile(leading, 't');
    expect(info.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(await rowsOf(b, 't')).toEqual([{ a: 1, b: 2 }]);
  });

  it('a short row after a blank line is still refused, at its line', async () => {
    const e = await b.loadCsvFile(shortAfter, 't').then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(CsvLoadError);
    expect((e as CsvLoadError).fact).toMatchObject({ kind: 'ragged', line: 5, fields: 1 });
  });

  it('spaces between delimiters are values, not a blank line', async () => {
    const info = await b.loadCsvFile(spacedFields, 't');
    expect(info.rows).toBe(3);
    expect(info.read.map((c) => c.sparkType)).toEqual(['string', 'string']);
  });
});
