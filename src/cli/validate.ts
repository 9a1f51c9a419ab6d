/**
 * `dqw validate`: load the data into native DuckDB, lock it down, run the document,
 * write the requested files and print the results. Returns the exit code.
 */
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CsvLoadError, csvView, isViewTypeMiss, LONG_LINE_LIMIT } from '../adapters/common/csv.ts';
import { jsonKindOf, jsonRefusal } from '../adapters/common/jsonSniff.ts';
import { PARQUET_REFUSAL, ParquetLoadError } from '../adapters/node/backend.ts';
import { openNative } from '../adapters/node/native.ts';
import type { NodeBackend } from '../adapters/node/backend.ts';
import {
  buildSplit,
  describeTable,
  pickFields,
  RESULT_FIELDS,
  runValidation,
  sqlIdent,
  sqlString,
  type ParsedDocument,
  type RunResult,
} from '../engine/index.ts';
import { extensionOf, type ValidateArgs } from './args.ts';
import { readDocument } from './document.ts';
import { UsageError } from './errors.ts';
import { writeReport, writeRows } from './outputs.ts';
import { formatRun } from './table.ts';

/** Where `validate` prints. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const TABLE = 'data';
const PER_RULE_FIELDS = RESULT_FIELDS.filter((f) => f !== 'rows_read' && f !== 'validated_at');

/** The `--json` object: exactly the keys issue 2 §4 lists, one result per expanded rule. */
export function jsonOutput(run: RunResult, warnings: string[]) {
  return {
    pipeline: run.pipeline,
    rows_read: run.rows_read,
    validated_at: run.validated_at,
    on_failure: run.on_failure,
    aborted: run.aborted,
    warnings,
    // The report's fields, less the two the run already states once (rows_read, validated_at).
    results: run.results.map((r) => ({
      ...pickFields(r, PER_RULE_FIELDS),
      ...(r.error !== undefined ? { error: r.error } : {}),
    })),
  };
}

/**
 * The columns the rules read, or `all` when a rule may read any (an `sql` rule's query, a
 * `schema` rule's list of expected columns).
 */
function touchedColumns(doc: ParsedDocument): string[] | 'all' {
  if (doc.rules.some((r) => r.canonicalType === 'sql' || r.canonicalType === 'schema'))
    return 'all';
  return [...new Set(doc.rules.flatMap((r) => r.columns))];
}

/**
 * One pass (no `--quarantine` / `--valid`): a view over the file instead of a table, so
 * the run's fused aggregate query streams the file once and nothing is held in memory.
 * Returns the load warnings.
 */
async function viewData(
  backend: NodeBackend,
  file: string,
  args: ValidateArgs,
  doc: ParsedDocument,
): Promise<string[]> {
  if (!existsSync(file)) throw new UsageError(`data file ${file}: not found`);
  const abs = path.resolve(file);
  try {
    if (extensionOf(file) === 'parquet') {
      try {
        await backend.exec(
          `CREATE OR REPLACE TEMP VIEW ${sqlIdent(TABLE)} AS SELECT * FROM read_parquet(${sqlString(abs)})`,
        );
        await backend.query(`DESCRIBE ${sqlIdent(TABLE)}`);
      } catch (e) {
        throw new ParquetLoadError(abs, PARQUET_REFUSAL, (e as Error).message);
      }
      return [];
    }
    const json = jsonKindOf(head(file));
    if (json) throw new UsageError(`${file}: ${jsonRefusal(json)}`);
    const opts = args.maxLineSize ? { maxLineSize: args.maxLineSize } : {};
    const info = await csvView(backend, abs, TABLE, opts, touchedColumns(doc));
    return info.warnings.map((w) => `data: ${w}`);
  } catch (e) {
    if (e instanceof CsvLoadError && e.kind === 'line-too-long' && !args.maxLineSize) {
      return viewData(backend, file, { ...args, maxLineSize: LONG_LINE_LIMIT }, doc);
    }
    if (e instanceof CsvLoadError || e instanceof ParquetLoadError)
      throw new UsageError(`${file}: ${e.detail}`);
    throw e instanceof UsageError ? e : new UsageError((e as Error).message);
  }
}

