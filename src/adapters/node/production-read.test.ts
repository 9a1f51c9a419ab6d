/**
 * RULES.md §9 on a real file, on both DuckDBs: `examples/data/spark-types.csv` (offsets of
 * -03:00, T/F, int/bigint boundaries, leading zeros, mixed columns) loads with the types
 * Spark 3.5 infers for it, the values Spark reads, and a note on every column where that
 * differs from the text as written.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../engine/parse/document.ts';
import { runValidation } from '../../engine/run/run.ts';
import { csvView } from '../common/csv.ts';
import { readOptions } from '../../engine/read/options.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { repoRoot } from '../testing/paths.ts';

const fixture = path.join(repoRoot, 'examples', 'data', 'spark-types.csv');

/** column → [Spark type, DuckDB type] as production reads the fixture. */
const TYPES: Record<string, [string, string]> = {
  id: ['int', 'INTEGER'],
  cpf: ['bigint', 'BIGINT'],
  small: ['int', 'INTEGER'],
  big: ['bigint', 'BIGINT'],
  active: ['boolean', 'BOOLEAN'],
  flag: ['string', 'VARCHAR'],
  amount: ['double', 'DOUBLE'],
  huge: ['decimal(20,0)', 'DECIMAL(20,0)'],
  born: ['date', 'DATE'],
  seen_at: ['timestamp', 'TIMESTAMP'],
  mixed: ['string', 'VARCHAR'],
  when_local: ['timestamp', 'TIMESTAMP'],
};

