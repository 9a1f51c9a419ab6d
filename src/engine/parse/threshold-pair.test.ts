import { describe, expect, it } from 'vitest';
import { parseDocument } from './document';
import { parseThreshold, type Threshold } from './threshold';
import { warnNeverFires } from './threshold-pair';

const t = (text: string): Threshold => {
  const p = parseThreshold(text);
  if (!p.ok) throw new Error(text);
  return p.threshold;
};

describe('warnNeverFires', () => {
  it.each([
    ['< 1000', '< 5000', true],
    ['< 1000', '<= 1000', true],
    ['<= 1000', '< 1000', false],
    ['< 1000', '< 500', false],
    ['= 0', '= 0', true],
    ['< 5', '= 0', false],
    ['between 1 and 10', 'between 0 and 10', true],
    ['between 1 and 10', '> 5', false],
    ['> 10', '!= 3', true],
    ['!= 3', '> 10', false],
    ['>= 0', 'not between -5 and -1', true],
    ['not between 1 and 5', '!= 3', true],
    ['between 10 and 1', '> 0', false],
  ])('must_be %s, warn %s → %s', (mustBe, warn, never) => {
    expect(warnNeverFires(t(mustBe), t(warn))).toBe(never);
  });

  it('is said at warn in the document', () => {
    const text = JSON.stringify({
      validations: {
        rules: [{ type: 'avg', column: 'age', must_be: '< 1000', warn: '< 5000' }],
      },
    });
    const doc = parseDocument(text);
    expect(doc.ok).toBe(true);
    const [d] = doc.diagnostics.filter((x) => x.kind === 'warn-never-fires');
    expect(text.slice(d.range.offset, d.range.offset + d.range.length)).toBe('"< 5000"');
    expect(d.message).toBe(
      '"warn" ("< 5000") holds wherever "must_be" ("< 1000") does, so this rule never warns: it warns when must_be holds and warn does not.',
    );
  });
});
