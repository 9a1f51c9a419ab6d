/**
 * A folder of Parquet files loaded in the page as Spark reads it (RULES.md §9, "A folder of
 * Parquet files"): each file decoded on its own (parquet-wasm, Arrow) into a scratch table,
 * its rows appended to the dataset under the schema of the first file by path, with its
 * partition values, and the scratch table dropped. So the tab holds the rows read so far
 * and one file's decode, never a second copy of the whole folder.
 */
import {
  BadInputError,
  checkParquetSchema,
  describeTable,
  folderOfLabel,
  parquetFileSelect,
  parquetSchemaFile,
  sqlIdent,
  type DescribedColumn,
  type FolderPlan,
} from '../../engine';
import type { Database } from '../database';
import { decideFit } from '../loadLimit';
import { decodedBytes } from '../parquetSample';
import { memoryLimitOf } from './fit';
import { inspectParquet } from './inspect';

/** A folder of Parquet files: its plan and each file of it, in the plan's order. */
export interface ParquetFolder {
  plan: FolderPlan;
  files: File[];
}

const described = async (db: Database, table: string): Promise<DescribedColumn[]> =>
  (await describeTable(db, table)).map((c) => ({ name: c.name, type: c.duckdbType }));

/**
 * Refuses a folder whose files, decoded, the tab cannot hold (their footers' sizes, as a
 * single file is judged), pointing to dqw.
 */
export async function checkParquetFolderFit(
  db: Database,
  name: string,
  folder: ParquetFolder,
  loadLimit: number | null,
): Promise<void> {
  let decoded = 0;
  for (const f of folder.files) decoded += decodedBytes(await db.parquetRowGroups(f));
  const size = folder.files.reduce((n, f) => n + f.size, 0);
  const memory = await memoryLimitOf(db);
  const fit = decideFit({ name, size, kind: 'parquet', decodedBytes: decoded }, memory, loadLimit);
  if (!fit.fits)
    throw new BadInputError(
      `“${name}” is too large for this tab (its files decode to more than it can hold); validate the folder with the command line.`,
      'folder.tooBig',
      { folder: name },
    );
}

/**
 * Loads the folder into `table`; returns the file whose footer gives the Spark types (the
 * schema file). Refusals name the folder and the file.
 */
export async function loadParquetFolder(
  db: Database,
  name: string,
  folder: ParquetFolder,
  table: string,
): Promise<File> {
  const { plan, files } = folder;
  const scratch = `${table}_part`;
  const label = `${folderOfLabel(name) ?? name}/`;
  const schemaAt = plan.files.indexOf(parquetSchemaFile(plan));
  const load = async (i: number) => {
    await inspectParquet(files[i]);
    await db.query(`DROP TABLE IF EXISTS ${sqlIdent(scratch)}`);
    await db.loadParquet(files[i], scratch);
    return described(db, scratch);
  };
  try {
    const schema = await load(schemaAt);
    checkParquetSchema(label, plan, schema);
    const schemaFile = plan.files[schemaAt].path;
    const select = (i: number, columns: DescribedColumn[]) =>
      `SELECT ${parquetFileSelect(label, plan, schemaFile, schema, plan.files[i], columns)} FROM ${sqlIdent(scratch)}`;
    await db.query(`CREATE TABLE ${sqlIdent(table)} AS ${select(schemaAt, schema)} LIMIT 0`);
    // The schema file is loaded already: when it is also the first read, it is not read twice.
    for (let i = 0; i < files.length; i++) {
      const columns = i === schemaAt && i === 0 ? schema : await load(i);
      await db.query(`INSERT INTO ${sqlIdent(table)} ${select(i, columns)}`);
    }
    return files[schemaAt];
  } finally {
    await db.query(`DROP TABLE IF EXISTS ${sqlIdent(scratch)}`).catch(() => undefined);
  }
}