/** The first bytes of a file, as text (to tell JSON from CSV before loading). */
function head(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

async function loadData(backend: NodeBackend, file: string, args: ValidateArgs): Promise<string[]> {
  if (!existsSync(file)) throw new UsageError(`data file ${file}: not found`);
  try {
    if (extensionOf(file) === 'parquet') {
      await backend.loadParquetFile(file, TABLE);
      return [];
    }
    const json = jsonKindOf(head(file));
    if (json) throw new UsageError(`${file}: ${jsonRefusal(json)}`);
    const opts = args.maxLineSize ? { maxLineSize: args.maxLineSize } : {};
    return (await backend.loadCsvFile(file, TABLE, opts)).warnings.map((w) => `data: ${w}`);
  } catch (e) {
    // Name the file as the user wrote it, in the user's terms (never DuckDB's own text).
    if (e instanceof CsvLoadError || e instanceof ParquetLoadError)
      throw new UsageError(`${file}: ${e.detail}`);
    throw e instanceof UsageError ? e : new UsageError((e as Error).message);
  }
}

/** The split queries when `--quarantine` or `--valid` asks for them, plus warnings. */
async function planSplit(backend: NodeBackend, doc: ParsedDocument, args: ValidateArgs) {
  const warnings: string[] = [];
  const codes = new Set(doc.rules.map((r) => r.code));
  for (const code of args.only) {
    if (!codes.has(code)) warnings.push(`--only ${code}: no rule of the document has this code`);
  }
  if (!args.quarantine && !args.valid) {
    if (args.annotate !== undefined || args.only.length) {
      warnings.push(
        '--annotate and --only only shape --quarantine / --valid, and neither was given',
      );
    }
    return { split: null, warnings };
  }
  try {
    const split = buildSplit(doc, await describeTable(backend, TABLE), {
      table: TABLE,
      annotate: args.annotate,
      scope: args.only.length ? args.only : undefined,
    });
    return { split, warnings };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

async function writeOutputs(
  backend: NodeBackend,
  run: RunResult,
  args: ValidateArgs,
  split: Awaited<ReturnType<typeof planSplit>>['split'],
) {
  try {
    if (args.report) writeReport(run, args.report);
    if (split && args.quarantine) await writeRows(backend, split.invalid, args.quarantine);
    if (split && args.valid) await writeRows(backend, split.valid, args.valid);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/**
 * Load (or view) the data, lock the database down, run the document. A view whose types
 * turn out wrong mid-scan (see `isViewTypeMiss`) is replaced by a loaded table, and the
 * run starts again: the result is always that of the loaded table.
 */
async function loadAndRun(
  backend: NodeBackend,
  doc: ParsedDocument,
  args: ValidateArgs,
  tempDir: string,
) {
  const oneShot = !args.quarantine && !args.valid;
  const lockOpts = { tempDir, allowedPaths: [path.resolve(args.data)] };
  if (oneShot) {
    const loadWarnings = await viewData(backend, args.data, args, doc);
    // From here on, `sql` rules see the data and nothing else (issue 2 §6).
    await backend.lock([], lockOpts);
    try {
      const run = await runValidation(backend, doc, { table: TABLE, now: args.now });
      if (!run.results.some((r) => r.error !== undefined && isViewTypeMiss(new Error(r.error))))
        return {
          run,
          loadWarnings,
          split: null,
          splitWarnings: (await planSplit(backend, doc, args)).warnings,
        };
    } catch (e) {
      if (!isViewTypeMiss(e)) throw e;
    }
    await backend.exec(`DROP VIEW IF EXISTS ${sqlIdent(TABLE)}`);
  }
  const loadWarnings = await loadData(backend, args.data, args);
  const { split, warnings: splitWarnings } = await planSplit(backend, doc, args);
  await backend.lock([], lockOpts);
  const run = await runValidation(backend, doc, { table: TABLE, now: args.now });
  return { run, loadWarnings, split, splitWarnings };
}

/** Run `dqw validate`; returns 0, 1 (a rule failed under on_failure "fail") or throws `UsageError`. */
export async function validate(args: ValidateArgs, io: Io): Promise<number> {
  const doc = readDocument(args.rules);
  // A private spill directory: a file larger than memory still validates.
  const tempDir = mkdtempSync(path.join(args.tempDir ?? tmpdir(), 'dqw-spill-'));
  const backend = await openNative({ memoryLimit: args.memoryLimit, tempDir });
  try {
    const { run, loadWarnings, split, splitWarnings } = await loadAndRun(
      backend,
      doc,
      args,
      tempDir,
    );
    await writeOutputs(backend, run, args, split);

    const warnings = [...run.warnings, ...loadWarnings, ...splitWarnings];
    if (args.json) {
      io.stdout(JSON.stringify(jsonOutput(run, warnings), null, 2) + '\n');
    } else {
      io.stdout(formatRun(run));
      for (const w of warnings) io.stderr(`warning: ${w}\n`);
    }
    if (run.aborted) {
      const failed = run.results.filter((r) => r.severity === 'fail').length;
      io.stderr(
        `dqw: ${failed} rule${failed === 1 ? '' : 's'} failed under on_failure "fail": in production the pipeline ` +
          `would abort before writing anything${args.report || args.quarantine || args.valid ? ' (the files asked for were written here, for inspection only)' : ''}.\n`,
      );
      return 1;
    }
    return 0;
  } finally {
    await backend.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}
