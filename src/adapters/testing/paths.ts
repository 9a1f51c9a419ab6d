/**
 * Where tests find things. Every fixture lives inside the repository: a fresh clone with
 * nothing beside it runs the whole suite.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (three levels above this file). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `examples/data/customers.csv`: 7 rows, columns id,name,email,age,country,status,created_at. */
export const customersCsv = path.join(repoRoot, 'examples', 'data', 'customers.csv');

/** The named-formats contract, byte for byte the table production ships. */
export const formatsContract = path.join(
  repoRoot,
  'src',
  'engine',
  'catalog',
  'contract',
  'formats.json',
);

/**
 * `customers.csv` as every backend loads it, typed as Spark infers it (RULES.md §9):
 * `name:TYPE` per column, in file order.
 */
export const CUSTOMERS_COLUMN_TYPES = [
  'id:INTEGER',
  'name:VARCHAR',
  'email:VARCHAR',
  'age:INTEGER',
  'country:VARCHAR',
  'status:VARCHAR',
  'created_at:DATE',
];

/**
 * `tricky.csv`: negative numbers, leading zeros, formulas, text that is a plain number,
 * quotes, a newline in a cell, unicode, empty cells (NULL). Columns id, amount, zip, note, word.
 */
export const trickyCsv = path.join(
  repoRoot,
  'src',
  'adapters',
  'testing',
  'fixtures',
  'tricky.csv',
);
