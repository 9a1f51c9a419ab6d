/**
 * `dqw export` end to end (docs/cli.md): spawns `node bin/dqw.mjs`, checks the artifact on
 * stdout and in --out, the per-rule summary on stderr, and exit 2 for an unknown target
 * or a bad document.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../adapters/testing/paths.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-export-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const sample = path.join(repoRoot, 'public', 'samples', 'rules.json');

function dqw(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin', 'dqw.mjs'), ...args],
      { cwd: repoRoot },
      (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr }),
    );
  });
}

describe('dqw export', () => {
  it('prints the artifact and says per rule what could not be carried', async () => {
    const r = await dqw([
      'export',
      '--rules',
      sample,
      '--to',
      'delta',
      '--source',
      'main.bronze.customers',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'ALTER TABLE silver.customers ADD CONSTRAINT range_age_0_120 CHECK (`age` IS NULL OR `age` BETWEEN 0 AND 120);',
    );
    expect(r.stderr).toContain(
      'Delta Lake CHECK constraints: 17 rules — 4 exact, 1 approximate, 12 not expressible',
    );
    expect(r.stderr).toMatch(/unique\(id\): not expressible: .*informational, not enforced/);
  });

  it('writes --out and names the file', async () => {
    const out = path.join(tmp, 'checks.yml');
    const r = await dqw(['export', '--rules', sample, '--to', 'dqx', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toContain('function: "is_unique"');
    expect(r.stderr).toContain(`→ ${out}`);
  });

  it('exits 2 on an unknown target, listing the valid ones', async () => {
    const r = await dqw(['export', '--rules', sample, '--to', 'spark']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--to spark: unknown target. Valid targets: sparquet, pyspark, lakeflow-python, lakeflow-sql, delta, spark-sql, dqx, soda, gx',
    );
  });

  it('exits 2 on a bad document with its JSON path', async () => {
    const bad = path.join(tmp, 'bad.json');
    writeFileSync(bad, '{"validations": {"rules": [{"type": "regex", "column": "a"}]}}');
    const r = await dqw(['export', '--rules', bad, '--to', 'soda']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.json:1:\d+: error at validations\.rules\[0\]/);
    expect(r.stdout).toBe('');
  });

  it('exits 2 without --to', async () => {
    const r = await dqw(['export', '--rules', sample]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('export needs --to <target>');
  });

  it('carries --sep and --schema: sparquet input.options and a warning, PySpark reader, SQL header', async () => {
    const json = await dqw([
      'export',
      '--rules',
      sample,
      '--to',
      'sparquet',
      '--sep',
      'tab',
      '--schema',
      'id STRING',
    ]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout).input).toEqual({
      format: 'csv',
      path: 'source_table',
      options: { sep: '\t' },
    });
    expect(json.stderr).toContain(
      'warning: read settings: the rules were vetted with the schema `id STRING`',
    );
    const py = await dqw([
      'export',
      '--rules',
      sample,
      '--to',
      'pyspark',
      '--sep',
      ';',
      '--schema',
      'id STRING',
    ]);
    expect(py.stdout).toContain('.option("sep", ";")');
    expect(py.stdout).toContain('SCHEMA = "id STRING"');
    const sql = await dqw(['export', '--rules', sample, '--to', 'spark-sql', '--sep', ';']);
    expect(sql.stdout).toContain('--   options: sep ";"');
  });

  it('exits 2 on a --schema that is not Spark DDL', async () => {
    const r = await dqw(['export', '--rules', sample, '--to', 'pyspark', '--schema', 'id']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--schema: ');
    expect(r.stdout).toBe('');
  });
});
