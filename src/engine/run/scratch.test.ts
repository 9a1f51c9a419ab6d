/**
 * The SQL scratchpad on both DuckDBs: a Spark SQL query over the loaded data reads it as
 * `_validation_df`, as a `sql` rule does (RULES.md §3, §8), shows its first rows, says
 * which rule it can become, and fails with the words a rule holding it would get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { runScratch, SCRATCH_ROWS, scratchRule } from './scratch';
import { parseDocument } from '../parse/document';
import { runValidation } from './run';
import { caseDocument } from '../testing/table-cases/case';
import { SCRATCH } from '../testing/table-cases/small';

const FIXTURE = SCRATCH.sql;
const now = new Date(SCRATCH.now);

describe.each(BACKENDS)('SQL scratchpad on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(async () => db.close());
  const scratch = (text: string) => runScratch(db.runner, text, 'dataset', now);

  it('a row query shows its first rows and can become a failed_rows rule', async () => {
    const r = await scratch('SELECT id, name FROM _validation_df WHERE name IS NULL ORDER BY id');
    if ('error' in r) throw new Error(r.error);
    expect(r.result.columns.map((c) => c.name)).toEqual(['id', 'name']);
    expect(r.result.rows.slice(0, 2)).toEqual([
      { id: '10', name: null },
      { id: '20', name: null },
    ]);
    expect(r.result.rows).toHaveLength(45);
    expect(r.more).toBe(false);
    expect(r.fits).toEqual(['failed_rows']);
  });

  it(`shows at most ${SCRATCH_ROWS} rows and says there are more`, async () => {
    const r = await scratch('SELECT * FROM _validation_df');
    if ('error' in r) throw new Error(r.error);
    expect(r.result.rows).toHaveLength(SCRATCH_ROWS);
    expect(r.more).toBe(true);
  });

  it('Spark forms are translated, and a boolean query can become a query rule', async () => {
    const r = await scratch(
      "SELECT count(*) = 0 FROM `_validation_df` WHERE nvl(name, 'x') rlike '^[0-9]+$'",
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.result.rows).toEqual([{ [r.result.columns[0].name]: 'true' }]);
    expect(r.fits).toEqual(['query', 'failed_rows']);
  });

  it('a function Spark lacks is named with the closest one, as in a rule', async () => {
    const r = await scratch('SELECT lenght(name) FROM _validation_df');
    expect(r).toEqual({ error: 'Spark has no function `lenght`; did you mean `length`?' });
  });

  it('two statements, an empty text, and a missing column say what is wrong', async () => {
    const two = await scratch('SELECT 1; SELECT 2');
    expect('error' in two && two.error).toMatch(/one query|single|statement/i);
    const empty = await scratch('   ');
    expect('error' in empty && empty.error).toMatch(/Write a query/);
    const column = await scratch('SELECT nme FROM _validation_df');
    expect('error' in column && column.error).toMatch(/Column "nme"/);
  });

  it('the rule it becomes gives the verdict the scratchpad showed', async () => {
    const text = 'SELECT * FROM _validation_df WHERE name IS NULL';
    const rule = scratchRule(text, 'failed_rows');
    expect(rule).toEqual({ type: 'sql', failed_rows: text });
    const written = caseDocument(SCRATCH, 'the failed_rows rule a scratch query becomes');
    expect(
      (JSON.parse(written) as { validations: { rules: unknown[] } }).validations.rules,
    ).toEqual([rule]);
    const doc = parseDocument(written);
    if (!doc.ok) throw new Error(JSON.stringify(doc.diagnostics));
    const run = await runValidation(db.runner, doc, { table: 'dataset', now });
    expect(run.results[0].failed_count).toBe(45);
  });
});
