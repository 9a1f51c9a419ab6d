/**
 * Loads a file into the database under a staging name, checks it, and only then swaps it
 * in as the dataset — so a bad file leaves the previous dataset untouched.
 */
import type { ColumnInfo, QueryResult } from '../engine/types';
import type { Database } from './database';
import { BadInputError, inspectFile, MAX_COLUMNS, tooManyColumns } from '../worker/files/inspect';
import type { CsvChoices } from '../worker/files/inspect';
import {
  byteOrderMark,
  csvEncoding,
  csvRefusalText,
  DdlError,
  describeTable,
  parseSparkDdl,
  pipelineInputOptions,
  ReadOptionError,
  readOptions,
  parquetReadWarnings,
  readWarningText,
  reasonText,
  sqlIdent,
  withParquetSparkTypes,
  type ParquetLeaf,
  type ReadColumn,
  type ReadWarning,
} from '../engine';
import type { SourceReading } from '../engine/export';
import { CsvLoadError, type CsvOptions } from '../adapters/common/csv';
import { selectAsText } from '../adapters/common/exportCsv';
import { footerOfBlob } from '../adapters/common/parquetFooter';
import { parquetLeaves } from '../adapters/common/parquetSchema';
import { decideFit, parseMemorySetting, type FitDecision } from './loadLimit';
import type { SampleMode } from './csvSample';
import { decodedBytes, type ParquetPick } from './parquetSample';

/** A file larger than the tab can hold: refused before loading, with the verdict. */
export class TooBigError extends Error {
  constructor(readonly decision: FitDecision) {
    super(`“${decision.name}” is too large to load in this tab.`);
    this.name = 'TooBigError';
  }
}

/** What a loaded sample stands for: the user's whole file, and how it was picked. */
export interface SampleInfo {
  mode: SampleMode;
  /** The whole file's name and size. */
  name: string;
  size: number;
}

/** How a load treats size: the limit check, or the sample it is. */
export interface LoadSizing {
  /** Check the file against the tab's memory first (`loadLimit` lowers the limit). */
  check?: { loadLimit: number | null };
  /** The load is a sample of a larger file (the CSV sample is the File itself). */
  sample?: SampleInfo & { parquetPick?: ParquetPick };
}

/** DuckDB's memory limit in the database, in bytes; null when it cannot be read. */
export async function memoryLimitOf(db: Database): Promise<number | null> {
  const row = (await db.query(`SELECT current_setting('memory_limit')::VARCHAR AS m`)).rows[0];
  return parseMemorySetting(row ? String(row.m) : null);
}

/** The verdict on `file` of `kind` in `db` (for Parquet, its decoded size by its footer). */
export async function fitOf(
  db: Database,
  file: File,
  kind: 'csv' | 'parquet',
  loadLimit: number | null,
): Promise<FitDecision> {
  let decoded: number | null = null;
  if (kind === 'parquet') {
    // A footer that cannot be read is refused by the load itself; assume a typical ratio.
    decoded = await db
      .parquetRowGroups(file)
      .then(decodedBytes)
      .catch(() => null);
  }
  const memory = await memoryLimitOf(db);
  return decideFit(
    { name: file.name, size: file.size, kind, decodedBytes: decoded },
    memory,
    loadLimit,
  );
}

/**
 * A Parquet file's leaf columns as its footer (the file's last bytes) describes them, for
 * the columns Spark refuses and the types it names otherwise. A footer this reading does
 * not follow gives none: the load itself succeeded.
 */
async function parquetLeavesOf(file: File): Promise<ParquetLeaf[]> {
  try {
    const found = await footerOfBlob(file);
    return found ? parquetLeaves(found.footer) : [];
  } catch {
    return [];
  }
}

/** The table rules run against. */
export const DATASET_TABLE = 'dataset';
const STAGING_TABLE = 'dataset_incoming';
/** Rows shown in the dataset panel's preview. */
export const PREVIEW_ROWS = 20;

