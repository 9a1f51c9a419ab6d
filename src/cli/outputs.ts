/**
 * Writing the CLI's files. Row files (quarantine / valid) by extension: `.csv` through
 * the engine's `rowsToCsv` (formula injection neutralised), `.json` one array of row
 * objects (doubles in Spark's form in all three), `.jsonl` one object a line, `.parquet` through the backend. Reports: the
 * engine's CSV / JSON / HTML renderings.
 */
import { writeFileSync } from 'node:fs';
import {
  exactDecimalsSql,
  numericColumnNames,
  reportCsv,
  reportHtml,
  reportJson,
  reportMetadata,
  reportSql,
  rowJson,
  rowsToCsv,
  withSparkNumbers,
  type ReportSource,
  type RunResult,
} from '../engine/index.ts';
import type { NodeBackend } from '../adapters/node/backend.ts';
import { extensionOf } from './args.ts';
import { writeProblem } from './writable.ts';

function write(file: string, content: string | Uint8Array): void {
  try {
    writeFileSync(file, content);
  } catch (e) {
    throw new Error(`cannot write ${file}: ${writeProblem(e)}`);
  }
}

/**
 * Write the result rows of `sql` to `file` in the format its extension names. Returns the
 * row count. `naive`: the columns Spark reads as `timestamp_ntz` (written without a zone).
 */
export async function writeRows(
  backend: NodeBackend,
  sql: string,
  file: string,
  naive: ReadonlySet<string> = new Set(),
): Promise<number> {
  const ext = extensionOf(file);
  if (ext === 'parquet') {
    const bytes = await backend.exportParquet(sql);
    write(file, bytes);
    const counted = await backend.query(`SELECT count(*)::BIGINT AS n FROM (${sql}) AS counted`);
    return Number(counted.rows[0].n);
  }
  // Every digit of a wide decimal: its text, not a double.
  const { columns } = await backend.query(`SELECT * FROM (${sql}) AS described LIMIT 0`);
  const { rows: raw } = await backend.query(exactDecimalsSql(sql, columns));
  // Doubles as Spark writes them (`1.0`, not `1`), so the file reads back with its types.
  const rows = withSparkNumbers(columns, raw, naive);
  if (ext === 'csv') {
    write(
      file,
      rowsToCsv(
        columns.map((c) => c.name),
        rows,
        numericColumnNames(columns),
      ),
    );
  } else if (ext === 'jsonl') {
    write(file, rows.map(rowJson).join('\n') + (rows.length ? '\n' : ''));
  } else {
    write(file, rows.length ? `[\n${rows.map((r) => `  ${rowJson(r)}`).join(',\n')}\n]\n` : '[]\n');
  }
  return rows.length;
}

/**
 * Write the report in the format the extension names: `.csv`, `.json` (JSON Lines) and
 * `.parquet` carry production's report table as it is (RULES.md §7); `.html` is a page.
 */
export async function writeReport(
  backend: NodeBackend,
  run: RunResult,
  file: string,
  source?: ReportSource,
): Promise<void> {
  const ext = extensionOf(file);
  const options = source ? { source } : {};
  if (ext === 'parquet') {
    write(file, await backend.exportParquet(reportSql(run), reportMetadata(source)));
    return;
  }
  // The CSV keeps production's columns only: its rows are appended to the report table.
  write(
    file,
    ext === 'csv'
      ? reportCsv(run)
      : ext === 'html'
        ? reportHtml(run, options)
        : reportJson(run, options),
  );
}
