/**
 * Hostile input through every target, checked by the runtimes that will read the
 * artifacts: Python 3 (`json`, `ast`, and PyYAML, the YAML 1.1 loader DQX and Soda use)
 * reads what the artifact says, and the value must be what the document says — no export
 * changes a value (`1e3` is a float to Python, big integers are exact).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { sparkToDuckdb } from '../sql/spark-dialect';
import { exportRules, type ExportTarget } from '.';

const dir = mkdtempSync(join(tmpdir(), 'dqw-hostile-'));

/** Runs a Python 3 program with the artifact's text as `TEXT`; returns what it prints. */
function python(program: string, text: string): string {
  const file = join(dir, 'artifact.txt');
  writeFileSync(file, text);
  return execFileSync(
    'python3',
    ['-c', `import json, sys\nTEXT = open(sys.argv[1], encoding="utf-8").read()\n${program}`, file],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

/** PyYAML is what DQX and Soda load YAML with; the tests need it (Debian: python3-yaml). */
const LOAD_YAML = 'import yaml\nDOC = yaml.safe_load(TEXT)\n';

const NUMBERS = JSON.stringify({
  validations: {
    on_failure: 'fail',
    rules: [{ type: 'not_null', columns: ['id'] }],
  },
})
  .replace(
    '[{',
    `[
      { "type": "range", "column": "x", "min": 1e3, "max": 12345678901234567890 },
      { "type": "range", "column": "y", "min": 1.0, "max": 2.50 },
      { "type": "range", "column": "z", "min": 1e-7 },
      { "type": "invalid_count", "column": "n", "valid_values": [1e3, 12345678901234567890], "must_be": "= 0" },
      { "type": "row_count", "min": 1e3, "max": 12345678901234567890 },
      { "type": "missing_percent", "column": "m", "must_be": "< 1e-7" },
      { "type": "mean", "column": "a", "must_be": "> 1" },
      {`,
  )
  .replace('"on_failure":"fail"', '"name":"numbers","on_failure":"fail"');

/** Python's view of a value: its type and repr, e.g. `float 1000.0`. */
const SHOW = 'def show(v):\n    return f"{type(v).__name__} {v!r}"\n';

describe('numbers are never changed by an export', () => {
  it.each([
    ['{ "validations": … }', NUMBERS],
    ['the inner object', NUMBERS.slice(NUMBERS.indexOf('{', 1), -1)],
  ])(
    'sparquet (%s): Python reads the same rules from the pipeline as from the document',
    (_, doc) => {
      const art = exportRules(doc, 'sparquet');
      const same = python(
        `ORIG = ${JSON.stringify(NUMBERS)}\nprint(json.dumps(json.loads(TEXT)["validations"]) == json.dumps(json.loads(ORIG)["validations"]))`,
        art.text,
      );
      expect(same).toBe('True');
    },
  );

  it("spark-sql: listed values are compared as production's str() writes them (1.0 stays '1.0')", () => {
    const text = `{ "validations": { "rules": [
      { "type": "invalid_count", "column": "code", "valid_values": ["a", 1.0, 2.50], "must_be": "= 0" },
      { "type": "missing_count", "column": "code", "missing_values": ["", 1.0], "must_be": "= 0" } ] } }`;
    const art = exportRules(text, 'spark-sql');
    expect(art.text).toContain("IN ('a', '1.0', '2.5')");
    expect(art.text).toContain("NOT IN ('', '1.0')");
  });

  it('pyspark: the RULES list is the rules as written, types included', () => {
    const art = exportRules(NUMBERS, 'pyspark');
    const out = python(
      `import ast\nORIG = ${JSON.stringify(NUMBERS)}\n` +
        'tree = ast.parse(TEXT)\n' +
        'rules = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "RULES")\n' +
        'print(json.dumps(rules, sort_keys=True) == json.dumps(json.loads(ORIG)["validations"]["rules"], sort_keys=True))',
      art.text,
    );
    expect(out).toBe('True');
  });

  it('dqx: PyYAML reads the limits as written (float 1000.0, the exact big int, 1e-07)', () => {
    const art = exportRules(NUMBERS, 'dqx');
    const out = python(
      `${LOAD_YAML}${SHOW}args = [c["check"]["arguments"] for c in DOC if c["check"]["function"] in ("is_in_range", "is_not_less_than")]\n` +
        'print("|".join(show(a.get(k)) for a in args for k in ("min_limit", "max_limit", "limit") if k in a))',
      art.text,
    );
    expect(out).toBe('float 1000.0|int 12345678901234567890|float 1.0|float 2.5|float 1e-07');
  });

  it('soda: PyYAML reads the bounds, values and thresholds as written', () => {
    const art = exportRules(NUMBERS, 'soda');
    const out = python(
      `${LOAD_YAML}${SHOW}` +
        'cols = {c["name"]: c.get("checks", []) for c in DOC["columns"]}\n' +
        'x = cols["x"][0]["invalid"]\n' +
        'n = cols["n"][0]["invalid"]\n' +
        'm = cols["m"][0]["missing"]["threshold"]\n' +
        'rc = [c["row_count"] for c in DOC["checks"] if "row_count" in c][0]["threshold"]["must_be_between"]\n' +
        'print("|".join([show(x["valid_min"]), show(x["valid_max"]), *map(show, n["valid_values"]), show(m["must_be_less_than"]), show(rc["greater_than_or_equal"]), show(rc["less_than_or_equal"])]))',
      art.text,
    );
    expect(out).toBe(
      [
        'float 1000.0',
        'int 12345678901234567890',
        'float 1000.0',
        'int 12345678901234567890',
        'float 1e-07',
        'float 1000.0',
        'int 12345678901234567890',
      ].join('|'),
    );
  });

  it('gx: the expectation arguments are the numbers as written', () => {
    const art = exportRules(NUMBERS, 'gx');
    const out = python(
      `import ast\n${SHOW}` +
        'calls = [n for n in ast.walk(ast.parse(TEXT)) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") in ("ExpectColumnValuesToBeBetween", "ExpectTableRowCountToBeBetween")]\n' +
        'print("|".join(show(ast.literal_eval(k.value)) for c in calls for k in c.keywords if k.arg in ("min_value", "max_value")))',
      art.text,
    );
    expect(out).toBe(
      [
        'float 1000.0',
        'int 12345678901234567890',
        'float 1.0',
        'float 2.5',
        'float 1e-07',
        'float 1000.0',
        'int 12345678901234567890',
      ].join('|'),
    );
  });

  it.each(['spark-sql', 'delta', 'lakeflow-sql'] as ExportTarget[])(
    '%s: the IN list keeps the big integer exact',
    (target) => {
      expect(exportRules(NUMBERS, target).text).toContain('`n` IN (1e3, 12345678901234567890)');
    },
  );

  it('pyspark: the type is written as in the document (mean stays mean, so its code does)', () => {
    expect(exportRules(NUMBERS, 'pyspark').text).toContain(
      '{"type": "mean", "column": "a", "must_be": "> 1"},  # mean(a)',
    );
  });
});

/**
 * Spark SQL's lexer, as far as comments go (SqlBaseLexer.g4): string literals with
 * backslash escapes, backticked names, `/* … *\/` nested, and `--` up to a CR or LF —
 * where a backslash right before the LF continues the comment. Returns the code only.
 */
function sparkCodeOnly(sql: string, keepLiterals = false): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      out += keepLiterals ? sql.slice(i, j + 1) : `${c}${c}`;
      i = j + 1;
    } else if (c === '`') {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === '`' && sql[j + 1] !== '`')) j += sql[j] === '`' ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (sql.startsWith('--', i)) {
      let j = i + 2;
      while (j < sql.length && (sql.startsWith('\\\n', j) || !/[\r\n]/.test(sql[j])))
        j += sql.startsWith('\\\n', j) ? 2 : 1;
      i = j;
    } else if (sql.startsWith('/*', i)) {
      let depth = 0;
      let j = i;
      do {
        if (sql.startsWith('/*', j)) {
          depth++;
          j += 2;
        } else if (sql.startsWith('*/', j)) {
          depth--;
          j += 2;
        } else j++;
      } while (depth > 0 && j < sql.length);
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const BREAKOUT = JSON.stringify({
  name: 'breakout',
  validations: {
    on_failure: 'warn',
    rules: [
      { type: 'not_null', column: 'a', code: 'ends with a backslash\\' },
      { type: 'not_null', column: 'b', code: 'cr\rDROP TABLE t' },
      { type: 'not_null', column: 'c', code: 'ls\u2028evil: 1' },
      { type: 'not_null', column: 'd', code: 'lf\nimport os' },
      { type: 'not_null', column: 'e', code: 'nel\u0085del\u007fnul\u0000' },
      { type: 'regex', column: 'f', pattern: '^a\r\n\t\u0085\u2028b$' },
      {
        type: 'invalid_count',
        column: 'g',
        valid_values: ['x\u0085y', 'q\u2028r', 'c\rr'],
        must_be: '= 0',
      },
    ],
  },
});
const CODES = (
  JSON.parse(BREAKOUT) as { validations: { rules: { code?: string }[] } }
).validations.rules
  .map((r) => r.code)
  .filter(Boolean);

describe('codes and values never break out of a comment or a literal', () => {
  it.each(['delta', 'lakeflow-sql', 'spark-sql'] as ExportTarget[])(
    '%s: Spark reads every statement, and no code outside a comment or a literal',
    (target) => {
      const code = sparkCodeOnly(exportRules(BREAKOUT, target).text);
      expect(code).not.toMatch(/DROP TABLE|evil: 1|import os|ends with/);
      if (target === 'delta') expect(code.match(/ALTER TABLE/g)).toHaveLength(7);
      if (target === 'lakeflow-sql') expect(code.match(/CONSTRAINT/g)).toHaveLength(8);
    },
  );

  it.each(['pyspark', 'lakeflow-python', 'gx'] as ExportTarget[])(
    '%s: Python compiles it and reads the codes and the pattern back exactly',
    (target) => {
      const out = python(
        `import ast\nORIG = ${JSON.stringify(BREAKOUT)}\n` +
          'tree = ast.parse(TEXT)\n' +
          'strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}\n' +
          'imports = [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) and any(a.name == "os" for a in n.names)]\n' +
          'print(len(imports), sorted(r["code"] for r in json.loads(ORIG)["validations"]["rules"] if "code" in r and r["code"] not in strings))',
        exportRules(BREAKOUT, target).text,
      );
      // lakeflow-python carries codes in comments only: no string needs to hold them.
      expect(out).toBe(target === 'lakeflow-python' ? `0 ${pyList(CODES)}` : '0 []');
    },
  );

  it('pyspark: the pattern and the values are the document’s, character for character', () => {
    const out = python(
      `import ast\nORIG = ${JSON.stringify(BREAKOUT)}\n` +
        'tree = ast.parse(TEXT)\n' +
        'rules = next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "RULES")\n' +
        'print(json.dumps(rules, sort_keys=True) == json.dumps(json.loads(ORIG)["validations"]["rules"], sort_keys=True))',
      exportRules(BREAKOUT, 'pyspark').text,
    );
    expect(out).toBe('True');
  });

  it.each(['dqx', 'soda'] as ExportTarget[])(
    '%s: PyYAML loads it, with every code and value exact',
    (target) => {
      const out = python(
        `${LOAD_YAML}ORIG = json.loads(${JSON.stringify(BREAKOUT)})\n` +
          'def walk(v):\n' +
          '    if isinstance(v, dict):\n' +
          '        for x in v.values(): yield from walk(x)\n' +
          '    elif isinstance(v, list):\n' +
          '        for x in v: yield from walk(x)\n' +
          '    else: yield v\n' +
          'found = set(walk(DOC))\n' +
          'wanted = [r["code"] for r in ORIG["validations"]["rules"] if "code" in r]\n' +
          // Soda holds the values natively; DQX inside a Spark SQL expression.
          (target === 'soda' ? 'wanted += ORIG["validations"]["rules"][6]["valid_values"]\n' : '') +
          'print(type(DOC).__name__, [w for w in wanted if w not in found])',
        exportRules(BREAKOUT, target).text,
      );
      expect(out).toBe(`${target === 'dqx' ? 'list' : 'dict'} []`);
    },
  );
});

/** A list of strings as Python prints it. */
function pyList(items: (string | undefined)[]): string {
  const py = execFileSync(
    'python3',
    ['-c', 'import json, sys; print(sorted(json.loads(sys.argv[1])))', JSON.stringify(items)],
    { encoding: 'utf8' },
  );
  return py.trim();
}

describe('Spark string literals', () => {
  it('escape line breaks, tabs and NUL, and read back as the same text', async () => {
    const { sparkString } = await import('./spark');
    const { sparkToDuckdb } = await import('../sql/spark-dialect');
    const { sqlString } = await import('../sql/quote');
    const value = "a'b\\c\r\n\t\u000012\u2028$";
    const lit = sparkString(value);
    expect(lit).not.toMatch(/[\r\n\t\0]/);
    expect(sparkToDuckdb(`SELECT ${lit}`, new Date(0))).toBe(`SELECT ${sqlString(value)}`);
  });

  it('never hold ${…}, which Spark and Lakeflow substitute in SQL text, yet read back the same', async () => {
    const { sparkString } = await import('./spark');
    const { sparkToDuckdb } = await import('../sql/spark-dialect');
    const { sqlString } = await import('../sql/quote');
    for (const value of ['${spark.app.name}', 'a\\${b}', '$${x}}', '100%', 'tmp_\\%']) {
      const lit = sparkString(value);
      expect(lit).not.toContain('${');
      expect(sparkToDuckdb(`SELECT ${lit}`, new Date(0))).toBe(`SELECT ${sqlString(value)}`);
    }
  });
});

const NAMES = JSON.stringify({
  validations: {
    on_failure: 'fail',
    rules: [
      { type: 'not_null', column: 'a.b' },
      { type: 'not_null', column: 'first name' },
      { type: 'not_null', column: 'plain_id' },
      { type: 'not_null', column: 'select' },
      { type: 'unique', columns: ['a.b', 'we`ird'] },
      { type: 'range', column: "it's", min: 0, max: 9 },
      { type: 'schema', column_types: { 'a.b': 'int', plain_id: 'bigint' } },
    ],
  },
});

describe('column names reach each tool as the tool reads them', () => {
  it('dqx: a name that is not a plain identifier is backticked (F.expr would read a.b as a struct field)', () => {
    const out = python(
      `${LOAD_YAML}print(json.dumps([c["check"]["arguments"].get("column", c["check"]["arguments"].get("columns", c["check"]["arguments"].get("expected_schema"))) for c in DOC]))`,
      exportRules(NAMES, 'dqx').text,
    );
    expect(JSON.parse(out)).toEqual([
      '`a.b`',
      '`first name`',
      'plain_id',
      '`select`',
      ['`a.b`', '`we``ird`'],
      "`it's`",
      '`a.b` int, plain_id bigint',
    ]);
  });

  it('gx: such a column takes the Spark SQL form, a plain one the native expectation', () => {
    const art = exportRules(NAMES, 'gx');
    expect(art.entries.map((e) => e.translation)).toEqual([
      'UnexpectedRowsExpectation (rows)',
      'UnexpectedRowsExpectation (rows)',
      'ExpectColumnValuesToNotBeNull',
      'ExpectColumnValuesToNotBeNull',
      'UnexpectedRowsExpectation (rows)',
      'UnexpectedRowsExpectation (rows)',
      'ExpectColumnToExist / ExpectColumnValuesToBeOfType',
    ]);
    expect(art.entries[6].reason).toMatch(/may not find a column whose name has a dot/);
    expect(art.text).toContain('WHERE NOT (`a.b` IS NOT NULL)');
  });
});

describe('the DQX quarantine', () => {
  it('is the rows with an error, not the split’s second frame (which also holds warned rows)', () => {
    const text = exportRules(
      readFileSync(join(__dirname, '__fixtures__/every-type.json'), 'utf8'),
      'dqx',
    ).text;
    const run = text.slice(text.indexOf('How to run:'), text.indexOf('Rule code →'));
    expect(run).toContain('flagged.where("_errors IS NOT NULL")');
    expect(run).toContain(
      'F.expr("transform(_errors, e -> e.name)")).drop("_errors", "_warnings")',
    );
    expect(run).not.toMatch(/valid, invalid = .*_and_split/);
  });
});

describe('GX queries', () => {
  it('survive GX’s query.format(batch=…): regex quantifiers such as {2,} and {11} are kept', () => {
    const doc = JSON.stringify({
      validations: {
        on_failure: 'fail',
        rules: [
          { type: 'regex', column: 'cpf', pattern: '^\\d{11}$' },
          { type: 'invalid_count', column: 'email', valid_format: 'email', must_be: '= 0' },
          { type: 'sql', failed_rows: "SELECT * FROM _validation_df WHERE x = '{batch}{'" },
        ],
      },
    });
    const out = python(
      'import ast\n' +
        'calls = [n for n in ast.walk(ast.parse(TEXT)) if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "UnexpectedRowsExpectation"]\n' +
        'print(json.dumps([ast.literal_eval(c.keywords[0].value).format(batch="tmp_view") for c in calls]))',
      exportRules(doc, 'gx').text,
    );
    const queries = JSON.parse(out) as string[];
    expect(queries[0]).toContain("RLIKE '^\\\\d{11}$'");
    expect(queries[0]).toContain('FROM tmp_view');
    expect(queries[1]).toContain('[A-Za-z]{2,}$');
    expect(queries[2]).toBe("SELECT * FROM tmp_view WHERE x = '{batch}{'");
  });
});

const SQL_RULES = JSON.stringify({
  validations: {
    on_failure: 'fail',
    rules: [
      {
        type: 'sql',
        view_name: 'orders',
        query: 'SELECT count(*) = 0 FROM orders WHERE x < 0 -- no negatives',
      },
      { type: 'sql', query: 'SELECT x > 0 FROM _validation_df ORDER BY x DESC' },
      { type: 'sql', failed_rows: 'SELECT * FROM _validation_df WHERE x < 0 -- the bad ones;' },
    ],
  },
});

describe('sql rules in the SQL targets', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await BACKENDS.find((x) => x.name === 'native')!.open();
    await b.exec('CREATE TABLE _validation_df AS SELECT * FROM (VALUES (3), (-1), (2)) AS t(x)');
  });
  afterAll(() => b.close());

  it('spark-sql: each query runs on the one view, despite a final comment, a view_name or many rows', async () => {
    const text = exportRules(SQL_RULES, 'spark-sql').text;
    const statements = sparkCodeOnly(text, true)
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('CREATE') && !s.startsWith('SELECT * FROM _dq'));
    const results = [];
    for (const s of statements)
      results.push((await b.runner.query(sparkToDuckdb(s, new Date(0)))).rows);
    // count(*) = 0 with one negative row: false; the first row (x = 3) > 0: true;
    // the failed rows, then their count.
    expect(results.map((r) => r[0])).toEqual([
      { passed: false },
      { passed: true },
      { x: -1 },
      { failed_count: 1 },
    ]);
  });

  it.each(['lakeflow-sql', 'dqx', 'soda', 'gx'] as ExportTarget[])(
    '%s: the query is wrapped without its comment, on the one view, first row only',
    (target) => {
      const text = exportRules(SQL_RULES, target).text;
      expect(text).not.toMatch(/no negatives|the bad ones/);
      expect(text).not.toContain('FROM orders');
      expect(text).toContain('LIMIT 1');
    },
  );
});

