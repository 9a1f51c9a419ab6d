/**
 * dqw on DuckDB against dqw on a local Spark, a section of `npm run bench`; alone:
 * `DQW_BENCH_ONLY=spark npm run bench`.
 *
 * `dqw validate FILE --rules bench/rules.json --json` as a user runs it, and the same with
 * `--engine spark --python <the project's .cache/spark/spark41 Python>` (pyspark 4.1.1 and
 * sparquet-cola, `npm run test:spark` makes it), on the bench's generated CSVs, interleaved:
 * the median of `DQW_BENCH_SPARK_REPS` runs (default 3) of each, and the range of the
 * per-run ratios. Peak memory is the RSS of the whole process tree (dqw, Spark's Python and
 * JVM). The two `--json` outputs are held to each other per rule (severity, failed count,
 * metric). Without that environment or Java the section says so in one line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sameMetric } from '../src/adapters/spark/compare.ts';
import { generate } from './data.ts';
import { sampled } from './processTree.ts';
import { printTable } from './table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const RULES = path.join(here, 'rules.json');
const PYTHON = path.join(root, '.cache', 'spark', 'spark41', 'bin', 'python');
const SIZES = (process.env.DQW_BENCH_SPARK_ROWS ?? '1000000,10000000').split(',').map(Number);
const REPS = Math.max(1, Number(process.env.DQW_BENCH_SPARK_REPS ?? 3));

interface Run {
  seconds: number;
  peakMb: number;
  stdout: string;
}

/** One `dqw validate` to its end (exit 0 or 1: some rules fail), timed and sampled. */
async function dqw(file: string, extra: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const m = await sampled(
    () =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        const child = spawn(
          process.execPath,
          [
            path.join(root, 'bin', 'dqw.mjs'),
            'validate',
            file,
            '--rules',
            RULES,
            '--json',
            ...extra,
          ],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        );
        child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
        child.stderr
          .setEncoding('utf8')
          .on('data', (t: string) => (stderr = (stderr + t).slice(-4000)));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 || code === 1
            ? resolve((performance.now() - t0) / 1000)
            : reject(new Error(`dqw validate ${extra.join(' ')} exited ${code}: ${stderr}`)),
        );
      }),
  );
  return { ...m, stdout };
}

interface Result {
  rule_type: string;
  code: string;
  severity: string;
  failed_count: number;
  metric_value: number | null;
}

/**
 * Rules whose verdict, failed count or metric differ between the two (a metric as the Spark
 * suite compares it: 1e-9 relative, a freshness age within the minutes between the runs).
 */
function differences(duck: string, spark: string): string[] {
  const a = JSON.parse(duck).results as Result[];
  const b = JSON.parse(spark).results as Result[];
  if (a.length !== b.length) return [`DuckDB ${a.length} results, Spark ${b.length}`];
  return a
    .map((r, i) => [r, b[i]!] as const)
    .filter(
      ([r, s]) =>
        r.severity !== s.severity ||
        r.failed_count !== s.failed_count ||
        !sameMetric(r.metric_value, s.metric_value, r.rule_type),
    )
    .map(
      ([r, s]) =>
        `${r.code} (DuckDB ${r.severity} ${r.failed_count}/${r.metric_value}, Spark ${s.severity} ${s.failed_count}/${s.metric_value})`,
    );
}

const median = (runs: Run[]): Run =>
  [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor((runs.length - 1) / 2)]!;
const medianMb = (runs: Run[]) =>
  [...runs].map((r) => r.peakMb).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)]!;

/** `ours` over `theirs` at the medians, with the range of the per-run ratios. */
function ratio(ours: Run[], theirs: Run[]): string {
  const each = ours.map((o, i) => o.seconds / theirs[i]!.seconds);
  const at = (median(ours).seconds / median(theirs).seconds).toFixed(1);
  return each.length > 1
    ? `${at}× (${Math.min(...each).toFixed(1)}–${Math.max(...each).toFixed(1)})`
    : `${at}×`;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** Why the section cannot run here, or null. */
function missing(): string | null {
  if (!existsSync(PYTHON))
    return `${path.relative(root, PYTHON)} is missing (npm run test:spark makes it)`;
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
    return 'Java is missing (e.g. apt-get install openjdk-17-jre-headless)';
  return null;
}

export async function sparkBench(): Promise<void> {
  const why = missing();
  if (why) {
    console.log(`\ndqw on DuckDB vs dqw on local Spark: skipped, ${why}.`);
    return;
  }
  console.log(`\ndqw on DuckDB vs dqw on local Spark (--engine spark) · load average ${load()}`);
  const rows: string[][] = [];
  const checks: string[] = [];
  for (const n of SIZES) {
    const file = await generate(n);
    const duck: Run[] = [];
    const spark: Run[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      duck.push(await dqw(file, []));
      spark.push(await dqw(file, ['--engine', 'spark', '--python', PYTHON]));
    }
    const differ = differences(median(duck).stdout, median(spark).stdout);
    const count = (JSON.parse(median(duck).stdout) as { results: unknown[] }).results.length;
    checks.push(
      `${n.toLocaleString('en')} rows: Spark's results ${differ.length ? `DIFFER: ${differ.join('; ')}` : `equal DuckDB’s on all ${count} results`}`,
    );
    const [d, s] = [median(duck), median(spark)];
    rows.push([
      `${n.toLocaleString('en')} × 10 (${(statSync(file).size / 1e6).toFixed(0)} MB)`,
      `${d.seconds.toFixed(2)} s · ${medianMb(duck).toFixed(0)} MB`,
      `${s.seconds.toFixed(2)} s · ${medianMb(spark).toFixed(0)} MB`,
      ratio(spark, duck),
      `${(medianMb(spark) / medianMb(duck)).toFixed(1)}×`,
    ]);
  }
  printTable(
    ['rows × columns', 'dqw on DuckDB', 'dqw on local Spark', 'Spark / DuckDB time', 'memory'],
    rows,
  );
  console.log(
    `\nWall clock, process start included; memory is the peak RSS of the process tree. ` +
      `Median of ${REPS} interleaved runs, and the range of the ${REPS} ratios.`,
  );
  checks.forEach((c) => console.log(c));
  console.log(`Load average at the end: ${load()}`);
}
