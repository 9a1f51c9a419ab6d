/**
 * What the PySpark script writes, and where: its `main()` runs in Python 3 with recording
 * stand-ins for the Spark session and for sparquet_cola (neither is installed here), so the
 * test reads every write the script would make. Production writes only the destinations the
 * document has, each with its own format, mode, options, partitioning and `columns`
 * (sparquet `core/pipeline.py`, `io/delta.py`), and the codes column only when
 * `outputs.invalid.annotate` names it (RULES.md §6).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportRules } from '.';

const dir = mkdtempSync(join(tmpdir(), 'dqw-pyspark-'));

/** Stand-ins that record each write as a JSON line, then `main()` of the script. */
const HARNESS = `
import json, sys, types

WRITES = []

class Writer:
    def __init__(self, name):
        self.call = {"df": name}
    def format(self, f): self.call["format"] = f; return self
    def mode(self, m): self.call["mode"] = m; return self
    def options(self, **o): self.call["options"] = o; return self
    def partitionBy(self, *c): self.call["partition_by"] = list(c); return self
    def save(self, p): self.call["save"] = p; WRITES.append(self.call)
    def saveAsTable(self, t): self.call["table"] = t; WRITES.append(self.call)

class Frame:
    def __init__(self, name): self.name = name
    @property
    def write(self): return Writer(self.name)
    def select(self, *c): return Frame(self.name + "[" + ",".join(c) + "]")
    def count(self): return 3

class Session:
    conf = types.SimpleNamespace(set=lambda k, v: None)
    read = types.SimpleNamespace(table=lambda t: Frame("source"))
    def createDataFrame(self, rows, schema): return Frame("report")

class Builder:
    def appName(self, n): return self
    def getOrCreate(self): return Session()

class Result:
    severity = "fail"; passed = False; check_name = "c"; failed_count = 1; metric_value = None; message = "m"

class Cola:
    def run(self, df, rules): return [Result() for _ in rules]
    def split(self, df, rules, annotate=None, only=None):
        WRITES.append({"split": {"annotate": annotate, "only": only}})
        return types.SimpleNamespace(valid=Frame("valid"), invalid=Frame("invalid"))

sql = types.ModuleType("pyspark.sql")
sql.SparkSession = types.SimpleNamespace(builder=Builder())
sql.types = types.SimpleNamespace(**{n: (lambda *a, **k: None) for n in ["StructType", "StructField", "StringType", "BooleanType", "LongType", "DoubleType", "TimestampType"]})
sys.modules["pyspark"] = types.ModuleType("pyspark")
sys.modules["pyspark.sql"] = sql
sys.modules["sparquet_cola"] = types.SimpleNamespace(Cola=Cola)

scope = {"__name__": "validate"}
exec(compile(open(sys.argv[1], encoding="utf-8").read(), "validate.py", "exec"), scope)
try:
    code = scope["main"]()
except SystemExit as stop:
    code = str(stop)
print(json.dumps({"exit": code, "writes": WRITES}))
`;

function run(validations: Record<string, unknown>): {
  exit: unknown;
  writes: Record<string, unknown>[];
} {
  const doc = JSON.stringify({
    validations: {
      on_failure: 'warn',
      rules: [{ type: 'not_null', column: 'id' }],
      ...validations,
    },
  });
  const script = join(dir, 'validate.py');
  writeFileSync(script, exportRules(doc, 'pyspark').text);
  const harness = join(dir, 'harness.py');
  writeFileSync(harness, HARNESS);
  const printed = execFileSync('python3', [harness, script], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The script prints each rule's verdict first; the harness's record is the last line.
  return JSON.parse(printed.trim().split('\n').at(-1)!);
}

describe('the PySpark script writes what production writes', () => {
  it('each destination with its own format and mode; no codes column unless configured', () => {
    const out = run({
      report: { format: 'delta', path: 'main.dq.report', mode: 'append' },
      outputs: {
        valid: { format: 'parquet', path: '/lake/valid' },
        invalid: { format: 'csv', path: '/lake/q', mode: 'append', options: { sep: ';' } },
      },
    });
    expect(out.exit).toBe(0);
    expect(out.writes).toEqual([
      { df: 'report', format: 'delta', mode: 'append', options: {}, table: 'main.dq.report' },
      { split: { annotate: null, only: null } },
      { df: 'valid', format: 'parquet', mode: 'overwrite', options: {}, save: '/lake/valid' },
      {
        df: 'invalid',
        format: 'csv',
        mode: 'append',
        options: { header: 'true', encoding: 'UTF-8', escape: '"', sep: ';' },
        save: '/lake/q',
      },
    ]);
  });

  it('only the destinations the document has: no report, no valid rows', () => {
    const out = run({
      outputs: {
        invalid: {
          format: 'DELTA',
          path: 's3://b/q',
          annotate: 'dq',
          rules: ['not_null(id)'],
          partition_by: ['day'],
          columns: ['id', 'dq'],
        },
      },
    });
    expect(out.writes).toEqual([
      { split: { annotate: 'dq', only: ['not_null(id)'] } },
      {
        df: 'invalid[id,dq]',
        format: 'delta',
        mode: 'overwrite',
        options: {},
        partition_by: ['day'],
        save: 's3://b/q',
      },
    ]);
  });

  it('writes nothing without destinations, and stops at a write it cannot make as sparquet does', () => {
    expect(run({}).writes).toEqual([]);
    const merge = run({ outputs: { invalid: { format: 'delta', path: 't.q', mode: 'merge' } } });
    expect(merge.exit).toMatch(
      /^t\.q: this script writes .* run the sparquet pipeline for format 'delta', mode 'merge'$/,
    );
    expect(merge.writes).toEqual([{ split: { annotate: null, only: null } }]);
  });
});
