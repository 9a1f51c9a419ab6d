/**
 * Loads a file into the database under a staging name, checks it, and only then swaps it
 * in as the dataset — so a bad file leaves the previous dataset untouched.
 */
import type { ColumnInfo, QueryResult } from '../engine/types';
import type { Database } from './database';
import { inspectFile } from './read/inspect';
import { fitOf, TooBigError } from './read/fit';
import {
  byteOrderMark,
  csvReadChoices,
  describeTable,
  MAX_COLUMNS,
  parquetReadWarnings,
  readingOf,
  readPlan,
  tooManyColumns,
  readWarningText,
  reasonText,
  emptyFile,
  folderOfLabel,
  lineInFolder,
  BadInputError,
  sqlIdent,
  partitionColumnsSql,
  withParquetSparkTypes,
  type FolderPlan,
  type CsvOptions,
  type DuckdbEncoding,
  type LoadChoices,
  type ParquetLeaf,
  type ReadColumn,
  type ReadWarning,
} from '../engine';
import type { SourceReading } from '../engine/export';
import { selectAsText } from '../adapters/common/exportCsv';
import { footerOfBlob } from '../adapters/common/parquetFooter';
import { parquetLeaves } from '../adapters/common/parquetSchema';
import type { SampleMode } from './csvSample';
import type { ParquetPick } from './parquetSample';
import { decompressed, isJsonFile } from './read/formats';
import { FOLDER_LINES, FOLDER_PARTITIONS, FOLDER_SOURCES, notYet } from './read/folder';
import { inFolderFiles } from './read/folder-refusal';
import { checkParquetFolderFit, loadParquetFolder } from './read/folder-load';
import { jsonMultiLineOption } from '../engine/read/json/options';
import { jsonReadWarnings } from '../engine/read/json/notes';
import { JsonReadError } from '../engine/read/json/read';
import { excelReading, jsonReading } from '../engine/export';
import { excelReadWarnings, isExcelFile, otherSpreadsheetRefusal } from '../engine/read';

export { csvReadChoices, readingOf, type LoadChoices };
export { fitOf, memoryLimitOf, TooBigError } from './read/fit';

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

/** What the dataset panel shows about the loaded file. */
export interface LoadedDataset {
  name: string;
  size: number;
  kind: 'csv' | 'parquet' | 'json' | 'excel';
  /** An Excel workbook's sheets, and the one read (Excel only). */
  excel?: { sheets: string[]; sheet: string };
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

/** Where an exercise being written has its data. */
export const AUTHOR_TABLE = 'exercise_draft';

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
  try {
    return await loadFile(db, file, choices, onPhase, rulesText, target, sizing);
  } catch (error) {
    // A CSV folder's refusal names the line of the folder's file it is in.
    const lines = FOLDER_LINES.get(file);
    throw lines ? inFolderFiles(error, await lines()) : error;
  }
}

