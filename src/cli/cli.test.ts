/**
 * `dqw` end to end (docs/cli.md): spawns `node bin/dqw.mjs` on examples/data/customers.csv
 * with real documents, reads back the files it writes, and checks exit codes and stderr.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openNative } from '../adapters/node/native.ts';
import { CUSTOMERS_COLUMN_TYPES, customersCsv, repoRoot } from '../adapters/testing/paths.ts';
import { fileIdentity } from './history.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const out = (name: string) => path.join(tmp, name);
const example = path.join(repoRoot, 'examples', 'customers.targets.json');
const NOW = '2026-02-01T00:00:00Z';

function doc(name: string, body: unknown): string {
  const p = out(name);
  writeFileSync(p, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  return p;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function dqw(
  args: string[],
  cmd = process.execPath,
  pre = [path.join(repoRoot, 'bin', 'dqw.mjs')],
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      [...pre, ...args],
      { cwd: repoRoot, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** `dqw validate` of the customers sample against the targets example, at a fixed clock. */
function validateExample(extra: string[]): Promise<Run> {
  return dqw(['validate', customersCsv, '--rules', example, '--now', NOW, ...extra]);
}

const CODES = [
  'not_null(id)',
  'not_null(name)',
  'not_null(email)',
  'regex(email,^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$)',
  'regex(country,^[A-Z]{2}$)',
  'range(id,1,1000)',
  'range(age,1,120)',
];

