/**
 * dqw as a user runs it: `dqw validate` in this process, on native DuckDB, writing the
 * quarantine and valid rows as JSON lines and printing its results as JSON.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../cli/main.ts';
import type { SparkLine } from '../../engine/types.ts';

/** A result as `dqw validate --json` prints it. */
export interface DqwResult {
  rule_type: string;
  code: string;
  check_name: string | null;
  severity: string;
  passed: boolean;
  failed_count: number;
  metric_value: number | string | null;
  message: string;
  error?: string | null;
  not_portable?: unknown;
}

export interface DqwOutcome {
  exit: number;
  stderr: string;
  results?: DqwResult[];
  warnings?: string[];
  invalid?: string[];
  valid?: string[];
}

export interface DqwRun {
  data: string;
  /** The whole document (with `validations`), as the user writes it. */
  document: unknown;
  /** The document's own text, written instead of `document` (numbers keep their spelling). */
  documentText?: string;
  annotate?: string | null;
  only?: string[] | null;
  now?: string;
  /** The Spark line of the oracle dqw is compared with (`--spark`). */
  spark?: SparkLine;
  /** Other files `sql` rules read by table name (`--table`). */
  tables?: { name: string; path: string }[];
}

const lines = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
    : undefined;

/** `dqw <argv>` in this process, its output captured. */
export async function dqw(
  argv: string[],
): Promise<{ exit: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const exit = await main(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { exit, stdout, stderr };
}

/** The `dqw validate` command line of `run`, writing its rows into `dir`. */
function validateArgv(run: DqwRun, dir: string): string[] {
  const rules = path.join(dir, 'rules.json');
  writeFileSync(rules, run.documentText ?? JSON.stringify(run.document));
  const argv = [
    'validate',
    run.data,
    '--rules',
    rules,
    '--json',
    '--quarantine',
    path.join(dir, 'q.jsonl'),
    '--valid',
    path.join(dir, 'v.jsonl'),
  ];
  if (run.annotate) argv.push('--annotate', run.annotate);
  for (const code of run.only ?? []) argv.push('--only', code);
  if (run.now) argv.push('--now', run.now);
  if (run.spark) argv.push('--spark', run.spark);
  for (const t of run.tables ?? []) argv.push('--table', `${t.name}=${t.path}`);
  return argv;
}

/** What a `dqw validate` printed and wrote into `dir`. */
function outcomeOf(done: { exit: number; stdout: string; stderr: string }, dir: string) {
  const out: DqwOutcome = { exit: done.exit, stderr: done.stderr };
  if (done.stdout.trim().startsWith('{')) {
    const json = JSON.parse(done.stdout) as { results: DqwResult[]; warnings?: string[] };
    out.results = json.results;
    out.warnings = json.warnings;
    out.invalid = lines(path.join(dir, 'q.jsonl'));
    out.valid = lines(path.join(dir, 'v.jsonl'));
  }
  return out;
}

export async function runDqw(run: DqwRun): Promise<DqwOutcome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-case-'));
  try {
    return outcomeOf(await dqw(validateArgv(run, dir)), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const BATCH = path.resolve(import.meta.dirname, '../../../scripts/spark/dqw-batch.mjs');

/**
 * Runs `argv` lists in one fresh process, each within `limitMs`; the commands that ended,
 * in order, and why the process stopped before the last.
 */
function batchProcess(
  argvs: string[][],
  dir: string,
  limitMs: number,
): Promise<{
  done: Array<{ exit: number; stdout: string; stderr: string }>;
  stopped: string | null;
}> {
  const list = path.join(dir, `batch-${Date.now()}.json`);
  writeFileSync(list, JSON.stringify(argvs));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BATCH, list], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    // Each command has `limitMs` from the end of the one before.
    let timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.stdout.setEncoding('utf8').on('data', (t: string) => {
      out += t;
      clearTimeout(timer);
      timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    });
    child.stderr.setEncoding('utf8').on('data', (t: string) => void (err = (err + t).slice(-4000)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const done = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { exit: number; stdout: string; stderr: string });
      const stopped =
        done.length === argvs.length
          ? null
          : signal === 'SIGKILL'
            ? `dqw did not answer within ${limitMs / 1000} s`
            : `dqw's process stopped (${signal ?? `exit ${code}`}) ${err.trim()}`.trim();
      resolve({ done, stopped });
    });
  });
}

/** Every case's limit in a batch: a case taking longer is a failure, not a hung suite. */
const CASE_LIMIT_MS = 60_000;

/**
 * Runs every `run` as `dqw validate` in a child process of its own, one process per batch,
 * as a user runs dqw (one native DuckDB per process, not thousands in the test's). When the
 * process dies or hangs, the commands it had not finished run again in a fresh one; a
 * command that stops two processes is that case's failure, said as such. `onRetry` hears
 * each retry, so a run says it happened.
 */
export async function runDqwBatch(
  runs: DqwRun[],
  onRetry: (why: string) => void = () => undefined,
): Promise<DqwOutcome[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-batch-'));
  try {
    const dirs = runs.map((_, i) => {
      const d = path.join(dir, String(i));
      mkdirSync(d);
      return d;
    });
    const argvs = runs.map((r, i) => validateArgv(r, dirs[i]));
    const out: DqwOutcome[] = [];
    let tries = 0;
    while (out.length < runs.length) {
      const rest = argvs.slice(out.length);
      const { done, stopped } = await batchProcess(rest, dir, CASE_LIMIT_MS);
      for (const d of done) out.push(outcomeOf(d, dirs[out.length]));
      if (!stopped) break;
      tries = done.length > 0 ? 1 : tries + 1;
      if (tries >= 2) {
        out.push({ exit: -1, stderr: `${stopped}, twice, on this case` });
        tries = 0;
      } else onRetry(`${stopped}; the rest of its batch runs again in a fresh process`);
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How dqw reads a file: its columns in Spark's type names and every row as it writes it. */
export async function readWithDqw(data: string): Promise<{
  exit: number;
  stderr: string;
  schema?: Array<{ name: string; type: string }>;
  rows?: string[];
}> {
  const { exit, stdout, stderr } = await dqw(['profile', data, '--json']);
  if (exit !== 0 || !stdout.trim().startsWith('{')) return { exit, stderr };
  const profile = JSON.parse(stdout) as { columns: Array<{ name: string; sparkType: string }> };
  const run = await runDqw({ data, document: { validations: { on_failure: 'warn', rules: [] } } });
  return {
    exit: run.exit,
    stderr: stderr + run.stderr,
    schema: profile.columns.map((c) => ({ name: c.name, type: c.sparkType })),
    rows: run.valid,
  };
}
