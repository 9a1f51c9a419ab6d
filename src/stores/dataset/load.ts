/**
 * Loads a file into the database under a staging name, checks it, and only then swaps it
 * in as the dataset — so a bad file leaves the previous dataset untouched.
 */
import type { ColumnInfo, QueryResult } from '../../engine/types';
import type { WorkbenchDatabase } from '../../worker/database';
import { loadCsv } from '../../adapters/common/csv';
import { selectAsText } from '../../adapters/common/exportCsv';

export { selectAsText };
import { BadInputError, inspectFile, MAX_COLUMNS } from '../../worker/files/inspect';
import type { CsvChoices } from '../../worker/files/inspect';
import { parquetToArrowIpc } from '../../worker/parquet/client';
import { describeTable, sqlIdent } from '../engine';

/** The table rules run against. */
export const DATASET_TABLE = 'dataset';
const STAGING_TABLE = 'dataset_incoming';
/** Rows shown in the dataset panel's preview. */
export const PREVIEW_ROWS = 20;

/** CSV choices plus whether to detect column types or keep every column as text. */
export interface LoadChoices extends CsvChoices {
  types: 'detect' | 'text';
}

/** What the dataset panel shows about the loaded file. */
export interface LoadedDataset {
  name: string;
  size: number;
  kind: 'csv' | 'parquet';
  /** The delimiter DuckDB used (CSV only). */
  delimiter: string | null;
  /** Notes about the load (columns kept as text because of leading zeros…). */
  warnings: string[];
  rows: number;
  columns: ColumnInfo[];
  preview: QueryResult;
}

/** Phases reported while loading, for the progress bar. */
export type LoadPhase = 'checking' | 'reading' | 'describing';

/** Loads `file` as the dataset, replacing the current one only when it loaded cleanly. */
export async function loadIntoDatabase(
  db: WorkbenchDatabase,
  file: File,
  choices: LoadChoices,
  onPhase: (phase: LoadPhase) => void,
): Promise<LoadedDataset> {
  onPhase('checking');
  const inspection = await inspectFile(file, choices);
  const { runner } = db;
  await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(STAGING_TABLE)}`);
  onPhase('reading');
  let path: string | null = null;
  let delimiter: string | null = null;
  let warnings: string[] = [];
  try {
    if (inspection.kind === 'parquet') {
      await db.insertArrowIpc(STAGING_TABLE, await parquetToArrowIpc(file));
    } else {
      path = await db.registerFile(file);
      const info = await loadCsv(runner, path, STAGING_TABLE, {
        ...(choices.header === 'auto' ? {} : { header: choices.header === 'yes' }),
        ...(choices.delimiter === 'auto' ? {} : { delimiter: choices.delimiter }),
        // "Keep every column as text" needs the names; a headerless file keeps detection.
        ...(choices.types === 'text' && inspection.headerChecked
          ? { types: Object.fromEntries(inspection.firstRow.map((name) => [name, 'VARCHAR'])) }
          : {}),
      });
      delimiter = info.delimiter;
      warnings = info.warnings;
    }
    onPhase('describing');
    const columns = await describeTable(runner, STAGING_TABLE);
    if (columns.length > MAX_COLUMNS) {
      throw new BadInputError(
        `“${file.name}” has ${columns.length.toLocaleString('en-US')} columns; the workbench handles up to ${MAX_COLUMNS.toLocaleString('en-US')}.`,
      );
    }
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(DATASET_TABLE)}`);
    await runner.query(
      `ALTER TABLE ${sqlIdent(STAGING_TABLE)} RENAME TO ${sqlIdent(DATASET_TABLE)}`,
    );
    const count = await runner.query(
      `SELECT count(*)::DOUBLE AS n FROM ${sqlIdent(DATASET_TABLE)}`,
    );
    const preview = await runner.query(
      `SELECT ${selectAsText(columns)} FROM ${sqlIdent(DATASET_TABLE)} LIMIT ${PREVIEW_ROWS}`,
    );
    return {
      name: file.name,
      size: file.size,
      kind: inspection.kind,
      delimiter,
      warnings,
      rows: Number(count.rows[0]?.n ?? 0),
      columns,
      preview,
    };
  } catch (error) {
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(STAGING_TABLE)}`).catch(() => undefined);
    throw error;
  } finally {
    // The table holds its own copy of the rows; the file handle is no longer needed.
    if (path) await db.dropFile(path);
  }
}
