/**
 * `npm run bench` (issue 11 §2): side by side, in one run, on data generated here into
 * bench/.data (gitignored):
 * - `dqw validate` with the 20-rule set (bench/rules.json) on 1M and 10M rows of CSV, end
 *   to end as a user runs it (process start included), against native DuckDB loading the
 *   same file and scanning it once (bench/native-scan.mjs, a fresh process too), and
 *   against pandas computing the same 20 rules (bench/pandas_rules.py), whose values are
 *   checked against dqw's;
 * - peak memory (RSS) beside every time;
 * - a 5-row × 10,000-column file, and the page's load (DuckDB-WASM) of 1,000 and 2,000 columns;
 * - the largest CSV and Parquet the page takes, and the peak heap of loading a CSV that big;
 * - dqw on DuckDB against dqw on a local Spark (`--engine spark`), bench/spark.ts.
 * dqw and native DuckDB run `DQW_BENCH_REPS` times (default 3), interleaved, and the
 * median of each side is kept, with the range of the per-run ratios: a single run on a
 * virtual machine moved the 10M-row ratio by 0.1. pandas runs once. The load average is
 * printed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_DIR, generate } from './data.ts';
import { pageBench } from './page.ts';
import { sparkBench } from './spark.ts';
import {
  CSV_HEAP_PER_BYTE,
  PARQUET_HEAP_PER_DECODED_BYTE,
  WASM32_HEAP_BYTES,
  decideFit,
  parseMemorySetting,
} from '../src/workbench/loadLimit.ts';
import { generateWide } from './wide.ts';
import { printTable } from './table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const RULES = path.join(here, 'rules.json');
const NOW = '2026-02-01T00:00:00Z';
const SIZES = (process.env.DQW_BENCH_ROWS ?? '1000000,10000000').split(',').map(Number);
/** Interleaved runs of dqw and native DuckDB per size. */
const REPS = Math.max(1, Number(process.env.DQW_BENCH_REPS ?? 3));
const PYTHON = ['/usr/bin/python3', 'python3'].find((p) => {
  const r = spawnSync(p, ['-c', 'import pandas'], { stdio: 'ignore' });
  return r.status === 0;
});
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

interface Timed {
  seconds: number;
  rssMb: number | null;
  stdout: string;
}

/** Run a process to its end: wall time, and its peak RSS when GNU time is there. */
function measure(cmd: string, args: string[]): Timed {
  const t0 = performance.now();
  const r = TIME
    ? spawnSync(TIME, ['-f', 'DQW_BENCH_RSS %M', cmd, ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      })
    : spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0 && r.status !== 1)
    throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  const rss = /DQW_BENCH_RSS (\d+)/.exec(r.stderr ?? '')?.[1];
  return { seconds, rssMb: rss ? Number(rss) / 1024 : null, stdout: r.stdout };
}

const dqw = (file: string, rules = RULES) =>
  measure(process.execPath, [
    path.join(root, 'bin', 'dqw.mjs'),
    'validate',
    file,
    '--rules',
    rules,
    '--json',
    '--now',
    NOW,
  ]);

type Pair = [number, number | null];

/** Rules whose failed count or metric differ between dqw and pandas (1e-9 relative). */
function differences(dqwJson: string, pandasJson: string): string[] {
  const results = JSON.parse(dqwJson).results as {
    code: string;
    failed_count: number;
    metric_value: number | null;
  }[];
  const pandas = JSON.parse(pandasJson) as Pair[];
  const close = (a: number | null, b: number | null) =>
    a === b ||
    (a !== null && b !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)));
  return results
    .filter((r, i) => {
      const [failed, metric] = pandas[i] ?? [NaN, null];
      return r.failed_count !== failed || (metric !== null && !close(r.metric_value, metric));
    })
    .map((r, i) => `${r.code} (dqw ${r.failed_count}/${r.metric_value}, pandas ${pandas[i]})`);
}

const s = (t: Timed | null) => (t ? `${t.seconds.toFixed(2)} s` : '-');
const mb = (t: Timed | null) => (t?.rssMb ? `${t.rssMb.toFixed(0)} MB` : '-');

/** The run of median time among `runs` (an odd count gives the middle one). */
const median = (runs: Timed[]): Timed =>
  [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor((runs.length - 1) / 2)]!;