/**
 * CSV choices: whether to infer column types as Spark does or keep every column as text
 * (`inferSchema=false`), and type overrides as a Spark DDL string (`id INT, cpf STRING`).
 */
export interface LoadChoices extends CsvChoices {
  types: 'detect' | 'text';
  schema: string;
}

/** What the dataset panel shows about the loaded file. */
export interface LoadedDataset {
  name: string;
  size: number;
  kind: 'csv' | 'parquet';
  /** The delimiter DuckDB used (CSV only). */
  delimiter: string | null;
  /** Notes about the load (renamed headers, a delimiter production would not use…). */
  warnings: string[];
  /** The same notes as data, in the same order (the page words them in its language). */
  warningFacts?: ReadWarning[];
  /** Each column as production reads it: Spark type, why, and notes where that differs. */
  read: ReadColumn[];
  rows: number;
  columns: ColumnInfo[];
  preview: QueryResult;
  /** Set when the rows are a sample of a file too large to load whole. */
  sample: SampleInfo | null;
  /**
   * How a CSV was read (delimiter, header, inference, the DDL schema), which the verdicts
   * depend on: exports carry it to production. Null for Parquet.
   */
  reading?: SourceReading | null;
}

/** Phases reported while loading, for the progress bar. */
export type LoadPhase = 'checking' | 'reading' | 'describing';

/** Every column cast to text: the preview shows values exactly as DuckDB renders them. */
export { selectAsText };

/** The second file of the Compare view. */
export const SECOND_TABLE = 'dataset_b';

/**
 * How production would read the CSV (RULES.md §9): a whole pipeline document's
 * `input.options`, the page's choices over them, and a DDL override. Bad options or DDL
 * are refused in the user's words.
 */
export function csvReadChoices(choices: LoadChoices, rulesText: string): CsvOptions {
  const pipelineOptions = pipelineInputOptions(rulesText);
  let read;
  try {
    read = readOptions(pipelineOptions, new Date());
  } catch (e) {
    if (e instanceof ReadOptionError)
      throw new BadInputError(`The pipeline's ${e.message}.`, 'readOptions', { detail: e.message });
    throw e;
  }
  const textChosen = choices.types === 'text';
  if (textChosen) read = { ...read, inferSchema: false };
  let schema: CsvOptions['schema'];
  try {
    const fields = parseSparkDdl(choices.schema);
    if (fields.length) schema = { ddl: choices.schema, fields };
  } catch (e) {
    if (e instanceof DdlError)
      throw new BadInputError(`Schema: ${e.message}.`, 'schemaDdl', { detail: e.message });
    throw e;
  }
  return {
    ...(choices.header === 'auto' ? {} : { header: choices.header === 'yes' }),
    ...(choices.delimiter === 'auto' ? {} : { delimiter: choices.delimiter }),
    read,
    readFrom: !textChosen && read.from.inferSchema ? 'input.options' : 'choice',
    ...(schema ? { schema } : {}),
  };
}

/** The reading a CSV load used, as exports carry it: the delimiter found or chosen, and the choices. */
export function readingOf(options: CsvOptions, delimiter: string | null): SourceReading {
  return {
    sep: delimiter ?? options.delimiter ?? options.read?.sep ?? ',',
    header: options.header ?? options.read?.header ?? true,
    inferSchema: options.read?.inferSchema ?? true,
    schema: options.schema?.ddl.trim() || null,
  };
}

/**
 * Loads `file` as `target` (the dataset by default), replacing the current one only when
 * it loaded cleanly.
 */
