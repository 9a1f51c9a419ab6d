/**
 * dqw as a user runs it: `dqw validate` in this process, on native DuckDB, writing the
 * quarantine and valid rows as JSON lines and printing its results as JSON.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

export async function runDqw(run: DqwRun): Promise<DqwOutcome> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-case-'));
  try {
    const rules = path.join(dir, 'rules.json');
    writeFileSync(rules, run.documentText ?? JSON.stringify(run.document));
    const q = path.join(dir, 'q.jsonl');
    const v = path.join(dir, 'v.jsonl');
    const argv = [
      'validate',
      run.data,
      '--rules',
      rules,
      '--json',
      '--quarantine',
      q,
      '--valid',
      v,
    ];
    if (run.annotate) argv.push('--annotate', run.annotate);
    for (const code of run.only ?? []) argv.push('--only', code);
    if (run.now) argv.push('--now', run.now);
    if (run.spark) argv.push('--spark', run.spark);
    for (const t of run.tables ?? []) argv.push('--table', `${t.name}=${t.path}`);
    const { exit, stdout, stderr } = await dqw(argv);
    const out: DqwOutcome = { exit, stderr };
    if (stdout.trim().startsWith('{')) {
      const json = JSON.parse(stdout) as { results: DqwResult[]; warnings?: string[] };
      out.results = json.results;
      out.warnings = json.warnings;
      out.invalid = lines(q);
      out.valid = lines(v);
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
