import { describe, expect, it } from 'vitest';
import { withEdits } from '../testing/edits';
import { parseDocument } from './document';
import { parseThreshold, reversedBetween, satisfies } from './threshold';

describe('RULES.md §4 — threshold DSL', () => {
  it.each([
    ['> 0', 1, true],
    ['> 0', 0, false],
    ['< 5', 4.9, true],
    ['>= 100', 100, true],
    ['<= 10', 10.1, false],
    ['= 0', 0, true],
    ['== 0', 1, false],
    ['!= 0', 0, false],
    ['<> 0', 2, true],
    ['0', 0, true],
    ['7', 8, false],
    ['between 10 and 20', 10, true],
    ['between 10 and 20', 20, true],
    ['BETWEEN 10 AND 20', 21, false],
    ['not between 1 and 2', 1, false],
    // Python: not (1 <= nan <= 2) is True; a NULL aggregate is NaN (RULES.md §4).
    ['not between 1 and 2', Number.NaN, true],
    ['between 1 and 2', Number.NaN, false],
    ['!= 1', Number.NaN, true],
    ['Not Between 1 and 2', 3, true],
    ['< 5%', 4, true],
    ['< 5 %', 5, false],
    ['< 1d', 86399, true],
    ['< 1d', 86400, false],
    ['<= 2h', 7200, true],
    ['> 30m', 1801, true],
    ['< 1w', 604799, true],
    ['< 10s', 9, true],
    ['between 1h and 1d', 3600, true],
    ['>= -1.5', -1.5, true],
    ['>1e3', 1001, true],
  ])('"%s" with %d → %s', (text, value, expected) => {
    const parsed = parseThreshold(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(satisfies(value, parsed.threshold)).toBe(expected);
  });

  it.each(['', '   ', '>', 'between 1', 'about 5', '5 apples', '< 1y', '=> 3'])(
    'refuses %j',
    (text) => {
      const parsed = parseThreshold(text);
      expect(parsed.ok).toBe(false);
    },
  );

  it('describes how a threshold parses', () => {
    const parsed = parseThreshold('< 5%');
    expect(parsed.ok && parsed.describe).toBe('passes when value < 5');
    const between = parseThreshold('between 10 and 20');
    expect(between.ok && between.describe).toBe('passes when 10 <= value <= 20');
  });
});

describe('a between with its bounds reversed', () => {
  it('is warned at the threshold, with the swap as its fix', () => {
    const text = JSON.stringify({
      validations: {
        rules: [{ type: 'avg', column: 'age', must_be: 'between 1000 and 10', warn: '< 5' }],
      },
    });
    const doc = parseDocument(text);
    expect(doc.ok).toBe(true);
    const [d] = doc.diagnostics.filter((x) => x.kind === 'threshold-reversed');
    expect(d.message).toBe(
      '"must_be": 1000 is above 10: no value is between them, so this level never passes. Swap them?',
    );
    expect(text.slice(d.range.offset, d.range.offset + d.range.length)).toBe(
      '"between 1000 and 10"',
    );
    const fixed = withEdits(text, d.fix!.edits);
    expect(JSON.parse(fixed).validations.rules[0].must_be).toBe('between 10 and 1000');
    expect(reversedBetween('NOT BETWEEN 5 and 1')).toMatchObject({
      op: 'not between',
      swapped: 'NOT BETWEEN 1 and 5',
    });
    expect(reversedBetween('between 1 and 5')).toBeNull();
    expect(reversedBetween('between 5 and 5')).toBeNull();
  });
});