/** `ours` over `theirs` at the medians, with the range of the per-run ratios. */
function ratios(ours: Timed[], theirs: Timed[]): string {
  const each = ours.map((o, i) => o.seconds / theirs[i]!.seconds);
  const at = (median(ours).seconds / median(theirs).seconds).toFixed(2);
  return each.length > 1
    ? `${at}× (${Math.min(...each).toFixed(2)}–${Math.max(...each).toFixed(2)})`
    : `${at}×`;
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** The page's load of wide files (bench/wide.ts), each in a fresh process. */
function wideSection(): void {
  console.log(`\nWide files in the page (DuckDB-WASM in Node, 5 rows) · load average ${load()}`);
  const targets: [number, number][] = [
    [1_000, 10],
    [2_000, 20],
  ];
  printTable(
    ['columns', 'page load', 'target'],
    targets.map(([n, target]) => {
      const t = measure(process.execPath, [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(here, 'wide.ts'),
        String(n),
      ]);
      const seconds = Number(t.stdout.trim().split('\n').at(-1));
      return [n.toLocaleString('en'), `${seconds.toFixed(2)} s · ${mb(t)}`, `< ${target} s`];
    }),
  );
}

async function main(): Promise<void> {
  // The bundle is built before timing, as `npm install` would have done.
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')]);
  console.log(`\nDQ Workbench bench · ${cpus().length} CPUs · load average at start ${load()}\n`);
  const rows: string[][] = [];
  const checks: string[] = [];
  for (const n of SIZES) {
    const file = await generate(n);
    const size = `${(statSync(file).size / 1e6).toFixed(0)} MB`;
    const natives: Timed[] = [];
    const runs: Timed[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      natives.push(measure(process.execPath, [path.join(here, 'native-scan.mjs'), file]));
      runs.push(dqw(file));
    }
    const native = median(natives);
    const ours = median(runs);
    const pandas = PYTHON ? measure(PYTHON, [path.join(here, 'pandas_rules.py'), file]) : null;
    if (pandas) {
      const differ = differences(ours.stdout, pandas.stdout.trim().split('\n').at(-1)!);
      checks.push(
        `${n.toLocaleString('en')} rows: pandas' values ${differ.length ? `DIFFER: ${differ.join('; ')}` : 'equal dqw’s on all 20 rules'}`,
      );
    }
    rows.push([
      `${n.toLocaleString('en')} × 10 (${size})`,
      `${s(ours)} · ${mb(ours)}`,
      `${s(native)} · ${mb(native)}`,
      `${s(pandas)} · ${mb(pandas)}`,
      `${ratios(runs, natives)} (target ≤ 1.5×)`,
      pandas
        ? `${(pandas.seconds / ours.seconds).toFixed(1)}× faster (target ≥ 3×)`
        : 'pandas missing',
    ]);
  }
  const wide = generateWide(10_000);
  const wideRules = path.join(DATA_DIR, 'wide-rules.json');
  writeFileSync(
    wideRules,
    JSON.stringify({
      rules: [
        { type: 'not_null', column: 'c1' },
        { type: 'row_count', min: 1 },
      ],
    }),
  );
  const wideRun = dqw(wide, wideRules);
  rows.push([
    '5 × 10,000 columns',
    `${s(wideRun)} · ${mb(wideRun)}`,
    '-',
    '-',
    '(target < 5 s)',
    '',
  ]);
  printTable(
    [
      'rows × columns',
      'dqw validate (20 rules)',
      'native DuckDB load + scan',
      'pandas (20 rules)',
      'dqw / native',
      'dqw vs pandas',
    ],
    rows,
  );
  console.log(
    `\nTimes are wall clock, process start included; memory is peak RSS. dqw and native DuckDB: ` +
      `median of ${REPS} interleaved runs, and the range of the ${REPS} ratios.`,
  );
  checks.forEach((c) => console.log(c));
  wideSection();
  if (!PYTHON) console.log('pandas is not installed (Debian: apt-get install python3-pandas).');
  console.log(`Load average at the end: ${load()} (the machine is shared: figures vary with it)`);
}

/** Profile + suggestions against one run of the 20 rules (issue 9), from `bench/engine.ts`. */
function profileSection(): void {
  console.log('\nProfile + suggestions against one run of the 20 rules, 1M rows, in one process:');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'engine.ts')], {
    stdio: 'inherit',
    env: { ...process.env, DQW_BENCH_ONLY: 'profile' },
  });
}

/**
 * The largest files the page takes (`src/workbench/loadLimit.ts`, with the tab's "3.1 GiB"
 * of DuckDB memory), and the peak wasm heap of loading a CSV just under that limit the
 * page's way (bench/csv-heap.ts, a fresh process): the bench's table at
 * `DQW_BENCH_LIMIT_ROWS` rows (default 22M, 1.93 GiB). Parquet's heaps are measured by
 * `npm run bench:parquet`.
 */
async function limitsSection(): Promise<void> {
  const memory = parseMemorySetting('3.1 GiB');
  const limit = (kind: 'csv' | 'parquet') =>
    // One byte decoded per byte of file: the Parquet limit in decoded bytes.
    decideFit({ name: 'x', size: 1, kind, decodedBytes: 1 }, memory).limit;
  const gib = (n: number) => `${(n / 2 ** 30).toFixed(2)} GiB`;
  console.log(
    `\nThe largest files the page takes · load average ${load()}\n` +
      `CSV: ${gib(limit('csv'))} (peak heap counted as ${CSV_HEAP_PER_BYTE}× the file, under ` +
      `${gib(WASM32_HEAP_BYTES)}); Parquet: ${gib(limit('parquet'))} decoded ` +
      `(${PARQUET_HEAP_PER_DECODED_BYTE}× that; \`npm run bench:parquet\` measures its heaps).`,
  );
  const file = await generate(Number(process.env.DQW_BENCH_LIMIT_ROWS ?? 22_000_000));
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'csv-heap.ts'), file],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  console.log(out.trim());
  if (statSync(file).size > limit('csv')) console.log('That file is past the limit.');
}

// DQW_BENCH_ONLY=cli, =profile, =page, =limits or =spark runs one section.
const only = process.env.DQW_BENCH_ONLY;
if (!only || only === 'cli') await main();
if (!only || only === 'profile') profileSection();
if (!only || only === 'page') await pageBench();
if (!only || only === 'limits') await limitsSection();
if (!only || only === 'spark') {
  // dqw's CLI bundle, as `main` builds it, when this section runs alone.
  if (only) execFileSync(process.execPath, [path.join(root, 'scripts', 'build-cli.mjs')]);
  await sparkBench();
}
