/**
 * Reference checks (a column's values must exist in another file's column) as the `sql`
 * rule production runs, on both DuckDBs: NULLs on either side, duplicates, odd names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openWithFixture, type TestBackend } from '../../adapters/testing/backends';
import { parseDocument } from '../parse/document';
import { runValidation } from '../run/run';
import { referenceNameError, referenceNameOf, referenceRule, tablesRead } from './reference';
import { caseDocument } from '../testing/table-cases/case';
import { REFERENCE } from '../testing/table-cases/reference';

const FIXTURE = REFERENCE.sql;

describe.each(BACKENDS)('a reference check on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  beforeAll(async () => {
    db = await openWithFixture(open, FIXTURE);
  });
  afterAll(async () => db.close());

  it('fails the rows whose value is in no row of the reference (NULL left to not_null)', async () => {
    const doc = parseDocument(caseDocument(REFERENCE, 'a reference check'));
    if (!doc.ok) throw new Error(JSON.stringify(doc.diagnostics));
    const run = await runValidation(db.runner, doc, {
      table: 'dataset',
      now: new Date(REFERENCE.now),
    });
    const [r] = run.results;
    // XX twice and the lowercase br: a NULL in the reference does not make every row unknown.
    expect(r.failed_count).toBe(3);
    expect(r.severity).toBe('fail');
    expect(r.failed_rows?.rows.map((row) => row.id)).toEqual(['3', '5', '6']);
  });

  it('a rule reading a table not loaded says how to load it', async () => {
    const doc = parseDocument(caseDocument(REFERENCE, 'a reference to a table not loaded'));
    if (!doc.ok) throw new Error(JSON.stringify(doc.diagnostics));
    const run = await runValidation(db.runner, doc, { table: 'dataset', now: new Date() });
    expect(run.results[0].error).toMatch(
      /^Table "regions" is not loaded here: .*dqw validate --table regions=FILE/,
    );
  });
});

describe('reference tables by name', () => {
  it('names a table after its file, as Spark SQL reads it bare', () => {
    expect(referenceNameOf('Countries 2026.csv')).toBe('countries_2026');
    expect(referenceNameOf('2026-regions.parquet')).toBe('t_2026_regions');
    expect(referenceNameOf('dim.customers.csv.gz')).toBe('dim_customers');
  });

  it('refuses names an engine reads otherwise, and names already taken', () => {
    expect(referenceNameError('countries', ['dataset'])).toBeNull();
    expect(referenceNameError('dim.countries', [])).toMatch(/letters, digits and "_"/);
    expect(referenceNameError('1st', [])).toMatch(/starting with a letter/);
    expect(referenceNameError('Dataset', ['dataset'])).toMatch(/already taken/);
    expect(referenceNameError('_validation_df', [])).toMatch(/already taken/);
  });

  it('lists the tables a query reads besides the data and its CTEs', () => {
    expect(
      tablesRead(
        referenceRule({ column: 'a', table: 'countries', refColumn: 'b' }).failed_rows as string,
      ),
    ).toEqual(['countries']);
    expect(
      tablesRead(
        'WITH x AS (SELECT * FROM _validation_df), y AS (SELECT 1) SELECT * FROM x JOIN `dim`.`regions` r ON 1=1, y',
      ),
    ).toEqual(['dim.regions']);
    // A FROM inside extract/trim names no table.
    expect(
      tablesRead("SELECT extract(YEAR FROM d), trim(BOTH 'x' FROM s) FROM _validation_df"),
    ).toEqual([]);
    expect(tablesRead('SELECT * FROM people_v', 'people_v')).toEqual([]);
  });
});
