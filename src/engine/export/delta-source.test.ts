/**
 * The Delta export without outputs.valid (docs/exports.md, confirmed on Delta Lake 4.1 by
 * exports.spark.test.ts): its constraints go on the source table, where ADD CONSTRAINT
 * checks every existing row, so each says so at the rule.
 */
import { describe, expect, it } from 'vitest';
import { exportRules } from '.';

const rules = [{ type: 'not_null', column: 'id' }];

describe('delta export: constraints on the source table', () => {
  it('without outputs.valid each constraint is approximate and says why', () => {
    const art = exportRules(
      JSON.stringify({ validations: { on_failure: 'fail', rules } }),
      'delta',
    );
    expect(art.text).toContain('ALTER TABLE source_table ADD CONSTRAINT not_null_id');
    expect(art.entries[0].status).toBe('approximate');
    expect(art.entries[0].reason).toMatch(/no outputs\.valid.*source table/);
    expect(art.text).toContain('no outputs.valid, so this goes on the source table');
  });

  it('with outputs.valid under on_failure fail the constraint is exact', () => {
    const valid = { format: 'delta', path: 'silver.people' };
    const art = exportRules(
      JSON.stringify({ validations: { on_failure: 'fail', rules, outputs: { valid } } }),
      'delta',
    );
    expect(art.text).toContain('ALTER TABLE silver.people ADD CONSTRAINT not_null_id');
    expect(art.entries[0].status).toBe('exact');
  });
});
