/**
 * A folder of Parquet files under one schema (RULES.md §9, "A folder of Parquet files"):
 * the first file by path gives it, columns are matched by name ignoring case, Spark 4.1's
 * widenings are casts and any other type is refused naming the file.
 */
import { describe, expect, it } from 'vitest';
import { planFolder } from './folder';
import { checkParquetSchema, parquetFileSelect, parquetSchemaFile } from './folder-parquet';

const plan = planFolder('sales/', [
  { path: 'region=us/b.parquet', size: 900 },
  { path: 'region=eu/a.parquet', size: 100 },
]);
const schema = [
  { name: 'id', type: 'BIGINT' },
  { name: 'note', type: 'VARCHAR' },
];

describe('a folder of Parquet files (RULES.md §9, A folder of Parquet files)', () => {
  it('takes the schema of the first file by path, not of the largest read first', () => {
    expect(plan.files[0].path).toBe('region=us/b.parquet');
    expect(parquetSchemaFile(plan).path).toBe('region=eu/a.parquet');
  });

  it('matches columns by name, NULL for a missing one, casts an int under a bigint', () => {
    const select = parquetFileSelect('sales/', plan, 'region=eu/a.parquet', schema, plan.files[0], [
      { name: 'ID', type: 'INTEGER' },
      { name: 'extra', type: 'DOUBLE' },
    ]);
    expect(select).toBe(
      `CAST("ID" AS BIGINT) AS "id", CAST(NULL AS VARCHAR) AS "note", CAST('us' AS VARCHAR) AS "region"`,
    );
  });

  it('refuses another type naming the file, and a partition key that is a column', () => {
    expect(() =>
      parquetFileSelect('sales/', plan, 'region=eu/a.parquet', schema, plan.files[0], [
        { name: 'id', type: 'VARCHAR' },
      ]),
    ).toThrow(
      'sales/: region=us/b.parquet has the column id as string but region=eu/a.parquet has id as bigint',
    );
    expect(() => checkParquetSchema('sales/', plan, [{ name: 'Region', type: 'VARCHAR' }])).toThrow(
      'the files have a column region and so do the partition folders',
    );
  });
});
