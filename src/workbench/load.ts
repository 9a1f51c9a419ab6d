/**
 * Loads a file into the database under a staging name, checks it, and only then swaps it
 * in as the dataset — so a bad file leaves the previous dataset untouched.
 */
import type { ColumnInfo, QueryResult } from '../engine/types';
import type { Database } from './database';
import { BadInputError, inspectFile, MAX_COLUMNS } from '../worker/files/inspect';
import type { CsvChoices } from '../worker/files/inspect';
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

/** Every column cast to text: the preview shows values exactly as DuckDB renders them. */
export function selectAsText(columns: ColumnInfo[]): string {
  return columns
    .map((c) => `CAST(${sqlIdent(c.name)} AS VARCHAR) AS ${sqlIdent(c.name)}`)
    .join(', ');
}

/** The second file of the Compare view. */
export const SECOND_TABLE = 'dataset_b';

/**
 * Loads `file` as `target` (the dataset by default), replacing the current one only when
 * it loaded cleanly.
 */
export async function loadIntoDatabase(
  db: Database,
  file: File,
  choices: LoadChoices,
  onPhase: (phase: LoadPhase) => void,
  target: string = DATASET_TABLE,
): Promise<LoadedDataset> {
  const staging = target === DATASET_TABLE ? STAGING_TABLE : `${target}_incoming`;
  onPhase('checking');
  const inspection = await inspectFile(file, choices);
  const runner = db;
  await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`);
  onPhase('reading');
  let delimiter: string | null = null;
  let warnings: string[] = [];
  try {
    if (inspection.kind === 'parquet') {
      await db.loadParquet(file, staging);
    } else {
      const info = await db.loadCsv(file, staging, {
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
    const columns = await describeTable(runner, staging);
    if (columns.length > MAX_COLUMNS) {
      throw new BadInputError(
        `“${file.name}” has ${columns.length.toLocaleString('en-US')} columns; the workbench handles up to ${MAX_COLUMNS.toLocaleString('en-US')}.`,
      );
    }
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(target)}`);
    await runner.query(`ALTER TABLE ${sqlIdent(staging)} RENAME TO ${sqlIdent(target)}`);
    const count = await runner.query(`SELECT count(*)::DOUBLE AS n FROM ${sqlIdent(target)}`);
    const preview = await runner.query(
      `SELECT ${selectAsText(columns)} FROM ${sqlIdent(target)} LIMIT ${PREVIEW_ROWS}`,
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
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`).catch(() => undefined);
    throw error;
  }
}
