/**
 * Builds every download of the page: the report (CSV, JSON, HTML), the quarantine and the
 * valid rows (CSV, Parquet), and the rules document formatted. Components only call these.
 */
import { tableToIPC } from 'apache-arrow';
import { t } from '../i18n';
import { applyEdits, format } from 'jsonc-parser';
import { arrowIpcToParquet } from '../worker/parquet/client';
import { queryToCsv } from '../adapters/common/exportCsv';
import { useDatasetStore } from './datasetStore';
import {
  failedRowsSql,
  numericColumnNames,
  reportCsv,
  reportHtml,
  reportJson,
  rowsToCsv,
} from './engine';
import { useQuarantineStore } from './quarantineStore';
import { useRulesStore } from './rulesStore';
import { useRunStore } from './runStore';
import { getDatabase } from './session';

/** The downloads the page offers. */
export type DownloadKind =
  | 'report-csv'
  | 'report-json'
  | 'report-html'
  | 'invalid-csv'
  | 'invalid-parquet'
  | 'valid-csv'
  | 'valid-parquet'
  | 'rules';

function save(data: string | Uint8Array, fileName: string, type: string): void {
  // parquet-wasm hands back a plain ArrayBuffer-backed array; the cast only narrows the type.
  const url = URL.createObjectURL(new Blob([data as string | Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the browser's download; release it after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Pretty-prints the rules text without re-serialising it: raw numbers (`1.0`) stay as written. */
export function formatRules(text: string): string {
  return applyEdits(text, format(text, undefined, { tabSize: 2, insertSpaces: true, eol: '\n' }));
}

function baseName(): string {
  const pipeline = useRunStore.getState().result?.pipeline;
  return (pipeline ?? 'validation').replace(/[^A-Za-z0-9._-]+/g, '_');
}

async function splitFile(side: 'invalid' | 'valid', as: 'csv' | 'parquet'): Promise<void> {
  const split = useQuarantineStore.getState().split;
  if (!split) throw new Error(t('downloads.runFirst'));
  const db = await getDatabase();
  const name = `${baseName()}_${side}.${as}`;
  if (as === 'parquet') {
    const table = await db.runner.queryArrow(split[side]);
    save(
      await arrowIpcToParquet(tableToIPC(table, 'stream')),
      name,
      'application/vnd.apache.parquet',
    );
    return;
  }
  // CSV cells are DuckDB's own text rendering (dates stay dates); the codes stay a list.
  const columns = useDatasetStore.getState().dataset?.columns ?? [];
  const extra = side === 'invalid' ? [split.annotate] : [];
  save(await queryToCsv(db.runner, columns, split[side], extra), name, 'text/csv');
}

/** Produces and saves one download. Rejects with a message for the page. */
export async function download(kind: DownloadKind): Promise<void> {
  const run = useRunStore.getState().result;
  if (kind === 'rules') {
    save(formatRules(useRulesStore.getState().text), 'rules.json', 'application/json');
    return;
  }
  if (kind.startsWith('report')) {
    if (!run) throw new Error(t('downloads.runFirst'));
    if (kind === 'report-csv') save(reportCsv(run), `${baseName()}_report.csv`, 'text/csv');
    if (kind === 'report-json')
      save(reportJson(run), `${baseName()}_report.json`, 'application/json');
    if (kind === 'report-html') save(reportHtml(run), `${baseName()}_report.html`, 'text/html');
    return;
  }
  const [side, as] = kind.split('-') as ['invalid' | 'valid', 'csv' | 'parquet'];
  await splitFile(side, as);
}

/**
 * Saves every row a `sql` rule's `failed_rows` query returns, as CSV (the result on the
 * page keeps only the first rows). Results and expanded rules share their order.
 */
export async function downloadFailedRows(code: string): Promise<void> {
  const run = useRunStore.getState().result;
  if (!run) throw new Error(t('downloads.runFirst'));
  const index = run.results.findIndex((r) => r.code === code && r.failed_rows);
  const rule = useRulesStore.getState().parsed.rules[index];
  const sql = rule?.code === code ? failedRowsSql(rule, new Date(run.validated_at)) : null;
  if (!sql) throw new Error(t('downloads.noFailedRows', { code }));
  const db = await getDatabase();
  const result = await db.runner.query(sql);
  save(
    rowsToCsv(
      result.columns.map((c) => c.name),
      result.rows,
      numericColumnNames(result.columns),
    ),
    `${baseName()}_${code.replace(/[^A-Za-z0-9._-]+/g, '_')}_failed_rows.csv`,
    'text/csv',
  );
}
