/**
 * A folder of Parquet files read as one dataset, as Spark reads it without `mergeSchema`
 * (RULES.md §9, "A folder of Parquet files"), pinned on Spark 4.1 and 3.5 by the Spark suite:
 *
 * - The schema is one file's: the first by path (`ParquetUtils.inferSchema` takes the head
 *   of the data files sorted by path), not the largest file read first.
 * - Every file's columns are matched to it by name, ignoring case: a column the file lacks
 *   is NULL in its rows, a column the schema lacks is not read.
 * - A column of another type fails the read of that file on Spark, except the widenings
 *   Spark 4.1 makes (an `int` file under a `bigint` column, a `float` under a `double`),
 *   which Spark 3.5 fails too; the workbench follows Spark 4.1.
 * - The partition columns of `key=value` folders come after the schema's columns.
 *
 * Each file becomes one SELECT over a relation of its rows (`read_parquet(…)` in dqw, the
 * file's decoded table in the page), which the caller puts one after the other.
 */
import { duckdbToSparkType } from '../catalog/spark-types';
import { sqlIdent, sqlString } from '../sql/quote';
import { BadInputError } from './file-refusals';
import type { FolderFile, FolderPlan } from './folder';

/** A column as DuckDB describes it. */
export interface DescribedColumn {
  name: string;
  type: string;
}

/** The file whose schema Spark reads the folder with: the first by path. */
export function parquetSchemaFile(plan: FolderPlan): FolderFile {
  return [...plan.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))[0];
}

/** The DuckDB types Spark 4.1 reads under a column of another type, by the column's type. */
const WIDENS: Record<string, string[]> = { BIGINT: ['INTEGER'], DOUBLE: ['FLOAT'] };

/**
 * Refuses a schema that names a partition column too (Spark puts the folder's value in it,
 * which the workbench does not follow).
 */
export function checkParquetSchema(
  folder: string,
  plan: FolderPlan,
  schema: readonly DescribedColumn[],
): void {
  const names = new Set(schema.map((c) => c.name.toLowerCase()));
  const clash = plan.partitions.find((p) => names.has(p.name.toLowerCase()));
  if (clash)
    throw new BadInputError(
      `${folder}: the files have a column ${clash.name} and so do the partition folders (${clash.name}=…); Spark puts the folder's value in it: rename one of them`,
      'folder.partitionColumn',
      { folder, column: clash.name },
    );
}

/**
 * The select list reading `file` (whose columns are `columns`) under the folder's `schema`
 * (the columns of `schemaFile`), with the file's partition values; throws a `BadInputError`
 * naming the file and the column when Spark fails reading it.
 */
export function parquetFileSelect(
  folder: string,
  plan: FolderPlan,
  schemaFile: string,
  schema: readonly DescribedColumn[],
  file: FolderFile,
  columns: readonly DescribedColumn[],
): string {
  const own = new Map(columns.map((c) => [c.name.toLowerCase(), c]));
  const items = schema.map((c) => {
    const found = own.get(c.name.toLowerCase());
    if (!found) return `CAST(NULL AS ${c.type}) AS ${sqlIdent(c.name)}`;
    if (found.type === c.type) return `${sqlIdent(found.name)} AS ${sqlIdent(c.name)}`;
    if (WIDENS[c.type]?.includes(found.type))
      return `CAST(${sqlIdent(found.name)} AS ${c.type}) AS ${sqlIdent(c.name)}`;
    const type = duckdbToSparkType(found.type);
    const firstType = duckdbToSparkType(c.type);
    throw new BadInputError(
      `${folder}: ${file.path} has the column ${found.name} as ${type} but ${schemaFile} has ${c.name} as ${firstType}; Spark reads the folder with the schema of ${schemaFile} (the first file by path) and fails reading ${file.path}: write every file with the same column types`,
      'folder.parquetType',
      { folder, file: file.path, column: found.name, type, first: schemaFile, firstType },
    );
  });
  plan.partitions.forEach((p, i) => {
    const v = file.values[i];
    items.push(
      `CAST(${v === null ? 'NULL' : sqlString(v)} AS ${p.duckdbType}) AS ${sqlIdent(p.name)}`,
    );
  });
  return items.join(', ');
}
