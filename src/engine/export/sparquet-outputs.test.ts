/**
 * The sparquet export as the framework takes it (docs/exports.md, confirmed by
 * exports.spark.test.ts on sparquet 0.12): a document with a top-level `name` gets the
 * `input` and main output sparquet requires, and the main output, which receives every
 * row, is never the valid rows' destination.
 */
import { describe, expect, it } from 'vitest';
import { exportRules } from '.';

const rules = [{ type: 'not_null', column: 'id' }];
const valid = { format: 'delta', path: 'silver.people', mode: 'overwrite' };
const pipeline = (text: string) =>
  JSON.parse(exportRules(text, 'sparquet').text) as Record<string, unknown>;

describe('sparquet export: input and main output', () => {
  it('a document with a top-level name gets an input and a main output', () => {
    const out = pipeline(JSON.stringify({ name: 'daily', validations: { rules } }));
    expect(out.input).toEqual({ format: 'delta', path: 'source_table' });
    expect(out.output).toEqual({
      format: 'delta',
      path: 'source_table_validated',
      mode: 'overwrite',
    });
  });

  it('with outputs.valid, no main output overwrites the valid rows', () => {
    for (const doc of [
      { name: 'daily', validations: { rules, outputs: { valid } } },
      { validations: { rules, outputs: { valid } } },
    ]) {
      const out = pipeline(JSON.stringify(doc));
      expect(out.outputs).toEqual([]);
      expect(out.output).toBeUndefined();
      expect((out.validations as { outputs: { valid: unknown } }).outputs.valid).toEqual(valid);
    }
  });

  it("a pipeline's own input and output are kept as written", () => {
    const input = { format: 'csv', path: '/data/people.csv' };
    const output = { format: 'parquet', path: '/out/people' };
    const out = pipeline(JSON.stringify({ name: 'daily', input, output, validations: { rules } }));
    expect(out.input).toEqual(input);
    expect(out.output).toEqual(output);
    expect(out.outputs).toBeUndefined();
  });
});
