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

  it("not_null stays a CHECK and says at the rule why not the column's SET NOT NULL", () => {
    const valid = { format: 'delta', path: 'silver.people' };
    const keys = [{ type: 'not_null', columns: ['id', 'first name'], code: 'KEYS' }];
    const art = exportRules(
      JSON.stringify({ validations: { on_failure: 'fail', rules: keys, outputs: { valid } } }),
      'delta',
    );
    expect(art.text).toMatch(
      /-- KEYS \(approximate: [^\n]*\)\n-- {3}a CHECK, not ALTER COLUMN … SET NOT NULL on `id`, `first name`: Delta Lake refuses .*\nALTER TABLE silver\.people ADD CONSTRAINT keys CHECK \(`id` IS NOT NULL AND `first name` IS NOT NULL\);/,
    );
    expect(art.text).not.toMatch(/^ALTER TABLE .* SET NOT NULL/m);
    // The rows refused are the rule's; the count is not (production counts NULL cells).
    expect(art.entries[0]).toMatchObject({
      status: 'approximate',
      translation: 'CHECK constraint',
    });
    expect(art.entries[0].reason).toMatch(/counts NULL cells, column by column/);
  });
});
