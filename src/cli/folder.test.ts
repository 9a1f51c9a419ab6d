/**
 * `dqw validate` and `dqw profile` on a folder (docs/cli.md; RULES.md §9, "A folder of
 * files"): the files read as one dataset, as Spark reads the directory (the Spark suite
 * compares them with Spark); refusals name the folder and the file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { dqw } from '../adapters/spark/dqw.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-folder-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string | Buffer>): string {
  const dir = path.join(tmp, name);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

const rules = path.join(tmp, 'rules.json');
writeFileSync(
  rules,
  JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [
        { type: 'not_null', columns: ['amount'] },
        { type: 'row_count', min: 1 },
      ],
    },
  }),
);

describe('dqw on a folder (RULES.md §9, A folder of files)', () => {
  it('reads the files as one dataset: CRLF and LF files, a .gz, hidden files skipped', async () => {
    const dir = folder('daily', {
      'a.csv': 'id,amount\r\n1,10\r\n2,\r\n',
      'b.csv': 'id,amount\n3,1.5',
      'c.csv.gz': gzipSync('id,amount\n4,7\n'),
      _SUCCESS: '',
      '.a.csv.crc': 'junk',
    });
    const report = path.join(tmp, 'daily.report.json');
    const r = await dqw(['validate', dir, '--rules', rules, '--json', '--report', report]);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { rows_read: number; results: { failed_count: number }[] };
    expect(out.rows_read).toBe(4);
    expect(out.results[0].failed_count).toBe(1);
    expect(readFileSync(report, 'utf8')).toContain('daily/ · 3 files');
    const history = path.join(tmp, 'history.jsonl');
    await dqw(['validate', dir, '--rules', rules, '--history', history]);
    expect(JSON.parse(readFileSync(history, 'utf8')).file.name).toBe('daily/ · 3 files');
    const p = await dqw(['profile', dir, '--json']);
    const profile = JSON.parse(p.stdout) as { columns: { name: string; sparkType: string }[] };
    expect(profile.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      'id int',
      'amount double',
    ]);
  });

  it('adds partition columns, also with --quarantine, and warns of the files it skips', async () => {
    const dir = folder('parts', {
      'region=eu/p.csv': 'id,amount\n1,10\n2,\n',
      'region=us/p.csv': 'id,amount\n3,30\n',
      'top.csv': 'id,amount\n9,9\n',
    });
    const q = path.join(tmp, 'q.jsonl');
    const r = await dqw(['validate', dir, '--rules', rules, '--quarantine', q]);
    expect(r.stderr).toContain(
      `data folder ${dir}: not read, as Spark does not read them: top.csv`,
    );
    expect(readFileSync(q, 'utf8')).toContain('"region":"eu"');
    const p = await dqw(['profile', dir, '--json']);
    expect(JSON.parse(p.stdout).columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'amount',
      'region',
    ]);
  });

  it('refuses files whose headers differ, naming the folder and the file', async () => {
    const dir = folder('order', { 'a.csv': 'id,amount\n1,10\n2,3\n', 'b.csv': 'amount,id\n4,5\n' });
    const r = await dqw(['validate', dir, '--rules', rules]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain(
      `data folder ${dir}: b.csv has the header "amount,id" but a.csv has "id,amount"`,
    );
  });

  it("names the folder's file and its line where a row is refused", async () => {
    const dir = folder('ragged', {
      'a.csv': 'id,amount\n1,10\n2,20\n3,30\n',
      'b.csv': '\n\nid,amount\n7,1,2\n',
    });
    const r = await dqw(['validate', dir, '--rules', rules]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain('line 4 of b.csv has 3 fields but the header (line 1 of a.csv)');
  });

  it('reads a folder of JSON Lines files, a broken line named in its own file', async () => {
    const dir = folder('events', {
      'a.jsonl': '{"id":1,"name":"a"}\n{"id":2,"amount":null}',
      'b.jsonl': '{"id":3.5,"amount":2}\nnot json\n',
    });
    const p = await dqw(['profile', dir, '--json']);
    const profile = JSON.parse(p.stdout) as {
      rows: number;
      columns: { name: string; sparkType: string }[];
      warnings: string[];
    };
    expect(profile.rows).toBe(4);
    expect(profile.columns.map((c) => `${c.name} ${c.sparkType}`)).toEqual([
      '_corrupt_record string',
      'amount bigint',
      'id double',
      'name string',
    ]);
    expect(profile.warnings.join('\n')).toContain('line 2 of b.jsonl');
  });

  it('reads a folder of Parquet files as Parquet, naming a file that is not (folder-parquet.test.ts)', async () => {
    const dir = folder('pq', { 'a.parquet': 'PAR1' });
    const r = await dqw(['validate', dir, '--rules', rules]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain(`data folder ${dir}: a.parquet: cannot read as Parquet`);
  });
});
