/**
 * The reference fixture (`src/engine/reference/reference.test.ts`): a column whose values
 * must exist in another table's column, with NULLs on both sides, duplicates and a name
 * with a space.
 */
import { referenceRule } from '../../reference/reference.ts';
import type { TableFixture } from './case.ts';

const rulesOnly = (rules: unknown[]) => JSON.stringify({ validations: { rules } });

export const REFERENCE: TableFixture = {
  name: 'src/engine/reference/reference.test.ts',
  table: 'dataset',
  sql: `
  CREATE TABLE dataset AS SELECT * FROM (VALUES
    (1, 'BR'), (2, 'PT'), (3, 'XX'), (4, NULL), (5, 'br'), (6, 'XX')) t(id, "country code");
  CREATE TABLE countries AS SELECT * FROM (VALUES ('BR'), ('PT'), ('PT'), (NULL)) t(code);`,
  others: ['countries'],
  now: '2026-12-05T00:00:00Z',
  cases: [
    {
      name: 'a reference check',
      document: rulesOnly([
        referenceRule({ column: 'country code', table: 'countries', refColumn: 'code' }),
      ]),
    },
    {
      name: 'a reference to a table not loaded',
      document: rulesOnly([referenceRule({ column: 'id', table: 'regions', refColumn: 'id' })]),
    },
  ],
};
