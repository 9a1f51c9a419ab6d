/**
 * A folder read as one dataset (RULES.md §9, "A folder of files"): each folder read by
 * Spark as the sparquet framework reads `input.path` pointing at a directory, and by dqw
 * (`dqw profile`, `dqw validate`): the same columns, Spark types and rows, the same
 * verdicts; and where dqw refuses a folder, what Spark does with it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowDiffs } from './compare.ts';
import { readWithDqw } from './dqw.ts';
import type { Oracle, ReadAnswer } from './oracle.ts';
import { casesOnOracle, oracle, type SparkCase } from './suite.ts';
import { openPageReader, type PageReading } from './page.ts';

const root = mkdtempSync(path.join(tmpdir(), 'dqw-folders-'));

/** A folder of files from `{relative path: content}`; returns its path. */
function folder(name: string, files: Record<string, string | Buffer>): string {
  const dir = path.join(root, name);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** Folders dqw reads as Spark does. */
const READ = {
  daily: folder('daily', {
    '2026-01-01.csv': 'id,amount,note\n1,10,a\n2,20,b\n',
    '2026-01-02.csv': 'id,amount,note\n3,30,\n4,40,d\n5,,e\n',
    '2026-01-03.csv': 'id,amount,note\n6,60,f\n',
  }),
  // One file of whole numbers and one of decimals: the column is a double across both.
  widening: folder('widening', {
    'a.csv': 'id,amount\n1,10\n2,20\n',
    'b.csv': 'id,amount\n3,1.5\n4,2.25\n',
  }),
  // Hidden files (. and _) and a plain subfolder are not read; a .csv.gz is.
  skipped: folder('skipped', {
    'a.csv': 'id,amount\n1,10\n',
    '.hidden.csv': 'id,amount\n99,x\n',
    _SUCCESS: '',
    '_tmp.csv': 'id,amount\n98,y\n',
    'old/b.csv': 'id,amount\n97,z\n',
    'c.csv.gz': gzipSync('id,amount\n2,2.5\n'),
  }),
  // Blank lines before a header, an empty file, a file without a final line break.
  blanks: folder('blanks', {
    'a.csv': '',
    'b.csv': '\n  \nid,amount\n1,x\n',
    'c.csv': 'id,amount\n2,3',
  }),
  partitioned: folder('partitioned', {
    'region=eu/part-0.csv': 'id,amount\n1,10\n2,20\n',
    'region=us/part-0.csv': 'id,amount\n3,30\n',
    'region=__HIVE_DEFAULT_PARTITION__/part-0.csv': 'id,amount\n4,40\n',
  }),
  // Two levels; `01` is the int 1; a date; ints and decimals widen to double.
  nested: folder('nested', {
    'date=2026-01-01/month=01/rate=1/p.csv': 'id\n1\n',
    'date=2026-01-02/month=02/rate=1.50/p.csv': 'id\n2\n3\n',
    'date=2026-01-02/month=12/rate=3000000000/p.csv': 'id\n4\n',
  }),
  // Whole numbers widen to bigint, an int and a decimal to double; NULL says nothing.
  ints: folder('ints', {
    'n=1/x=1/p.csv': 'id\n1\n',
    'n=3000000000/x=2.5/p.csv': 'id\n2\n',
    'n=__HIVE_DEFAULT_PARTITION__/x=__HIVE_DEFAULT_PARTITION__/p.csv': 'id\n3\n',
  }),
  // A file directly in a partitioned folder is not read; values mixing types are text.
  beside: folder('beside', {
    'top.csv': 'id\n100\n',
    'k=1/p.csv': 'id\n1\n',
    'k=x/p.csv': 'id\n2\n',
    'k=007/p.csv': 'id\n3\n',
  }),
};

/** Folders of JSON Lines files (`format: "json"`), read by Spark and by dqw. */
const JSON_READ = {
  jsonLines: folder('jsonlines', {
    'a.jsonl': '{"id":1,"name":"a"}\n{"id":2}',
    'b.jsonl': '{"id":3.5,"tags":[1]}\nnot json\n',
    _SUCCESS: '',
  }),
  jsonParts: folder('jsonparts', {
    'k=1/a.json': '{"id":1,"name":"a"}\n{"id":2}\n',
    'k=x/b.json.gz': gzipSync('{"id":3,"name":"c","x":1.5}\n'),
  }),
};

/** Folders dqw refuses, each with the words its message must hold; Spark reads them. */
const REFUSED = {
  // Spark takes the columns by position under one header: `amount` gets the ids.
  order: {
    dir: folder('order', { 'a.csv': 'id,amount\n1,10\n2,20\n', 'b.csv': 'amount,id\n30,3\n' }),
    says: 'b.csv has the header "amount,id" but a.csv has "id,amount"',
  },
  // A notes file is read as CSV too: its first line is its header.
  notes: {
    dir: folder('notes', { 'a.csv': 'id,amount\n1,10\n', 'README.txt': 'Daily sales\n' }),
    says: 'README.txt has the header "Daily sales"',
  },
  column: {
    dir: folder('column', { 'id=5/p.csv': 'id,amount\n1,10\n' }),
    says: 'the files have a column id and so do the partition folders',
  },
};

let o: Oracle;
const spark: Record<string, ReadAnswer> = {};
const mine: Record<string, Awaited<ReturnType<typeof readWithDqw>>> = {};
/** The page's reading of each CSV folder chosen with "Choose folder…" (DuckDB-WASM). */
const page: Record<string, PageReading> = {};

beforeAll(async () => {
  o = await oracle('spark41');
  for (const [name, dir] of Object.entries(READ)) {
    spark[name] = await o.read({ path: dir });
    mine[name] = await readWithDqw(dir);
  }
  const reader = await openPageReader();
  for (const [name, dir] of Object.entries(READ)) page[name] = await reader.readFolder(dir);
  await reader.close();
  for (const [name, dir] of Object.entries(JSON_READ)) {
    spark[name] = await o.read({ path: dir, format: 'json' });
    mine[name] = await readWithDqw(dir);
  }
  for (const [name, r] of Object.entries(REFUSED)) {
    spark[name] = await o.read({ path: r.dir });
    mine[name] = await readWithDqw(r.dir);
  }
}, 900_000);
afterAll(() => o?.close());

const columns = (s: Array<{ name: string; type: string }> = []) =>
  s.map((c) => `${c.name} ${c.type}`).join(', ');

describe('a folder read as one dataset (RULES.md §9, A folder of files)', () => {
  it.each([...Object.keys(READ), ...Object.keys(JSON_READ)])(
    '%s: the same columns, types and rows as Spark',
    (name) => {
      expect(spark[name].error, spark[name].message).toBeUndefined();
      expect(mine[name].stderr).toBe('');
      expect(columns(mine[name].schema)).toBe(columns(spark[name].schema));
      expect(rowDiffs('rows', mine[name].rows, spark[name].rows)).toEqual([]);
      expect(mine[name].rows?.length).toBe(spark[name].rows?.length);
    },
  );

  it.each(Object.keys(READ))('%s: the page reads it as Spark does, or sends it to dqw', (name) => {
    // gzip-compressed files in a folder are read by dqw only (docs/page.md).
    if (name === 'skipped') {
      expect(page[name].refusal).toContain('c.csv.gz is gzip-compressed');
      return;
    }
    expect(page[name].refusal).toBeUndefined();
    expect(columns(page[name].schema)).toBe(columns(spark[name].schema));
    expect(rowDiffs('rows', page[name].rows, spark[name].rows)).toEqual([]);
  });

  it('pins what Spark reads: hidden files and plain subfolders skipped, partitions typed', () => {
    expect(spark.skipped.rows).toHaveLength(2);
    // An int, a double and a bigint: text, each value as its folder names it.
    expect(columns(spark.nested.schema)).toBe('id int, date date, month int, rate string');
    expect(spark.nested.rows?.map((r) => JSON.parse(r).rate).sort()).toEqual([
      '1',
      '1.50',
      '1.50',
      '3000000000',
    ]);
    expect(columns(spark.ints.schema)).toBe('id int, n bigint, x double');
    expect(columns(spark.beside.schema)).toBe('id int, k string');
    expect(spark.beside.rows?.map((r) => JSON.parse(r).k).sort()).toEqual(['007', '1', 'x']);
    expect(columns(spark.widening.schema)).toBe('id int, amount double');
  });

  it.each(Object.keys(REFUSED))(
    '%s: dqw refuses, naming the folder and the file; Spark reads it',
    (name) => {
      const r = REFUSED[name as keyof typeof REFUSED];
      expect(spark[name].error, spark[name].message).toBeUndefined();
      expect(mine[name].exit).toBe(2);
      expect(mine[name].stderr).toContain(`data folder ${r.dir}`);
      expect(mine[name].stderr).toContain(r.says);
    },
  );

  it('pins why: Spark takes the columns by position, and the other header as a row', () => {
    // `b.csv`'s header made both columns text; its ids landed under `amount`.
    expect(columns(spark.order.schema)).toBe('id string, amount string');
    expect(spark.order.rows).toContain('{"id":"30","amount":"3"}');
    // The notes' one line, inferred as a row: `id` is text.
    expect(columns(spark.notes.schema)).toBe('id string, amount int');
  });
});

/** Verdicts over folders, with a quarantine, as production gives them. */
const RULES: Array<Record<string, unknown>> = [
  { type: 'not_null', columns: ['amount'] },
  { type: 'range', column: 'amount', min: 15 },
  { type: 'unique', columns: ['id'] },
  { type: 'row_count', min: 5 },
  { type: 'invalid_count', column: 'region', valid_values: ['eu', 'us'], must_be: '= 0' },
  { type: 'schema', required_columns: ['id'], column_types: { id: 'int', amount: 'double' } },
];

const VERDICTS: SparkCase[] = [READ.daily, READ.widening, READ.partitioned].flatMap((dir) =>
  RULES.filter((r) => r.column !== 'region' || dir === READ.partitioned).map((rule) => ({
    name: `${path.basename(dir)}: ${JSON.stringify(rule)}`,
    file: { path: dir },
    document: {
      input: { format: 'csv', path: dir },
      validations: { on_failure: 'warn', rules: [rule] },
    },
  })),
);

describe.each(['spark41', 'spark35'])('verdicts over folders on oracle %s', (name) => {
  casesOnOracle(name, VERDICTS, 900_000);
});
