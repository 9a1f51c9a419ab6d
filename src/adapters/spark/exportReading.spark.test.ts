/**
 * The reading an export carries, run by production: a tab-separated file read as text
 * (`inferSchema` false) through the exported sparquet pipeline gives the verdicts the
 * workbench gave with that reading; the same pipeline without the options reads the file
 * otherwise. And sparquet 0.12 reads no `input.schema`: only `input.options` change the read.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRules } from '../../engine/export/index.ts';
import { runDqw } from './dqw.ts';
import type { Oracle } from './oracle.ts';
import { oracle } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-export-reading-'));
const data = path.join(dir, 'zips.tsv');
writeFileSync(data, 'zip_code\tcity\n01234\tAmes\n98765\tBoise\n');
const validations = {
  on_failure: 'warn',
  rules: [
    { type: 'regex', column: 'zip_code', pattern: '^[0-9]{5}$' },
    { type: 'schema', column_types: { zip_code: 'string' } },
  ],
};
const READING = { sep: '\t', header: true, inferSchema: false, schema: null };

let o: Oracle;
beforeAll(async () => {
  o = await oracle('spark41');
});
afterAll(() => o?.close());

/** The exported pipeline pointed at the file, its report written as JSON; the report's verdicts. */
async function production(config: Record<string, unknown>, name: string) {
  const report = path.join(dir, `${name}-report`);
  const input = config.input as Record<string, unknown>;
  const pipeline = {
    ...config,
    input: { ...input, path: data },
    validations: {
      ...(config.validations as object),
      report: { format: 'json', path: report, mode: 'overwrite' },
    },
    output: { format: 'parquet', path: path.join(dir, `${name}-out`), mode: 'overwrite' },
  };
  const answer = await o.pipeline(pipeline, [{ name: 'report', format: 'json', path: report }]);
  expect(answer.pipeline_error).toBeUndefined();
  return answer.read.report.rows
    .map((r) => JSON.parse(r) as { rule_type: string; passed: boolean })
    .map((r) => [r.rule_type, r.passed]);
}

describe('an export with the reading the rules were vetted with, run by production', () => {
  it('sparquet: input.options read the file as the workbench read it, and the verdicts agree', async () => {
    const doc = JSON.stringify({ validations });
    const config = JSON.parse(exportRules(doc, 'sparquet', { reading: READING }).text);
    expect(config.input.options).toEqual({ sep: '\t', inferSchema: 'false' });
    // dqw reads the exported pipeline's input.options as the page's choices read the file.
    const workbench = await runDqw({ data, document: config });
    expect(workbench.results?.map((r) => [r.rule_type, r.passed])).toEqual([
      ['regex', true],
      ['schema', true],
    ]);
    expect(await production(config, 'with')).toEqual([
      ['regex', true],
      ['schema', true],
    ]);
    // Without the options production infers zip_code as an int: 01234 loses its zero.
    const { options: _, ...input } = config.input;
    expect(
      await production({ ...config, input: { ...input, options: { sep: '\t' } } }, 'without'),
    ).toEqual([
      ['regex', false],
      ['schema', false],
    ]);
  });

  it('sparquet 0.12 ignores an input.schema: the file is read with the types it infers', async () => {
    const config = {
      name: 'schema_ignored',
      input: {
        format: 'csv',
        path: data,
        options: { sep: '\t' },
        schema: 'zip_code STRING, city STRING',
      },
      validations,
    };
    expect(await production(config, 'schema')).toEqual([
      ['regex', false],
      ['schema', false],
    ]);
  });
});
