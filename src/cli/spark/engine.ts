/**
 * `dqw validate --engine spark`: the document on a real Spark, through production's own
 * library (`sparquet_cola`), for data beyond one machine. dqw parses and expands the
 * document as always, hands Spark the `validations` and the reading, shows Spark's progress,
 * and prints Spark's per-rule results exactly as a DuckDB run prints its own: same table,
 * `--json`, report and exit code. The valid and quarantine rows are written by Spark, where
 * Spark writes (a folder of part files per destination, as production writes them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  pipelineInputOptions,
  runFromOutcomes,
  type OutcomeElsewhere,
  type ParsedDocument,
  type RunResult,
  type Severity,
} from '../../engine/index.ts';
import type { ValidateArgs } from '../args.ts';
import { extensionOf } from '../args.ts';
import { UsageError } from '../errors.ts';
import { appendHistory } from '../history.ts';
import { openNative } from '../../adapters/node/native.ts';
import { writeReport } from '../outputs.ts';
import type { Io } from '../validate.ts';

/** What to install, said once, whichever piece is missing. */
const INSTALL =
  "pip install 'pyspark==4.1.1' 'sparquet-cola==0.4.0' (and Java 17 for a local Spark); point --python or DQW_PYTHON at that Python";

/** The runner beside this file in the sources, or beside the sources from the CLI bundle. */
function runnerPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.join(here, 'runner.py'),
    path.join(here, '..', 'src', 'cli', 'spark', 'runner.py'),
  ])
    if (existsSync(candidate)) return candidate;
  throw new UsageError(
    '--engine spark: its runner (src/cli/spark/runner.py) is missing from this install',
  );
}

/** The `validations` object production reads, from the document as written. */
export function validationsOf(text: string, doc: ParsedDocument): Record<string, unknown> {
  const json = JSON.parse(text) as Record<string, unknown>;
  return doc.shape === 'inner' ? json : (json.validations as Record<string, unknown>);
}

/** How Spark reads DATA: `--format`, else the extension (a folder or table: Parquet/CSV). */
function formatOf(args: ValidateArgs): string {
  if (args.format) return args.format;
  const ext = extensionOf(args.data);
  if (ext === 'parquet') return 'parquet';
  if (ext === 'json' || ext === 'jsonl' || ext === 'ndjson') return 'json';
  return 'csv';
}

function destination(file: string | undefined) {
  if (!file) return null;
  return { path: path.resolve(file), format: extensionOf(file) };
}

/** The results line's one rule, as the engine's outcome. */
interface SparkRule {
  severity: Severity;
  failed_count: number;
  metric_value: number | string | null;
  message: string;
}

interface SparkAnswer {
  error?: { stage: string; type: string; message: string };
  rows?: number;
  codes?: string[];
  results?: SparkRule[];
  versions?: Record<string, string | null>;
}

const metric = (v: number | string | null): number | null =>
  v === null ? null : typeof v === 'number' ? v : Number(v.replace('inf', 'Infinity'));

/** One clear line per way the hand-off can fail, in the user's terms. */
function refusal(answer: SparkAnswer['error'] & object, args: ValidateArgs, python: string) {
  const { stage, message } = answer;
  if (stage === 'import')
    return new UsageError(
      `--engine spark: ${python} cannot import pyspark or sparquet_cola (${message}): ${INSTALL}`,
    );
  if (stage === 'document')
    return new UsageError(`${args.rules}: production refuses the document: ${message}`);
  if (stage === 'session')
    return new UsageError(
      `--engine spark: Spark did not start (${message}); a local Spark needs Java 17`,
    );
  if (stage === 'read') return new UsageError(`${args.data}: Spark could not read it: ${message}`);
  return null;
}

