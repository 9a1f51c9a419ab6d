/**
 * One pass (issue 11 §2): without `--quarantine` / `--valid`, `dqw validate` streams the
 * file through a typed view. Its results must be those of the loaded table, including
 * when the sample misleads (a leading zero, or a value that does not fit, past DuckDB's
 * 20,480-row sample), where it falls back to the table.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../adapters/testing/paths.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-onepass-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function dqw(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin', 'dqw.mjs'), ...args],
      { cwd: repoRoot, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? -1) : 0, stdout, stderr }),
    );
  });
}

const RULES = {
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'not_null', columns: ['id', 'zip'] },
      { type: 'range', column: 'n', min: 0 },
      { type: 'max', column: 'zip', must_be: '> 0' },
      { type: 'schema', column_types: { zip: 'string', n: 'bigint' } },
      { type: 'sql', query: 'SELECT count(*) > 0 FROM _validation_df WHERE n < 0' },
    ],
  },
};

/** Results with and without a split (`--valid` forces the loaded table). */
async function both(rows: string[]) {
  const data = path.join(tmp, `d${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(data, ['id,zip,n', ...rows].join('\n') + '\n');
  const rules = path.join(tmp, 'rules.json');
  writeFileSync(rules, JSON.stringify(RULES));
  const common = ['validate', data, '--rules', rules, '--json', '--now', '2026-02-01T00:00:00Z'];
  const streamed = await dqw(common);
  const loaded = await dqw([...common, '--valid', path.join(tmp, 'valid.csv')]);
  expect(streamed.stderr).toBe('');
  return { streamed: JSON.parse(streamed.stdout), loaded: JSON.parse(loaded.stdout) };
}

const many = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i));

describe('dqw validate in one pass gives the loaded table’s results', () => {
  it('on a plain file', async () => {
    const { streamed, loaded } = await both(many(100, (i) => `${i},${1000 + i},${i - 5}`));
    expect(streamed).toEqual(loaded);
    expect(streamed.rows_read).toBe(100);
  });

  it('when a leading zero appears past the sample (the column is text)', async () => {
    const rows = [...many(25_000, (i) => `${i},${1000 + i},${i}`), '25000,0042,1'];
    const { streamed, loaded } = await both(rows);
    expect(streamed).toEqual(loaded);
    expect(streamed.warnings.join(' ')).toMatch(/"zip" looks numeric but has leading zeros/);
  });

  it('when a value past the sample does not fit the sampled type', async () => {
    const rows = [...many(25_000, (i) => `${i},${1000 + i},${i}`), '25000,1001,1.5e400'];
    const { streamed, loaded } = await both(rows);
    expect(streamed).toEqual(loaded);
  });
});

describe('wide files', () => {
  it('5 rows × 10,000 columns validate in seconds, not minutes', async () => {
    const header = many(10_000, (i) => `c${i}`).join(',');
    const rows = many(5, (r) => many(10_000, (i) => String(r * i)).join(','));
    const data = path.join(tmp, 'wide.csv');
    writeFileSync(data, [header, ...rows].join('\n') + '\n');
    const rules = path.join(tmp, 'wide.json');
    writeFileSync(
      rules,
      JSON.stringify({
        rules: [
          { type: 'not_null', column: 'c1' },
          { type: 'row_count', min: 1 },
        ],
      }),
    );
    const t0 = performance.now();
    const r = await dqw(['validate', data, '--rules', rules, '--json']);
    const seconds = (performance.now() - t0) / 1000;
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).rows_read).toBe(5);
    // Under 5 s on an idle machine; the bound leaves room for a loaded one.
    expect(seconds).toBeLessThan(60);
  });
});
