/** Run history: records, fingerprints, import/export, comparison and trends (pure). */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import type { RuleResult, RunResult } from '../types';
import {
  Fingerprint,
  codesOf,
  compareRuns,
  documentFingerprint,
  fingerprintText,
  historyRecord,
  mergeHistory,
  parseHistory,
  sideBySide,
  trendOf,
} from './index';

function result(code: string, over: Partial<RuleResult> = {}): RuleResult {
  return {
    rule_type: 'missing_percent',
    code,
    check_name: null,
    target: '',
    rule_params: '{}',
    severity: 'pass',
    passed: true,
    failed_count: 0,
    rows_read: 100,
    metric_value: 0,
    message: '',
    validated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

function run(at: string, results: RuleResult[], rows = 100): RunResult {
  return {
    pipeline: null,
    on_failure: 'fail',
    rows_read: rows,
    validated_at: at,
    aborted: false,
    halted: false,
    incomplete: false,
    results,
    warnings: [],
  };
}

const file = { name: 'a.csv', size: 10, fingerprint: fingerprintText('a') };

describe('fingerprints', () => {
  it('are the same for the same bytes however they are chunked, and differ otherwise', () => {
    const bytes = new TextEncoder().encode('id,name\n1,Ana\n2,Bruno\n');
    const whole = new Fingerprint().update(bytes).digest();
    const chunked = new Fingerprint().update(bytes.slice(0, 5)).update(bytes.slice(5)).digest();
    expect(whole).toMatch(/^[0-9a-f]{16}$/);
    expect(chunked).toBe(whole);
    expect(fingerprintText('id,name\n1,Ana\n2,Bruna\n')).not.toBe(whole);
  });
  it('of a document ignore layout and key order but see every parameter', () => {
    const a = parseDocument('{"rules":[{"type":"range","column":"age","min":0,"max":120}]}');
    const b = parseDocument(
      '{ "rules": [ { "max": 120, "min": 0, "column": "age", "type": "range" } ] }',
    );
    const c = parseDocument('{"rules":[{"type":"range","column":"age","min":0,"max":130}]}');
    expect(documentFingerprint(a)).toBe(documentFingerprint(b));
    expect(documentFingerprint(a)).not.toBe(documentFingerprint(c));
  });
});

describe('records', () => {
  const r1 = historyRecord(
    run('2026-01-01T00:00:00.000Z', [
      result('missing_percent(email)', { metric_value: 1, failed_count: 1, must_be: '< 5%' }),
      result('not_null(id)', { rule_type: 'not_null', metric_value: null }),
    ]),
    file,
    'doc1',
    'page',
  );
  const r2 = historyRecord(
    run('2026-01-02T00:00:00.000Z', [
      result('missing_percent(email)', {
        metric_value: 8,
        failed_count: 8,
        must_be: '< 10%',
        severity: 'pass',
      }),
      result('row_count', { rule_type: 'row_count', metric_value: 100 }),
    ]),
    { ...file, size: 12, fingerprint: fingerprintText('b') },
    'doc2',
    'cli',
  );

  it('keep per rule the metric, failed count, rows, severity and thresholds', () => {
    expect(r1.rules[0]).toEqual({
      code: 'missing_percent(email)',
      rule_type: 'missing_percent',
      severity: 'pass',
      metric_value: 1,
      failed_count: 1,
      rows_read: 100,
      must_be: '< 5%',
    });
    expect(r1.file).toEqual(file);
    expect(r1.document_fingerprint).toBe('doc1');
  });

  it('export and import as JSON or JSON Lines, naming what is not a record', () => {
    expect(parseHistory(JSON.stringify([r1, r2])).records).toEqual([r1, r2]);
    const lines = `${JSON.stringify(r1)}\n{"version":1}\nnot json\n${JSON.stringify(r2)}\n`;
    const parsed = parseHistory(lines);
    expect(parsed.records).toEqual([r1, r2]);
    expect(parsed.problems).toEqual(['line 3: not valid JSON', 'line 2: "id" is not a string']);
    expect(parseHistory('[').problems[0]).toMatch(/^not valid JSON/);
  });

  it('merge without duplicates, oldest first', () => {
    expect(mergeHistory([r2], [r1, r2]).map((r) => r.id)).toEqual([r1.id, r2.id]);
  });

  it('compare two runs: rules added and removed, thresholds changed, counts moved', () => {
    const c = compareRuns(r1, r2);
    expect(c.added.map((r) => r.code)).toEqual(['row_count']);
    expect(c.removed.map((r) => r.code)).toEqual(['not_null(id)']);
    expect(c.changed).toHaveLength(1);
    expect(c.changed[0].changes).toEqual([
      'must_be < 5% → < 10%',
      'failed rows 1 → 8 (+7)',
      'metric 1 → 8 (+7)',
    ]);
    expect(c.notes).toEqual([
      'The file a.csv changed (10 → 12 bytes).',
      'The rules document changed.',
    ]);
  });

  it('trace one rule across runs with its failure rate', () => {
    expect(trendOf([r1, r2], 'missing_percent(email)')).toEqual([
      expect.objectContaining({ run: 1, metric: 1, failureRate: 0.01, must_be: '< 5%' }),
      expect.objectContaining({ run: 2, metric: 8, failureRate: 0.08, must_be: '< 10%' }),
    ]);
    expect(codesOf([r1, r2])).toEqual(['missing_percent(email)', 'not_null(id)', 'row_count']);
  });
});

describe('two files side by side', () => {
  it('gives per rule the metric on each and the difference', () => {
    const left = run('t', [result('a', { metric_value: 2, failed_count: 2 }), result('b')]);
    const right = run('t', [result('a', { metric_value: 5, failed_count: 4, severity: 'fail' })]);
    const rows = sideBySide(left, right);
    expect(rows[0]).toMatchObject({ code: 'a', metricDelta: 3, failedDelta: 2 });
    expect(rows[0].right!.severity).toBe('fail');
    expect(rows[1]).toMatchObject({ code: 'b', right: null, metricDelta: null });
  });
});
