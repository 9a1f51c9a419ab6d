/**
 * The bytes of every download of the page: the report (CSV, JSON, HTML), the quarantine
 * and the valid rows (CSV, Parquet), a `sql` rule's failed rows, and the rules document
 * formatted. Saving them is the page's business; these only compute.
 */
import { applyEdits, format } from 'jsonc-parser';
import type { ColumnInfo, ParsedDocument, QueryRunner, RunResult } from '../engine/types';
import {
  describeQuery,
  failedRowsSql,
  numericColumnNames,
  reportCsv,
  reportHtml,
  reportJson,
  reportMetadata,
  reportSql,
  rowsToCsv,
  invalidFileQuery,
  type ReportSource,
  type SplitQueries,
  folderOfLabel,
} from '../engine';
import type { TaskQueries } from './tasks';
import { selectAsText } from './load';
import type { Translate } from './translate';
import type { DownloadFile, RunSample } from './types';
import { dqwValidateCommand } from './dqwCommand';

/**
 * What a download computed on a sample says of itself, in English like every download:
 * "Computed on a sample of 1,000 rows of big.csv (its first rows) …".
 */
export function sampleNote(sample: RunSample): string {
  const how = sample.mode === 'first' ? 'its first rows' : 'rows spread across the file';
  return `Computed on a sample of ${sample.rows.toLocaleString('en-US')} rows of ${sample.name} (${how}), not on the whole file. Run the whole file with: ${dqwValidateCommand(sample.name)}`;
}

