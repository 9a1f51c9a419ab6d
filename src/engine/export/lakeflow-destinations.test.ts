/**
 * The Lakeflow exports name the valid and quarantine tables after the document's
 * destinations (outputs.valid / outputs.invalid) when those are table names, and after
 * the pipeline otherwise (a file path is no table name).
 */
import { describe, expect, it } from 'vitest';
import { exportRules } from '.';

const doc = (valid: string, invalid: string) =>
  JSON.stringify({
    validations: {
      rules: [{ type: 'not_null', column: 'id' }],
      outputs: {
        valid: { format: 'delta', path: valid },
        invalid: { format: 'delta', path: invalid, annotate: 'dq_codes' },
      },
    },
  });

describe("lakeflow exports: the split tables take the destinations' names", () => {
  it('SQL: a materialized view per destination table', () => {
    const art = exportRules(doc('main.silver.orders', 'silver.orders_bad'), 'lakeflow-sql');
    expect(art.text).toContain('CREATE OR REFRESH MATERIALIZED VIEW main.silver.orders AS');
    expect(art.text).toContain('CREATE OR REFRESH MATERIALIZED VIEW silver.orders_bad AS');
    expect(art.text).not.toMatch(/VIEW validations_(valid|quarantine)\b/);
  });

  it('Python: the dataset names are the destinations, the functions plain identifiers', () => {
    const art = exportRules(doc('main.silver.orders', 'silver.orders_bad'), 'lakeflow-python');
    expect(art.text).toContain(
      '@dp.materialized_view(name="main.silver.orders")\ndef main_silver_orders():',
    );
    expect(art.text).toContain(
      '@dp.materialized_view(name="silver.orders_bad")\ndef silver_orders_bad():',
    );
  });

  it("a path that is no table name keeps the pipeline's own names", () => {
    const art = exportRules(doc('/mnt/out/valid', 's3://b/q'), 'lakeflow-sql');
    expect(art.text).toContain('MATERIALIZED VIEW validations_valid AS');
    expect(art.text).toContain('MATERIALIZED VIEW validations_quarantine AS');
  });
});
