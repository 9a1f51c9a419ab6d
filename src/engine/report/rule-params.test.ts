/**
 * RULES.md §7 — `target` and `rule_params` byte for byte as production writes them. The
 * oracle is real Python: production's selection and `json.dumps(slim, ensure_ascii=False,
 * sort_keys=True)` (sparquet core/pipeline.py, `_rule_params_json` and `_rule_target`),
 * run by `python3` over the expanded rules (`{**parent without targets, **target}`).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import { ruleParamsJson, ruleTarget } from '../run/result';

const PRODUCTION = String.raw`
import json, sys
out = []
for rule in json.loads(sys.stdin.read()):
    parents = [rule]
    if "targets" in rule:
        base = {k: v for k, v in rule.items() if k != "targets"}
        parents = [{**base, **t} for t in rule["targets"]]
    for r in parents:
        params = {k: v for k, v in r.items() if k != "type"}
        slim = {
            k: v for k, v in params.items()
            if k not in ("output", "column", "columns", "name") and not isinstance(v, (dict, list))
            or k in ("valid_values", "invalid_values")
        }
        if "columns" in params:
            value = params["columns"]
            target = ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
        elif "column" in params:
            target = str(params["column"])
        else:
            target = ""
        out.append([target, json.dumps(slim, ensure_ascii=False, default=str, sort_keys=True)])
sys.stdout.write(json.dumps(out, ensure_ascii=False))
`;

/** Rule entries as written (raw JSON text, so `1.0` and `1e3` stay as written). */
const RULES: string[] = [
  '{"type": "range", "column": "age", "min": 0, "max": 120}',
  '{"type": "range", "column": "amount", "min": 1.0, "max": 1e3, "code": "AMT"}',
  '{"type": "range", "column": "x", "min": -0, "max": 2.50}',
  '{"type": "range", "column": "x", "min": 1e-7, "max": 12345678901234567890}',
  '{"type": "range", "column": "x", "min": 1E400}',
  '{"type": "range", "column": "x", "min": 0.1, "max": 1e16}',
  '{"type": "range", "column": "d", "min": "2026-01-01", "max": null}',
  '{"type": "not_null", "columns": ["id", "email"], "name": "ids"}',
  '{"type": "unique", "columns": ["a", "b", "c"], "code": "  K  "}',
  '{"type": "regex", "column": "email", "pattern": "^[^@\\\\s]+@\\"x\\"\\\\.(com|br)$"}',
  '{"type": "regex", "column": "nome", "pattern": "^[A-ZÁÉÍÓÚÇ][a-zãõç]+ \\u00e9 \\ud83d\\ude00\\t$"}',
  '{"type": "regex", "targets": [{"column": "email", "pattern": "@"}, {"column": "country", "pattern": "^[A-Z]{2}$", "code": "C"}]}',
  '{"type": "missing_percent", "column": "cpf", "must_be": "< 5%", "warn": "= 0", "missing_values": ["", "N/A"]}',
  '{"type": "invalid_count", "column": "status", "valid_values": ["active", 1, 2.0, true, null], "must_be": "= 0"}',
  '{"type": "invalid_percent", "column": "s", "invalid_values": [], "valid_min_length": 2, "must_be": "< 1%"}',
  '{"type": "invalid_count", "column": "e", "valid_format": "email", "condition": "= 0"}',
  '{"type": "row_count", "min": 1, "max": 1000000}',
  '{"type": "row_count", "must_be": "10"}',
  '{"type": "schema", "required_columns": ["id"], "column_types": {"id": "bigint"}, "forbidden_columns": []}',
  '{"type": "sql", "query": "SELECT count(*) = 0 FROM _validation_df WHERE age < 0", "error_message": "negativos: ç"}',
  '{"type": "sql", "failed_rows": "SELECT * FROM _validation_df WHERE a <> b", "output": {"format": "delta", "path": "/x"}, "view_name": "v"}',
  '{"type": "freshness", "column": "created_at", "must_be": "< 1d", "name": "fresh"}',
  '{"type": "not_null", "targets": [{"column": "id"}, {"columns": ["a", "b"]}], "name": "n"}',
  '{"type": "avg", "column": "x", "must_be": "between 1.5 and 2", "zz": 1, "Aa": 2, "é": 3, "aa": 4}',
];

function production(entries: string[]): [string, string][] {
  const out = execFileSync('python3', ['-c', PRODUCTION], {
    input: `[${entries.join(',')}]`,
    encoding: 'utf8',
  });
  return JSON.parse(out) as [string, string][];
}

describe('RULES.md §7 — target and rule_params match production’s bytes (checked with python3)', () => {
  const parsed = parseDocument(`{"validations": {"rules": [${RULES.join(',\n')}]}}`);
  const expected = production(RULES);

  it('parses the whole table (each rule as production would run it)', () => {
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(parsed.rules).toHaveLength(expected.length);
  });

  it.each(expected.map((e, i) => [i, e[0], e[1]] as const))(
    'expanded rule %i: target %j, rule_params %s',
    (i, target, params) => {
      const rule = parsed.rules[i];
      expect(ruleTarget(rule)).toBe(target);
      expect(ruleParamsJson(rule)).toBe(params);
    },
  );
});
