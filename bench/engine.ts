/**
 * `npm run bench:engine`: 1M rows, 20 rules, inside one process per backend (`npm run
 * bench` measures `dqw` end to end against native DuckDB and pandas). Prints, from one run: fused (one scan) vs one
 * query per rule, rows/s, and DuckDB-WASM (Node blocking build) vs native DuckDB on the
 * same plan. Each backend runs in its own child process so its peak RSS is its own.
 * Figures are ratios to read, not assertions. `DQW_BENCH_ONLY=profile` runs only the
 * profile section (profile + suggestions against one run of the rules, interleaved).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openNative } from '../src/adapters/node/native.ts';
import { openWasm } from '../src/adapters/node/wasm.ts';
import { DATA_DIR, generate } from './data.ts';
import {
  parseDocument,
  profileTable,
  runValidation,
  suggestRules,
  suggestedDocument,
  type RunResult,
} from '../src/engine/index.ts';
import { printTable } from './table.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROWS = 1_000_000;
const DATA = path.join(DATA_DIR, `bench-${ROWS}.csv`);
const RULES = path.join(here, 'rules.json');
const NOW = new Date('2026-02-01T00:00:00Z');
const REPEAT = Number(process.env.DQW_BENCH_REPEAT ?? 3);
const ONLY_PROFILE = process.env.DQW_BENCH_ONLY === 'profile';
/** Issue 9's target: profile + suggestions in about the time of one run. */
const TARGET_RATIO = 1;

interface ChildResult {
  backend: string;
  loadMs: number;
  fusedMs: number;
  perRuleMs: number;
  /** Both plans again over a view of the CSV file: every query re-reads the source. */
  fileFusedMs: number;
  filePerRuleMs: number;
  rules: number;
  rows: number;
  differ: string[];
  peakRssMb: number;
  /** Profile of every column and the suggestions from it, median of REPEAT. */
  profileMs: number;
  /** One fused run timed beside each profile (interleaved), median of REPEAT. */
  runBesideMs: number;
  /** Statements one profile sends through the runner (the row count included, DESCRIBE not). */
  profileQueries: number;
  suggestMs: number;
  suggestions: number;
  /** Suggested rules that did not pass on the file they came from (should be none). */
  suggestionsNotPassing: string[];
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/** Codes whose outcome differs between two runs. Metric values may differ in the last bits
 * (a parallel sum adds in another order), so they are compared to 1e-9 relative. */
function differences(a: RunResult, b: RunResult): string[] {
  const close = (x: number | null, y: number | null) =>
    x === y ||
    (x !== null && y !== null && Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y)));
  return a.results
    .filter((x, i) => {
      const y = b.results[i];
      return (
        x.code !== y.code ||
        x.severity !== y.severity ||
        x.failed_count !== y.failed_count ||
        !close(x.metric_value, y.metric_value)
      );
    })
    .map((x) => x.code);
}

/** One backend, in this (child) process. */
async function child(name: 'native' | 'wasm'): Promise<ChildResult> {
  const doc = parseDocument(readFileSync(RULES, 'utf8'));
  if (!doc.ok)
    throw new Error(`bench/rules.json: ${doc.diagnostics.map((d) => d.message).join('; ')}`);
  const backend = name === 'native' ? await openNative() : await openWasm();
  const load = await time(() => backend.loadCsvFile(DATA, 'data'));
  // The reference library runs one Spark action per rule on an uncached DataFrame, so
  // each rule re-reads the source: the same plans over a view of the file show that cost.
  await backend.exec(
    `CREATE VIEW data_file AS SELECT * FROM read_csv('${DATA.replace(/'/g, "''")}', header = true)`,
  );
  await backend.lock([path.dirname(DATA) + '/']);
  const run = (plan: 'fused' | 'per-rule', table = 'data') =>
    runValidation(backend, doc, { table, now: NOW, plan });
  const fusedRun = await run('fused'); // warm-up
  const fused: number[] = [];
  const perRule: number[] = [];
  let perRuleRun = fusedRun;
  for (let i = 0; i < (ONLY_PROFILE ? 0 : REPEAT); i++) {
    fused.push((await time(() => run('fused'))).ms);
    const p = await time(() => run('per-rule'));
    perRule.push(p.ms);
    perRuleRun = p.value;
  }
  // Profile + suggest against one fused run of the rule set, on the same loaded table,
  // interleaved so both sides see the same load.
  const profiles: number[] = [];
  const suggests: number[] = [];
  const beside: number[] = [];
  let queries = 0;
  let suggested: ReturnType<typeof suggestRules> = [];
  for (let i = 0; i < REPEAT; i++) {
    beside.push((await time(() => run('fused'))).ms);
    queries = 0;
    const p = await time(() => profileTable(backend, 'data', { onQuery: () => queries++ }));
    profiles.push(p.ms);
    const t0 = performance.now();
    suggested = suggestRules(p.value, { now: NOW });
    suggests.push(performance.now() - t0);
  }
  const check = await runValidation(
    backend,
    parseDocument(JSON.stringify(suggestedDocument(suggested))),
    { table: 'data', now: NOW },
  );
  const fileFused = ONLY_PROFILE ? NaN : (await time(() => run('fused', 'data_file'))).ms;
  const filePerRule = ONLY_PROFILE ? NaN : (await time(() => run('per-rule', 'data_file'))).ms;
  await backend.close();
  return {
    fileFusedMs: fileFused,
    filePerRuleMs: filePerRule,
    backend: name,
    loadMs: load.ms,
    fusedMs: ONLY_PROFILE ? NaN : median(fused),
    perRuleMs: ONLY_PROFILE ? NaN : median(perRule),
    rules: doc.rules.length,
    rows: load.value.rows,
    differ: differences(fusedRun, perRuleRun),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    profileMs: median(profiles),
    runBesideMs: median(beside),
    profileQueries: queries,
    suggestMs: median(suggests),
    suggestions: suggested.length,
    suggestionsNotPassing: check.results.filter((r) => r.severity !== 'pass').map((r) => r.code),
  };
}

