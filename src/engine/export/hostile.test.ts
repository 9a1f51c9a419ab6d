/**
 * Hostile input through every target, checked by the runtimes that will read the
 * artifacts: Python 3 (`json`, `ast`, and PyYAML, the YAML 1.1 loader DQX and Soda use)
 * reads what the artifact says, and the value must be what the document says — no export
 * changes a value (`1e3` is a float to Python, big integers are exact).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