describe('dqw validate', () => {
  it('prints seven results for the three-entry targets example with --json', async () => {
    const r = await dqw(['validate', customersCsv, '--rules', example, '--json', '--now', NOW]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual([
      'pipeline',
      'document',
      'rows_read',
      'validated_at',
      'on_failure',
      'aborted',
      'halted',
      'incomplete',
      'warnings',
      'results',
    ]);
    expect(json).toMatchObject({
      pipeline: 'customers_quality',
      document: 'pipeline',
      rows_read: 7,
      validated_at: '2026-02-01T00:00:00.000Z',
      on_failure: 'warn',
      aborted: false,
      warnings: [],
    });
    expect(json.results.map((x: { code: string }) => x.code)).toEqual(CODES);
    expect(json.results.map((x: { severity: string }) => x.severity)).toEqual([
      'pass',
      'pass',
      'fail',
      'fail',
      'pass',
      'pass',
      'fail',
    ]);
    expect(Object.keys(json.results[6])).toEqual([
      'rule_type',
      'code',
      'check_name',
      'target',
      'rule_params',
      'severity',
      'passed',
      'failed_count',
      'metric_value',
      'message',
    ]);
    expect(json.results[6]).toMatchObject({
      rule_type: 'range',
      target: 'age',
      failed_count: 1,
      rule_params: '{"max": 120, "min": 1}',
    });
  });

  it.each([
    [
      'validations',
      { validations: { on_failure: 'warn', rules: [] } },
      'read as a {"validations": {…}} document',
    ],
    [
      'inner',
      { on_failure: 'warn', rules: [] },
      'read as the inner validations object {"on_failure": …, "rules": […]}',
    ],
    [
      'pipeline',
      { input: { format: 'csv' }, validations: { on_failure: 'warn', rules: [] } },
      'read as a whole pipeline: only its "validations" is used',
    ],
  ])('says which shape it read the document as: %s (RULES.md §1)', async (shape, body, words) => {
    const rules = [{ type: 'row_count', min: 1 }];
    const inner = 'validations' in body ? body.validations : body;
    const file = doc(`shape-${shape}.json`, {
      ...body,
      ...('validations' in body ? { validations: { ...inner, rules } } : { rules }),
    });
    const text = await dqw(['validate', customersCsv, '--rules', file, '--now', NOW]);
    expect(text.stdout.split('\n')[0]).toBe(words);
    const json = await dqw(['validate', customersCsv, '--rules', file, '--json', '--now', NOW]);
    expect(JSON.parse(json.stdout)).toMatchObject({ pipeline: null, document: shape });
  });

  it('prints a readable table without --json', async () => {
    const r = await dqw(['validate', customersCsv, '--rules', example, '--now', NOW]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^pipeline customers_quality · read as a whole pipeline: only its "validations" is used\n#\s+severity\s+code\s+failed\s+metric\s+message\n/,
    );
    expect(r.stdout).toContain('7  FAIL      range(age,1,120)');
    expect(r.stdout).toContain(
      '7 rules: 4 pass, 0 warn, 3 fail · 7 rows read · on_failure warn · validated_at 2026-02-01T00:00:00.000Z',
    );
  });

  it('exits 1 when a rule fails under on_failure "fail", and says production would write nothing', async () => {
    const strict = doc('strict.json', {
      validations: {
        rules: [
          { type: 'not_null', columns: ['email'] },
          { type: 'row_count', min: 1 },
        ],
      },
    });
    const r = await dqw([
      'validate',
      customersCsv,
      '--rules',
      strict,
      '--json',
      '--now',
      NOW,
      '--report',
      out('strict.csv'),
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      on_failure: 'fail',
      aborted: true,
      halted: false,
      pipeline: null,
    });
    expect(r.stderr).toMatch(
      /1 rule failed under on_failure "fail": in production the pipeline would abort before writing anything/,
    );
    // RULES.md §7: production's report table, no code column.
    expect(readFileSync(out('strict.csv'), 'utf8').split('\n')[0]).toBe(
      'pipeline,rule_type,check_name,target,rule_params,severity,passed,failed_count,rows_read,metric_value,message,validated_at',
    );
  });

  it('exits 1 when a rule cannot run, whatever on_failure says; the other results are still printed (RULES.md §7)', async () => {
    const broken = doc('broken.json', {
      validations: {
        on_failure: 'skip',
        rules: [
          { type: 'not_null', column: 'id' },
          { type: 'sql', query: 'SELECT true FROM _validation_df WHERE id < 0' },
          { type: 'range', column: 'agee', min: 0 },
          // Not portable: production runs it, so it is not one of the rules that stop it.
          { type: 'sql', query: 'SELECT 7 div 2 = 3' },
        ],
      },
    });
    const r = await dqw(['validate', customersCsv, '--rules', broken, '--json', '--now', NOW]);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({
      on_failure: 'skip',
      aborted: true,
      halted: true,
      incomplete: true,
    });
    expect(json.results.map((x: { severity: string }) => x.severity)).toEqual([
      'pass',
      'fail',
      'fail',
      'fail',
    ]);
    expect(json.results[3].not_portable).toBe(true);
    expect(json.results[1].error).toMatch(/no rows/);
    expect(json.results[2].error).toMatch(/agee/);
    expect(r.stderr).toMatch(
      /2 rules could not run: in production that is an exception that stops the pipeline before writing anything, whatever on_failure says \(here "skip"\)/,
    );
    expect(r.stderr).toMatch(
      /1 rule could not be checked here: .* its verdict here is unknown\.\n/,
    );
  });

  it('leaves the quarantine unwritten, with exit 1, when a rule that cannot run decides its rows (RULES.md §7)', async () => {
    const broken = doc('broken-regex.json', {
      validations: {
        rules: [
          { type: 'regex', column: 'email', pattern: '(' },
          { type: 'row_count', min: 1 },
        ],
      },
    });
    const q = out('broken-regex.quarantine.jsonl');
    const r = await dqw(['validate', customersCsv, '--rules', broken, '--json', '--quarantine', q]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).results[0].error).toMatch(/not a regular expression RE2 can run/);
    expect(r.stderr).toMatch(/could not run/);
    expect(r.stderr).toContain(`${q} not written: a rule that could not run`);
    expect(r.stderr).not.toMatch(/Invalid Input Error/);
    expect(existsSync(q)).toBe(false);
  });

  it('refuses the document, at the rule, when a sql rule calls a function Spark does not have', async () => {
    const rules = doc('misspelt.json', {
      validations: {
        rules: [
          { type: 'sql', query: 'SELECT count(*) = 0 FROM _validation_df WHERE lenght(name) > 40' },
        ],
      },
    });
    const r = await dqw(['validate', customersCsv, '--rules', rules]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /misspelt\.json:\d+:\d+: error at validations\.rules\[0\]\.query: Spark has no function `lenght`; did you mean `length`\?/,
    );
  });

  it('exits 3 when a rule cannot be checked here though production runs it, and says so, not that production stops (RULES.md §8)', async () => {
    const unportable = (onFailure: string) =>
      doc(`unportable-${onFailure}.json`, {
        validations: {
          on_failure: onFailure,
          rules: [
            { type: 'not_null', column: 'id' },
            {
              type: 'sql',
              query: "SELECT count(*) = 0 FROM _validation_df WHERE email rlike '(?=a)x'",
            },
          ],
        },
      });
    const r = await dqw(['validate', customersCsv, '--rules', unportable('warn'), '--now', NOW]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(
      /NOT CHECKED +sql +0 +Not portable here: rlike with the pattern "\(\?=a\)x"\. The pattern uses/,
    );
    expect(r.stdout).toMatch(/2 rules: 1 pass, 0 warn, 0 fail, 1 not checked here/);
    expect(r.stderr).toContain(
      'dqw: 1 rule could not be checked here: the workbench cannot run it (not portable to DuckDB), production would run it, and its verdict here is unknown.\n',
    );
    expect(r.stderr).not.toMatch(/could not run|stops the pipeline|would abort/);

    const json = await dqw([
      'validate',
      customersCsv,
      '--rules',
      unportable('fail'),
      '--json',
      '--now',
      NOW,
    ]);
    expect(json.code).toBe(3);
    const out = JSON.parse(json.stdout);
    expect(out).toMatchObject({ aborted: false, halted: false, incomplete: true });
    expect(out.results[1]).toMatchObject({ severity: 'fail', not_portable: true });
    expect(out.results[0].not_portable).toBeUndefined();
    expect(json.stderr).toContain(
      'Under on_failure "fail", production would stop if it fails there.',
    );
  });

  it('judges a sql query by Python truthiness and warns when it is not a boolean (RULES.md §3)', async () => {
    const counting = doc('counting.json', {
      validations: {
        on_failure: 'warn',
        rules: [
          { type: 'sql', query: 'SELECT count(*) FROM _validation_df WHERE age > 150' },
          { type: 'sql', query: "SELECT 'false'" },
        ],
      },
    });
    const r = await dqw(['validate', customersCsv, '--rules', counting, '--json', '--now', NOW]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    // One age is 200: the count is 1, which Python reads as true; 'false' is a non-empty string.
    expect(json.results.map((x: { severity: string }) => x.severity)).toEqual(['pass', 'pass']);
    expect(json.warnings.join('\n')).toMatch(
      /production passes whenever it is non-zero\. Did you mean COUNT\(\*\) = 0\?/,
    );
    expect(json.warnings.join('\n')).toMatch(/any non-empty string, even 'false'/);
    // Both rules' code is `sql`: each warning names its rule's place in the document.
    expect(json.warnings[0]).toMatch(/^validations\.rules\[0\] \(sql\): The query returns a count/);
    expect(json.warnings[1]).toMatch(/^validations\.rules\[1\] \(sql\): The query returns text/);
  });

  it('refuses a document production refuses, naming the path (exit 2)', async () => {
    const refused = doc('refused.json', {
      name: 'p',
      output: { format: 'delta', path: '/o', annotate: 'codes' },
      validations: { rules: [{ type: 'custom_sql', query: 'SELECT true' }] },
    });
    const r = await dqw(['validate', customersCsv, '--rules', refused, '--now', NOW]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/output\.annotate/);
    expect(r.stderr).toMatch(/validations\.rules\[0\]\.type.*custom_sql/);
  });

  it('exits 0 when every rule passes under on_failure "fail"', async () => {
    const ok = doc('ok.json', {
      validations: { rules: [{ type: 'not_null', columns: ['id', 'name'] }] },
    });
    const r = await dqw(['validate', customersCsv, '--rules', ok, '--now', NOW]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 rule: 1 pass, 0 warn, 0 fail · 7 rows read');
  });

  it('writes a message too long for the table in full below it, so the fix is never cut off', async () => {
    const rules = doc('long.json', {
      validations: {
        rules: [
          { type: 'range', column: 'name', min: 0 },
          { type: 'row_count', min: 1 },
        ],
      },
    });
    const r = await dqw(['validate', customersCsv, '--rules', rules, '--now', NOW]);
    const [table, full] = r.stdout.split('\nIn full:\n');
    expect(table).toContain('ERROR: production stops the run on Spark 4');
    expect(table).not.toContain('Spark 3.5 reads them as NULL');
    expect(full).toMatch(
      /^1 {2}range\(name,0,\*\): ERROR: production stops the run on Spark 4: .*Spark 3\.5 reads them as NULL\n/,
    );
    expect(full).not.toContain('row_count');
  });

  it('writes the quarantine and the valid rows as csv, json and jsonl, following outputs.invalid', async () => {
    const r = await validateExample(['--quarantine', out('bad.json'), '--valid', out('good.csv')]);
    expect(r.code).toBe(0);
    const bad = JSON.parse(readFileSync(out('bad.json'), 'utf8'));
    expect(bad).toEqual([
      {
        id: 3,
        name: 'Carla Dias',
        email: null,
        age: 27,
        country: 'PT',
        status: 'active',
        created_at: '2026-01-07',
        dq_codes: [CODES[2], CODES[3]],
      },
      {
        id: 4,
        name: 'Diego Reis',
        email: 'diego@ex.com',
        age: 200,
        country: 'BR',
        status: 'active',
        created_at: '2026-01-08',
        dq_codes: [CODES[6]],
      },
    ]);
    const good = readFileSync(out('good.csv'), 'utf8').trim().split('\n');
    expect(good[0]).toBe('id,name,email,age,country,status,created_at');
    expect(good.map((l) => l.split(',')[0]).slice(1)).toEqual(['1', '2', '5', '6', '2']);

    const scoped = await validateExample([
      '--quarantine',
      out('bad.jsonl'),
      '--annotate',
      'why',
      '--only',
      'range(age,1,120)',
    ]);
    expect(scoped.code).toBe(0);
    const lines = readFileSync(out('bad.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        id: 4,
        name: 'Diego Reis',
        email: 'diego@ex.com',
        age: 200,
        country: 'BR',
        status: 'active',
        created_at: '2026-01-08',
        why: ['range(age,1,120)'],
      },
    ]);
  });

  it('writes Parquet quarantines with the annotate column as a list of strings', async () => {
    const r = await validateExample([
      '--quarantine',
      out('bad.parquet'),
      '--valid',
      out('good.parquet'),
    ]);
    expect(r.code).toBe(0);
    const native = await openNative();
    try {
      const bad = await native.loadParquetFile(out('bad.parquet'), 'bad');
      expect(bad.columns.at(-1)).toEqual({ name: 'dq_codes', type: 'VARCHAR[]' });
      expect(bad.rows).toBe(2);
      const good = await native.loadParquetFile(out('good.parquet'), 'good');
      expect(good.columns.map((c) => `${c.name}:${c.type}`)).toEqual(CUSTOMERS_COLUMN_TYPES);
      expect(good.rows).toBe(5);
    } finally {
      await native.close();
    }
  });

  it('neutralises spreadsheet formulas in CSV outputs', async () => {
    const data = out('formula.csv');
    writeFileSync(data, 'id,name\n1,=HYPERLINK("http://x")\n2,ok\n');
    const rules = doc('formula.json', {
      validations: {
        on_failure: 'warn',
        rules: [{ type: 'regex', column: 'name', pattern: '^[a-z]+$' }],
      },
    });
    const r = await dqw([
      'validate',
      data,
      '--rules',
      rules,
      '--now',
      NOW,
      '--quarantine',
      out('formula-bad.csv'),
    ]);
    expect(r.code).toBe(0);
    // No annotate configured: production writes the input columns only (RULES.md §6).
    expect(readFileSync(out('formula-bad.csv'), 'utf8')).toBe(
      'id,name\n1,"\'=HYPERLINK(""http://x"")"\n',
    );
  });

  it('writes the report as json (JSON Lines), parquet and html', async () => {
    const r = await validateExample(['--report', out('report.json')]);
    expect(r.code).toBe(0);
    const report = readFileSync(out('report.json'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(report).toHaveLength(7);
    expect(report[0]).toEqual({
      pipeline: 'customers_quality',
      rule_type: 'not_null',
      check_name: '',
      target: 'id',
      rule_params: '{}',
      severity: 'pass',
      passed: true,
      failed_count: 0,
      rows_read: 7,
      metric_value: null,
      message: expect.any(String),
      validated_at: '2026-02-01T00:00:00.000Z',
      // After production's twelve: the file the report covers (docs/choices.md).
      source_file: 'customers.csv',
      source_fingerprint: fileIdentity(customersCsv).fingerprint,
    });
    expect(report[5]).toMatchObject({ target: 'id', rule_params: '{"max": 1000, "min": 1}' });

    const pq = await validateExample(['--report', out('report.parquet')]);
    expect(pq.code).toBe(0);
    const native = await openNative();
    try {
      const loaded = await native.loadParquetFile(out('report.parquet'), 'report');
      expect(loaded.rows).toBe(7);
      // Production's Spark types: string, boolean, bigint (long), double, timestamp.
      expect(loaded.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
        'pipeline:VARCHAR',
        'rule_type:VARCHAR',
        'check_name:VARCHAR',
        'target:VARCHAR',
        'rule_params:VARCHAR',
        'severity:VARCHAR',
        'passed:BOOLEAN',
        'failed_count:BIGINT',
        'rows_read:BIGINT',
        'metric_value:DOUBLE',
        'message:VARCHAR',
        'validated_at:TIMESTAMP WITH TIME ZONE',
      ]);
      const kv = await native.query(
        `SELECT decode(key) AS k, decode(value) AS v FROM parquet_kv_metadata('${out('report.parquet')}') WHERE decode(key) LIKE 'source_%' ORDER BY k`,
      );
      expect(kv.rows).toEqual([
        { k: 'source_file', v: 'customers.csv' },
        { k: 'source_fingerprint', v: fileIdentity(customersCsv).fingerprint },
      ]);
    } finally {
      await native.close();
    }
    const html = await validateExample(['--report', out('report.html')]);
    expect(html.code).toBe(0);
    const page = readFileSync(out('report.html'), 'utf8');
    expect(page).toMatch(/<html[\s\S]*range\(age,1,120\)/);
    expect(page).toContain(
      `File <strong>customers.csv</strong> · fingerprint <code>${fileIdentity(customersCsv).fingerprint}</code>`,
    );
    const csv = await validateExample(['--report', out('report.csv')]);
    expect(csv.code).toBe(0);
    // The CSV keeps production's twelve columns, nothing more.
    expect(readFileSync(out('report.csv'), 'utf8').split('\n')[0].split(',')).toHaveLength(12);
  });

  it('validates Parquet data the same as the CSV it came from', async () => {
    const native = await openNative();
    await native.exec(
      `COPY (SELECT * FROM read_csv('${customersCsv}')) TO '${out('customers.parquet')}' (FORMAT parquet)`,
    );
    await native.close();
    const csv = await dqw(['validate', customersCsv, '--rules', example, '--json', '--now', NOW]);
    const pq = await dqw([
      'validate',
      out('customers.parquet'),
      '--rules',
      example,
      '--json',
      '--now',
      NOW,
    ]);
    expect(pq.code).toBe(0);
    expect(JSON.parse(pq.stdout)).toEqual(JSON.parse(csv.stdout));
  });

  it('keeps sql rules inside the loaded data: reading a file is a rule error, not a leak', async () => {
    const rules = doc('sneaky.json', {
      validations: {
        on_failure: 'warn',
        rules: [
          // DuckDB would read a path given as a table.
          { type: 'sql', query: "SELECT count(*) > 0 FROM '/etc/passwd'" },
          { type: 'sql', query: 'SELECT count(*) = 7 FROM _validation_df' },
        ],
      },
    });
    const r = await dqw(['validate', customersCsv, '--rules', rules, '--json', '--now', NOW]);
    // A rule that cannot run stops a pipeline in production (RULES.md §7): exit 1.
    expect(r.code).toBe(1);
    const [sneaky, fine] = JSON.parse(r.stdout).results;
    expect(sneaky).toMatchObject({
      severity: 'fail',
      error: expect.stringMatching(/Permission Error|Cannot access file|is not loaded here/),
    });
    expect(sneaky.error).not.toContain('root:');
    expect(fine).toMatchObject({ severity: 'pass' });
    // read_csv() is DuckDB's, not Spark's: the document is refused before any run.
    const direct = doc('sneaky-read.json', {
      validations: {
        rules: [{ type: 'sql', query: "SELECT count(*) > 0 FROM read_csv('/etc/passwd')" }],
      },
    });
    const refused = await dqw(['validate', customersCsv, '--rules', direct]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Spark has no function `read_csv`');
    expect(refused.stderr).not.toContain('root:');
  });
});

describe('dqw exit code 2 with a clear message', () => {
  const strictRules = path.join(repoRoot, 'examples', 'customers.strict.json');
  const folder = path.join(tmp, 'a-folder.csv');
  mkdirSync(folder);
  it.each([
    [['validate', customersCsv], /validate needs --rules <doc.json>/],
    [['validate', '--rules', 'x.json'], /validate needs exactly one data file \(got none\)/],
    [['validate', customersCsv, '--rules', 'x.json', '--bogus'], /Unknown option '--bogus'/],
    [
      ['validate', customersCsv, '--rules', 'x.json', '--now', 'yesterday'],
      /--now yesterday: not an ISO-8601 date/,
    ],
    [
      ['validate', customersCsv, '--rules', 'x.json', '--quarantine', 'out.xlsx'],
      /--quarantine out.xlsx: the file name must end in .csv, .json, .jsonl, .parquet/,
    ],
    [
      ['validate', customersCsv, '--rules', 'x.json', '--report', 'out.jsonl'],
      /--report out.jsonl: the file name must end in .csv, .json, .parquet, .html/,
    ],
    [
      ['validate', customersCsv, '--rules', 'missing.json'],
      /--rules missing.json: cannot read the file: no such file/,
    ],
    [
      ['validate', customersCsv, '--rules', strictRules, '--quarantine', '/no/such/folder/q.csv'],
      /--quarantine \/no\/such\/folder\/q.csv: cannot write the file: its folder does not exist/,
    ],
    [
      ['validate', customersCsv, '--rules', strictRules, '--report', folder],
      /--report .*: cannot write the file: it is a folder, not a file/,
    ],
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/],
  ])('%j', async (args, message) => {
    const r = await dqw(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('names each document error with its JSON path and line:column', async () => {
    const bad = doc(
      'bad.json',
      '{\n  "validations": {\n    "on_failure": "Warn",\n    "rules": [{ "type": "not_null", "targets": [] }]\n  }\n}\n',
    );
    const r = await dqw(['validate', customersCsv, '--rules', bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad\.json: the rules document has 1 error:/);
    expect(r.stderr).toMatch(/bad\.json:3:\d+: warning at validations\.on_failure: .*lowercase/);
    expect(r.stderr).toMatch(/bad\.json:4:\d+: error at validations\.rules\[0\]\.targets/);
  });

  it('lists the warnings beside the errors: a misspelt key is often the cause', async () => {
    const typo = doc('typo.json', '{"validations": {"rule": [], "raport": {}}}\n');
    const r = await dqw(['validate', customersCsv, '--rules', typo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/typo\.json: the rules document has 1 error:/);
    expect(r.stderr).toMatch(/error at validations\.rule: There is no "rules" list: rename "rule"/);
    expect(r.stderr).toMatch(/and 2 warnings:\n.*warning at validations\.rule: /);
    expect(r.stderr).toMatch(/warning at validations\.raport: .*Did you mean "report"\?/);
  });

  it('refuses a missing or unreadable data file', async () => {
    const missing = await dqw(['validate', out('nope.csv'), '--rules', example]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`data file ${out('nope.csv')}: not found`);
    const empty = out('empty.csv');
    writeFileSync(empty, '');
    const r = await dqw(['validate', empty, '--rules', example]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${empty}: the file is empty`);
    const fake = out('fake.parquet');
    writeFileSync(fake, 'id\n1\n');
    const p = await dqw(['validate', fake, '--rules', example]);
    expect(p.code).toBe(2);
    expect(p.stderr).toContain(`${fake}: cannot read as Parquet`);
    expect(p.stderr).not.toContain('DuckDB');
  });

  it('says in plain words what is wrong with a data file, naming it as given', async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      [
        'ragged.csv',
        'a,b\n1,2\n3,4,5\n6,7\n',
        /ragged\.csv: rows have different numbers of fields with the delimiter ",": line 3 has 3 fields but the header \(line 1\) has 2\. Fix that row, or check the delimiter\n$/,
      ],
      [
        'array.csv',
        '[{"id":1},{"id":2}]\n',
        /array\.csv: the file holds JSON \(an array of records\), not CSV/,
      ],
      ['lines.csv', '{"id":1}\n{"id":2}\n', /lines\.csv: the file holds JSON Lines \(NDJSON/],
      [
        'latin1.csv',
        Buffer.from('a,b\nJos\xe9,1\n', 'latin1'),
        /latin1\.csv: the file is not UTF-8 text/,
      ],
      ['fake.parquet', 'id\n1\n', /fake\.parquet: cannot read as Parquet: the file is not Parquet/],
    ];
    for (const [name, content, message] of cases) {
      writeFileSync(out(name), content);
      const r = await dqw(['validate', out(name), '--rules', example]);
      expect(r.code, name).toBe(2);
      expect(r.stderr, name).toMatch(message);
      // No engine words, no other path than the user's own.
      expect(r.stderr, name).not.toMatch(/DuckDB|Invalid Input|Error:|read_csv|sniff/);
      expect(r.stderr.split(out(name)).join(''), name).not.toMatch(/\/tmp|\/uploads/);
    }
  });

  it('reads a file in the encoding the pipeline names, and refuses one it cannot read', async () => {
    const latin = out('latin-pipeline.csv');
    writeFileSync(latin, Buffer.from('id,name\n1,José\n2,Ana\n', 'latin1'));
    const pipeline = (options: Record<string, unknown>) =>
      doc(`latin-${Object.values(options).join('-')}.json`, {
        name: 'p',
        input: { format: 'csv', path: 'x', options },
        validations: {
          on_failure: 'warn',
          rules: [{ type: 'regex', column: 'name', pattern: '^José$', code: 'JOSE' }],
        },
      });
    for (const extra of [[], ['--quarantine', out('latin-q.csv')]]) {
      const r = await dqw([
        'validate',
        latin,
        '--rules',
        pipeline({ encoding: 'ISO-8859-1' }),
        '--json',
        ...extra,
      ]);
      expect(r.code, r.stderr).toBe(0);
      const result = JSON.parse(r.stdout).results[0];
      expect(result).toMatchObject({ code: 'JOSE', failed_count: 1 });
    }
    const refused = await dqw(['validate', latin, '--rules', pipeline({ encoding: 'cp1252' })]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `dqw: ${latin}: input.options.encoding "cp1252" is not an encoding the workbench reads (it reads UTF-8, ISO-8859-1 and UTF-16): save a copy of the file as UTF-8 to try the rules here, without this option; production still reads the original as "cp1252"\n`,
    );
  });

  it('names a ragged row past the rows it guesses types on, met by the one pass over the file', async () => {
    // Notes over two lines before the row: its line is not DuckDB's count of records.
    const rows = Array.from({ length: 25_000 }, (_, i) => `${i},"${'y'.repeat(100)}\n-"`);
    const deep = out('deep-ragged.csv');
    writeFileSync(deep, ['id,note', ...rows, '1,2,3', '4,x', ''].join('\n'));
    const rules = doc('deep-rules.json', {
      validations: { on_failure: 'warn', rules: [{ type: 'not_null', columns: ['id'] }] },
    });
    for (const extra of [[], ['--quarantine', out('deep-q.csv')]]) {
      const r = await dqw(['validate', deep, '--rules', rules, ...extra]);
      expect(r.code, extra.join(' ')).toBe(2);
      expect(r.stderr).toBe(
        `dqw: ${deep}: rows have different numbers of fields: line 50,002 has 3 fields but the header (line 1) has 2. Fix that row, or check the delimiter\n`,
      );
    }
  });

  it('skips blank lines and lines of only whitespace, as Spark does, streamed or loaded', async () => {
    // The one-column file: a blank line is no NULL row.
    const one = out('one-column.csv');
    writeFileSync(one, 'only\n1\n2\n\n3\n');
    const notNull = doc('only-not-null.json', {
      validations: { on_failure: 'fail', rules: [{ type: 'not_null', columns: ['only'] }] },
    });
    // A line of spaces past the rows types are guessed on: met by the one pass.
    const rows = Array.from({ length: 25_000 }, (_, i) => `${i},x`);
    const spaced = out('spaced.csv');
    writeFileSync(spaced, ['id,note', ...rows, '   ', '25000,y', ''].join('\n'));
    const idNotNull = doc('id-not-null.json', {
      validations: { on_failure: 'fail', rules: [{ type: 'not_null', columns: ['id'] }] },
    });
    for (const extra of [[], ['--quarantine', out('blank-q.csv')]]) {
      const a = await dqw(['validate', one, '--rules', notNull, '--json', ...extra]);
      expect(a.code, a.stderr).toBe(0);
      expect(JSON.parse(a.stdout).rows_read).toBe(3);
      const b = await dqw(['validate', spaced, '--rules', idNotNull, '--json', ...extra]);
      expect(b.code, b.stderr).toBe(0);
      expect(JSON.parse(b.stdout).rows_read).toBe(25_001);
    }
  });

  it('accepts a line longer than DuckDB’s default 2,000,000 bytes, or names the limit', async () => {
    const long = out('long-line.csv');
    writeFileSync(long, `id,text\n1,${'x'.repeat(3_000_000)}\n2,short\n`);
    const ok = await dqw([
      'validate',
      long,
      '--rules',
      doc('rows.json', { rules: [{ type: 'row_count', min: 1 }] }),
      '--json',
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).rows_read).toBe(2);
    const limited = await dqw([
      'validate',
      long,
      '--rules',
      out('rows.json'),
      '--max-line-size',
      '1000000',
    ]);
    expect(limited.code).toBe(2);
    expect(limited.stderr).toContain(
      `is longer than 1,000,000 bytes, the longest line read (that one has 2.9 MiB (3,000,003 bytes)). Split that line, or raise the limit: dqw validate … --max-line-size <bytes>`,
    );
  });

  it('refuses an annotate column that already exists in the data', async () => {
    const r = await dqw([
      'validate',
      customersCsv,
      '--rules',
      example,
      '--quarantine',
      out('q.csv'),
      '--annotate',
      'email',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/annotate column "email" already exists/);
  });
});

describe('dqw codes and schema', () => {
  it('lists the codes of the expanded rules, one a line', async () => {
    const r = await dqw(['codes', '--rules', example]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(CODES.join('\n') + '\n');
    const json = await dqw(['codes', '--rules', example, '--json']);
    expect(JSON.parse(json.stdout)[6]).toEqual({
      code: 'range(age,1,120)',
      rule_type: 'range',
      target: 'age',
      row_level: true,
    });
  });

  it('prints the JSON Schema the editor uses', async () => {
    const r = await dqw(['schema']);
    expect(r.code).toBe(0);
    const schema = JSON.parse(r.stdout);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(JSON.stringify(schema)).toContain('not_null');
  });

  it('runs as `npx dqw` from the repository root', async () => {
    const r = await dqw(['codes', '--rules', example], 'npx', ['--no-install', 'dqw']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(7);
  });
});

describe('dqw validate reads a CSV as production does (RULES.md §9)', () => {
  const fixture = path.join(repoRoot, 'examples', 'data', 'spark-types.csv');
  const rules = {
    validations: {
      on_failure: 'warn',
      rules: [
        { type: 'regex', column: 'cpf', pattern: '^[0-9]{11}$' },
        { type: 'schema', column_types: { cpf: 'string', small: 'int' } },
      ],
    },
  };
  const failed = (run: Run) =>
    (JSON.parse(run.stdout) as { results: { failed_count: number }[] }).results.map(
      (r) => r.failed_count,
    );

  it('infers types as Spark does and says what that changes', async () => {
    const run = await dqw([
      'validate',
      fixture,
      '--rules',
      doc('prod.json', rules),
      '--json',
      '--now',
      NOW,
    ]);
    expect(run.code).toBe(0);
    // cpf is bigint in production: every value is now shorter than 11 digits or not text.
    expect(failed(run)).toEqual([2, 1]);
    expect(JSON.parse(run.stdout).warnings).toContain(
      'data: production reads `cpf` as bigint: `00091898034` becomes `91898034` (Spark drops leading zeros)',
    );
  });

  it('--schema overrides named columns with a Spark DDL string', async () => {
    const run = await dqw([
      'validate',
      fixture,
      '--rules',
      doc('prod2.json', rules),
      '--json',
      '--now',
      NOW,
      '--schema',
      'cpf STRING',
    ]);
    expect(failed(run)).toEqual([0, 0]);
    const bad = await dqw([
      'validate',
      fixture,
      '--rules',
      doc('prod3.json', rules),
      '--schema',
      'cpf STRNG',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--schema: column `cpf`: unknown type `strng` (did you mean string?)',
    );
  });

  it('--sep reads the CSV with that delimiter, and refuses a Parquet file', async () => {
    const data = path.join(tmp, 'semi.csv');
    writeFileSync(data, 'a;b\n1;2\n');
    const semi = {
      validations: { on_failure: 'warn', rules: [{ type: 'not_null', columns: ['a'] }] },
    };
    const withSep = await dqw([
      'validate',
      data,
      '--rules',
      doc('semi.json', semi),
      '--json',
      '--sep',
      ';',
    ]);
    expect(JSON.parse(withSep.stdout).results[0].severity).toBe('pass');
    // Read with "," the file has one column, `a;b`: the rule cannot find `a`.
    const comma = await dqw([
      'validate',
      data,
      '--rules',
      doc('semi2.json', semi),
      '--json',
      '--sep',
      ',',
    ]);
    expect(JSON.parse(comma.stdout).results[0].error).toContain('Column "a" does not exist');
    const parquet = path.join(tmp, 'x.parquet');
    writeFileSync(parquet, 'PAR1');
    const refused = await dqw([
      'validate',
      parquet,
      '--rules',
      doc('semi3.json', semi),
      '--sep',
      ';',
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--sep applies to CSV files');
  });

  it("honours a whole pipeline's input.options: inferSchema false reads text", async () => {
    const pipeline = {
      name: 'p',
      input: { format: 'csv', path: 'x', options: { inferSchema: 'false' } },
      ...rules,
    };
    const run = await dqw([
      'validate',
      fixture,
      '--rules',
      doc('pipe.json', pipeline),
      '--json',
      '--now',
      NOW,
    ]);
    // Text as written: the CPFs keep their zeros; `small` is a string, not an int.
    expect(failed(run)).toEqual([0, 1]);
  });
});
