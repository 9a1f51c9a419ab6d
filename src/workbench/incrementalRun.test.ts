import { describe, expect, it } from 'vitest';
import { parseDocument } from '../engine';
import type { ParsedDocument, RuleResult, RunResult } from '../engine/types';
import { documentToRun, mergeRun, planRun, ruleFingerprint, type RunCache } from './incrementalRun';

const NOW = new Date('2025-06-01T00:00:00Z');

function doc(rules: unknown[]): ParsedDocument {
  const parsed = parseDocument(JSON.stringify({ validations: { rules } }));
  expect(parsed.ok).toBe(true);
  return parsed;
}

/** A stand-in engine run: one result per rule, stamped with a run id. */
function fakeRun(parsed: ParsedDocument, stamp: string): RunResult {
  const results: RuleResult[] = parsed.rules.map((r) => ({
    rule_type: r.type,
    code: r.code,
    check_name: r.name,
    target: r.columns.join(','),
    rule_params: '{}',
    severity: 'pass',
    passed: true,
    failed_count: r.index,
    rows_read: 10,
    metric_value: null,
    message: stamp,
    validated_at: stamp,
  }));
  return {
    pipeline: null,
    on_failure: 'fail',
    rows_read: 10,
    validated_at: stamp,
    aborted: false,
    halted: false,
    incomplete: false,
    results,
    warnings: [],
  };
}

function run(parsed: ParsedDocument, cache: RunCache | null, dataset: number, stamp: string) {
  const plan = planRun(parsed, cache, dataset);
  const fresh = plan.toRun.length ? fakeRun(documentToRun(parsed, plan), stamp) : null;
  return { plan, ...mergeRun(parsed, plan, fresh, cache, dataset, NOW) };
}

const notNull = { type: 'not_null', columns: ['id'] };
const range = { type: 'range', column: 'age', min: 0, max: 120 };

describe('incremental runs', () => {
  it('recomputes only the edited rule and keeps the others’ results', () => {
    const first = run(doc([notNull, range]), null, 1, 'run1');
    expect(first.plan.toRun).toHaveLength(2);
    const second = run(doc([notNull, { ...range, max: 50 }]), first.cache, 1, 'run2');
    expect(second.plan.toRun.map((r) => r.code)).toEqual(['range(age,0,50)']);
    expect(second.plan.toRun[0].index).toBe(0);
    expect(second.result.results.map((r) => r.validated_at)).toEqual(['run1', 'run2']);
  });

  it('ignores key order and layout, but not the raw form of numbers', () => {
    const a = doc([range]).rules[0];
    const b = parseDocument(
      '{"validations":{"rules":[{"max":120,"min":0,"column":"age","type":"range"}]}}',
    ).rules[0];
    expect(ruleFingerprint(a)).toBe(ruleFingerprint(b));
    const c = parseDocument(
      '{"validations":{"rules":[{"type":"range","column":"age","min":0,"max":120.0}]}}',
    ).rules[0];
    expect(ruleFingerprint(a)).not.toBe(ruleFingerprint(c));
  });

  it('runs nothing when only the order changed, and everything on another dataset', () => {
    const first = run(doc([notNull, range]), null, 1, 'run1');
    const swapped = run(doc([range, notNull]), first.cache, 1, 'run2');
    expect(swapped.plan.toRun).toEqual([]);
    expect(swapped.result.results.map((r) => r.code)).toEqual(['range(age,0,120)', 'not_null(id)']);
    expect(run(doc([notNull, range]), first.cache, 2, 'run3').plan.toRun).toHaveLength(2);
  });

  it('recomputes the verdict from the merged results', () => {
    const first = run(doc([notNull]), null, 1, 'run1');
    first.cache.results.forEach((r) => Object.assign(r, { severity: 'fail', passed: false }));
    const again = run(doc([notNull]), first.cache, 1, 'run2');
    expect(again.result.aborted).toBe(true);
  });
});
