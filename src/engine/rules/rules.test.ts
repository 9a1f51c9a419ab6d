/**
 * The rule modules: every catalog type has exactly one, lookups go through the index, and
 * what a module says in Spark agrees with what it computes on DuckDB. This file imports
 * the index before anything else, so the modules load without the catalog first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_SPECS, RULE_MODULES, ruleModule, ruleUnit } from './index';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { RULE_SPECS } from '../catalog';
import { parseDocument } from '../parse/document';
import { describeTable } from '../run/describe';
import { runValidation } from '../run/run';
import { sparkToDuckdb } from '../sql/spark-dialect';
import { sparkMacrosFor } from '../sql/spark-macros';
import { caseDocument } from '../testing/table-cases/case';
import { FRESHNESS_SECOND } from '../testing/table-cases/small';

describe('the rule index', () => {
  it('lists every catalog entry once, in the catalog order, each in one module', () => {
    expect(RULE_SPECS.map((s) => s.type)).toEqual(MODULE_SPECS.map((s) => s.type));
    const owners = RULE_SPECS.map((s) => RULE_MODULES.filter((m) => m.specs.includes(s)).length);
    expect(owners.every((n) => n === 1)).toBe(true);
    for (const s of RULE_SPECS) expect(ruleModule(s.type)?.types).toContain(s.aliasOf ?? s.type);
  });

  it('gives each type the unit of its metric, aliases as their type', () => {
    expect(ruleUnit('freshness')).toBe('seconds');
    expect(ruleUnit('missing_percent')).toBe('percent');
    expect(ruleUnit('duplicate_percent')).toBe('percent');
    expect(ruleUnit('row_count')).toBe('rows');
    expect(ruleUnit('mean')).toBe('number');
    expect(ruleUnit('no_such_type')).toBe('number');
  });
});

describe.each(BACKENDS)('freshness in Spark and here on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  // The newest value is 0.8 s before the clock, across a second's boundary: production
  // truncates both instants to the second (unix_timestamp), so the age is 1 s, not 0.8 s.
  const now = new Date(FRESHNESS_SECOND.now);
  beforeAll(async () => {
    db = await openWithFixture(
      open,
      `${FRESHNESS_SECOND.sql}; CREATE VIEW "_validation_df" AS SELECT * FROM t;`,
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the export form counts whole seconds, as the run and production do (RULES.md §4)', async () => {
    const doc = parseDocument(caseDocument(FRESHNESS_SECOND, 'freshness across a second'));
    const rule = doc.rules[0];
    const [result] = (await runValidation(db.runner, doc, { table: 't', now })).results;
    expect(result.metric_value).toBe(1);
    const columns = await describeTable(db.runner, 't');
    const form = ruleModule('freshness')!.spark(rule, { columns });
    if (form.kind !== 'metric') throw new Error(form.kind);
    const sql = sparkToDuckdb(`SELECT ${form.value} AS v FROM _validation_df`, now);
    for (const macro of sparkMacrosFor([sql])) await db.runner.query(macro);
    expect(Number((await db.runner.query(sql)).rows[0].v)).toBe(result.metric_value);
  });
});