describe.each(BACKENDS)('$name: reading a CSV as production does (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('types every column as Spark infers it', async () => {
    const info = await b.loadCsvFile(fixture, 'prod');
    expect(Object.fromEntries(info.read.map((c) => [c.name, c.sparkType]))).toEqual(
      Object.fromEntries(Object.entries(TYPES).map(([k, [spark]]) => [k, spark])),
    );
    expect(Object.fromEntries(info.columns.map((c) => [c.name, c.type]))).toEqual(
      Object.fromEntries(Object.entries(TYPES).map(([k, [, duck]]) => [k, duck])),
    );
  });

  it('reads the values Spark reads: zeros dropped, offsets applied, empty as NULL', async () => {
    const r = await b.runner.query(
      `SELECT cpf, small, active, flag, amount, huge::VARCHAR AS huge, seen_at::VARCHAR AS seen_at,
        when_local::VARCHAR AS when_local, mixed FROM prod ORDER BY id`,
    );
    expect(r.rows).toEqual([
      {
        cpf: 1234567890,
        small: 2147483647,
        active: true,
        flag: 'T',
        amount: 10.5,
        huge: '92233720368547758070',
        seen_at: '2024-01-05 13:30:00',
        when_local: '2024-01-05 10:30:00',
        mixed: '7',
      },
      {
        cpf: 72626625940,
        small: -2147483648,
        active: false,
        flag: 'F',
        amount: 3,
        huge: '1',
        seen_at: '2024-01-06 02:59:59.5',
        when_local: '2024-01-06 00:00:00',
        mixed: 'abc',
      },
      {
        cpf: 91898034,
        small: 7,
        active: null,
        flag: 'T',
        amount: null,
        huge: null,
        seen_at: null,
        when_local: null,
        mixed: '8',
      },
    ]);
  });

  it('says, on each column, where production reads something other than the text', async () => {
    const info = await b.loadCsvFile(fixture, 'prod_notes');
    const notes = Object.fromEntries(
      info.read.filter((c) => c.notes.length).map((c) => [c.name, c.notes]),
    );
    expect(notes).toEqual({
      cpf: [
        'production reads `cpf` as bigint: `00091898034` becomes `91898034` (Spark drops leading zeros)',
      ],
      small: ['production reads `small` as int: `007` becomes `7` (Spark drops leading zeros)'],
      big: ['production reads `big` as bigint, a number, not text'],
      flag: [
        'production reads `flag` as string: Spark takes only true/false as booleans, so values like `T`/`F` stay text',
      ],
      huge: ['production reads `huge` as decimal(20,0), a number, not text'],
      id: [
        "production reads `id` as int (32 bits), where DuckDB's own reading says BIGINT: a `schema` rule's column_types must say int",
      ],
      seen_at: [
        'production reads `seen_at` as timestamp: `2024-01-05T10:30:00-03:00` becomes `2024-01-05 13:30:00` (the offset is applied: the workbench shows UTC)',
      ],
      // `mixed` holds `abc`: text to Spark and to any reading, so no note.
    });
  });

  it('notes a column of typed values Spark reads as text, and none where any reading gives text', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dqw-mixed-'));
    try {
      const file = path.join(dir, 'mixed.csv');
      // `when` mixes ints and dates (each a type alone); `word` ints and a word.
      writeFileSync(file, 'id,when,word\n1,7,7\n2,2024-01-05,abc\n3,8,8\n');
      const info = await b.loadCsvFile(file, 'mixed_notes');
      const notes = Object.fromEntries(info.read.map((c) => [c.name, c.notes]));
      expect(info.read.map((c) => c.sparkType)).toEqual(['int', 'string', 'string']);
      expect(notes.when).toEqual([
        'production reads `when` as string: Spark finds no common type for its int/date values, so all of it is text',
      ]);
      expect(notes.word).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('streams -03:00 offsets as the same UTC instants (dqw’s one-pass view)', async () => {
    const view = await csvView(
      b.runner,
      fixture,
      'prod_view',
      { read: readOptions(null, new Date('2026-02-01T00:00:00Z')) },
      ['seen_at', 'id'],
    );
    expect(view.read.map((c) => `${c.name}:${c.sparkType}`)).toEqual([
      'id:int',
      'seen_at:timestamp',
    ]);
    const r = await b.runner.query(
      `SELECT seen_at::VARCHAR AS seen_at, count(*) OVER ()::INTEGER AS n,
        count(*) FILTER (WHERE seen_at >= TIMESTAMP '2024-01-06') OVER ()::INTEGER AS next_day
       FROM prod_view ORDER BY id`,
    );
    expect(r.rows).toEqual([
      { seen_at: '2024-01-05 13:30:00', n: 3, next_day: 1 },
      { seen_at: '2024-01-06 02:59:59.5', n: 3, next_day: 1 },
      { seen_at: null, n: 3, next_day: 1 },
    ]);
  });

  /**
   * RULES.md §9's examples as verdicts: [rule, failed rows as production reads the file,
   * failed rows if every column were read as text (inferSchema=false)].
   */
  const VERDICTS: [string, unknown, number, number][] = [
    [
      'regex ^[0-9]{11}$ on a CPF with leading zeros',
      { type: 'regex', column: 'cpf', pattern: '^[0-9]{11}$' },
      2,
      0,
    ],
    [
      'schema: 2147483647 is int, 2147483648 bigint',
      { type: 'schema', column_types: { small: 'int', big: 'bigint' } },
      0,
      2,
    ],
    [
      'T/F stay text: valid_values T, F passes',
      { type: 'invalid_count', column: 'flag', valid_values: ['T', 'F'], must_be: '= 0' },
      0,
      0,
    ],
    [
      'true/false are booleans',
      { type: 'schema', column_types: { active: 'boolean', flag: 'string' } },
      0,
      1,
    ],
    ['leading zeros: 007 is 7', { type: 'regex', column: 'small', pattern: '^0' }, 3, 2],
    [
      '-03:00 offsets are UTC instants',
      { type: 'range', column: 'seen_at', max: '2024-01-06 00:00:00' },
      1,
      0,
    ],
  ];

  it.each(VERDICTS)('§9 verdict: %s', async (_name, rule, prodFailed, textFailed) => {
    const doc = parseDocument(
      JSON.stringify({ validations: { on_failure: 'warn', rules: [rule] } }),
    );
    const now = new Date('2026-02-01T00:00:00Z');
    await b.loadCsvFile(fixture, 'prod_v');
    await b.loadCsvFile(fixture, 'text_v', { read: readOptions({ inferSchema: 'false' }) });
    const prod = await runValidation(b.runner, doc, { table: 'prod_v', now });
    const text = await runValidation(b.runner, doc, { table: 'text_v', now });
    expect([prod.results[0].failed_count, text.results[0].failed_count]).toEqual([
      prodFailed,
      textFailed,
    ]);
  });
});