describe('what a target would otherwise do differently is said or avoided', () => {
  it('lakeflow: the key view of unique(n) cannot clash with its count column n', () => {
    const doc = JSON.stringify({
      validations: { on_failure: 'fail', rules: [{ type: 'unique', columns: ['n', 'id'] }] },
    });
    const text = exportRules(doc, 'lakeflow-sql').text;
    expect(text).toContain(
      'SELECT struct(`n`, `id`) AS key, count(*) AS n FROM _validation_df GROUP BY `n`, `id`;',
    );
  });

  it('freshness: every artifact says to run in UTC, and spark-sql sets it', () => {
    const doc = JSON.stringify({
      validations: { rules: [{ type: 'freshness', column: 'ts', must_be: '< 1d' }] },
    });
    for (const t of ['lakeflow-sql', 'dqx', 'soda', 'spark-sql'] as ExportTarget[])
      expect(exportRules(doc, t).text, t).toContain('run with spark.sql.session.timeZone=UTC');
    expect(exportRules(doc, 'spark-sql').text).toContain("SET TIME ZONE 'UTC';");
  });

  it('soda: values that are not strings are compared in their own type there: approximate, said', () => {
    const doc = JSON.stringify({
      validations: {
        rules: [
          { type: 'missing_count', column: 'a', missing_values: ['', 0], must_be: '= 0' },
          { type: 'invalid_count', column: 'b', valid_values: [1, 2], must_be: '= 0' },
          { type: 'invalid_count', column: 'c', valid_values: ['x', 'y'], must_be: '= 0' },
        ],
      },
    });
    const entries = exportRules(doc, 'soda').entries;
    expect(entries.map((e) => e.status)).toEqual(['approximate', 'approximate', 'exact']);
    expect(entries[0].reason).toMatch(/the text production compares the column with/);
    const numeric = exportRules(doc, 'soda', {
      columns: [
        { name: 'a', duckdbType: 'VARCHAR', sparkType: 'string' },
        { name: 'b', duckdbType: 'BIGINT', sparkType: 'bigint' },
        { name: 'c', duckdbType: 'VARCHAR', sparkType: 'string' },
      ],
    }).entries;
    expect(numeric.map((e) => e.status)).toEqual(['approximate', 'exact', 'exact']);
  });

  it('soda: missing_values are strings, each as production compares it (the contract schema takes only strings)', () => {
    // Written by hand: 1.0 keeps its text, as a user's document does.
    const doc = `{ "validations": { "rules": [
      { "type": "missing_count", "column": "a", "missing_values": ["", 0, 1.0, true, null], "must_be": "= 0" },
      { "type": "invalid_count", "column": "b", "valid_min": 0, "missing_values": [-1], "must_be": "= 0" } ] } }`;
    const out = python(
      `${LOAD_YAML}print(json.dumps([list(c["checks"][0].values())[0]["missing_values"] for c in DOC["columns"]]))`,
      exportRules(doc, 'soda').text,
    );
    expect(JSON.parse(out)).toEqual([['', '0', '1.0', 'True', 'None'], ['-1']]);
  });
});

