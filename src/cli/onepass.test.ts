/**
 * One pass (docs/cli.md, One pass): without `--quarantine` / `--valid`, `dqw validate` streams the
 * file twice (production's type inference, RULES.md §9, then the rules) through a typed
 * view. Its results must be those of the loaded table, including where DuckDB's own
 * 20,480-row sample would mislead (a leading zero or a value that does not fit past it)
 * and where production's types differ from DuckDB's (leading zeros read as numbers, `T`/`F`
 * kept as text, int widened to bigint).
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
async function both(rows: string[], doc: object = RULES, header = 'id,zip,n') {
  const name = Math.random().toString(36).slice(2);
  const data = path.join(tmp, `d${name}.csv`);
  writeFileSync(data, [header, ...rows].join('\n') + '\n');
  const rules = path.join(tmp, `r${name}.json`);
  writeFileSync(rules, JSON.stringify(doc));
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

  it('when a leading zero appears past the sample (production reads a number)', async () => {
    const rows = [...many(25_000, (i) => `${i},${1000 + i},${i}`), '25000,0042,1'];
    const { streamed, loaded } = await both(rows);
    expect(streamed).toEqual(loaded);
    // Production reads the column as int: Spark drops the leading zero.
    expect(streamed.warnings.join(' ')).toMatch(
      /production reads `zip` as int: `0042` becomes `42`/,
    );
  });

  it('when a value past the sample does not fit the sampled type', async () => {
    const rows = [...many(25_000, (i) => `${i},${1000 + i},${i}`), '25000,1001,1.5e400'];
    const { streamed, loaded } = await both(rows);
    expect(streamed).toEqual(loaded);
  });
});

describe('dqw validate in one pass types columns as production does', () => {
  it('leading zeros, T/F flags and int widened to bigint, scanning only the rules’ columns', async () => {
    const doc = {
      validations: {
        on_failure: 'warn',
        rules: [
          // Read as int, `00042` is 42: the pattern fails on every row.
          { type: 'regex', column: 'zip', pattern: '^[0-9]{5}$' },
          { type: 'max', column: 'zip', must_be: '> 0' },
          // `T`/`F` stay text to Spark (not booleans).
          { type: 'regex', column: 'flag', pattern: '^[TF]$' },
          // One value past 2^31 - 1, past DuckDB's sample: the column is bigint.
          { type: 'max', column: 'big', must_be: '> 2147483647' },
          { type: 'sum', column: 'big', must_be: '> 0' },
        ],
      },
    };
    const rows = [
      ...many(25_000, (i) => `${i},${String(i).padStart(5, '0')},${i % 2 ? 'T' : 'F'},${i}`),
      '25000,00007,F,3000000000',
    ];
    const { streamed, loaded } = await both(rows, doc, 'id,zip,flag,big');
    const { warnings: ws, ...s } = streamed;
    const { warnings: wl, ...l } = loaded;
    expect(s).toEqual(l);
    // Notes on columns no rule reads come only from the load, which scans every column.
    for (const w of ws) expect(wl).toContain(w);
    const byCode = (r: { rule_type: string; target: string; metric_value: number | null }) =>
      `${r.rule_type}:${r.target}`;
    const results = Object.fromEntries(
      (s.results as Parameters<typeof byCode>[0][]).map((r) => [byCode(r), r]),
    );
    expect(results['regex:zip']).toMatchObject({ passed: false });
    expect(results['max:zip'].metric_value).toBe(24999);
    expect(results['regex:flag']).toMatchObject({ passed: true });
    expect(results['max:big'].metric_value).toBe(3_000_000_000);
    expect(ws.join(' ')).toMatch(/production reads `zip` as int/);
  });
});

/**
 * A streamed run guesses the types of the rules' columns on the first 20,000 rows and
 * checks every row against the guess in the run's own scan; a value that changes a type
 * sends it back to production's inference over every row. Each case puts that value
 * past the sample: the results must be the loaded table's, and the schema rule proves
 * the column's final type.
 */
