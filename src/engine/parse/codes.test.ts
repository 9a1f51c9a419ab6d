import { describe, expect, it } from 'vitest';
import { parseDocument } from './document';
import { pythonNumber } from './python-repr';

const codeOf = (ruleText: string) => {
  const parsed = parseDocument(`{"validations": {"rules": [${ruleText}]}}`);
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return parsed.rules[0].code;
};

describe('RULES.md §5 — codes', () => {
  it.each([
    ['{"type": "range", "column": "age", "min": 1, "max": 99, "code": " AGE_RANGE "}', 'AGE_RANGE'],
    ['{"type": "not_null", "columns": ["email"]}', 'not_null(email)'],
    ['{"type": "not_null", "columns": ["a", "b"]}', 'not_null(a,b)'],
    ['{"type": "unique", "columns": ["id", "dt"]}', 'unique(id,dt)'],
    ['{"type": "range", "column": "age", "min": 1, "max": 99}', 'range(age,1,99)'],
    ['{"type": "range", "column": "amount", "min": 0}', 'range(amount,0,*)'],
    ['{"type": "range", "column": "amount", "min": null, "max": 5}', 'range(amount,*,5)'],
    ['{"type": "range", "column": "x", "min": 1.0, "max": 1e3}', 'range(x,1.0,1000.0)'],
    ['{"type": "range", "column": "x", "min": 1e-7, "max": 2.50}', 'range(x,1e-07,2.5)'],
    ['{"type": "range", "column": "d", "min": "2026-01-01"}', 'range(d,2026-01-01,*)'],
    ['{"type": "range", "column": "b", "min": true}', 'range(b,True,*)'],
    ['{"type": "regex", "column": "email", "pattern": "^.+@.+$"}', 'regex(email,^.+@.+$)'],
    ['{"type": "regex", "column": "d", "pattern": "^\\\\d{3}$"}', 'regex(d,^\\d{3}$)'],
    ['{"type": "missing_percent", "column": "cpf", "must_be": "< 5%"}', 'missing_percent(cpf)'],
    [
      '{"type": "duplicate_count", "columns": ["a", "b"], "must_be": "= 0"}',
      'duplicate_count(a,b)',
    ],
    ['{"type": "row_count", "must_be": "> 0"}', 'row_count'],
    ['{"type": "row_count", "min": 1}', 'row_count'],
    ['{"type": "schema", "required_columns": ["a"]}', 'schema'],
    ['{"type": "sql", "query": "SELECT true"}', 'sql'],
    ['{"type": "mean", "column": "x", "must_be": "> 0"}', 'mean(x)'],
    ['{"type": "not_null", "column": "a", "code": "   "}', 'not_null(a)'],
  ])('%s → %s', (rule, code) => {
    expect(codeOf(rule)).toBe(code);
  });

  it.each([
    ['1', '1'],
    ['-0', '0'],
    ['12345678901234567890', '12345678901234567890'],
    ['1.0', '1.0'],
    ['2.50', '2.5'],
    ['1e3', '1000.0'],
    ['1E3', '1000.0'],
    ['1e-7', '1e-07'],
    ['0.0001', '0.0001'],
    ['0.00001', '1e-05'],
    ['1e16', '1e+16'],
    ['123456789012345.5', '123456789012345.5'],
    ['1.5e300', '1.5e+300'],
    ['-0.0', '-0.0'],
    ['0.1', '0.1'],
    ['1e400', 'inf'],
  ])('renders the JSON number %s as Python str() does: %s', (raw, expected) => {
    expect(pythonNumber(raw)).toBe(expected);
  });

  it('renders the same rule the same code every time', () => {
    const rule = '{"type": "range", "column": "x", "min": 0.5}';
    expect(new Set([codeOf(rule), codeOf(rule), codeOf(rule)]).size).toBe(1);
  });
});
