/**
 * The generated corpus through dqw and production (`npm run test:spark -- --cases N`,
 * `--seed S`; 2,000 cases by default). A failure prints its seed and case, so it can be
 * run again alone.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explained } from './deviations.ts';
import { Gen } from './generate.ts';
import type { Oracle } from './oracle.ts';
import { oracle, runCases, timing, type CaseOutcome, type SparkCase } from './suite.ts';

const CASES = Number(process.env.DQW_SPARK_CASES ?? 2000);
const SEED = Number(process.env.DQW_SPARK_SEED ?? 20261204);
const PER_FILE = 50;

function corpus(): SparkCase[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-gen-'));
  const gen = new Gen(SEED);
  const out: SparkCase[] = [];
  for (let f = 0; out.length < CASES; f++) {
    const file = gen.file();
    const p = path.join(dir, `gen-${f}.csv`);
    writeFileSync(p, file.csv);
    for (let k = 0; k < PER_FILE && out.length < CASES; k++)
      out.push({
        name: `seed ${SEED} case ${out.length} (gen-${f}.csv)`,
        file: { path: p },
        document: gen.document(file),
      });
  }
  return out;
}

const CORPUS = corpus();
let o: Oracle;
let outcomes: CaseOutcome[];

beforeAll(async () => {
  console.log(`generated corpus: seed ${SEED}, ${CORPUS.length} cases`);
  o = await oracle('spark41');
  outcomes = await runCases(o, CORPUS);
  console.log(
    `${timing.cases} cases: dqw ${(timing.dqw / timing.cases).toFixed(0)} ms a case, production ${(timing.spark / timing.cases).toFixed(0)} ms a case (alongside)`,
  );
}, 3_600_000);
afterAll(() => o?.close());

describe(`the generated corpus on Spark (seed ${SEED}, ${CASES} cases)`, () => {
  it('every case agrees with production, or differs only as RULES.md records', () => {
    const recorded = new Map<string, number>();
    const failing = outcomes.filter((x) => {
      if (x.differences.length === 0) return false;
      const ids = explained(x);
      if (!ids) return true;
      for (const id of ids) recorded.set(id, (recorded.get(id) ?? 0) + 1);
      return false;
    });
    const agree = outcomes.filter((x) => x.differences.length === 0).length;
    console.log(
      `${agree} of ${outcomes.length} generated cases agree with production; ` +
        `${outcomes.length - agree - failing.length} differ only by a recorded deviation` +
        (recorded.size ? ` (${[...recorded].map(([id, n]) => `${id} ×${n}`).join(', ')})` : '') +
        `; ${failing.length} differ`,
    );
    const shown = failing.slice(0, 5).map((x) => ({
      case: x.case.name,
      document: JSON.stringify(x.case.document.validations),
      differences: x.differences,
    }));
    expect(shown).toEqual([]);
  });
});
