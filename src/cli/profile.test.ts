/**
 * `dqw profile` and `dqw validate --history` end to end (docs/cli.md): spawns the CLI on real
 * files; the suggested document goes back through `dqw validate` and must pass.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { customersCsv, repoRoot } from '../adapters/testing/paths.ts';
import { parseHistory } from '../engine/index.ts';
import { openNative } from '../adapters/node/native.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-profile-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const NOW = '2026-02-01T00:00:00Z';

function dqw(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin', 'dqw.mjs'), ...args],
      { cwd: repoRoot, maxBuffer: 16 << 20 },
      (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('dqw profile', () => {
  it('prints one line per column with its production type and statistics', async () => {
    const r = await dqw(['profile', customersCsv]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/customers\.csv: 7 rows, 7 columns/);
    expect(r.stdout).toMatch(/^email\s+string\s+1 \(14\.3%\)\s+6\s+ana@ex\.com/m);
    expect(r.stdout).toMatch(/^country\s+string\s+0 \(0%\)\s+3\s.*BR \(5\), PT \(1\), US \(1\)/m);
  });

  it('marks an int column, where DuckDB would say BIGINT, beside the profile (RULES.md §9)', async () => {
    const data = path.join(tmp, 'ints.csv');
    writeFileSync(data, 'small,big\n1,3000000000\n2,4000000000\n');
    const r = await dqw(['profile', data]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "warning: data: production reads `small` as int (32 bits), where DuckDB's own reading says BIGINT",
    );
    expect(r.stderr).not.toMatch(/`big` as int/);
    // Validating the same file warns of no value change: the mark changes none.
    const rules = path.join(tmp, 'ints.json');
    writeFileSync(
      rules,
      JSON.stringify({ validations: { rules: [{ type: 'not_null', columns: ['small'] }] } }),
    );
    const v = await dqw(['validate', data, '--rules', rules, '--json']);
    expect(JSON.parse(v.stdout).warnings).toEqual([]);
  });

  it('a large mean keeps its integer digits instead of zeros that look exact', async () => {
    const data = path.join(tmp, 'big.csv');
    writeFileSync(data, 'n\n123456789\n98765432100\n');
    const r = await dqw(['profile', data]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^n\s+bigint\s+0 \(0%\)\s+2\s+123456789\s+98765432100\s+49444444445\s/m,
    );
  });

  it('--json gives the profile and, with --suggest, the suggestions with their evidence', async () => {
    const r = await dqw(['profile', customersCsv, '--json', '--suggest', '--now', NOW]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.rows).toBe(7);
    expect(out.columns.map((c: { name: string }) => c.name)).toContain('created_at');
    expect(out.suggestions[0]).toMatchObject({ rule: { type: 'schema' } });
    expect(out.document.validations.rules).toHaveLength(out.suggestions.length);
  });

  it('--suggest prints a document that passes under dqw validate, and --history keeps a trend', async () => {
    const s = await dqw(['profile', customersCsv, '--suggest', '--now', NOW]);
    expect(s.code).toBe(0);
    // Each line names the column its rule is about.
    expect(s.stderr).toMatch(/# rules\[\d+\] not_null on "id": No NULL in 7 rows\./);
    expect(s.stderr).toMatch(/# rules\[\d+\] range on "age": Observed 27 to 200/);
    expect(s.stderr).toMatch(/# rules\[0\] schema: Pins the/);
    const rules = path.join(tmp, 'suggested.json');
    writeFileSync(rules, s.stdout);
    const history = path.join(tmp, 'history.jsonl');
    for (let i = 0; i < 2; i++) {
      const v = await dqw([
        'validate',
        customersCsv,
        '--rules',
        rules,
        '--now',
        NOW,
        '--json',
        '--history',
        history,
      ]);
      expect(v.code).toBe(0);
      const run = JSON.parse(v.stdout);
      expect(run.results.filter((x: { severity: string }) => x.severity !== 'pass')).toEqual([]);
    }
    const { records, problems } = parseHistory(readFileSync(history, 'utf8'));
    expect(problems).toEqual([]);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      source: 'cli',
      rows_read: 7,
      file: { name: 'customers.csv', size: readFileSync(customersCsv).length },
    });
    expect(records[0].file.fingerprint).toBe(records[1].file.fingerprint);
    expect(records[0].rules.find((x) => x.code === 'missing_percent(email)')).toMatchObject({
      metric_value: 100 / 7,
      failed_count: 0, // a passing metric counts 0 (RULES.md §4)
      must_be: '< 30%',
    });
  });

  it('refuses a bad argument with exit code 2', async () => {
    const r = await dqw(['profile']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/profile needs exactly one data file/);
    const h = await dqw(['validate', customersCsv, '--rules', 'x.json', '--history', 'h.json']);
    expect(h.code).toBe(2);
    expect(h.stderr).toMatch(/--history h\.json: the file name must end in \.jsonl/);
  });

  it('--suggest types a naive Parquet timestamp timestamp_ntz, which dqw validate knows and passes', async () => {
    const data = path.join(tmp, 'seen.parquet');
    const native = await openNative();
    try {
      await native.query(
        `COPY (SELECT 1 AS id, TIMESTAMP '2026-01-31 10:00:00' AS seen) TO '${data.replace(/'/g, "''")}' (FORMAT parquet)`,
      );
    } finally {
      await native.close();
    }
    const s = await dqw(['profile', data, '--suggest', '--now', NOW]);
    expect(s.code).toBe(0);
    const doc = JSON.parse(s.stdout);
    const schema = doc.validations.rules.find((r: { type: string }) => r.type === 'schema');
    // Production's schema check compares Spark's dtypes name: `timestamp_ntz` here.
    expect(schema.column_types).toEqual({ id: 'int', seen: 'timestamp_ntz' });
    const rules = path.join(tmp, 'seen.json');
    writeFileSync(rules, s.stdout);
    const v = await dqw(['validate', data, '--rules', rules, '--now', NOW, '--json']);
    expect(v.code).toBe(0);
    const run = JSON.parse(v.stdout);
    expect(run.warnings.join('\n')).not.toContain('not a Spark type name');
    expect(run.results.find((r: { rule_type: string }) => r.rule_type === 'schema').severity).toBe(
      'pass',
    );
  });
});
