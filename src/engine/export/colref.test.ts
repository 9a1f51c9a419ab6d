/**
 * A column name with a dot or a backtick (docs/exports.md, confirmed by exports.spark.test.ts:
 * sparquet_cola 0.4.0's F.col raises UNRESOLVED_COLUMN on Spark 4.1.1): the pyspark and
 * sparquet exports say so at the rule; other columns stay exact.
 */
import { describe, expect, it } from 'vitest';
import { exportRules } from '.';

const doc = JSON.stringify({
  validations: {
    rules: [
      { type: 'range', column: 'unit.price', min: 0 },
      { type: 'not_null', columns: ['id', 'odd`q'] },
      { type: 'not_null', column: 'Total Amount' },
    ],
  },
});

describe.each(['pyspark', 'sparquet'] as const)('%s export: names F.col splits', (target) => {
  it('a dot or a backtick makes the rule approximate, with the reason at the rule', () => {
    const art = exportRules(doc, target);
    expect(art.entries.map((e) => e.status)).toEqual(['approximate', 'approximate', 'exact']);
    expect(art.entries[0].reason).toMatch(/"unit\.price" with F\.col.*UNRESOLVED_COLUMN/);
    expect(art.entries[1].reason).toMatch(/"odd`q"/);
    expect(art.entries[1].reason).not.toMatch(/"id"/);
    if (target === 'pyspark') expect(art.text).toContain('"unit.price" with F.col');
    else expect(art.warnings.some((w) => w.includes('"unit.price" with F.col'))).toBe(true);
  });
});

describe('pyspark export: where sparquet-cola 0.3.x differs', () => {
  it('row_count with must_be or warn is approximate; with min/max only it is exact', () => {
    const art = exportRules(
      JSON.stringify({
        validations: {
          rules: [
            { type: 'row_count', must_be: '> 0', warn: '>= 5' },
            { type: 'row_count', min: 1 },
          ],
        },
      }),
      'pyspark',
    );
    expect(art.entries.map((e) => e.status)).toEqual(['approximate', 'exact']);
    expect(art.entries[0].reason).toMatch(/0\.3\.x reads only min and max/);
  });
});