/** {@link loadIntoDatabase}, a refusal naming a line of the file read. */
async function loadFile(
  db: Database,
  file: File,
  choices: LoadChoices,
  onPhase: (phase: LoadPhase) => void,
  rulesText: string,
  target: string,
  sizing: LoadSizing,
): Promise<LoadedDataset> {
  const staging = target === DATASET_TABLE ? STAGING_TABLE : `${target}_incoming`;
  onPhase('checking');
  // A `.gz` file is read decompressed, as Spark reads it; the dataset keeps the user's name.
  const given = file;
  if (file.size === 0) throw emptyFile(file.name);
  file = await decompressed(file);
  // A folder of Parquet files is read file by file (RULES.md §9, "A folder of files").
  const source = FOLDER_SOURCES.get(given);
  const parquetFolder = source?.format === 'parquet' ? source : null;
  if (source?.format === 'json' || isJsonFile(file.name))
    return loadJsonDataset(db, file, given, onPhase, rulesText, target, staging);
  const otherSpreadsheet = otherSpreadsheetRefusal(file.name);
  if (otherSpreadsheet) throw otherSpreadsheet;
  if (isExcelFile(file.name))
    return loadExcelDataset(db, file, given, onPhase, choices.sheet ?? null, target, staging);
  // How a CSV will be read (the reader's plan), for the file check too: bad options, and
  // an encoding the loader refuses, refuse a CSV only. A UTF-16 file's byte order comes
  // from its first bytes, so that the file check reads the text as the loader will.
  let csvChosen: CsvOptions | null = null;
  let badOptions: unknown = null;
  try {
    csvChosen = csvReadChoices(choices, rulesText);
  } catch (e) {
    badOptions = e;
  }
  const bom = byteOrderMark(new Uint8Array(await file.slice(0, 3).arrayBuffer()));
  let encoding: DuckdbEncoding | null = 'utf-8';
  let refused: unknown = null;
  if (csvChosen) {
    try {
      encoding = readPlan(file.name, { ...csvChosen, bom }).forced.encoding ?? 'utf-8';
    } catch (e) {
      encoding = null;
      refused = e;
    }
  }
  const inspection = parquetFolder
    ? ({ kind: 'parquet' } as const)
    : await inspectFile(file, choices, {
        header: csvChosen?.header ?? csvChosen?.read?.header ?? true,
        encoding,
        option: csvChosen?.read?.encoding ?? null,
      });
  if (inspection.kind === 'csv') {
    if (badOptions !== null) throw badOptions;
    if (refused !== null) throw refused;
  }
  const runner = db;
  if (sizing.check && parquetFolder)
    await checkParquetFolderFit(db, file.name, parquetFolder, sizing.check.loadLimit);
  else if (sizing.check) {
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
      let footer = file;
      if (parquetFolder) footer = await loadParquetFolder(db, file.name, parquetFolder, staging);
      else await db.loadParquet(file, staging, sample?.parquetPick);
      leaves = await parquetLeavesOf(footer);
      warningFacts = parquetReadWarnings(leaves);
      warnings = warningFacts.map(readWarningText);
    } else {
      const info = await db.loadCsv(file, staging, csvOptions ?? {});
      delimiter = info.delimiter;
      warnings = info.warnings;
      warningFacts = info.warningFacts;
      read = info.read;
      rows = info.rows;
      const folder = FOLDER_PARTITIONS.get(given);
      if (folder) read = [...read, ...(await addPartitions(runner, staging, given.name, folder))];
    }
    onPhase('describing');
    // Spark names a Parquet column's type as the footer says (a naive timestamp is timestamp_ntz).
    const columns = withParquetSparkTypes(await describeTable(runner, staging), leaves);
    const preview = await madeDataset(runner, file.name, columns, staging, target);
    // The CSV loader counted the rows already.
    rows ??= Number(
      (await runner.query(`SELECT count(*)::DOUBLE AS n FROM ${sqlIdent(target)}`)).rows[0]?.n ?? 0,
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
      read: read ?? columns.map((c) => parquetRead(c, parquetFolder?.plan)),
      rows,
      columns,
      preview,
      reading: csvOptions ? readingOf(csvOptions, delimiter) : null,
      ...(given !== file ? { name: given.name, size: given.size } : {}),
    };
  } catch (error) {
    await runner.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`).catch(() => undefined);
    throw error;
  }
}

/**
 * The staging table made the dataset, once its `columns` are described: refused past
 * {@link MAX_COLUMNS} (naming `name`, the user's file), renamed over `target`, and its first
 * rows as text for the preview.
 */
async function madeDataset(
  db: Pick<Database, 'query'>,
  name: string,
  columns: ColumnInfo[],
  staging: string,
  target: string,
): Promise<QueryResult> {
  if (columns.length > MAX_COLUMNS) throw tooManyColumns(name, columns.length);
  await db.query(`DROP TABLE IF EXISTS ${sqlIdent(target)}`);
  await db.query(`ALTER TABLE ${sqlIdent(staging)} RENAME TO ${sqlIdent(target)}`);
  return db.query(`SELECT ${selectAsText(columns)} FROM ${sqlIdent(target)} LIMIT ${PREVIEW_ROWS}`);
}

/** A column read as its format gives it, with no note: Parquet, JSON, Excel, or a partition. */
function readAs(
  c: Pick<ColumnInfo, 'name' | 'sparkType'>,
  kind: 'parquet' | 'json' | 'excel' | 'partition',
): ReadColumn {
  return {
    name: c.name,
    sparkType: c.sparkType,
    reason: { kind },
    reasonText: reasonText({ kind }),
    notes: [],
    example: null,
  };
}

/** A Parquet column's reading: as written, or a partition column of the folder. */
const parquetRead = (c: ColumnInfo, plan?: FolderPlan): ReadColumn =>
  readAs(c, plan?.partitions.some((p) => p.name === c.name) ? 'partition' : 'parquet');

/**
 * A partitioned folder's partition columns added to its loaded rows (RULES.md §9, "A folder
 * of files"), and their readings; refused when the rows do not add up to the files' lines
 * or when a partition key is also a column of the files.
 */
async function addPartitions(
  db: Database,
  table: string,
  name: string,
  folder: { plan: FolderPlan; rows: number[] },
): Promise<ReadColumn[]> {
  const described = await describeTable(db, table);
  const have = new Set(described.map((c) => c.name.toLowerCase()));
  const clash = folder.plan.partitions.find((p) => have.has(p.name.toLowerCase()));
  if (clash)
    throw new BadInputError(
      `“${name}”: the files have a column ${clash.name} and so do the partition folders (${clash.name}=…); Spark puts the folder's value in it. Rename one of them.`,
      'folder.partitionColumn',
      { folder: name, column: clash.name },
    );
  const counted = Number(
    (await db.query(`SELECT count(*)::DOUBLE AS n FROM ${sqlIdent(table)}`)).rows[0]?.n ?? 0,
  );
  if (counted !== folder.rows.reduce((a, b) => a + b, 0))
    throw new BadInputError(
      `“${name}”: the workbench cannot tell which partition folder each row comes from (a quoted value over several lines?). Validate the folder with the command line.`,
      'folder.partitionRows',
      { folder: name },
    );
  for (const sql of partitionColumnsSql(table, folder.plan, folder.rows)) await db.query(sql);
  return folder.plan.partitions.map((p) => readAs(p, 'partition'));
}