function runChild(name: string): ChildResult {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', name],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as ChildResult;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (rows: number, ms: number) => `${(((rows / ms) * 1000) / 1e6).toFixed(1)} M rows/s`;

function print(results: ChildResult[]): void {
  const [native, wasm] = results;
  const mb = (statSync(DATA).size / 1e6).toFixed(0);
  console.log(
    `\nDQ Workbench bench: ${native.rows.toLocaleString('en')} rows (${mb} MB CSV), ${native.rules} rules, median of ${REPEAT}\n`,
  );
  if (!ONLY_PROFILE) printRuns(results);
  printProfile(results);
  console.log(
    `\n(load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} on ${cpus().length} CPUs: wall-clock figures suffer when the machine is busy)`,
  );
  if (!ONLY_PROFILE) {
    console.log(
      `WASM time / native time, same plan: load ${(wasm.loadMs / native.loadMs).toFixed(1)}×, ` +
        `fused ${(wasm.fusedMs / native.fusedMs).toFixed(1)}×, per-rule ${(wasm.perRuleMs / native.perRuleMs).toFixed(1)}×`,
    );
  }
}

function printRuns(results: ChildResult[]): void {
  const header = [
    'backend',
    'source',
    'load CSV',
    'fused',
    'per-rule',
    'fused speed-up',
    'fused rows/s',
    'per-rule rows/s',
    'same results',
    'peak RSS',
  ];
  const rows = results.flatMap((r) => [
    [
      r.backend,
      'loaded table',
      s(r.loadMs),
      s(r.fusedMs),
      s(r.perRuleMs),
      `${(r.perRuleMs / r.fusedMs).toFixed(1)}×`,
      rate(r.rows, r.fusedMs),
      rate(r.rows, r.perRuleMs),
      r.differ.length ? `NO: ${r.differ.join(' ')}` : 'yes',
      `${r.peakRssMb.toFixed(0)} MB`,
    ],
    [
      r.backend,
      'CSV file',
      '-',
      s(r.fileFusedMs),
      s(r.filePerRuleMs),
      `${(r.filePerRuleMs / r.fileFusedMs).toFixed(1)}×`,
      rate(r.rows, r.fileFusedMs),
      rate(r.rows, r.filePerRuleMs),
      '',
      '',
    ],
  ]);
  printTable(header, rows);
}

function printProfile(results: ChildResult[]): void {
  console.log(
    `\nProfile + suggestions vs one run of the ${results[0].rules} rules (loaded table, interleaved, ` +
      `median of ${REPEAT}; target about ${TARGET_RATIO}×):\n`,
  );
  const pHeader = [
    'backend',
    'profile',
    'suggest',
    'profile+suggest',
    'one run',
    'ratio',
    'target',
    'statements',
    'suggested',
    'all pass on the file',
  ];
  const pRows = results.map((r) => [
    r.backend,
    s(r.profileMs),
    `${r.suggestMs.toFixed(1)} ms`,
    s(r.profileMs + r.suggestMs),
    s(r.runBesideMs),
    `${((r.profileMs + r.suggestMs) / r.runBesideMs).toFixed(2)}×`,
    `≈ ${TARGET_RATIO}×`,
    String(r.profileQueries),
    String(r.suggestions),
    r.suggestionsNotPassing.length ? `NO: ${r.suggestionsNotPassing.join(' ')}` : 'yes',
  ]);
  printTable(pHeader, pRows);
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  console.log(JSON.stringify(await child(process.argv[childAt + 1] as 'native' | 'wasm')));
} else {
  await generate(ROWS);
  print([runChild('native'), runChild('wasm')]);
}
