/**
 * The DQX export run on Databricks Labs DQX (docs/exports.md): the bundled sample, the
 * every-type fixture and the stress documents exported to `dqx`, each artifact's own "How to
 * run" Python executed on local Spark with DQX (scripts/spark/run_dqx.py): one
 * apply_checks_by_metadata_and_split with the input as the reference DataFrame its
 * `sql_query` checks read, the quarantine and the FailPipeline action as the lines write
 * them; each check's flagged rows, the split and the abort compared with dqw's on the same
 * file. Each agrees, or differs only at a rule the artifact's table calls approximate or
 * not expressible.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRules, type ExportArtifact } from '../../engine/export/index.ts';
import { runDqw } from './dqw.ts';
import { EXPORT_CASES } from './exportCases.ts';
import { unstated, type ExportDiff } from './exportCompare.ts';
import { dqxDiffs, runDqx, type DqxAnswer } from './exportDqx.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'dqw-exports-dqx-'));

interface Doc {
  validations?: { on_failure?: string; outputs?: { invalid?: { annotate?: string } } };
}

const CASES = [
  {
    name: 'bundled sample',
    data: path.join(root, 'public/samples/customers.csv'),
    text: readFileSync(path.join(root, 'public/samples/rules.json'), 'utf8'),
  },
  // A dot or backtick in a name: production stops, so dqw has no verdict to hold DQX to.
  ...EXPORT_CASES.filter((c) => !c.targets).map((c) => {
    const data = path.join(dir, `${c.name.replace(/\W+/g, '_')}.csv`);
    writeFileSync(data, c.csv);
    return { name: c.name, data, text: c.text };
  }),
];

interface Outcome {
  art: ExportArtifact;
  answer: DqxAnswer;
  diffs: ExportDiff[];
}
const outcomes = new Map<string, Outcome>();
let versions = '';

beforeAll(async () => {
  const arts = CASES.map((c) => exportRules(c.text, 'dqx'));
  const docs = CASES.map((c) => JSON.parse(c.text) as Doc);
  const run = await runDqx(
    dir,
    CASES.map((c, i) => ({
      path: c.data,
      text: arts[i].text,
      annotate: docs[i].validations?.outputs?.invalid?.annotate ?? null,
    })),
  );
  versions = `DQX ${run.dqx} on Spark ${run.spark}`;
  console.log(`dqx: ${versions}`);
  for (const [i, c] of CASES.entries()) {
    const mine = await runDqw({ data: c.data, document: docs[i] });
    // Rows are compared where the document has a quarantine: without one, nothing is split.
    if (!docs[i].validations?.outputs?.invalid) {
      delete mine.invalid;
      delete mine.valid;
    }
    const answer = run.cases[i];
    outcomes.set(c.name, {
      art: arts[i],
      answer,
      diffs: dqxDiffs(mine, answer, arts[i], docs[i].validations?.on_failure ?? 'warn'),
    });
  }
  if (process.env.DQW_SPARK_DUMP)
    writeFileSync(process.env.DQW_SPARK_DUMP, JSON.stringify([...outcomes], null, 1));
}, 900_000);

describe('the dqx export run on DQX agrees with dqw', () => {
  it.each(CASES.map((c) => [c.name] as const))('%s', (name) => {
    const x = outcomes.get(name)!;
    expect(x.answer.checks?.length ?? 0).toBeGreaterThan(0);
    expect(unstated(x.diffs, x.art)).toEqual([]);
  });

  it("the run lines' apply stops without the ref_dfs they say it needs", () => {
    const first = outcomes.get(CASES[0].name)!.answer;
    expect(first.without_ref_dfs?.message).toMatch(/dq_input|PARSE_SYNTAX_ERROR/);
  });

  it('runs on the pinned DQX', () => {
    expect(versions).toMatch(/^DQX 0\.17\.0 on Spark 4\.1\.1$/);
  });
});
