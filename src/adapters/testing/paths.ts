/**
 * Where tests find things. `shared/` sits beside the repository (`../shared`), both here
 * and in CI, which clones the repository elsewhere with `shared/` next to it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (three levels above this file). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The shared folder beside the repository (spec, seeds, sample data). */
export const sharedDir = path.resolve(repoRoot, '../shared');

/** `../shared/data/customers.csv`: 7 rows, columns id,name,email,age,country,status,created_at. */
export const customersCsv = path.join(sharedDir, 'data', 'customers.csv');

/** `customers.csv` as every backend loads it: `name:TYPE` per column, in file order. */
export const CUSTOMERS_COLUMN_TYPES = [
  'id:BIGINT',
  'name:VARCHAR',
  'email:VARCHAR',
  'age:BIGINT',
  'country:VARCHAR',
  'status:VARCHAR',
  'created_at:DATE',
];
