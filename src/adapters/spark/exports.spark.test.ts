/**
 * Every export run on its engine (docs/exports.md): the bundled sample, the every-type fixture
 * and stress documents exported to each target, the artifact run on local Spark as its
 * platform runs it (scripts/spark/run_export.py), and its per-rule outcome and counts
 * compared with dqw's on the same file. Each agrees, or differs only at a rule the
 * export's own table calls approximate or not expressible.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRules, type ExportArtifact, type ExportTarget } from '../../engine/export/index.ts';
import { runDqw, type DqwOutcome } from './dqw.ts';
import {
  lakeflowDiffs,
  pysparkDiffs,
  sparkSqlDiffs,
  sparquetDiffs,
  unstated,
  type ExportDiff,
} from './exportCompare.ts';
import type { Oracle } from './oracle.ts';
import { oracle } from './suite.ts';
import { exportRunCases, type ExportRunCase } from './exportCases.ts';
import { deltaDiffs, runDelta, text, type DeltaAnswer } from './exportDelta.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-exports-'));

type Case = ExportRunCase;

const CASES = exportRunCases(dir);

const TARGETS = {
  pyspark: pysparkDiffs,
  'spark-sql': sparkSqlDiffs,
  sparquet: sparquetDiffs,
  'lakeflow-sql': lakeflowDiffs,
  'lakeflow-python': lakeflowDiffs,
} satisfies Partial<
  Record<
    ExportTarget,
    (d: DqwOutcome, a: Record<string, unknown>, art: ExportArtifact) => ExportDiff[]
  >
>;
type Target = keyof typeof TARGETS;
const NAMES = Object.keys(TARGETS) as Target[];

interface Outcome {
  art: ExportArtifact;
  answer: Record<string, unknown>;
  diffs: ExportDiff[];
}

let o: Oracle;
const outcomes = new Map<string, Outcome>();
const dqwOutcomes = new Map<string, DqwOutcome>();
const deltaAnswers = new Map<string, DeltaAnswer>();
const key = (c: Case, t: Target | 'delta') => `${c.name} · ${t}`;
const ALL = [...NAMES, 'delta'] as const;

beforeAll(async () => {
  o = await oracle('spark41');
  for (const c of CASES) {
    const doc = JSON.parse(c.text) as { validations?: { outputs?: { invalid?: object } } };
    const mine = await runDqw({ data: c.data, document: doc });
    // Rows are compared where the document has a quarantine: without one, nothing is split.
    if (!doc.validations?.outputs?.invalid) {
      delete mine.invalid;
      delete mine.valid;
    }
    dqwOutcomes.set(c.name, mine);
    const arts = NAMES.map((t) => exportRules(c.text, t));
    const annotate =
      (JSON.parse(c.text) as { validations?: { outputs?: { invalid?: { annotate?: string } } } })
        .validations?.outputs?.invalid?.annotate ?? null;
    const answer = await o.runExports(
      { path: c.data },
      mkdtempSync(path.join(dir, 'run-')),
      arts.map((a) => ({ target: a.target, text: a.text, annotate })),
    );
    NAMES.forEach((t, i) => {
      const a = answer.artifacts[i];
      outcomes.set(key(c, t), { art: arts[i], answer: a, diffs: TARGETS[t](mine, a, arts[i]) });
    });
  }
  // Delta Lake: one Spark with Delta's jars for every case.
  const deltaArts = CASES.map((c) => exportRules(c.text, 'delta'));
  const delta = await runDelta(
    dir,
    CASES.map((c, i) => ({
      path: c.data,
      text: deltaArts[i].text,
      // Without outputs.valid the constraints go on the source, which holds every row.
      on_source: !(JSON.parse(c.text) as { validations?: { outputs?: { valid?: object } } })
        .validations?.outputs?.valid,
    })),
  );
  console.log(`delta: Delta Lake ${delta.delta} on Spark ${delta.spark}`);
  CASES.forEach((c, i) => {
    const a = delta.cases[i];
    deltaAnswers.set(c.name, a);
    outcomes.set(key(c, 'delta'), {
      art: deltaArts[i],
      answer: a as unknown as Record<string, unknown>,
      diffs: deltaDiffs(dqwOutcomes.get(c.name)!, a, deltaArts[i]),
    });
  });
  if (process.env.DQW_SPARK_DUMP)
    writeFileSync(process.env.DQW_SPARK_DUMP, JSON.stringify([...outcomes], null, 1));
}, 900_000);
afterAll(() => {
  o?.close();
  for (const t of ALL) {
    const all = CASES.filter((c) => !c.targets || c.targets.includes(t))
      .map((c) => outcomes.get(key(c, t)))
      .filter((x) => x !== undefined);
    const rules = all.reduce((n, x) => n + x.art.entries.length, 0);
    // Rules with a difference the table states, and differences it does not (defects).
    const stated = all.reduce((n, x) => {
      const bad = new Set(unstated(x.diffs, x.art).map((d) => d.code));
      return n + new Set(x.diffs.filter((d) => d.code && !bad.has(d.code)).map((d) => d.code)).size;
    }, 0);
    const defects = all.reduce((n, x) => n + unstated(x.diffs, x.art).length, 0);
    console.log(
      `${t}: ${all.length} cases, ${rules} rules, ${stated} rules differ as stated, ${defects} unstated differences`,
    );
  }
});

describe.each(ALL)('the %s export run on Spark agrees with dqw', (target) => {
  const mine = CASES.filter((c) => !c.targets || c.targets.includes(target));
  it.each(mine.map((c) => [c.name] as const))('%s', (name) => {
    const x = outcomes.get(
      key(
        CASES.find((c) => c.name === name)!,
        target,
      ),
    )!;
    expect(unstated(x.diffs, x.art)).toEqual([]);
  });
});

describe('delta without outputs.valid: the constraints on the source table', () => {
  it('Delta refuses each constraint some existing row breaks, and the artifact says so at the rule', () => {
    const onSource = CASES.filter(
      (c) =>
        !(JSON.parse(c.text) as { validations?: { outputs?: { valid?: object } } }).validations
          ?.outputs?.valid,
    );
    expect(onSource.length).toBeGreaterThan(0);
    for (const c of onSource) {
      const a = deltaAnswers.get(c.name)!;
      const art = outcomes.get(key(c, 'delta'))!.art;
      const broken = a.constraints.filter((n) => a.counts[n] > 0);
      expect(broken.length).toBeGreaterThan(0);
      for (const n of a.constraints) {
        const added = a.on_source[n];
        if (a.counts[n] > 0)
          expect(typeof added === 'string' ? added : added.message).toMatch(
            /DELTA_NEW_CHECK_CONSTRAINT_VIOLATION/,
          );
        else expect(added).toBe('ok');
        const e = art.entries.find((x) => x.name === n)!;
        expect(e.status).toBe('approximate');
        expect(e.reason).toMatch(/no outputs\.valid/);
      }
    }
  });
});

describe('delta: not_null is a CHECK, and the artifact says why not SET NOT NULL', () => {
  const notNulls = () =>
    CASES.flatMap((c) =>
      outcomes
        .get(key(c, 'delta'))!
        .art.entries.filter((e) => e.type === 'not_null' && e.status !== 'not-expressible')
        .map((e) => ({ c, e, a: deltaAnswers.get(c.name)! })),
    );

  it('Delta Lake refuses ALTER COLUMN … SET NOT NULL on a nullable column, even on an empty table', () => {
    const all = notNulls();
    expect(all.length).toBeGreaterThan(0);
    for (const { c, e, a } of all) {
      const r = a.not_null[e.name];
      expect(text(r.set_not_null)).toMatch(/Cannot change nullable column to non-nullable/);
      // The artifact says so at the rule, naming its columns.
      expect(outcomes.get(key(c, 'delta'))!.art.text).toContain(
        `ALTER COLUMN … SET NOT NULL on ${e.predicate!.replace(/ IS NOT NULL/g, '').replace(/ AND /g, ', ')}: Delta Lake refuses`,
      );
    }
  });

  it('its CHECK refuses a NULL insert and takes the clean rows; on a source holding NULLs it is refused', () => {
    let refused = 0;
    let onSource = 0;
    for (const { e, a } of notNulls()) {
      expect(a.added[e.name]).toBe('ok');
      if (a.counts[e.name] > 0) {
        expect(text(a.refused[e.name])).toMatch(/DELTA_VIOLATE_CONSTRAINT/);
        refused++;
        if (e.name in a.on_source) {
          expect(text(a.on_source[e.name])).toMatch(/DELTA_NEW_CHECK_CONSTRAINT_VIOLATION/);
          onSource++;
        }
      }
      expect(a.clean).toBe(a.clean_rows);
    }
    expect(refused).toBeGreaterThan(0);
    expect(onSource).toBeGreaterThan(0);
  });

  it('a table declared with the columns NOT NULL does the same as the CHECK, as the artifact says', () => {
    let refused = 0;
    for (const { e, a } of notNulls()) {
      const r = a.not_null[e.name];
      expect(r.clean).toBe(r.clean_rows);
      if (a.counts[e.name] > 0) {
        expect(text(r.refused)).toMatch(/DELTA_NOT_NULL_CONSTRAINT_VIOLATED/);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe("lakeflow: the split tables are named after the document's destinations", () => {
  it.each(['lakeflow-sql', 'lakeflow-python'] as const)('%s', (t) => {
    const x = outcomes.get(key(CASES[0], t))!;
    const names = (x.answer.datasets as Array<{ name: string }>).map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining(['silver.customers', 'silver.customers_quarantine']),
    );
    expect(Array.isArray(x.answer['silver.customers'])).toBe(true);
    expect(Array.isArray(x.answer['silver.customers_quarantine'])).toBe(true);
  });
});
