/**
 * The documents production refuses, refused here with production's reason; and what
 * production accepts but cannot mean, accepted with a warning (RULES.md §1, §3). Each row
 * names the diagnostic's JSON path and the text it marks.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from './document';

const rules = (list: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ validations: { ...extra, rules: list } });
const NN = { type: 'not_null', column: 'id' };
const Q = { format: 'parquet', path: '/q' };

describe('RULES.md §1, §3 — what production refuses is an error, at its path', () => {
  it.each([
    [
      'annotate on the pipeline output',
      JSON.stringify({ name: 'p', output: { ...Q, annotate: 'c' }, validations: { rules: [] } }),
      'split-key-on-output',
      'output.annotate',
      '"annotate"',
    ],
    [
      'rules on outputs[1] of a pipeline',
      JSON.stringify({
        name: 'p',
        outputs: [Q, { format: 'csv', path: '/b', rules: ['x'] }],
        validations: { rules: [] },
      }),
      'split-key-on-output',
      'outputs[1].rules',
      '"rules"',
    ],
    [
      'a pipeline output without a path',
      JSON.stringify({ name: 'p', output: { format: 'delta' }, validations: { rules: [] } }),
      'destination-incomplete',
      'output',
      '{"format":"delta"}',
    ],
    [
      'custom_sql (production: Unknown check)',
      rules([{ type: 'custom_sql', query: 'SELECT true' }]),
      'removed-type',
      'validations.rules[0].type',
      '"custom_sql"',
    ],
    [
      'a lone string in columns',
      rules([{ type: 'not_null', columns: 'id' }]),
      'columns-string',
      'validations.rules[0].columns',
      '"id"',
    ],
    [
      'a lone string in a target’s columns',
      rules([{ type: 'unique', targets: [{ columns: ['a', 'b'] }, { columns: 'c' }] }]),
      'columns-string',
      'validations.rules[0].targets[1].columns',
      '"c"',
    ],
    [
      'the check wrapper',
      rules([{ type: 'check', metric: 'row_count', must_be: '> 0' }]),
      'legacy-check',
      'validations.rules[0].type',
      '"check"',
    ],
    [
      'a report without a format',
      rules([NN], { report: { path: '/r', mode: 'append' } }),
      'destination-incomplete',
      'validations.report',
      '{"path":"/r","mode":"append"}',
    ],
    [
      'a quarantine with only annotate',
      rules([NN], { outputs: { invalid: { annotate: 'dq_codes' } } }),
      'destination-incomplete',
      'validations.outputs.invalid',
      '{"annotate":"dq_codes"}',
    ],
    [
      'a format that is not a string',
      rules([NN], { outputs: { valid: { format: 1, path: '/v' } } }),
      'bad-destination',
      'validations.outputs.valid.format',
      '1',
    ],
    [
      'annotate on the report',
      rules([NN], { report: { ...Q, annotate: 'c' } }),
      'split-key-misplaced',
      'validations.report.annotate',
      '"annotate"',
    ],
    [
      'columns on a range (RangeCheck reads params["column"])',
      rules([{ type: 'range', columns: ['age'], min: 0 }]),
      'columns-on-column-rule',
      'validations.rules[0].columns',
      '"columns"',
    ],
    [
      'columns in a regex target',
      rules([{ type: 'regex', pattern: 'x', targets: [{ column: 'a' }, { columns: ['b', 'c'] }] }]),
      'columns-on-column-rule',
      'validations.rules[0].targets[1].columns',
      '"columns"',
    ],
    [
      'a target column beside the rule columns (production keeps both)',
      rules([{ type: 'not_null', columns: ['a'], targets: [{ column: 'b' }] }]),
      'column-and-columns',
      'validations.rules[0].targets[0].column',
      '"b"',
    ],
    [
      'a target columns beside the rule column',
      rules([{ type: 'avg', column: 'a', must_be: '> 0', targets: [{ columns: ['b'] }] }]),
      'column-and-columns',
      'validations.rules[0].targets[0].columns',
      '["b"]',
    ],
    [
      'a JSON number as must_be (Threshold.parse reads only text)',
      rules([{ type: 'avg', column: 'a', must_be: 1.5 }]),
      'threshold-number',
      'validations.rules[0].must_be',
      '1.5',
    ],
    [
      'a JSON number as warn',
      rules([{ type: 'avg', column: 'a', must_be: '> 0', warn: 3 }]),
      'threshold-number',
      'validations.rules[0].warn',
      '3',
    ],
  ])('%s', (_name, text, kind, path, marked) => {
    const parsed = parseDocument(text);
    const d = parsed.diagnostics.find((x) => x.kind === kind);
    expect(parsed.ok).toBe(false);
    expect(d).toMatchObject({ severity: 'error', path });
    expect(text.slice(d!.range.offset, d!.range.offset + d!.range.length)).toBe(marked);
  });

  it('names the version that removed the check wrapper', () => {
    const parsed = parseDocument(rules([{ type: 'check', metric: 'row_count', min: 1 }]));
    expect(parsed.diagnostics[0].message).toMatch(/sparquet_cola 0\.3\.0 \(= sparquet 0\.6\.0\)/);
  });

  it('turns a range\'s list of one column into "column" as its quick fix', () => {
    const text = rules([{ type: 'range', columns: ['age'], min: 0 }]);
    const parsed = parseDocument(text);
    expect(parsed.diagnostics.map((d) => d.kind)).toEqual(['columns-on-column-rule']);
    const edits = [...parsed.diagnostics[0].fix!.edits].sort((x, y) => y.offset - x.offset);
    let fixed = text;
    for (const e of edits)
      fixed = fixed.slice(0, e.offset) + e.newText + fixed.slice(e.offset + e.length);
    expect(JSON.parse(fixed).validations.rules[0]).toEqual({
      type: 'range',
      column: 'age',
      min: 0,
    });
  });

  it('quotes a JSON number threshold as its quick fix, keeping it as written', () => {
    const parsed = parseDocument(rules([{ type: 'avg', column: 'a', must_be: 1.5 }]));
    expect(parsed.diagnostics[0].message).toMatch(/production refuses a JSON number/);
    expect(parsed.diagnostics[0].fix!.edits[0].newText).toBe('"1.5"');
  });

  it('says how production reads a lone string in columns', () => {
    const parsed = parseDocument(rules([{ type: 'not_null', columns: 'id' }]));
    expect(parsed.diagnostics[0].message).toMatch(/character by character \(columns "i", "d"\)/);
    expect(parsed.diagnostics[0].fix!.edits[0].newText).toBe('["id"]');
  });
});

describe('RULES.md §1, §3 — what production accepts is accepted, warned where it means nothing', () => {
  it.each([
    [
      'range with neither bound',
      rules([{ type: 'range', column: 'a' }]),
      'range-no-bound',
      'validations.rules[0]',
    ],
    [
      'range with both bounds null',
      rules([{ type: 'range', column: 'a', min: null, max: null }]),
      'range-no-bound',
      'validations.rules[0]',
    ],
    [
      'a null bound',
      rules([{ type: 'range', column: 'a', min: null, max: 5 }]),
      'range-null-bound',
      'validations.rules[0].min',
    ],
    [
      'max below min',
      rules([{ type: 'range', column: 'a', min: 10, max: 1 }]),
      'range-empty',
      'validations.rules[0].max',
    ],
    [
      'max below min, as dates',
      rules([{ type: 'range', column: 'd', min: '2026-02-01', max: '2026-01-01' }]),
      'range-empty',
      'validations.rules[0].max',
    ],
    [
      'two destinations on one path',
      rules([NN], {
        report: { format: 'delta', path: '/same' },
        outputs: { invalid: { format: 'delta', path: '/same' } },
      }),
      'same-destination',
      'validations.outputs.invalid.path',
    ],
    [
      'a quarantine no row-level rule can fill',
      rules([{ type: 'row_count', min: 1 }], { outputs: { invalid: Q } }),
      'empty-quarantine',
      'validations.outputs.invalid',
    ],
    [
      'a quarantine scoped to an aggregate rule',
      rules([NN, { type: 'row_count', min: 1 }], {
        outputs: { invalid: { ...Q, rules: ['row_count'] } },
      }),
      'empty-quarantine',
      'validations.outputs.invalid',
    ],
    [
      'an annotated quarantine written as CSV (Spark cannot write array<string> there)',
      rules([NN], { outputs: { invalid: { format: 'CSV', path: '/q', annotate: 'dq' } } }),
      'annotate-unwritable',
      'validations.outputs.invalid.annotate',
    ],
    [
      'an annotated quarantine written as text',
      rules([NN], { outputs: { invalid: { format: 'txt', path: '/q', annotate: 'dq' } } }),
      'annotate-unwritable',
      'validations.outputs.invalid.annotate',
    ],
    [
      'a projection that leaves out the annotate column (production warns too)',
      rules([NN], { outputs: { invalid: { ...Q, annotate: 'dq', columns: ['id'] } } }),
      'annotate-projected-out',
      'validations.outputs.invalid.annotate',
    ],
    [
      'a projection on valid, which the downloads do not apply',
      rules([NN], { outputs: { valid: { ...Q, columns: ['id'] } } }),
      'destination-columns',
      'validations.outputs.valid.columns',
    ],
    [
      "a destination's own transformations, not applied here",
      rules([NN], { outputs: { invalid: { ...Q, transformations: [{ type: 'sql' }] } } }),
      'destination-transformations',
      'validations.outputs.invalid.transformations',
    ],
    [
      'an empty report (production writes none)',
      rules([NN], { report: {} }),
      'empty-report',
      'validations.report',
    ],
  ])('%s', (_name, text, kind, path) => {
    const parsed = parseDocument(text);
    expect(parsed.ok).toBe(true);
    expect(parsed.diagnostics.find((x) => x.kind === kind)).toMatchObject({
      severity: 'warning',
      path,
    });
  });

  it.each([
    ['a null annotate and null rules on valid', { valid: { ...Q, annotate: null, rules: null } }],
    ['a null report', null],
  ])('reads %s as absent, as production does', (_name, value) => {
    const extra = value && 'valid' in value ? { outputs: value } : { report: value };
    const parsed = parseDocument(rules([NN], extra));
    expect(parsed.ok).toBe(true);
    expect(parsed.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it.each([
    ['parquet', { ...Q, annotate: 'dq' }],
    ['CSV without annotate', { format: 'csv', path: '/q' }],
    [
      'CSV whose projection drops the codes',
      { format: 'csv', path: '/q', annotate: 'dq', columns: ['id'] },
    ],
    [
      'CSV after its own transformations',
      { format: 'csv', path: '/q', annotate: 'dq', transformations: [{ type: 'sql' }] },
    ],
  ])('an annotated quarantine written as %s is not called unwritable', (_name, invalid) => {
    const parsed = parseDocument(rules([NN], { outputs: { invalid } }));
    expect(parsed.ok).toBe(true);
    expect(parsed.diagnostics.map((d) => d.kind)).not.toContain('annotate-unwritable');
  });

  it('an annotated parquet quarantine with every column it needs draws no write warning', () => {
    const parsed = parseDocument(
      rules([NN], { outputs: { invalid: { ...Q, annotate: 'dq', transformations: [] } } }),
    );
    expect(parsed.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('a range without bounds keeps its code, with * for each side', () => {
    expect(parseDocument(rules([{ type: 'range', column: 'a' }])).rules[0].code).toBe(
      'range(a,*,*)',
    );
  });
});