describe('lakeflow-python', () => {
  it('keeps the helper views private, as the SQL form does (PRIVATE MATERIALIZED VIEW)', () => {
    const doc = readFileSync(join(__dirname, '__fixtures__/every-type.json'), 'utf8');
    const sqlPrivate = [
      ...exportRules(doc, 'lakeflow-sql').text.matchAll(/PRIVATE MATERIALIZED VIEW (\w+)/g),
    ].map((m) => m[1]);
    const pyPrivate = [
      ...exportRules(doc, 'lakeflow-python').text.matchAll(
        /@dp\.materialized_view\(name="(\w+)", private=True\)/g,
      ),
    ].map((m) => m[1]);
    expect(sqlPrivate.length).toBeGreaterThan(2);
    expect(pyPrivate).toEqual(sqlPrivate);
  });
});

describe('dqx sql_query', () => {
  it('a query DQX would refuse (is_sql_query_safe) is said, not emitted: DQX would then run no check', () => {
    const doc = JSON.stringify({
      validations: {
        rules: [
          {
            type: 'sql',
            query: "SELECT count(*) = 0 FROM _validation_df WHERE replace(name, ' ', '') = ''",
          },
          { type: 'sql', failed_rows: "SELECT * FROM _validation_df WHERE `update` = 'drop'" },
        ],
      },
    });
    const art = exportRules(doc, 'dqx');
    expect(art.entries[0].status).toBe('not-expressible');
    expect(art.entries[0].reason).toMatch(/refuses a sql_query with the word "replace"/);
    expect(art.entries[1].status).toBe('exact');
    const out = python(`${LOAD_YAML}print(len(DOC))`, art.text);
    expect(out).toBe('1');
  });
});

