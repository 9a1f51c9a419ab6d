/**
 * The page's reading of a file, in Node: the page's own load (`loadIntoDatabase`: its
 * check of the file, its CSV reader, Parquet through parquet-wasm and Arrow) on
 * DuckDB-WASM's Node build, the same wasm the browser runs. Its columns in Spark's type
 * names and every row written as dqw writes a row file, to set beside Spark's reading.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exactDecimalsSql, rowJson, withSparkNumbers } from '../../engine/index.ts';
import { englishTranslate } from '../../workbench/translate.ts';
import { explainLoadError } from '../../workbench/explain.ts';
import { DATASET_TABLE, loadIntoDatabase } from '../../workbench/load.ts';
import { DEFAULT_CHOICES } from '../../workbench/workbench.ts';
import { folderAsFile, type FolderPart } from '../../workbench/read/folder.ts';
import { openNodeDatabase } from '../node/database.ts';
import type { Database } from '../../workbench/database.ts';
import { sqlIdent } from '../../engine/index.ts';

export interface PageReading {
  schema?: Array<{ name: string; type: string }>;
  rows?: string[];
  /** The page's refusal, in English, as it shows it. */
  refusal?: string;
}

/** The page's reader on one DuckDB-WASM database, for file after file (each replaces the last). */
export interface PageReader {
  read(file: string, rulesText?: string): Promise<PageReading>;
  /** A folder chosen on the page (its files read as one dataset, RULES.md §9). */
  readFolder(dir: string): Promise<PageReading>;
  close(): Promise<void>;
}

export async function openPageReader(): Promise<PageReader> {
  const db = await openNodeDatabase('wasm');
  return {
    read: (file, rulesText) => readOn(db, file, rulesText),
    readFolder: (dir) => readFolderOn(db, dir),
    close: () => db.close(),
  };
}

/** Every file under `dir`, as `<input webkitdirectory>` gives them: with their paths in it. */
function folderParts(dir: string, rel = ''): FolderPart[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
    const p = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) return folderParts(dir, p);
    return [{ path: p, file: new File([readFileSync(path.join(dir, p))], d.name) }];
  });
}

async function readFolderOn(db: Database, dir: string): Promise<PageReading> {
  const name = path.basename(dir);
  let file: File;
  try {
    file = await folderAsFile(name, folderParts(dir));
  } catch (e) {
    return { refusal: explainLoadError(`${name}/`, e, englishTranslate()) };
  }
  return readOn(db, file);
}

/** `file` dropped on the page (under its own name), read as the page reads it. */
async function readOn(db: Database, file: string | File, rulesText = ''): Promise<PageReading> {
  const name = typeof file === 'string' ? path.basename(file) : file.name;
  let loaded;
  try {
    loaded = await loadIntoDatabase(
      db,
      typeof file === 'string' ? new File([readFileSync(file)], name) : file,
      DEFAULT_CHOICES,
      () => undefined,
      rulesText,
    );
  } catch (e) {
    return {
      refusal: explainLoadError(name, e, englishTranslate()),
    };
  }
  // As dqw writes a row file: every digit of a wide decimal, naive timestamps without a zone.
  const typed = loaded.columns.map((c) => ({ name: c.name, type: c.duckdbType }));
  const all = await db.query(exactDecimalsSql(`SELECT * FROM ${sqlIdent(DATASET_TABLE)}`, typed));
  const naive = new Set(
    loaded.columns.filter((c) => c.sparkType === 'timestamp_ntz').map((c) => c.name),
  );
  return {
    schema: loaded.columns.map((c) => ({ name: c.name, type: c.sparkType })),
    rows: withSparkNumbers(typed, all.rows, naive).map(rowJson),
  };
}
