/** Rounding of suggested thresholds and adding rules to a document's text (pure). */
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../parse/document';
import { addRulesToDocument } from './merge';
import { ceil2, daysAbove, floor2, percentAbove, roundedBounds } from './round';

describe('rounding', () => {
  it('widens bounds outward to a step about a tenth of the span', () => {
    expect(roundedBounds(18, 87, true)).toEqual([10, 90]);
    expect(roundedBounds(27, 200, true)).toEqual([20, 200]);
    expect(roundedBounds(-7.1, 2492.9, false)).toEqual([-8, 2500]);
    expect(roundedBounds(0.31, 0.74, false)).toEqual([0.31, 0.74]);
    expect(roundedBounds(5, 5, true)).toEqual([5, 5]);
    expect(roundedBounds(0, 0, false)).toEqual([0, 0]);
  });
  it('never rounds inside the observed values', () => {
    for (const [lo, hi] of [
      [0.1 + 0.2, 0.9],
      [1e-9, 3e-9],
      [-1234.5, -2.25],
      [99999.99, 100000.01],
    ]) {
      const [min, max] = roundedBounds(lo, hi, false);
      expect(min).toBeLessThanOrEqual(lo);
      expect(max).toBeGreaterThanOrEqual(hi);
    }
  });
  it('picks limits strictly above what was observed', () => {
    expect(percentAbove(0)).toBe(0.1);
    expect(percentAbove(14.3)).toBe(30);
    expect(percentAbove(99.5)).toBe(100);
    expect(daysAbove(20 * 86_400)).toBe(30);
    expect(daysAbove(-5)).toBe(1);
    expect(daysAbove(400 * 86_400)).toBe(730);
    expect([floor2(7 * 0.8), ceil2(7 * 1.25)]).toEqual([5, 9]);
    expect([floor2(800_000), ceil2(1_250_000)]).toEqual([800_000, 1_300_000]);
  });
});

describe('addRulesToDocument', () => {
  const rule = { type: 'not_null', column: 'id' };
  it('starts a document from blank text', () => {
    const text = addRulesToDocument('  ', [rule]);
    expect(JSON.parse(text)).toEqual({ validations: { on_failure: 'fail', rules: [rule] } });
    expect(parseDocument(text).ok).toBe(true);
  });
  it('appends to each of the three shapes', () => {
    const inner = JSON.parse(addRulesToDocument('{"on_failure":"warn","rules":[]}', [rule]));
    expect(inner).toEqual({ on_failure: 'warn', rules: [rule] });
    const wrapped = JSON.parse(
      addRulesToDocument('{"validations":{"rules":[{"type":"row_count"}]}}', [rule]),
    );
    expect(wrapped.validations.rules).toEqual([{ type: 'row_count' }, rule]);
    const pipeline = JSON.parse(addRulesToDocument('{"name":"p","input":{}}', [rule]));
    expect(pipeline).toEqual({ name: 'p', input: {}, validations: { rules: [rule] } });
  });
  it('refuses text it cannot add to, with a message', () => {
    expect(() => addRulesToDocument('{"validations": ', [rule])).toThrow(/not valid JSON/);
    expect(() => addRulesToDocument('[1]', [rule])).toThrow(/not a JSON object/);
    expect(() => addRulesToDocument('{"rules": 3}', [rule])).toThrow(/"rules" is not a list/);
  });
});