describe('soda thresholds', () => {
  it('not between: Soda passes exactly the values the workbench passes', () => {
    const doc = JSON.stringify({
      validations: {
        rules: [
          { type: 'missing_count', column: 'a', must_be: 'not between 2 and 5' },
          { type: 'missing_count', column: 'b', must_be: 'between 2 and 5' },
        ],
      },
    });
    // Soda's ThresholdImpl.passes: an outer range passes when either side is ok.
    const out = python(
      `${LOAD_YAML}` +
        'def passes(t, v):\n' +
        '    outer = "must_be_not_between" in t\n' +
        '    r = t.get("must_be_not_between") or t.get("must_be_between")\n' +
        '    gt = (r.get("greater_than") is None or v > r["greater_than"]) and (r.get("greater_than_or_equal") is None or v >= r["greater_than_or_equal"])\n' +
        '    lt = (r.get("less_than") is None or v < r["less_than"]) and (r.get("less_than_or_equal") is None or v <= r["less_than_or_equal"])\n' +
        '    return (gt or lt) if outer else (gt and lt)\n' +
        'ts = [c["checks"][0]["missing"]["threshold"] for c in DOC["columns"]]\n' +
        'print(json.dumps([[passes(t, v) for v in (1, 2, 3, 5, 6)] for t in ts]))',
      exportRules(doc, 'soda').text,
    );
    expect(JSON.parse(out)).toEqual([
      [true, false, false, false, true],
      [false, true, true, true, false],
    ]);
  });
});

