import { describe, expect, it } from 'vitest';
import { parseDocument } from '../engine';
import { explainCell } from './explain-cell';

const ruleOf = (rule: Record<string, unknown>) =>
  parseDocument(JSON.stringify({ validations: { rules: [rule] } })).rules[0];

describe('explainCell', () => {
  it('says a range violation with the bound', () => {
    const r = ruleOf({ type: 'range', column: 'age', min: 0, max: 120 });
    expect(explainCell(r, 'age', 200).en).toBe('age 200 is above max 120 (range(age,0,120)).');
    expect(explainCell(r, 'age', -3).es).toBe(
      'age -3 es menor que el mínimo 0 (range(age,0,120)).',
    );
  });

  it('says why a regex fails a NULL and a non-match', () => {
    const r = ruleOf({ type: 'regex', column: 'email', pattern: '@', code: 'EMAIL' });
    expect(explainCell(r, 'email', null).en).toMatch(/a regex fails an empty value/);
    expect(explainCell(r, 'email', 'x.com')['pt-BR']).toBe(
      'email "x.com" não casa com o padrão @ (EMAIL).',
    );
  });

  it('names the validity condition an invalid value breaks', () => {
    const values = ruleOf({
      type: 'invalid_count',
      column: 'c',
      valid_values: ['BR', 'PT'],
      must_be: '= 0',
    });
    expect(explainCell(values, 'c', 'br').en).toMatch(
      /"br" is not one of the allowed values \[BR, PT\]/,
    );
    const format = ruleOf({
      type: 'invalid_count',
      column: 'e',
      valid_format: 'email',
      must_be: '= 0',
    });
    expect(explainCell(format, 'e', 'bruno@example').en).toMatch(/is not a valid email/);
    const len = ruleOf({ type: 'invalid_count', column: 'd', valid_length: 11, must_be: '= 0' });
    expect(explainCell(len, 'd', '123').en).toMatch(/has 3 characters; .* wants = 11/);
    const max = ruleOf({ type: 'invalid_percent', column: 'a', valid_max: 100, must_be: '< 5%' });
    expect(explainCell(max, 'a', '150').en).toMatch(/a 150 is above max 100/);
  });

  it('explains not_null, unique and missing values', () => {
    expect(explainCell(ruleOf({ type: 'not_null', column: 'id' }), 'id', null).en).toMatch(
      /id is empty \(NULL\)/,
    );
    expect(explainCell(ruleOf({ type: 'unique', columns: ['id'] }), 'id', 5).en).toMatch(
      /more than one row/,
    );
    const missing = ruleOf({
      type: 'missing_count',
      column: 's',
      missing_values: ['N/A'],
      must_be: '= 0',
    });
    expect(explainCell(missing, 's', 'N/A').en).toMatch(/count as missing/);
  });
});
