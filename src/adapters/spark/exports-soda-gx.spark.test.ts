/**
 * The soda and gx exports run on their engines (docs/exports.md): the contract verified by
 * Soda Core 4 through its Spark DataFrame data source, the GX script's Checkpoint run by Great
 * Expectations 1.x on a Spark dataframe, both on local Spark 4.1.1 over the cases every other
 * export runs on (the bundled sample, the every-type fixture, the stress documents). Each
 * rule's verdict and counts agree with dqw's, or differ only at a rule the artifact's own
 * table calls approximate or not expressible.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRules, type ExportArtifact } from '../../engine/export/index.ts';
import { runDqw, type DqwOutcome } from './dqw.ts';
import { exportRunCases } from './exportCases.ts';
import { unstated, type ExportDiff } from './exportCompare.ts';
import {
  gxDiffs,
  runPlatform,
  sodaDiffs,
  type GxAnswer,
  type Platform,
  type SodaAnswer,
} from './exportSodaGx.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-soda-gx-'));
// A case whose columns production cannot read (a dot, a backtick) has no verdict of dqw's.
const CASES = exportRunCases(dir).filter((c) => !c.targets);
const PLATFORMS: Platform[] = ['soda', 'gx'];

interface Outcome {
  art: ExportArtifact;
  answer: SodaAnswer | GxAnswer;
  diffs: ExportDiff[];
}

const outcomes = new Map<string, Outcome>();
const key = (name: string, p: Platform) => `${name} · ${p}`;

beforeAll(async () => {
  const dqw = new Map<string, DqwOutcome>();
  for (const c of CASES)
    dqw.set(c.name, await runDqw({ data: c.data, document: JSON.parse(c.text) }));
  for (const p of PLATFORMS) {
    const arts = CASES.map((c) => exportRules(c.text, p));
    const run = await runPlatform<SodaAnswer | GxAnswer>(
      p,
      dir,
      CASES.map((c, i) => ({ path: c.data, text: arts[i].text })),
    );
    console.log(
      `${p}: ${p === 'soda' ? 'Soda Core' : 'Great Expectations'} ${run.version} on Spark ${run.spark}`,
    );
    CASES.forEach((c, i) => {
      const d = dqw.get(c.name)!;
      const answer = run.cases[i];
      const diffs =
        p === 'soda'
          ? sodaDiffs(d, answer as SodaAnswer, arts[i])
          : gxDiffs(d, answer as GxAnswer, arts[i]);
      outcomes.set(key(c.name, p), { art: arts[i], answer, diffs });
    });
  }
  if (process.env.DQW_SPARK_DUMP)
    writeFileSync(process.env.DQW_SPARK_DUMP, JSON.stringify([...outcomes], null, 1));
}, 3_600_000);

afterAll(() => {
  for (const p of PLATFORMS) {
    const all = CASES.map((c) => outcomes.get(key(c.name, p))).filter((x) => x !== undefined);
    const rules = all.reduce((n, x) => n + x.art.entries.length, 0);
    const stated = all.reduce((n, x) => {
      const bad = new Set(unstated(x.diffs, x.art).map((d) => d.code));
      return n + new Set(x.diffs.filter((d) => d.code && !bad.has(d.code)).map((d) => d.code)).size;
    }, 0);
    const defects = all.reduce((n, x) => n + unstated(x.diffs, x.art).length, 0);
    console.log(
      `${p}: ${all.length} cases, ${rules} rules, ${stated} rules differ as stated, ${defects} unstated differences`,
    );
  }
});

describe.each(PLATFORMS)('the %s export run on its engine agrees with dqw', (p) => {
  it.each(CASES.map((c) => [c.name] as const))('%s', (name) => {
    const x = outcomes.get(key(name, p))!;
    expect(x.answer.run_error).toBeUndefined();
    expect(unstated(x.diffs, x.art)).toEqual([]);
  });
});

describe('what each platform reports', () => {
  it('every GX expectation carries the severity of its rule level, and the run is a Checkpoint', () => {
    for (const c of CASES) {
      const a = outcomes.get(key(c.name, 'gx'))!.answer as GxAnswer;
      const exps = a.expectations ?? [];
      expect(exps.length).toBeGreaterThan(0);
      for (const e of exps)
        expect(e.severity).toBe(e.meta.name?.endsWith('_warn') ? 'warning' : 'critical');
    }
  });

  it('Soda reads a regex with a backslash as Spark needs it: \\d matches digits', () => {
    // `integer` is ^[-+]?\d+$: read without its backslash, it would refuse 12, 7 and -4 too.
    const x = outcomes.get(key('formats, missing values, no value', 'soda'))!;
    const code = (x.answer as SodaAnswer).checks!.find(
      (k) => k.column === 'code' && k.type === 'invalid',
    )!;
    expect(code.diagnostics.invalid_count).toBe(1);
  });
});