/**
 * A JSON or JSON Lines file loaded as Spark reads format "json" (RULES.md §9): JSON Lines
 * unless the pipeline's `input.options.multiLine` is true; `given` is the file as the
 * user dropped it (a `.json.gz`), `file` what is read.
 */
async function loadJsonDataset(
  db: Database,
  file: File,
  given: File,
  onPhase: (phase: LoadPhase) => void,
  rulesText: string,
  target: string,
  staging: string,
): Promise<LoadedDataset> {
  // No size check or sample offer here: those read CSV and Parquet. A JSON file too large
  // for the tab stops its own worker, which says so, and the dataset is left as it was.
  await db.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`);
  onPhase('reading');
  const multiLine = jsonMultiLineOption(rulesText);
  const folder = FOLDER_SOURCES.get(given);
  // A folder's files are read one after the other as JSON Lines; each of a multiLine read is one document.
  if (folder && multiLine)
    throw notYet(`${folderOfLabel(given.name)}/`, folder.plan.files[0]?.path ?? '', 'multiLine');
  try {
    let info;
    let partitions: ReadColumn[] = [];
    try {
      info = await db.loadJson(file, staging, multiLine);
    } catch (e) {
      if (e instanceof JsonReadError)
        throw new BadInputError(
          `“${given.name}” cannot be read as Spark reads JSON: ${e.detail}.`,
          'json.refused',
          // The reason as facts too, for the page to word in its language.
          { name: given.name, detail: e.detail, refusal: JSON.stringify(e.refusal) },
        );
      throw e;
    }
    const parts = FOLDER_PARTITIONS.get(given);
    if (parts) partitions = await addPartitions(db, staging, given.name, parts);
    onPhase('describing');
    const columns = await describeTable(db, staging);
    const preview = await madeDataset(db, given.name, columns, staging, target);
    // A folder's lines are named in the file they are in, not the files joined.
    const inFolder = (line: number) => {
      const at = folder?.lines && lineInFolder(folder.lines, line);
      return at ? { line: at.line, file: at.path } : { line };
    };
    const warningFacts = jsonReadWarnings({
      ...info,
      corrupt: info.corrupt.map((c) => ({ ...c, ...inFolder(c.line) })),
    });
    return {
      name: given.name,
      size: given.size,
      sample: null,
      kind: 'json',
      delimiter: null,
      warnings: warningFacts.map(readWarningText),
      warningFacts,
      read: columns.map((c) => partitions.find((p) => p.name === c.name) ?? readAs(c, 'json')),
      rows: info.rows,
      columns,
      preview,
      reading: jsonReading(info.multiLine),
    };
  } catch (error) {
    await db.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`).catch(() => undefined);
    throw error;
  }
}

/**
 * One sheet of an Excel workbook, read by the workbench alone (RULES.md §9, "Excel
 * workbooks"): Spark reads no Excel, so the dataset says so and the exports say how
 * production must read it. `sheet`: the one chosen (the first when null or not there).
 */
async function loadExcelDataset(
  db: Database,
  file: File,
  given: File,
  onPhase: (phase: LoadPhase) => void,
  sheet: string | null,
  target: string,
  staging: string,
): Promise<LoadedDataset> {
  // No size check or sample offer here, as for JSON: a workbook too large for the tab
  // stops its own worker, which says so, and the dataset is left as it was.
  await db.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`);
  onPhase('reading');
  try {
    const info = await db.loadExcel(file, staging, sheet);
    onPhase('describing');
    const columns = await describeTable(db, staging);
    const preview = await madeDataset(db, given.name, columns, staging, target);
    const warningFacts = excelReadWarnings(info);
    return {
      name: given.name,
      size: given.size,
      sample: null,
      kind: 'excel',
      excel: { sheets: info.sheets, sheet: info.sheet },
      delimiter: null,
      warnings: warningFacts.map(readWarningText),
      warningFacts,
      read: columns.map((c) => readAs(c, 'excel')),
      rows: info.rows,
      columns,
      preview,
      reading: excelReading(info.sheet),
    };
  } catch (error) {
    await db.query(`DROP TABLE IF EXISTS ${sqlIdent(staging)}`).catch(() => undefined);
    throw error;
  }
}
