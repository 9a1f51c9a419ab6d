/**
 * `dqw validate`: load the data into native DuckDB, lock it down, run the document,
 * write the requested files and print the results. Returns the exit code.
 */
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { CsvLoadError } from '../adapters/common/csv.ts';
import { jsonKindOf, jsonRefusal } from '../adapters/common/jsonSniff.ts';
import { ParquetLoadError } from '../adapters/node/backend.ts';
import { openNative } from '../adapters/node/native.ts';
import type { NodeBackend } from '../adapters/node/backend.ts';
import {
  buildSplit,
  describeTable,
  pickFields,
  RESULT_FIELDS,
  runValidation,
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

/** Run `dqw validate`; returns 0, 1 (a rule failed under on_failure "fail") or throws `UsageError`. */
export async function validate(args: ValidateArgs, io: Io): Promise<number> {
  const doc = readDocument(args.rules);
  const backend = await openNative();
  try {
    const loadWarnings = await loadData(backend, args.data, args);
    const { split, warnings: splitWarnings } = await planSplit(backend, doc, args);
    // From here on, `sql` rules see the loaded table and nothing else (issue 2 §6).
    await backend.lock();
    const run = await runValidation(backend, doc, { table: TABLE, now: args.now });
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
  }
}
