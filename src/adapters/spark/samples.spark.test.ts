/**
 * The bundled sample, every lesson's start and solution, and every gallery example, run
 * by dqw and by production on Spark: the same verdicts, counts, codes and rows.
 */
import { describe, expect, it } from 'vitest';
import { CHECKED_AGAINST } from '../../engine/production/checked.ts';
import { sampleCases } from './sample-cases.ts';
import { casesOnOracle, oracle } from './suite.ts';

const CASES = sampleCases();

// Every oracle: Spark 4.1.1 with the newest library (production now), the library version
// docs/RULES.md was first written from, and Spark 3.5.
describe.each(['spark41', 'cola030', 'spark35'])('on oracle %s', (name) => {
  it('is the production version the page names (About, README)', async () => {
    const o = await oracle(name);
    const named = CHECKED_AGAINST.find((c) => c.oracle === name)!;
    try {
      expect(o.info.versions).toMatchObject({
        spark: named.spark,
        sparquet_cola: named.sparquetCola,
        sparquet: named.sparquet,
      });
    } finally {
      o.close();
    }
  });

  describe(`samples, lessons and gallery (${CASES.length} cases)`, () => {
    casesOnOracle(name, CASES);
  });
});