export async function loadIntoDatabase(
  db: Database,
  file: File,
  choices: LoadChoices,
  onPhase: (phase: LoadPhase) => void,
  rulesText = '',
  target: string = DATASET_TABLE,
  sizing: LoadSizing = {},
): Promise<LoadedDataset> {
  const staging = target === DATASET_TABLE ? STAGING_TABLE : `${target}_incoming`;
  onPhase('checking');
  // How a CSV will be read, for the file check too; bad options refuse a CSV only.
  let csvChosen: CsvOptions | null = null;
  let badOptions: unknown = null;
  try {
    csvChosen = csvReadChoices(choices, rulesText);
  } catch (e) {
    badOptions = e;
  }
  // The encoding production reads it in, as the loader will decide it (a UTF-16 file's
  // byte order from its first bytes), so that the file check reads the text the same way.
  const bom = byteOrderMark(new Uint8Array(await file.slice(0, 3).arrayBuffer()));
  const encoding = csvChosen?.read ? csvEncoding(csvChosen.read, bom) : null;
  const inspection = await inspectFile(file, choices, {
    header: csvChosen?.header ?? csvChosen?.read?.header ?? true,
    encoding: encoding === null ? 'utf-8' : 'duckdb' in encoding ? encoding.duckdb : null,
    option: csvChosen?.read?.encoding ?? null,
  });
  if (inspection.kind === 'csv') {
    if (badOptions !== null) throw badOptions;
    if (encoding && 'refusal' in encoding)
      throw new CsvLoadError(
        file.name,
        'encoding',
        csvRefusalText(encoding.refusal),
        '',
        encoding.refusal,
      );
  }
  const runner = db;
  if (sizing.check) {
    const decision = await fitOf(db, file, inspection.kind, sizing.check.loadLimit);
    if (!decision.fits) throw new TooBigError(decision);
  }
  const sample = sizing.sample ?? null;
  await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`);
  onPhase('reading');
  let delimiter: string | null = null;
  let warnings: string[] = [];
  let warningFacts: ReadWarning[] = [];
  let read: ReadColumn[] | null = null;
  let rows: number | null = null;
  let leaves: ParquetLeaf[] = [];
  const csvOptions = inspection.kind === 'csv' && csvChosen ? { ...csvChosen, bom } : null;
  try {
    if (inspection.kind === 'parquet') {
      await db.loadParquet(file, staging, sample?.parquetPick);
      leaves = await parquetLeavesOf(file);
      warningFacts = parquetReadWarnings(leaves);
      warnings = warningFacts.map(readWarningText);
    } else {
      const info = await db.loadCsv(file, staging, csvOptions ?? {});
      delimiter = info.delimiter;
      warnings = info.warnings;
      warningFacts = info.warningFacts;
      read = info.read;
      rows = info.rows;
    }
    onPhase('describing');
    // Spark names a Parquet column's type as the footer says (a naive timestamp is timestamp_ntz).
    const columns = withParquetSparkTypes(await describeTable(runner, staging), leaves);
    if (columns.length > MAX_COLUMNS) throw tooManyColumns(file.name, columns.length);
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(target)}`);
    await runner.query(`ALTER TABLE ${sqlIdent(staging)} RENAME TO ${sqlIdent(target)}`);
    // The CSV loader counted the rows already.
    rows ??= Number(
      (await runner.query(`SELECT count(*)::DOUBLE AS n FROM ${sqlIdent(target)}`)).rows[0]?.n ?? 0,
    );
    const preview = await runner.query(
      `SELECT ${selectAsText(columns)} FROM ${sqlIdent(target)} LIMIT ${PREVIEW_ROWS}`,
    );
    return {
      name: file.name,
      size: sample ? sample.size : file.size,
      sample: sample ? { mode: sample.mode, name: sample.name, size: sample.size } : null,
      kind: inspection.kind,
      delimiter,
      warnings,
      warningFacts,
      // Parquet keeps its own types: Spark reads the schema as written.
      read:
        read ??
        columns.map((c) => ({
          name: c.name,
          sparkType: c.sparkType,
          reason: { kind: 'parquet' as const },
          reasonText: reasonText({ kind: 'parquet' }),
          notes: [],
          example: null,
        })),
      rows,
      columns,
      preview,
      reading: csvOptions ? readingOf(csvOptions, delimiter) : null,
    };
  } catch (error) {
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`).catch(() => undefined);
    throw error;
  }
}
