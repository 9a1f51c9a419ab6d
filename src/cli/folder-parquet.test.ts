/**
 * `dqw validate` and `dqw profile` on a folder of Parquet files (docs/cli.md; RULES.md §9,
 * "A folder of Parquet files"): the schema of the first file by path, each file's columns
 * matched by name, partition columns from `key=value` folders; a type Spark fails on is
 * refused naming the file. The Spark suite compares these readings with Spark's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dqw } from '../adapters/spark/dqw.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-pqfolder-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Writes each `{relative path: SELECT}` as a Parquet file under `tmp/name`. */
async function folder(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(tmp, name);
  const db = await (await DuckDBInstance.create(':memory:')).connect();
  for (const [rel, select] of Object.entries(files)) {
    const target = path.join(dir, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    await db.run(`COPY (${select}) TO '${target.replace(/'/g, "''")}' (FORMAT parquet)`);
  }
  db.closeSync();
  return dir;
}

const rules = path.join(tmp, 'rules.json');
let plain: string;
let parted: string;

beforeAll(async () => {
  writeFileSync(
    rules,
    JSON.stringify({
      validations: {
        on_failure: 'warn',
        rules: [
          { type: 'not_null', columns: ['note'] },
          { type: 'range', column: 'amount', min: 15 },
        ],
      },
    }),
  );
  plain = await folder('plain', {
    // The schema is a.parquet's: b.parquet's `note` is NULL, its `extra` not read.
    'a.parquet': `SELECT 1::INT AS id, 10.5::DOUBLE AS amount, 'x' AS note`,
    'b.parquet': `SELECT * FROM (VALUES (2, 20.0::DOUBLE, 7), (3, 30.0, 8)) t(ID, amount, extra)`,
    _SUCCESS: `SELECT 1 AS junk`,
  });
  parted = await folder('parted', {
    'day=2026-01-01/p.parquet': `SELECT 1::INT AS id, 10::BIGINT AS amount, 'a' AS note`,
    'day=2026-01-02/p.parquet': `SELECT 2::INT AS id, 20::INT AS amount, 'b' AS note`,
  });
});

describe('dqw on a folder of Parquet files (RULES.md §9, A folder of Parquet files)', () => {
  it('reads the files under the first file by path, columns matched by name', async () => {
    const p = await dqw(['profile', plain, '--json']);
    expect(p.stderr).toBe('');
    const profile = JSON.parse(p.stdout) as {
      rows: number;
      columns: { name: string; sparkType: string; nulls: number }[];
    };
    expect(profile.rows).toBe(3);
    expect(profile.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'amount double',
      'note string',
    ]);
    const report = path.join(tmp, 'plain.report.json');
    const r = await dqw(['validate', plain, '--rules', rules, '--json', '--report', report]);
    const out = JSON.parse(r.stdout) as { rows_read: number; results: { failed_count: number }[] };
    expect(out.rows_read).toBe(3);
    expect(out.results.map((x) => x.failed_count)).toEqual([2, 1]);
    expect(readFileSync(report, 'utf8')).toContain('plain/ · 2 files');
  });

  it('adds partition columns typed as Spark types them; an int file widens to bigint', async () => {
    const q = path.join(tmp, 'parted.quarantine.csv');
    const r = await dqw(['validate', parted, '--rules', rules, '--quarantine', q]);
    expect(r.stderr).toBe('');
    expect(readFileSync(q, 'utf8').trim().split('\n')).toEqual([
      'id,amount,note,day',
      '1,10,a,2026-01-01',
    ]);
    const p = await dqw(['profile', parted, '--json']);
    const profile = JSON.parse(p.stdout) as { columns: { name: string; sparkType: string }[] };
    expect(profile.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'amount bigint',
      'note string',
      'day date',
    ]);
  });

  it('refuses a column of another type, naming the file and the schema file', async () => {
    const dir = await folder('clash', {
      'a.parquet': `SELECT 1::INT AS id`,
      'b.parquet': `SELECT 'x' AS id`,
    });
    const r = await dqw(['profile', dir]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain(
      `data folder ${dir}: b.parquet has the column id as string but a.parquet has id as int`,
    );
  });

  it('refuses a file that is not Parquet, naming it', async () => {
    const dir = await folder('notparquet', { 'a.parquet': `SELECT 1::INT AS id` });
    writeFileSync(path.join(dir, 'b.parquet'), 'id\n2\n');
    const r = await dqw(['profile', dir]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain(`data folder ${dir}: b.parquet: cannot read as Parquet`);
  });
});