describe('types guessed on the first rows are checked on every row', () => {
  const cases: [string, (i: number) => string, string, string][] = [
    ['int widened to bigint', (i) => String(i), '3000000000', 'bigint'],
    ['int widened to double', (i) => String(i), '1.5', 'double'],
    ['int turned to text', (i) => String(i), 'abc', 'string'],
    ['int with a first leading zero', (i) => String(i + 1), '007', 'int'],
    ['double turned to text', (i) => `${i}.5`, 'x', 'string'],
    [
      'date widened to timestamp',
      (i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      '2024-01-01 10:00:00',
      'timestamp',
    ],
    ['date turned to text by an impossible date', () => '2024-02-03', '2024-13-45', 'string'],
    [
      'timestamp with a first offset',
      () => '2024-02-03 10:00:00',
      '2024-02-03T10:00:00-03:00',
      'timestamp',
    ],
    ['boolean turned to text', (i) => (i % 2 ? 'true' : 'FALSE'), 'maybe', 'string'],
    ['T/F flags that stop being flags', (i) => (i % 2 ? 'T' : 'F'), 'x', 'string'],
    ['empty first rows, then a number', () => '', '5', 'int'],
    ['text stays text whatever follows', (i) => `name ${i}`, '42', 'string'],
  ];
  for (const [name, value, late, type] of cases) {
    it(name, async () => {
      const doc = {
        validations: {
          on_failure: 'warn',
          rules: [
            { type: 'not_null', column: 'v' },
            { type: 'regex', column: 'v', pattern: '^[0-9]+$' },
            { type: 'unique', column: 'v' },
            { type: 'schema', column_types: { v: type } },
          ],
        },
      };
      const rows = [...many(25_000, (i) => `${i},${value(i)}`), `25000,${late}`];
      const { streamed, loaded } = await both(rows, doc, 'id,v');
      const { warnings: ws, ...s } = streamed;
      const { warnings: wl, ...l } = loaded;
      expect(s).toEqual(l);
      for (const w of ws) expect(wl).toContain(w);
      const schema = s.results.find((r: { rule_type: string }) => r.rule_type === 'schema');
      expect(schema.passed, JSON.stringify(schema)).toBe(true);
    });
  }
});

/**
 * A streamed run counts a dense integer key distinct by bitmap, in a range guessed from the
 * first 20,000 rows and the rows the file may hold; a key past the guess sends the run
 * again, hashing (the engine's tests prove each path is taken). Either way the counts must
 * be the loaded table's, which reads the exact range.
 */
describe('distinct counts of integer keys in one pass', () => {
  const doc = {
    validations: {
      on_failure: 'warn',
      rules: [
        { type: 'unique', columns: ['id'] },
        { type: 'distinct_count', column: 'id', must_be: '> 0' },
        { type: 'duplicate_count', columns: ['id'], must_be: '= 0' },
      ],
    },
  };
  const distinct = (run: { results: { rule_type: string; metric_value: number | null }[] }) =>
    run.results.find((r) => r.rule_type === 'distinct_count')?.metric_value;

  it('sorted ids with duplicates and empties', async () => {
    const rows = many(40_000, (i) => `${i % 9 === 0 ? '' : Math.floor(i / 2)},1,1`);
    const { streamed, loaded } = await both(rows, doc);
    expect(streamed).toEqual(loaded);
    // Ids 0…19,999, each on two neighbouring rows (never both empty), and NULL.
    expect(distinct(streamed)).toBe(20_001);
  });

  it('an id far past the guessed range, at the end of the file', async () => {
    const rows = [...many(40_000, (i) => `${i},1,1`), '2000000000,1,1', '5,1,1'];
    const { streamed, loaded } = await both(rows, doc);
    expect(streamed).toEqual(loaded);
    expect(distinct(streamed)).toBe(40_001);
  });
});

describe('wide files', () => {
  it('a narrow view of 1,100 columns gives the loaded table’s results, missing columns included', async () => {
    const header = many(1_100, (i) => `c${i}`).join(',');
    const rows = many(5, (r) =>
      many(1_100, (i) => (i % 3 ? String(r * i - 2) : `x${r}`)).join(','),
    );
    const doc = {
      validations: {
        on_failure: 'warn',
        rules: [
          { type: 'not_null', column: 'C1' },
          { type: 'range', column: 'c1000', min: 0 },
          { type: 'regex', column: 'c999', pattern: '^x[0-3]$' },
        ],
      },
    };
    const { streamed, loaded } = await both(rows, doc, header);
    expect(streamed.results).toEqual(loaded.results);
    expect(streamed.results[1].failed_count).toBe(1);
    expect(streamed.results[2].failed_count).toBe(1);
    // A column the file lacks: the message names the closest of all 1,100, both ways.
    const data = path.join(tmp, 'wide-missing.csv');
    writeFileSync(data, [header, ...rows].join('\n') + '\n');
    const rules = path.join(tmp, 'wide-missing.json');
    writeFileSync(rules, JSON.stringify({ rules: [{ type: 'not_null', column: 'c1099x' }] }));
    const common = ['validate', data, '--rules', rules, '--json'];
    const missing = await dqw(common);
    const missingLoaded = await dqw([...common, '--valid', path.join(tmp, 'valid.csv')]);
    const error = JSON.parse(missing.stdout).results[0].error;
    expect(error).toMatch(/^Column "c1099x" does not exist\. Closest: c1099\b/);
    expect(error).toBe(JSON.parse(missingLoaded.stdout).results[0].error);
    // A row count alone reads no column.
    const count = await both(rows, { rules: [{ type: 'row_count', min: 5 }] }, header);
    expect(count.streamed.results).toEqual(count.loaded.results);
    expect(count.streamed.rows_read).toBe(5);
  }, 120_000);

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
