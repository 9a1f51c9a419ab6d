/**
 * The sparquet export run by the framework's own `sparquet` command, as an engineer runs it
 * (docs/exports.md): the pipeline JSON filled in for this machine (input at the CSV file,
 * report and outputs at local JSON folders; scripts/spark/sparquet_config.py), written to a
 * file, `sparquet <config.json>` from the spark41 environment, and its exit code, report
 * and valid/quarantine files held to dqw's on the same file. Two documents: each command
 * starts a Spark of its own.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportRules, type ExportArtifact } from '../../engine/export/index.ts';
import { runDqw, type DqwOutcome } from './dqw.ts';
import { exportRunCases } from './exportCases.ts';
import { sparquetDiffs, unstated, type ExportDiff } from './exportCompare.ts';
import { spark41Python } from './environments.ts';

const CONFIG = path.resolve(import.meta.dirname, '../../../scripts/spark/sparquet_config.py');
const dir = mkdtempSync(path.join(tmpdir(), 'dqw-sparquet-cli-'));

// on_failure "fail" with failing rules (the command exits 1), and warn with a quarantine.
const CASES = exportRunCases(dir).filter((c) =>
  ['bundled sample', 'awkward names, warn, quarantine scope'].includes(c.name),
);

/** The lines of a folder Spark's JSON writer wrote, or null when nothing was written. */
function written(folder: string): string[] | null {
  if (!existsSync(folder)) return null;
  return readdirSync(folder)
    .filter((f) => /^part-.*\.json$/.test(f))
    .sort()
    .flatMap((f) => readFileSync(path.join(folder, f), 'utf8').split('\n'))
    .filter((line) => line !== '');
}

interface Outcome {
  art: ExportArtifact;
  mine: DqwOutcome;
  exit: number | null;
  stdout: string;
  answer: Record<string, unknown>;
  diffs: ExportDiff[];
}
const outcomes = new Map<string, Outcome>();

beforeAll(() => {
  const py = spark41Python();
  const sparquet = path.join(path.dirname(py), 'sparquet');
  return (async () => {
    for (const [i, c] of CASES.entries()) {
      const out = path.join(dir, `run${i}`);
      mkdirSync(out);
      const art = exportRules(c.text, 'sparquet');
      const pipeline = path.join(out, 'pipeline.json');
      const config = path.join(out, 'config.json');
      writeFileSync(pipeline, art.text);
      const fill = spawnSync(py, [CONFIG, pipeline, c.data, out, config], { encoding: 'utf8' });
      if (fill.status !== 0) throw new Error(`sparquet_config.py: ${fill.stderr}`);
      const run = spawnSync(sparquet, [config], {
        cwd: out,
        encoding: 'utf8',
        env: { ...process.env, TZ: 'UTC' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const answer: Record<string, unknown> = {
        report: written(path.join(out, 'report')),
        valid: written(path.join(out, 'valid')),
        invalid: written(path.join(out, 'invalid')),
      };
      // A failed run: the command's summary line says why (`[FAIL] 'name': <error>`).
      if (run.status !== 0) {
        const why = /^\[FAIL\] '.*?': (.*)$/m.exec(run.stdout)?.[1];
        answer.pipeline_error = { error: 'PipelineFailed', message: why ?? run.stderr.slice(-500) };
      }
      const doc = JSON.parse(c.text) as { validations?: { outputs?: { invalid?: object } } };
      const mine = await runDqw({ data: c.data, document: doc });
      if (!doc.validations?.outputs?.invalid) {
        delete mine.invalid;
        delete mine.valid;
      }
      outcomes.set(c.name, {
        art,
        mine,
        exit: run.status,
        stdout: run.stdout,
        answer,
        diffs: sparquetDiffs(mine, answer, art),
      });
    }
  })();
}, 600_000);

describe('the sparquet export run by the `sparquet` command agrees with dqw', () => {
  it('runs two documents: the command exits 1 on the first, 0 on the second', () => {
    expect(CASES.map((c) => [c.name, outcomes.get(c.name)?.exit])).toEqual([
      ['bundled sample', 1],
      ['awkward names, warn, quarantine scope', 0],
    ]);
  });

  it.each(CASES.map((c) => [c.name] as const))('%s', (name) => {
    const x = outcomes.get(name)!;
    // The command exits 1 exactly when the run fails, which is when dqw exits 1.
    expect(x.exit).toBe(x.mine.exit === 1 ? 1 : 0);
    expect(unstated(x.diffs, x.art)).toEqual([]);
    if (x.exit === 1) {
      expect(x.answer.pipeline_error).toMatchObject({
        message: expect.stringMatching(/^Pipeline aborted due to validation failures/),
      });
      // Nothing is written when a rule at the fail level fails.
      expect([x.answer.report, x.answer.valid, x.answer.invalid]).toEqual([null, null, null]);
    } else {
      expect((x.answer.report as string[]).length).toBe(x.mine.results?.length);
      expect(x.answer.invalid).toEqual(expect.any(Array));
      expect(x.answer.valid).toEqual(expect.any(Array));
    }
  });
});