/** Runs the document on Spark; resolves to the run, or throws `UsageError`. */
async function onSpark(
  args: ValidateArgs,
  doc: ParsedDocument,
  text: string,
  io: Io,
): Promise<{ run: RunResult; warnings: string[] }> {
  const python = args.python ?? process.env.DQW_PYTHON ?? 'python3';
  if (!args.remote && spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
    throw new UsageError(
      `--engine spark: no Java on the PATH for a local Spark: install Java 17, or use --remote sc://host:15002`,
    );
  const options: Record<string, unknown> = { ...(pipelineInputOptions(text) ?? {}) };
  if (args.sep !== undefined) options.sep = args.sep;
  const request = {
    data:
      /^[a-z][a-z0-9+.-]*:\/\//i.test(args.data) || args.format === 'table'
        ? args.data
        : path.resolve(args.data),
    format: formatOf(args),
    options,
    schema: args.schema ?? null,
    tables: args.tables.map((t) => ({ name: t.name, file: path.resolve(t.file) })),
    validations: validationsOf(text, doc),
    master: args.master ?? null,
    remote: args.remote ?? null,
    annotate: args.annotate ?? doc.outputs.invalid?.annotate ?? null,
    only: args.only.length ? args.only : (doc.outputs.invalid?.rules ?? null),
    quarantine: destination(args.quarantine),
    valid: destination(args.valid),
  };
  const validatedAt = new Date().toISOString();
  const child = spawn(python, [runnerPath()], { stdio: ['pipe', 'pipe', 'pipe'] });
  let answer: SparkAnswer | null = null;
  let stderrTail = '';
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    let nl;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.startsWith('dqw-progress ')) io.stderr(`spark: ${line.slice(13)}\n`);
      else if (line.startsWith('dqw-result ')) answer = JSON.parse(line.slice(11)) as SparkAnswer;
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-4000);
  });
  const exit = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (e) =>
      reject(new UsageError(`--engine spark: cannot run ${python} (${e.message}): ${INSTALL}`)),
    );
    child.on('close', resolve);
    child.stdin.end(JSON.stringify(request));
  });
  const got = answer as SparkAnswer | null;
  if (!got)
    throw new UsageError(
      `--engine spark: Spark stopped (exit ${exit}) before answering:\n${stderrTail.trim().split('\n').slice(-8).join('\n')}`,
    );
  if (got.error) {
    const refused = refusal(got.error, args, python);
    if (refused) throw refused;
    // Raised while the rules ran: in production the pipeline stops there.
    const outcomes: OutcomeElsewhere[] = doc.rules.map(() => ({ error: got.error!.message }));
    return { run: runFromOutcomes(doc, outcomes, 0, validatedAt), warnings: [] };
  }
  const outcomes: OutcomeElsewhere[] = got.results!.map((r) => ({
    severity: r.severity,
    failed_count: r.failed_count,
    metric_value: metric(r.metric_value),
    message: r.message,
  }));
  const run = runFromOutcomes(doc, outcomes, got.rows!, validatedAt);
  const warnings: string[] = [];
  const ours = doc.rules.map((r) => r.code);
  if (JSON.stringify(got.codes) !== JSON.stringify(ours))
    warnings.push(
      `production names the rules ${JSON.stringify(got.codes)}, the workbench ${JSON.stringify(ours)}: the results are in production's order`,
    );
  const v = got.versions ?? {};
  io.stderr(`spark: checked on Spark ${v.spark}, sparquet_cola ${v.sparquet_cola}\n`);
  return { run, warnings };
}

/** `dqw validate --engine spark`: the run on Spark, then the report and history here. */
export async function validateOnSpark(
  args: ValidateArgs,
  doc: ParsedDocument,
  conclude: (run: RunResult, warnings: string[]) => number,
  io: Io,
): Promise<number> {
  const text = readFileSync(args.rules, 'utf8');
  const { run, warnings } = await onSpark(args, doc, text, io);
  if (args.report) {
    const backend = await openNative({});
    try {
      await writeReport(backend, run, args.report);
    } catch (e) {
      throw new UsageError((e as Error).message);
    } finally {
      await backend.close();
    }
  }
  if (args.history) appendHistory(args.history, run, args.data, doc);
  return conclude(run, [...run.warnings, ...warnings]);
}
