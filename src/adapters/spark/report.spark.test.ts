/**
 * The report file (RULES.md §7), as the framework writes it and as dqw writes it: each
 * bundled sample, lesson and gallery document run as a pipeline by
 * `Sparquet().run_from_dict`, its report written as Parquet to a local folder, beside
 * `dqw validate --report report.parquet` on the same file. Spark reads both: the same
 * columns in the same order with the same types, and row by row the same values, save
 * `validated_at` (the time each run took place).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameMetric } from './compare.ts';
import { dqw } from './dqw.ts';
import { parseLossless, canonicalOf, Num, type Lossless } from './lossless.ts';
import type { Oracle, ReadAnswer } from './oracle.ts';
import { sampleCases } from './sample-cases.ts';
import { oracle, type SparkCase } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-report-'));
// The bundled sample and every lesson's solution: every rule type the lessons teach, each
// report column filled (the gallery's single rules run through the same writer).
const CASES = sampleCases().filter(
  (c) => c.name === 'bundled sample' || c.name.endsWith(' solution'),
);

/**
 * Columns left out: `validated_at`, the time each run took place, and `message`, which dqw
 * words itself (RULES.md §7; production's is partly Portuguese, and empty for some rules).
 */
const RUN_TIME = new Set(['validated_at', 'message']);

/** The document as a pipeline of the framework, its report written to `report`. */
function pipelineOf(c: SparkCase, i: number, report: string): Record<string, unknown> {
  const { outputs: _outputs, ...validations } = (c.document.validations ?? {}) as Record<
    string,
    unknown
  >;
  const input = c.document.input;
  return {
    name: (c.document.name as string | undefined) ?? `report_case_${i}`,
    input: {
      format: 'csv',
      path: c.file.path,
      ...(input?.options ? { options: input.options } : {}),
    },
    // "warn": a failing rule under "fail" stops the pipeline before it writes its report.
    validations: {
      ...validations,
      on_failure: 'warn',
      report: { format: 'parquet', path: report, mode: 'overwrite' },
    },
    output: { format: 'parquet', path: path.join(dir, `out-${i}`), mode: 'overwrite' },
  };
}

const value = (row: Record<string, Lossless>, key: string): Lossless => row[key] ?? null;
const metric = (v: Lossless): number | null => {
  if (v === null) return null;
  if (v instanceof Num) return Number(v.text);
  return Number(
    String(v).replace(/^-?inf(inity)?$/i, (m) => (m.startsWith('-') ? '-Infinity' : 'Infinity')),
  );
};

/** Both reports, read by Spark: what differs, column by column and row by row. */
function reportDiffs(mine: ReadAnswer, theirs: ReadAnswer): string[] {
  if (mine.error) return [`Spark cannot read dqw's report: ${mine.message}`];
  if (theirs.error) return [`no production report: ${theirs.message}`];
  const schema = (a: ReadAnswer) => a.schema!.map((c) => `${c.name} ${c.type}`).join(', ');
  if (schema(mine) !== schema(theirs))
    return [`columns: dqw ${schema(mine)} / production ${schema(theirs)}`];
  const out: string[] = [];
  const rows = (a: ReadAnswer) => a.rows!.map((r) => parseLossless(r) as Record<string, Lossless>);
  const [d, p] = [rows(mine), rows(theirs)];
  if (d.length !== p.length) out.push(`rows: dqw ${d.length} / production ${p.length}`);
  for (let i = 0; i < Math.min(d.length, p.length); i++)
    for (const { name } of theirs.schema!) {
      if (RUN_TIME.has(name)) continue;
      const [a, b] = [value(d[i], name), value(p[i], name)];
      const same =
        name === 'metric_value'
          ? sameMetric(metric(a), metric(b), String(value(p[i], 'rule_type')))
          : canonicalOf(a) === canonicalOf(b);
      if (!same) out.push(`row ${i} ${name}: dqw ${canonicalOf(a)} / production ${canonicalOf(b)}`);
    }
  return out;
}

let o: Oracle;
const differences: string[][] = [];

beforeAll(async () => {
  o = await oracle('spark41');
  for (const [i, c] of CASES.entries()) {
    const theirs = path.join(dir, `production-${i}`);
    const mine = path.join(dir, `dqw-${i}.parquet`);
    const config = pipelineOf(c, i, theirs);
    const rules = path.join(dir, `rules-${i}.json`);
    writeFileSync(rules, JSON.stringify(config));
    const run = await dqw(['validate', c.file.path, '--rules', rules, '--report', mine, '--json']);
    const answer = await o.pipeline(config, [{ name: 'report', format: 'parquet', path: theirs }]);
    const report: ReadAnswer = answer.read.report ?? {
      error: 'NoReport',
      message: answer.pipeline_error?.message ?? 'the pipeline wrote no report',
    };
    const d =
      run.exit === 2
        ? [`dqw refused the document: ${run.stderr.trim().split('\n')[0]}`]
        : reportDiffs(await o.read({ path: mine, format: 'parquet' }), report);
    differences.push(d);
  }
}, 1_500_000);
afterAll(() => {
  o?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the framework adds `ingestion_ts` to a file it reads (RULES.md §3)', () => {
  it('a schema rule and a sql rule see it in production; the workbench reads the file alone', async () => {
    const c: SparkCase = {
      name: 'ingestion_ts',
      file: CASES[0].file,
      document: {
        validations: {
          rules: [
            { type: 'schema', required_columns: ['ingestion_ts'] },
            {
              type: 'sql',
              query: 'SELECT count(*) FROM _validation_df WHERE ingestion_ts IS NOT NULL',
              must_be: '== 0',
            },
          ],
        },
      },
    };
    const report = path.join(dir, 'ingestion-report');
    const config = pipelineOf(c, 999, report);
    const answer = await o.pipeline(config, [{ name: 'report', format: 'parquet', path: report }]);
    const production = answer.read.report.rows.map((r) => {
      const row = JSON.parse(r) as { rule_type: string; passed: boolean };
      return [row.rule_type, row.passed];
    });
    // Production: the column is there, and every row has a time in it.
    expect(production[0]).toEqual(['schema', true]);
    const rules = path.join(dir, 'ingestion.json');
    writeFileSync(rules, JSON.stringify(config));
    const run = await dqw(['validate', c.file.path, '--rules', rules, '--json']);
    const results = (
      JSON.parse(run.stdout) as {
        results: Array<{ rule_type: string; passed: boolean; error?: string | null }>;
      }
    ).results;
    // The workbench: no such column (the schema rule fails, the sql rule cannot run).
    expect([results[0].rule_type, results[0].passed]).toEqual(['schema', false]);
  });
});

describe('a lone string in `columns` (RULES.md §3)', () => {
  it('production walks it character by character; the workbench refuses it with a fix', async () => {
    const validations = { on_failure: 'warn', rules: [{ type: 'not_null', columns: 'id' }] };
    const [answer] = await o.check(CASES[0].file, [{ validations }]);
    expect(answer.codes).toEqual(['not_null(i,d)']);
    const rules = path.join(dir, 'lone.json');
    writeFileSync(rules, JSON.stringify({ validations }));
    const run = await dqw(['validate', CASES[0].file.path, '--rules', rules, '--json']);
    expect(run.exit).toBe(2);
    expect(run.stderr).toMatch(/columns/);
  });
});

describe(`the report file beside the framework's (${CASES.length} documents)`, () => {
  it.each(CASES.map((c, i) => [c.name, i] as const))('%s', (_name, i) => {
    expect(differences[i]).toEqual([]);
  });
});
