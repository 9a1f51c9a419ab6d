/**
 * A folder of Parquet files given as the data, read as Spark reads the directory (RULES.md
 * §9, "A folder of Parquet files"): native DuckDB reads each file, in the plan's order,
 * under the schema of the first file by path, with the file's partition values.
 */
import path from 'node:path';
import {
  BadInputError,
  checkParquetSchema,
  parquetFileSelect,
  parquetSchemaFile,
  sqlIdent,
  sqlString,
  type DescribedColumn,
  type QueryRunner,
} from '../engine/index.ts';
import { PARQUET_REFUSAL } from '../adapters/node/backend.ts';
import { UsageError } from './errors.ts';
import type { FolderRead } from './folder.ts';

const at = (read: FolderRead, file: string) => path.resolve(read.folder, file);

async function describe(db: QueryRunner, read: FolderRead, file: string) {
  try {
    const { rows } = await db.query(
      `DESCRIBE SELECT * FROM read_parquet(${sqlString(at(read, file))}, hive_partitioning = false)`,
    );
    return rows.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  } catch {
    throw new UsageError(`data folder ${read.folder}: ${file}: ${PARQUET_REFUSAL}`);
  }
}

/** The folder's files as Spark reads them: one SELECT each, in the plan's order. */
export async function parquetFolderSelects(
  db: QueryRunner,
  read: FolderRead,
): Promise<{ selects: string[]; schemaFile: string }> {
  const name = `data folder ${read.folder}`;
  const schemaFile = parquetSchemaFile(read.plan).path;
  const schema: DescribedColumn[] = await describe(db, read, schemaFile);
  try {
    checkParquetSchema(name, read.plan, schema);
    const selects: string[] = [];
    for (const f of read.plan.files) {
      const list = parquetFileSelect(
        name,
        read.plan,
        schemaFile,
        schema,
        f,
        f.path === schemaFile ? schema : await describe(db, read, f.path),
      );
      selects.push(
        `SELECT ${list} FROM read_parquet(${sqlString(at(read, f.path))}, hive_partitioning = false)`,
      );
    }
    return { selects, schemaFile: at(read, schemaFile) };
  } catch (e) {
    if (e instanceof BadInputError) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * The folder as a view (`asView`: read when queried) or a table loaded file after file, so
 * that its rows keep the plan's order; returns the schema file's path (for its footer).
 */
export async function loadParquetFolder(
  db: QueryRunner & { exec(sql: string): Promise<unknown> },
  read: FolderRead,
  table: string,
  asView: boolean,
): Promise<string> {
  const { selects, schemaFile } = await parquetFolderSelects(db, read);
  const t = sqlIdent(table);
  if (asView) {
    await db.exec(`CREATE OR REPLACE TEMP VIEW ${t} AS ${selects.join(' UNION ALL ')}`);
    return schemaFile;
  }
  await db.exec(`CREATE OR REPLACE TABLE ${t} AS ${selects[0]}`);
  for (const s of selects.slice(1)) await db.exec(`INSERT INTO ${t} ${s}`);
  return schemaFile;
}

/** The files a locked database may still read for the folder's view. */
export const parquetFolderPaths = (read: FolderRead): string[] =>
  read.plan.files.map((f) => at(read, f.path));