/** The extensions of a data file the workbench reads (a compressed one included). */
const DATA_EXTENSION = /\.(csv|tsv|txt|parquet|parq|json|jsonl|ndjson)(\.(gz|gzip))?$/i;
/** Characters a file name cannot hold on some system (control characters too, below). */
const UNSAFE = /[\\/:*?"<>|]+/g;

/** The name with each run of unsafe or control characters as one `_`. */
function safeName(name: string): string {
  const printable = [...name].map((c) => (c.charCodeAt(0) < 0x20 ? '/' : c)).join('');
  return printable.replace(UNSAFE, '_');
}

/**
 * The stem every download is named after: the data file's name without its extension
 * (`orders 2025.csv` → `orders 2025`), so `orders 2025.report.csv` says what it covers.
 */
export function fileStem(name: string | null): string {
  // A folder's files read as one dataset (`daily/ · 3 files`) are named after the folder.
  const folder = name === null ? null : folderOfLabel(name);
  const stem = safeName(folder ?? (name ?? '').replace(DATA_EXTENSION, '')).trim();
  return stem || 'validation';
}

/** What a download's name is made of: the data file's stem, and whether it is a sample's. */
export interface DownloadNaming {
  stem: string;
  sample?: RunSample | null;
}

/** `<file>[.sample].<what>.<ext>`: what a download covers, marked when it is a sample's. */
function downloadName({ stem, sample }: DownloadNaming, what: string, ext: string): string {
  return `${stem}${sample ? '.sample' : ''}.${what}.${ext}`;
}

/** Pretty-prints the rules text without re-serialising it: raw numbers (`1.0`) stay as written. */
export function formatRules(text: string): string {
  return applyEdits(text, format(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n' }));
}

/**
 * The report in one of its three forms, named after the file it covers. JSON and HTML
 * name the file and its fingerprint inside; the CSV keeps production's twelve columns
 * only (docs/choices.md), so its name is what says which file it covers.
 */
export function reportFile(
  run: RunResult,
  as: 'csv' | 'json' | 'html',
  naming: DownloadNaming & { source?: ReportSource },
): DownloadFile {
  const { sample, source } = naming;
  const options = {
    ...(sample ? { note: sampleNote(sample) } : {}),
    ...(source ? { source } : {}),
  };
  const fileName = downloadName(naming, 'report', as);
  if (as === 'csv') return { data: reportCsv(run), fileName, type: 'text/csv' };
  if (as === 'json') return { data: reportJson(run, options), fileName, type: 'application/json' };
  return { data: reportHtml(run, options), fileName, type: 'text/html' };
}

/**
 * The report as Parquet, as `dqw --report x.parquet` writes it: production's columns and
 * types (the run written by DuckDB), the file it covers and its fingerprint in the footer's
 * key-value metadata.
 */
export async function reportParquetFile(
  db: TaskQueries,
  run: RunResult,
  naming: DownloadNaming & { source?: ReportSource },
): Promise<DownloadFile> {
  const data = await db.exportParquet(reportSql(run), reportMetadata(naming.source));
  const fileName = downloadName(naming, 'report', 'parquet');
  return { data, fileName, type: 'application/vnd.apache.parquet' };
}

/**
 * The rows of `sql` as formula-safe CSV. `numeric` names the columns whose values are
 * numbers even when the query hands them over as text, so that they are never touched.
 */
async function csvOf(
  runner: QueryRunner,
  sql: string,
  numeric?: ReadonlySet<string>,
): Promise<string> {
  const result = await runner.query(sql);
  return rowsToCsv(
    result.columns.map((c) => c.name),
    result.rows,
    numeric ?? numericColumnNames(result.columns),
  );
}

/**
 * One side of the split as production writes it (RULES.md §6): the input columns, and on
 * the quarantine the codes column under `annotate` when one is given. CSV cells are
 * DuckDB's own text (dates stay dates); the codes stay a list.
 */
export async function splitFile(
  db: TaskQueries,
  split: SplitQueries,
  columns: ColumnInfo[],
  side: 'invalid' | 'valid',
  as: 'csv' | 'parquet',
  annotate: string | null,
  naming: DownloadNaming,
): Promise<DownloadFile> {
  // Rows of a sample: the file's name says so (its contents stay production's columns).
  const fileName = downloadName(naming, side === 'invalid' ? 'quarantine' : 'valid', as);
  const text = (cs: readonly ColumnInfo[]) => selectAsText([...cs]);
  const sql =
    side === 'invalid'
      ? invalidFileQuery(split, columns, annotate, as === 'csv' ? text : undefined)
      : as === 'csv'
        ? `SELECT ${selectAsText(columns)} FROM (${split.valid}) AS q`
        : split.valid;
  if (as === 'parquet') {
    const data = await db.exportParquet(sql);
    return { data, fileName, type: 'application/vnd.apache.parquet' };
  }
  const numeric = numericColumnNames(columns.map((c) => ({ name: c.name, type: c.duckdbType })));
  return { data: await csvOf(db, sql, numeric), fileName, type: 'text/csv' };
}

/**
 * Every row a `sql` rule's `failed_rows` query returns, as CSV (the result on the page
 * keeps only the first rows). Results and expanded rules share their order.
 */
export async function failedRowsFile(
  db: QueryRunner,
  run: RunResult,
  doc: ParsedDocument,
  code: string,
  t: Translate,
  stem = 'validation',
): Promise<DownloadFile> {
  const index = run.results.findIndex((r) => r.code === code && r.failed_rows);
  const rule = doc.rules[index];
  const sql = rule?.code === code ? failedRowsSql(rule, new Date(run.validated_at)) : null;
  if (!sql) throw new Error(t('downloads.noFailedRows', { code }));
  // Each value as DuckDB writes it, as the split's files are written.
  const columns = await describeQuery(db, sql);
  const numeric = numericColumnNames(columns.map((c) => ({ name: c.name, type: c.duckdbType })));
  return {
    data: await csvOf(db, `SELECT CAST(COLUMNS(*) AS VARCHAR) FROM (${sql}) AS q`, numeric),
    fileName: `${stem}.${code.replace(/[^A-Za-z0-9._-]+/g, '_')}.failed_rows.csv`,
    type: 'text/csv',
  };
}
