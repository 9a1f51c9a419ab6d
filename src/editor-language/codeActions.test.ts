import { describe, expect, it } from 'vitest';
import { parseDocument } from '../engine';
import { applyEdits, codeActionsFor } from './codeActions';
import { columnDiagnostics } from './columnDiagnostics';
import { diagnosticsFor } from './diagnostics';
import { COLUMNS } from './testing';

/** Applies the preferred fix offered at the first diagnostic of `kind`. */
function fix(text: string, kind: string): string {
  const diagnostics = diagnosticsFor(text, COLUMNS);
  const d = diagnostics.find((x) => x.kind === kind);
  if (!d) throw new Error(`no ${kind} diagnostic in ${JSON.stringify(diagnostics)}`);
  const actions = codeActionsFor(diagnostics, { offset: d.range.offset + 1, length: 0 });
  const action = actions.find((a) => a.diagnostic === d && a.isPreferred);
  if (!action) throw new Error(`no fix for ${kind}`);
  return applyEdits(text, action.edits);
}

describe('quick fixes', () => {
  it('promotes the legacy check wrapper’s metric to the type, and the result parses', () => {
    const fixed = fix(
      '{"validations": {"rules": [{"type": "check", "metric": "row_count", "min": 1}]}}',
      'legacy-check',
    );
    expect(JSON.parse(fixed)).toEqual({ validations: { rules: [{ type: 'row_count', min: 1 }] } });
    expect(parseDocument(fixed).ok).toBe(true);
  });

  it('renames custom_sql, which production refuses, to sql', () => {
    const fixed = fix(
      '{"validations": {"rules": [{"type": "custom_sql", "query": "SELECT true"}]}}',
      'removed-type',
    );
    expect(JSON.parse(fixed).validations.rules[0].type).toBe('sql');
    expect(parseDocument(fixed).ok).toBe(true);
  });

  // RULES.md §1, §3: each refusal production makes, with the fix that makes it accepted.
  it.each([
    [
      'a lone string in columns → a list',
      '{"validations": {"rules": [{"type": "not_null", "columns": "id"}]}}',
      'columns-string',
      { validations: { rules: [{ type: 'not_null', columns: ['id'] }] } },
    ],
    [
      'annotate on the pipeline output → removed',
      '{"name": "p", "output": {"format": "delta", "path": "/o", "annotate": "c"}, "validations": {"rules": []}}',
      'split-key-on-output',
      { name: 'p', output: { format: 'delta', path: '/o' }, validations: { rules: [] } },
    ],
    [
      'rules on outputs[1] → removed',
      '{"name": "p", "outputs": [{"format": "delta", "path": "/a"}, {"rules": ["x"], "format": "csv", "path": "/b"}], "validations": {"rules": []}}',
      'split-key-on-output',
      {
        name: 'p',
        outputs: [
          { format: 'delta', path: '/a' },
          { format: 'csv', path: '/b' },
        ],
        validations: { rules: [] },
      },
    ],
    [
      'a quarantine without format and path → both added',
      '{"validations": {"rules": [{"type": "not_null", "column": "id"}], "outputs": {"invalid": {"annotate": "c"}}}}',
      'destination-incomplete',
      {
        validations: {
          rules: [{ type: 'not_null', column: 'id' }],
          outputs: { invalid: { format: 'parquet', path: '…', annotate: 'c' } },
        },
      },
    ],
    [
      'max below min → swapped',
      '{"validations": {"rules": [{"type": "range", "column": "age", "min": 10, "max": 1.5}]}}',
      'range-empty',
      { validations: { rules: [{ type: 'range', column: 'age', min: 1.5, max: 10 }] } },
    ],
  ])('fixes %s', (_name, text, kind, expected) => {
    const fixed = fix(text, kind);
    expect(JSON.parse(fixed)).toEqual(expected);
    expect(parseDocument(fixed).diagnostics.filter((d) => d.kind === kind)).toEqual([]);
  });

  it('renames a misspelled key', () => {
    const fixed = fix(
      '{"validations": {"rules": [{"type": "range", "colum": "age", "min": 0}]}}',
      'unknown-key',
    );
    expect(JSON.parse(fixed).validations.rules[0]).toEqual({
      type: 'range',
      column: 'age',
      min: 0,
    });
    expect(parseDocument(fixed).ok).toBe(true);
  });

  it('lowercases on_failure', () => {
    const fixed = fix('{"validations": {"on_failure": "Warn", "rules": []}}', 'on-failure-case');
    expect(JSON.parse(fixed).validations.on_failure).toBe('warn');
  });

  it('moves a code beside targets into each target', () => {
    const text =
      '{"validations": {"rules": [{"type": "not_null", "code": "X", "targets": [{"column": "id"}, {"column": "age"}]}]}}';
    const fixed = fix(text, 'targets-parent-key');
    expect(parseDocument(fixed).rules.map((r) => r.code)).toEqual(['X', 'X']);
  });

  it('offers every close column name for an unknown column, closest first', () => {
    const text = '{"rules": [{"type": "not_null", "columns": ["id", "emial"]}]}';
    const [d] = columnDiagnostics(text, COLUMNS);
    expect(d.severity).toBe('warning');
    // The same words a run reports for this rule.
    expect(d.message).toBe('Column "emial" does not exist. Closest: email.');
    expect(d.path).toBe('rules[0].columns[1]');
    expect(text.slice(d.range.offset, d.range.offset + d.range.length)).toBe('"emial"');
    expect(codeActionsFor([d], d.range).map((a) => a.title)).toEqual(['Change to "email"']);
    expect(fix(text, 'unknown-column')).toBe(
      '{"rules": [{"type": "not_null", "columns": ["id", "email"]}]}',
    );
  });

  it('checks columns in targets too, and nothing without a loaded file', () => {
    const text =
      '{"validations": {"rules": [{"type": "range", "min": 0, "targets": [{"column": "agee"}]}]}}';
    expect(columnDiagnostics(text, COLUMNS).map((d) => d.path)).toEqual([
      'validations.rules[0].targets[0].column',
    ]);
    expect(columnDiagnostics(text, [])).toEqual([]);
  });

  it('offers nothing away from a diagnostic', () => {
    const text = '{"validations": {"on_failure": "Warn", "rules": []}}';
    expect(codeActionsFor(diagnosticsFor(text, COLUMNS), { offset: 45, length: 0 })).toEqual([]);
  });
});
