/**
 * Loading in one pass (`speculate`, the default): types inferred on the first 20,000 rows
 * and checked on every row while the table is written. Whatever the file, the table must
 * be the one the full inference gives (`speculate: false`): the same columns, types,
 * values and notes (but one, named below). Each case puts a value that changes a type past the sample; the last
 * ones change nothing. On both DuckDBs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions } from '../../engine/index.ts';
import { loadCsv } from '../common/csv.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-speculate-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SAMPLE = 20_000;
const CASES: [string, (i: number) => string, string][] = [
  ['int widened to bigint', (i) => String(i), '3000000000'],
  ['int widened to double', (i) => String(i), '1.5'],
  ['int turned to text', (i) => String(i), 'abc'],
  ['int with a first leading zero', (i) => String(i + 1), '007'],
  ['double turned to text', (i) => `${i}.5`, 'x'],
  [
    'date widened to timestamp',
    (i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
    '2024-01-01 10:00:00',
  ],
  ['an impossible date', () => '2024-02-03', '2024-13-45'],
  ['a first offset', () => '2024-02-03 10:00:00', '2024-02-03T10:00:00-03:00'],
  ['boolean turned to text', (i) => (i % 2 ? 'true' : 'FALSE'), 'maybe'],
  ['T/F flags that stop being flags', (i) => (i % 2 ? 'T' : 'F'), 'x'],
  ['empty first rows, then a number', () => '', '5'],
  ['a column with no value at all', () => '', ''],
  ['a quoted empty text past the sample', (i) => `name ${i}`, '""'],
  ['text stays text', (i) => `name ${i}`, '42'],
  ['nothing changes', (i) => String(i * 3), '7'],
  // Values written otherwise than DuckDB writes them skip the cheap test of the usual
  // ones and take the full check: the same type, or a new inference, as before.
  ['a signed int past the sample', (i) => String(i), '+5'],
  ['minus zero past the sample', (i) => String(i), '-0'],
  ['an int with spaces past the sample', (i) => String(i), ' 5'],
  ['an int with an underscore past the sample', (i) => String(i), '1_000'],
  ['a decimal with a trailing zero', (i) => `${i}.5`, '2.50'],
  ['a date with a one-digit month', () => '2024-02-03', '2024-1-05'],
  ['a date with a five-digit year', () => '2024-02-03', '10000-01-01'],
  ['a date with slashes', () => '2024-02-03', '2024/02/03'],
  ['a timestamp with a T', () => '2024-02-03 10:00:00', '2024-02-03T10:00:00'],
  ['a timestamp with a fraction', () => '2024-02-03 10:00:00', '2024-02-03 10:00:00.5'],
];

/** Cases under the pipeline's read options: the null text is a value the usual test accepts. */
const WITH_OPTIONS: [string, Record<string, string>, (i: number) => string, string][] = [
  ['nullValue 0 in an int column', { nullValue: '0' }, (i) => String(i % 7), '0'],
  [
    'nullValue 2024-02-03 in a date column',
    { nullValue: '2024-02-03' },
    (i) => (i % 2 ? '2024-02-03' : '2024-02-04'),
    '2024-02-03',
  ],
  ['nanValue 1.5 in a double column', { nanValue: '1.5' }, (i) => `${i}.25`, '1.5'],
];

/** The id column's note: Spark's int, where DuckDB's own reading says BIGINT. */
const INT32_ID =
  "production reads `id` as int (32 bits), where DuckDB's own reading says BIGINT: a `schema` rule's column_types must say int";

function write(name: string, value: (i: number) => string, late: string): string {
  const rows = Array.from({ length: SAMPLE + 5_000 }, (_, i) => `${i},${value(i)}`);
  const file = path.join(tmp, `${name.replace(/\W+/g, '-')}.csv`);
  writeFileSync(file, ['id,v', ...rows, `${SAMPLE + 5_000},${late}`].join('\n') + '\n');
  return file;
}

describe.each(BACKENDS)('$name: a one-pass load gives the full inference’s table', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  const cases = [
    ...CASES.map(([name, value, late]) => [name, {}, value, late] as const),
    ...WITH_OPTIONS,
  ];
  for (const [name, options, value, late] of cases) {
    it(name, async () => {
      const file = write(name, value, late);
      const read = readOptions(options);
      const guessed = await b.loadCsvFile(file, 'guessed', { read });
      const full = await b.loadCsvFile(file, 'whole', { read, speculate: false });
      expect(guessed.columns).toEqual(full.columns);
      expect(guessed.rows).toBe(full.rows);
      expect(guessed.read.map((c) => [c.name, c.sparkType])).toEqual(
        full.read.map((c) => [c.name, c.sparkType]),
      );
      const notes = (info: typeof full) => info.read.flatMap((c) => c.notes);
      // A text column says nothing of the kinds it mixes in: every reading gives text.
      expect(notes(guessed)).toEqual(notes(full));
      if (name === 'text stays text') expect(notes(full)).toEqual([INT32_ID]);
      const differ = await b.runner.query(
        `SELECT count(*)::INTEGER AS n FROM (SELECT * FROM guessed EXCEPT ALL SELECT * FROM whole)`,
      );
      expect(differ.rows[0].n).toBe(0);
      const nulls = await b.runner.query(
        `SELECT (SELECT count(*) FROM guessed WHERE v IS NULL)::INTEGER AS g, (SELECT count(*) FROM whole WHERE v IS NULL)::INTEGER AS f`,
      );
      expect(nulls.rows[0].g).toBe(nulls.rows[0].f);
    });
  }

  it('a column with no value is text, as Spark reads NullType (CSVInferSchema.toStructFields)', async () => {
    const file = path.join(tmp, 'no-values.csv');
    writeFileSync(file, 'id,v,w\n1,,\n2,,\n');
    for (const speculate of [true, false]) {
      const info = await b.loadCsvFile(file, 'blank', { speculate });
      expect(info.columns.map((c) => c.type)).toEqual(['INTEGER', 'VARCHAR', 'VARCHAR']);
      expect(info.read.map((c) => c.sparkType)).toEqual(['int', 'string', 'string']);
    }
    const header = path.join(tmp, 'header-only.csv');
    writeFileSync(header, 'id,v\n');
    const info = await b.loadCsvFile(header, 'header_only', {});
    expect(info.read.map((c) => c.sparkType)).toEqual(['string', 'string']);
  });

  it('two loads whose statements interleave on one connection keep their own samples', async () => {
    // The page's worker runs each statement in turn: the dataset and the Compare view's
    // second file can load at once, one statement of each after the other.
    const ints = write('interleaved ints', (i) => String(i), '7');
    const dates = write('interleaved dates', () => '2024-02-03', '2024-02-04');
    // Every statement waits its turn; a statement that fails (a guess proven wrong, which
    // sends a load back to reading every row, or a sample table gone) is counted.
    const failed: string[] = [];
    const turns = {
      query: async (sql: string) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return b.runner.query(sql).catch((e: unknown) => {
          failed.push(String(e));
          throw e;
        });
      },
    };
    const [a, d] = await Promise.all([
      loadCsv(turns, ints, 'left'),
      loadCsv(turns, dates, 'right'),
    ]);
    expect(failed).toEqual([]);
    expect(a.read.map((c) => c.sparkType)).toEqual(['int', 'int']);
    expect(d.read.map((c) => c.sparkType)).toEqual(['int', 'date']);
  });
});
