/**
 * `dqw validate --table NAME=FILE`: another file a `sql` rule reads by table name, as a
 * reference check does (docs/cli.md), read as production reads a file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../adapters/testing/paths.ts';
import { referenceRule } from '../engine/reference/reference.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-ref-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const p = path.join(tmp, name);
  writeFileSync(p, text);
  return p;
};

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

const orders = write('orders.csv', 'id,customer\n1,10\n2,11\n3,99\n4,\n5,98\n');
const customers = write('customers.csv', 'id,name\n10,Ana\n11,Bruno\n12,Carla\n');
const rules = write(
  'rules.json',
  JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [referenceRule({ column: 'customer', table: 'customers', refColumn: 'id' })],
    },
  }),
);

describe('dqw validate --table', () => {
  it('loads the reference under its name; the rows with no match fail', async () => {
    for (const outputs of [[], ['--quarantine', path.join(tmp, 'bad.csv')]]) {
      const r = await dqw([
        'validate',
        orders,
        '--rules',
        rules,
        '--table',
        `customers=${customers}`,
        '--json',
        ...outputs,
      ]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      const [result] = JSON.parse(r.stdout).results;
      // 99 and 98 are no customer's id; the empty customer is left to not_null.
      expect(result).toMatchObject({ severity: 'fail', failed_count: 2 });
    }
  });

  it('without the table, the rule says how to give it', async () => {
    const r = await dqw(['validate', orders, '--rules', rules, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).results[0].error).toMatch(
      /Table "customers" is not loaded here: .*--table customers=FILE/,
    );
  });

  it('a name Spark SQL cannot read bare, or the data table, is refused (exit 2)', async () => {
    for (const name of ['dim.customers', 'data']) {
      const r = await dqw([
        'validate',
        orders,
        '--rules',
        rules,
        '--table',
        `${name}=${customers}`,
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`--table ${name}=`);
    }
    const noFile = await dqw(['validate', orders, '--rules', rules, '--table', 'customers']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('--table needs <name>=<file>');
    // A file that is not there is named as the --table it came from, not as the data.
    const missing = await dqw([
      'validate',
      orders,
      '--rules',
      rules,
      '--table',
      'customers=nope.csv',
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('dqw: --table customers=nope.csv: nope.csv not found');
  });
});
