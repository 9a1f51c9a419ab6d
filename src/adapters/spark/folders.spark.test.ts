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
import { DuckDBInstance } from '@duckdb/node-api';
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

/** Folders of Parquet files written by DuckDB (`{path: SELECT}`), filled in `beforeAll`. */
const DUCKDB_PARQUET: Record<string, Record<string, string>> = {
  // The schema is a.parquet's (first by path): b's `note` is NULL, its `extra` not read,
  // its `ID` matched to `id`.
  pqMatched: {
    'a.parquet': `SELECT 1::INT AS id, 10.5::DOUBLE AS amount, 'x' AS note`,
    'b.parquet': `SELECT * FROM (VALUES (2, 20.0::DOUBLE, 7), (3, NULL, 8)) t(ID, amount, extra)`,
  },
  // An int file under a bigint schema: Spark 4.1 widens it; partitions typed.
  pqParts: {
    'day=2026-01-01/p.parquet': `SELECT 1::INT AS id, 10::BIGINT AS amount`,
    'day=2026-01-02/p.parquet': `SELECT 2::INT AS id, 20::INT AS amount`,
    'day=__HIVE_DEFAULT_PARTITION__/p.parquet': `SELECT 3::INT AS id, NULL::BIGINT AS amount`,
  },
};
const PARQUET_CLASH = {
  'a.parquet': `SELECT 1::INT AS id`,
  'b.parquet': `SELECT 'x' AS id`,
};

async function duckdbParquet(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  const db = await (await DuckDBInstance.create(':memory:')).connect();
  for (const [rel, select] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    await db.run(`COPY (${select}) TO '${path.join(dir, rel)}' (FORMAT parquet)`);
  }
  db.closeSync();
  return dir;
}

/** Folders of Parquet files: by DuckDB, and by Spark's own writer (two partition folders). */
const PARQUET_READ: Record<string, string> = {};

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

let parquetClash: string;
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
  for (const [name, files] of Object.entries(DUCKDB_PARQUET))
    PARQUET_READ[name] = await duckdbParquet(name, files);
  const bySpark = path.join(root, 'pqspark');
  for (const [region, sql] of [
    ['eu', `SELECT 1 AS id, CAST(10.5 AS DOUBLE) AS amount, TIMESTAMP'2026-01-01 10:00:00' AS at`],
    [
      'us',
      `SELECT * FROM VALUES (2, CAST(NULL AS DOUBLE), TIMESTAMP'2026-01-02 11:30:00'), (3, 30.0D, NULL) AS t(id, amount, at)`,
    ],
  ] as const) {
    const w = await o.writeParquet(sql, path.join(bySpark, `region=${region}`));
    expect(w.error, w.message).toBeUndefined();
  }
  PARQUET_READ.pqSpark = bySpark;
  parquetClash = await duckdbParquet('pqclash', PARQUET_CLASH);
  for (const [name, dir] of [...Object.entries(PARQUET_READ), ['pqClash', parquetClash]]) {
    spark[name] = await o.read({ path: dir, format: 'parquet' });
    mine[name] = await readWithDqw(dir);
  }
  const reader2 = await openPageReader();
  for (const [name, dir] of [
    ...Object.entries(JSON_READ),
    ...Object.entries(PARQUET_READ),
    ['pqClash', parquetClash],
  ])
    page[name] = await reader2.readFolder(dir);
  await reader2.close();
  for (const [name, r] of Object.entries(REFUSED)) {
    spark[name] = await o.read({ path: r.dir });
    mine[name] = await readWithDqw(r.dir);
  }
}, 900_000);
afterAll(() => o?.close());

const columns = (s: Array<{ name: string; type: string }> = []) =>
  s.map((c) => `${c.name} ${c.type}`).join(', ');

describe('a folder read as one dataset (RULES.md §9, A folder of files)', () => {
  it.each([
    ...Object.keys(READ),
    ...Object.keys(JSON_READ),
    ...Object.keys(DUCKDB_PARQUET),
    'pqSpark',
  ])('%s: the same columns, types and rows as Spark', (name) => {
    expect(spark[name].error, spark[name].message).toBeUndefined();
    expect(mine[name].stderr).toBe('');
    expect(columns(mine[name].schema)).toBe(columns(spark[name].schema));
    expect(rowDiffs('rows', mine[name].rows, spark[name].rows)).toEqual([]);
    expect(mine[name].rows?.length).toBe(spark[name].rows?.length);
  });

  it.each([
    ...Object.keys(READ),
    ...Object.keys(JSON_READ),
    ...Object.keys(DUCKDB_PARQUET),
    'pqSpark',
  ])('%s: the page reads it as Spark does', (name) => {
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

  it('pins Parquet without mergeSchema: the first file by path gives the schema', () => {
    expect(columns(spark.pqMatched.schema)).toBe('id int, amount double, note string');
    expect(columns(spark.pqParts.schema)).toBe('id int, amount bigint, day date');
  });

  it('a Parquet file of another type: Spark fails reading it, dqw and the page refuse naming it', () => {
    // The oracle keeps the first line of Spark's error; the file it names is b.parquet
    // (FAILED_READ_FILE.PARQUET_COLUMN_DATA_TYPE_MISMATCH on 4.1), read under a.parquet's schema.
    expect(spark.pqClash.error).toBe('Py4JJavaError');
    expect(mine.pqClash.exit).toBe(2);
    expect(mine.pqClash.stderr).toContain(
      `data folder ${parquetClash}: b.parquet has the column id as string but a.parquet has id as int`,
    );
    expect(page.pqClash.refusal).toContain('b.parquet has the column id as string');
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

/** Verdicts over Parquet folders; written here (not by Spark) so both oracles read them. */
const pqVerdictDir = path.join(root, 'pqverdicts');
for (const [rel, rows] of Object.entries({
  'region=eu/a.parquet': `SELECT * FROM (VALUES (1, 10.0::DOUBLE), (2, 20.0)) t(id, amount)`,
  'region=us/b.parquet': `SELECT * FROM (VALUES (3, NULL::DOUBLE), (3, 30.0)) t(id, amount)`,
})) {
  const target = path.join(pqVerdictDir, rel);
  mkdirSync(path.dirname(target), { recursive: true });
  const db = await (await DuckDBInstance.create(':memory:')).connect();
  await db.run(
    `COPY (SELECT id::INT AS id, amount FROM (${rows})) TO '${target}' (FORMAT parquet)`,
  );
  db.closeSync();
}
const PARQUET_VERDICTS: SparkCase[] = RULES.map((rule) => ({
  name: `pqverdicts: ${JSON.stringify(rule)}`,
  file: { path: pqVerdictDir, format: 'parquet' },
  document: {
    input: { format: 'parquet', path: pqVerdictDir },
    validations: { on_failure: 'warn', rules: [rule] },
  },
}));

describe.each(['spark41', 'spark35'])('verdicts over folders on oracle %s', (name) => {
  casesOnOracle(name, [...VERDICTS, ...PARQUET_VERDICTS], 900_000);
});
