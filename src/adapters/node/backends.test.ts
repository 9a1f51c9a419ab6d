/**
 * Both Node backends against real DuckDB and real files: same columns, types and values
 * for the same CSV and Parquet, leading zeros kept, clear errors for bad CSVs, and a
 * lock-down that leaves only the loaded tables readable (docs/limits.md, Safety).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvLoadError } from '../common/csv.ts';
import { parseSparkDdl, readOptions } from '../../engine/index.ts';
import { lockDown } from '../common/lockdown.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { CUSTOMERS_COLUMN_TYPES, customersCsv } from '../testing/paths.ts';
import { openNative } from './native.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-adapters-'));
const file = (name: string, content: string | Buffer): string => {
  const p = path.join(tmp, name);
  writeFileSync(p, content);
  return p;
};

// Values of every common type, written by native DuckDB's own Parquet writer.
const sampleParquet = path.join(tmp, 'sample.parquet');
const SAMPLE_SQL = `SELECT i::BIGINT AS id, ('n' || i) AS name, ('0' || i::VARCHAR) AS code,
  (i * 1.5)::DOUBLE AS amount, (i * 1.25)::DECIMAL(10,2) AS price, DATE '2024-01-01' + i::INTEGER AS day,
  TIMESTAMP '2024-01-01 01:02:03.123456' + to_seconds(i::DOUBLE) AS ts, i % 2 = 0 AS even,
  i::INTEGER AS i32, [i, i + 1] AS pair, {'a': i, 'b': 'x'} AS rec, CASE WHEN i = 2 THEN NULL ELSE 'v' END AS maybe,
  "weird name" FROM range(1, 4) t(i), (SELECT 'q' AS "weird name")`;

beforeAll(async () => {
  const native = await openNative();
  await native.exec(`COPY (${SAMPLE_SQL}) TO '${sampleParquet}' (FORMAT parquet)`);
  await native.close();
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function describeTypes(b: TestBackend, table: string): Promise<string[]> {
  const r = await b.runner.query(`DESCRIBE "${table}"`);
  return r.rows.map((row) => `${row.column_name}:${row.column_type}`);
}

describe.each(BACKENDS)('$name backend', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('loads customers.csv into a real table with the detected dialect and types', async () => {
    const info = await b.loadCsvFile(customersCsv, 'customers');
    expect(info).toMatchObject({
      header: true,
      delimiter: ',',
      rows: 7,
      renamed: [],
    });
    expect(info.columns.map((c) => `${c.name}:${c.type}`)).toEqual(CUSTOMERS_COLUMN_TYPES);
    const r = await b.runner.query('SELECT rowid AS r, * FROM customers ORDER BY rowid LIMIT 3');
    expect(r.rows[2]).toEqual({
      r: 2,
      id: 3,
      name: 'Carla Dias',
      email: null,
      age: 27,
      country: 'PT',
      status: 'active',
      created_at: '2026-01-07',
    });
    const t = await b.runner.query(
      `SELECT table_type FROM information_schema.tables WHERE table_name = 'customers'`,
    );
    expect(t.rows).toEqual([{ table_type: 'BASE TABLE' }]);
  });

  it('reads leading zeros as Spark does: numbers, even past any sample (RULES.md §9)', async () => {
    const late = [
      'id,code',
      ...Array.from({ length: 30_000 }, (_, i) => `${i},${i + 100}`),
      '30000,0123',
    ].join('\n');
    const info = await b.loadCsvFile(file('late-zero.csv', late), 'late');
    expect(info.columns).toContainEqual({ name: 'code', type: 'INTEGER' });
    expect(info.read.find((c) => c.name === 'code')).toMatchObject({
      sparkType: 'int',
      reason: { kind: 'inferred' },
      example: { from: '0123', to: '123' },
      notes: ['production reads `code` as int: `0123` becomes `123` (Spark drops leading zeros)'],
    });
    const r = await b.runner.query('SELECT code FROM late WHERE id = 30000');
    expect(r.rows).toEqual([{ code: 123 }]);

    const phones = await b.loadCsvFile(
      file('phones.csv', 'id,phone,amount\n1,01234567890,0.5\n2,11234567890,1\n'),
      'phones',
    );
    expect(phones.columns.map((c) => c.type)).toEqual(['INTEGER', 'BIGINT', 'DOUBLE']);
    expect((await b.runner.query('SELECT phone FROM phones ORDER BY id')).rows).toEqual([
      { phone: 1234567890 },
      { phone: 11234567890 },
    ]);
  });

  it('widens a column whose value past any sample does not fit, as Spark merges types', async () => {
    const late = (name: string, value: string) =>
      file(
        name,
        ['id,n', ...Array.from({ length: 30_000 }, (_, i) => `${i},${i}`), `30000,${value}`].join(
          '\n',
        ),
      );
    const typeOf = async (p: string, table: string) => {
      const info = await b.loadCsvFile(p, table);
      const r = await b.runner.query(`SELECT n::VARCHAR AS n FROM "${table}" WHERE id = 30000`);
      return { types: info.columns.map((c) => c.type), n: r.rows[0].n };
    };
    expect(await typeOf(late('late-text.csv', 'abc'), 'late_text')).toEqual({
      types: ['INTEGER', 'VARCHAR'],
      n: 'abc',
    });
    expect(await typeOf(late('late-huge.csv', '99999999999999999999'), 'late_huge')).toEqual({
      types: ['INTEGER', 'DECIMAL(20,0)'],
      n: '99999999999999999999',
    });
    expect(await typeOf(late('late-half.csv', '2.5'), 'late_half')).toEqual({
      types: ['INTEGER', 'DOUBLE'],
      n: '2.5',
    });
  });

  it('honours forced options, input.options and a DDL schema', async () => {
    const p = file('semi.csv', 'a;b\n1;x\n2;y\n');
    const info = await b.loadCsvFile(p, 'semi', {
      delimiter: ';',
      schema: { ddl: 'a STRING', fields: parseSparkDdl('a STRING') },
    });
    expect(info.delimiter).toBe(';');
    expect(info.columns).toEqual([
      { name: 'a', type: 'VARCHAR' },
      { name: 'b', type: 'VARCHAR' },
    ]);
    expect(info.read[0]).toMatchObject({ sparkType: 'string', reason: { kind: 'schema' } });
    const noHeader = await b.loadCsvFile(p, 'semi2', { delimiter: ';', header: false });
    expect(noHeader).toMatchObject({ header: false, rows: 3 });
    // The pipeline's input.options: sep, and inferSchema=false reads every column as text.
    const piped = await b.loadCsvFile(p, 'semi3', {
      read: readOptions({ sep: ';', inferSchema: 'false' }),
      readFrom: 'input.options',
    });
    expect(piped.columns.map((c) => c.type)).toEqual(['VARCHAR', 'VARCHAR']);
    expect(piped.read[0].reason).toEqual({ kind: 'no-inference', from: 'input.options' });
    // Without sep, the sniffed delimiter is used and the difference from production said.
    const sniffed = await b.loadCsvFile(p, 'semi4');
    expect(sniffed.warnings).toContain(
      'the file\'s delimiter is ";"; production reads with sep "," unless the pipeline\'s input.options sets sep',
    );
    // A schema naming a column the file lacks is refused, naming the closest.
    await expect(
      b.loadCsvFile(p, 'semi5', {
        delimiter: ';',
        schema: { ddl: 'bb INT', fields: parseSparkDdl('bb INT') },
      }),
    ).rejects.toMatchObject({
      kind: 'schema',
      detail: expect.stringContaining('did you mean `b`'),
    });
  });

  it('quotes the table name and file path it is given', async () => {
    const p = file("it's a file.csv", 'x\n1\n');
    const info = await b.loadCsvFile(p, 'odd "table"');
    expect(info.rows).toBe(1);
    expect((await b.runner.query('SELECT x FROM "odd ""table"""')).rows).toEqual([{ x: 1 }]);
  });

  it('names duplicate and blank headers as Spark does (makeSafeHeader), and says so', async () => {
    // Repeats are found ignoring case (spark.sql.caseSensitive=false) and take their
    // position; a blank header is _c and its position.
    const info = await b.loadCsvFile(file('dup.csv', 'a,A,,b,a\n1,2,3,4,5\n'), 'dup');
    expect(info.columns.map((c) => c.name)).toEqual(['a0', 'A1', '_c2', 'b', 'a4']);
    expect(info.renamed).toEqual([
      { index: 0, from: 'a', to: 'a0' },
      { index: 1, from: 'A', to: 'A1' },
      { index: 2, from: '', to: '_c2' },
      { index: 4, from: 'a', to: 'a4' },
    ]);
    expect(info.warnings).toEqual([
      'header "a" (column 1) is "a0" in production (Spark suffixes a repeated name with its position)',
      'header "A" (column 2) is "A1" in production (Spark suffixes a repeated name with its position)',
      'column 3 has a blank header; production (Spark) names it "_c2"',
      'header "a" (column 5) is "a4" in production (Spark suffixes a repeated name with its position)',
    ]);
    expect((await b.runner.query('SELECT a0, A1, _c2, b, a4 FROM dup')).rows).toEqual([
      { a0: 1, A1: 2, _c2: 3, b: 4, a4: 5 },
    ]);
  });

  it('names the columns _c0, _c1… without a header, as Spark does', async () => {
    const read = readOptions({ header: 'false', sep: ';' });
    const p = file('noheader.csv', 'id;n\n1;2\n3;x\n');
    const info = await b.loadCsvFile(p, 'noheader', { read });
    expect(info.columns.map((c) => c.name)).toEqual(['_c0', '_c1']);
    expect(info.rows).toBe(3);
    for (const speculate of [false, true]) {
      const again = await b.loadCsvFile(p, 'noheader2', { read, speculate });
      expect(again.columns.map((c) => c.name)).toEqual(['_c0', '_c1']);
    }
  });

  it.each([
    ['empty.csv', '', 'empty', /empty\.csv: the file is empty/],
    ['blank.csv', '\n\n\n', 'no-columns', /blank\.csv: no columns found/],
    [
      'ragged.csv',
      'a,b\n1,2\n3,4,5\n6,7\n',
      'ragged',
      /ragged\.csv: rows have different numbers of fields with the delimiter ",": line 3 has 3 fields but the header \(line 1\) has 2\. Fix that row, or check the delimiter$/,
    ],
    [
      'ragged-late.csv',
      ['a,b', ...Array.from({ length: 30_000 }, (_, i) => `${i},${i}`), '1,2,3'].join('\n'),
      'ragged',
      /ragged-late\.csv: rows have different numbers of fields: line 30,002 has 3 fields but the header \(line 1\) has 2\./,
    ],
    [
      'latin1.csv',
      Buffer.from('name,city\nJos\xe9,S\xe3o Paulo\n', 'latin1'),
      'encoding',
      /latin1\.csv: the file is not UTF-8/,
    ],
  ] as const)('refuses %s with a clear error', async (name, content, kind, message) => {
    const p = file(name, content);
    const err = await b.loadCsvFile(p, 'bad').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsvLoadError);
    expect(err).toMatchObject({ kind, file: p });
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message.startsWith(p)).toBe(true);
  });

  it('refuses a missing file, naming it', async () => {
    const p = path.join(tmp, 'nope.csv');
    await expect(b.loadCsvFile(p, 'bad')).rejects.toMatchObject({
      kind: 'not-found',
      message: expect.stringContaining(p),
    });
  });

  it('loads Parquet with the column types native read_parquet gives', async () => {
    const info = await b.loadParquetFile(sampleParquet, 'sample');
    expect(info.rows).toBe(3);
    expect(info.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
      'id:BIGINT',
      'name:VARCHAR',
      'code:VARCHAR',
      'amount:DOUBLE',
      'price:DECIMAL(10,2)',
      'day:DATE',
      'ts:TIMESTAMP',
      'even:BOOLEAN',
      'i32:INTEGER',
      'pair:BIGINT[]',
      'rec:STRUCT(a BIGINT, b VARCHAR)',
      'maybe:VARCHAR',
      'weird name:VARCHAR',
    ]);
    const r = await b.runner.query('SELECT * FROM sample ORDER BY rowid');
    expect(r.rows[1]).toEqual({
      id: 2,
      name: 'n2',
      code: '02',
      amount: 3,
      price: 2.5,
      day: '2024-01-03',
      ts: '2024-01-01 01:02:05.123456',
      even: true,
      i32: 2,
      pair: [2, 3],
      rec: { a: 2, b: 'x' },
      maybe: null,
      'weird name': 'q',
    });
  });

  it('refuses a file that is not Parquet, naming it', async () => {
    const p = file('fake.parquet', 'id,name\n1,a\n');
    await expect(b.loadParquetFile(p, 'bad')).rejects.toThrow(
      new RegExp(`^${p}: cannot read as Parquet`),
    );
  });

  it('exports query results as Parquet that reads back identically', async () => {
    const bytes = await b.exportParquet(
      `SELECT id, code, price, day, ['x', NULL]::VARCHAR[] AS codes FROM sample ORDER BY id`,
    );
    expect(Buffer.from(bytes.subarray(0, 4)).toString()).toBe('PAR1');
    const back = file(`export-${Math.random().toString(36).slice(2)}.parquet`, Buffer.from(bytes));
    const info = await b.loadParquetFile(back, 'back');
    expect(info.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
      'id:BIGINT',
      'code:VARCHAR',
      'price:DECIMAL(10,2)',
      'day:DATE',
      'codes:VARCHAR[]',
    ]);
    expect((await b.runner.query('SELECT * FROM back ORDER BY id LIMIT 1')).rows).toEqual([
      { id: 1, code: '01', price: 1.25, day: '2024-01-02', codes: ['x', null] },
    ]);
  });

  it('normalises result values the same way whatever the type', async () => {
    const r = await b.runner
      .query(`SELECT 12345678901234567890::HUGEINT AS big, 9007199254740993::BIGINT AS over,
      '\\xAA\\x00'::BLOB AS bytes, TIME '01:02:03.5' AS t, TIMESTAMPTZ '2024-01-01 00:00:00+00' AS tz,
      MAP {'k': 1} AS m, NULL::INTEGER AS nothing, 'x'::VARCHAR AS s`);
    expect(r.rows).toEqual([
      {
        big: '12345678901234567890',
        over: '9007199254740993',
        bytes: 'aa00',
        t: '01:02:03.5',
        tz: '2024-01-01 00:00:00+00',
        m: { k: 1 },
        nothing: null,
        s: 'x',
      },
    ]);
  });
});

describe('wasm and native agree', () => {
  it('give the same columns, types and values for the same CSV and Parquet file', async () => {
    const seen: Record<string, unknown>[] = [];
    for (const { open } of BACKENDS) {
      const b = await open();
      await b.loadCsvFile(customersCsv, 'customers');
      await b.loadParquetFile(sampleParquet, 'sample');
      seen.push({
        csvTypes: await describeTypes(b, 'customers'),
        csvRows: (await b.runner.query('SELECT * FROM customers ORDER BY rowid')).rows,
        pqTypes: await describeTypes(b, 'sample'),
        pqRows: (await b.runner.query('SELECT * FROM sample ORDER BY rowid')).rows,
      });
      await b.close();
    }
    expect(seen[0]).toEqual(seen[1]);
  });
});

describe.each(BACKENDS)('$name lock-down (docs/limits.md, Safety)', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
    await b.loadCsvFile(customersCsv, 'customers');
  });
  afterAll(async () => b.close());

  const refusedByDuckDB = [
    [
      "SELECT count(*) FROM read_csv('/etc/passwd')",
      /Permission Error: Cannot access file "\/etc\/passwd"/,
    ],
    [
      "SELECT * FROM read_csv('https://example.com/data.csv')",
      /Permission Error: Cannot access file "https:\/\/example.com/,
    ],
    ["SELECT * FROM glob('/etc/*')", /Permission Error/],
    ["COPY customers TO '/tmp/dqw-lockdown-test.csv'", /Permission Error/],
    ["ATTACH '/tmp/dqw-lockdown-test.db'", /Permission Error/],
    ['LOAD httpfs', /Permission Error: Loading external extensions is disabled/],
    [
      'SET threads = 1',
      /Cannot change configuration option "threads" - the configuration has been locked/,
    ],
    ['SET enable_external_access = true', /the configuration has been locked/],
    ['RESET lock_configuration', /the configuration has been locked/],
  ] as const;

  it.each(refusedByDuckDB)('DuckDB itself refuses %s once lockDown ran', async (sql, message) => {
    // lockDown alone (no adapter guard): DuckDB's own settings must do the refusing.
    await lockDown(b.runner, []);
    await expect(b.runner.query(sql)).rejects.toThrow(message);
  });

  it.each([
    ...refusedByDuckDB.map(([sql]) => sql),
    'INSTALL httpfs',
    'LOAD parquet',
    "SET search_path = 'main'",
    'SET VARIABLE x = 1',
    'PRAGMA enable_profiling',
  ])('the locked adapter refuses %s', async (sql) => {
    await b.lock();
    await expect(b.runner.query(sql)).rejects.toThrow(/Permission Error|locked/);
  });

  it('still reads the loaded table, temp views and macros once locked', async () => {
    await b.lock();
    await b.exec('CREATE OR REPLACE TEMP VIEW _validation_df AS SELECT * FROM customers');
    await b.exec('CREATE OR REPLACE TEMP MACRO twice(x) AS x * 2');
    const r = await b.runner.query(
      'SELECT count(*)::INTEGER AS n, max(twice(age))::INTEGER AS m FROM _validation_df',
    );
    expect(r.rows).toEqual([{ n: 7, m: 400 }]);
  });

  it('refuses to load other files once locked', async () => {
    await b.lock();
    await expect(b.loadCsvFile(customersCsv, 'again')).rejects.toThrow(/Permission Error/);
  });
});