describe('regex dialect', () => {
  it('POSIX classes and (?U), which RE2 and Java read differently, are refused before any export', () => {
    const doc = (pattern: string) =>
      JSON.stringify({ validations: { rules: [{ type: 'regex', column: 'a', pattern }] } });
    expect(() => exportRules(doc('^[[:alpha:]]+'), 'delta')).toThrow(/POSIX class \[:alpha:\]/);
    expect(() => exportRules(doc('(?U)a+b'), 'delta')).toThrow(/flag \(\?U\)/);
    // A bracket of the characters `a`, `:`, `z` means the same to both.
    expect(exportRules(doc('^[a:z]+'), 'delta').text).toContain('^[a:z]+');
  });
});

describe('soda schema', () => {
  it('allows the columns the rule does not name, in any order (Soda defaults to the exact list)', () => {
    const doc = JSON.stringify({
      validations: {
        rules: [{ type: 'schema', required_columns: ['id'], column_types: { amount: 'double' } }],
      },
    });
    const out = python(
      `${LOAD_YAML}print(json.dumps([c["schema"] for c in DOC["checks"] if "schema" in c][0], sort_keys=True))`,
      exportRules(doc, 'soda').text,
    );
    expect(JSON.parse(out)).toMatchObject({
      allow_extra_columns: true,
      allow_other_column_order: true,
    });
  });
});

describe('spark-sql unique', () => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await BACKENDS.find((x) => x.name === 'native')!.open();
    await b.exec(
      'CREATE TABLE _validation_df AS SELECT * FROM (VALUES (1), (1), (1), (2), (NULL), (NULL)) AS t(id)',
    );
  });
  afterAll(() => b.close());

  it('returns the workbench failed_count, rows − distinct keys (NULL a key), not the rows of repeated keys', async () => {
    const doc = JSON.stringify({
      validations: { rules: [{ type: 'unique', columns: ['id'] }] },
    });
    const text = sparkCodeOnly(exportRules(doc, 'spark-sql').text, true);
    const query = text.split(/;\s*\n/).find((s) => s.includes('failed_count'))!;
    const rows = (await b.runner.query(sparkToDuckdb(query.trim(), new Date(0)))).rows;
    expect(rows[0]).toEqual({ failed_count: 3, severity: 'fail' });
  });
});
