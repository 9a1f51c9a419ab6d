/**
 * The page bench (issue 11 §3, issue 10 §1), a section of `npm run bench`; alone:
 * `npm run bench:page` (or `DQW_BENCH_ONLY=page npm run bench`).
 *
 * In one Chromium, side by side and interleaved, on the bench's generated CSVs:
 * - the baseline: DuckDB-WASM's own load and scan of the file (bench/page/baseline.ts,
 *   the page's own DuckDB bundle and opener, no workbench code);
 * - the workbench: the built page with the 20-rule set in its editor, the file chosen in
 *   its file input, timed until the 20 results of that file are on screen;
 * - on the biggest file, the page's load with Spark's type inference and without it
 *   (the page's "all text" choice, production's `inferSchema=false`).
 * Peak memory is the RSS of the whole Chromium process tree while each one runs.
 * `DQW_BENCH_PAGE_ROWS` (default 1000000,10000000), `DQW_BENCH_PAGE_REPS` (default 2),
 * `DQW_BENCH_DIST` (default dist-bench) and `DQW_BENCH_PORT` (default 4311) adjust it.
 * `DQW_BENCH_BEFORE_DIST=<dir>` also times the page built in `<dir>/app` (an older
 * commit's), interleaved with the others in the same browser: before and after at one load.
 */
import { readFileSync, statSync, createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import { generate } from './data.ts';
import { printTable } from './table.ts';
import { sampled } from './processTree.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DIST = path.join(root, process.env.DQW_BENCH_DIST ?? 'dist-bench');
const PORT = Number(process.env.DQW_BENCH_PORT ?? 4311);
const SIZES = (process.env.DQW_BENCH_PAGE_ROWS ?? '1000000,10000000').split(',').map(Number);
/** Interleaved repetitions per size (the best of each side is kept). */
const REPS = Number(process.env.DQW_BENCH_PAGE_REPS ?? 2);
const TARGETS: Record<number, number> = { 1_000_000: 1.8, 10_000_000: 1.6 };
const RULES = JSON.stringify(JSON.parse(readFileSync(path.join(here, 'rules.json'), 'utf8')));
const RULE_COUNT = 20;
const TIMEOUT = 1_800_000;
const BEFORE = process.env.DQW_BENCH_BEFORE_DIST
  ? path.resolve(root, process.env.DQW_BENCH_BEFORE_DIST)
  : null;

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.csv': 'text/csv',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

/** Builds the page and the baseline into DIST (untracked), as `vite build` would. */
async function buildAll(): Promise<void> {
  await build({ logLevel: 'warn', build: { outDir: path.join(DIST, 'app'), emptyOutDir: true } });
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(here, 'page'),
    base: './',
    worker: { format: 'es' },
    build: {
      outDir: path.join(DIST, 'baseline'),
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 8192,
      rollupOptions: { input: path.join(here, 'page', 'baseline.html') },
    },
  });
}

/** Serves DIST on 127.0.0.1:PORT, the app under /app/ and the baseline under /baseline/. */
function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const wanted = decodeURIComponent(url.pathname);
    const [base, rest] =
      BEFORE && wanted.startsWith('/before/')
        ? [BEFORE, `/app/${wanted.slice('/before/'.length)}`]
        : [DIST, wanted];
    let file = path.join(base, rest);
    if (!file.startsWith(base)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(server)));
}

interface Measured {
  seconds: number;
  peakMb: number;
  /** The baseline only: its load, plus the engine's query of the 20 rules on its table. */
  floorSeconds?: number;
  /** The workbench only: seconds until the dataset panel showed the file. */
  loadSeconds?: number;
}

async function baseline(browser: Browser, file: string, rows: number): Promise<Measured> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`http://127.0.0.1:${PORT}/baseline/baseline.html`);
    await page.evaluate(() => window.dqwReady);
    let floorSeconds = 0;
    const measured = await sampled(async () => {
      const started = performance.now();
      await page.locator('#file').setInputFiles(file);
      const result = await page.evaluate(() => window.dqwBaseline());
      if (result.rows !== rows) throw new Error(`baseline read ${result.rows} rows, not ${rows}`);
      const seconds = (performance.now() - started) / 1000;
      // The floor, outside the baseline's time: the rules' query on the table it loaded.
      const ruled = await page.evaluate((rules) => window.dqwRules(rules), RULES);
      if (ruled.results !== RULE_COUNT) throw new Error(`floor gave ${ruled.results} results`);
      floorSeconds = seconds - (result.ms - result.loadMs) / 1000 + ruled.ms / 1000;
      return seconds;
    });
    return { ...measured, floorSeconds };
  } finally {
    await context.close();
  }
}

/** Replaces the editor's document, as a paste would. */
async function setRules(page: Page, text: string): Promise<void> {
  const host = page.locator('[data-testid="rules-editor"][data-ready="true"]');
  await host.waitFor({ timeout: 120_000 });
  await host.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Waits until the page shows `count` results computed over `rows` rows. */
async function resultsShown(page: Page, rows: number, timeout = TIMEOUT): Promise<void> {
  await page.waitForFunction(
    ({ rows, count }) => {
      const read = document.querySelector('[data-testid="rows-read"]')?.textContent ?? '';
      const shown = document.querySelectorAll('[data-testid="result-row"]').length;
      const running = document.querySelector('[data-testid="run-status"]')?.textContent ?? '';
      return (
        Number(read.replace(/[^\d]/g, '')) === rows &&
        shown === count &&
        !/running|computing/i.test(running)
      );
    },
    { rows, count: RULE_COUNT },
    { polling: 100, timeout },
  );
}

async function workbench(
  browser: Browser,
  file: string,
  rows: number,
  types: 'detect' | 'text' = 'detect',
  app = 'app',
): Promise<Measured> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 1000 },
  });
  const page = await context.newPage();
  try {
    await page.goto(`http://127.0.0.1:${PORT}/${app}/`);
    await page.getByTestId('results-table').waitFor({ timeout: 120_000 });
    if (types === 'text') {
      await page.getByTestId('types-select').selectOption('text');
      await page.getByTestId('load-progress').waitFor({ state: 'detached', timeout: 120_000 });
    }
    await setRules(page, RULES);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="result-row"]').length === count,
      RULE_COUNT,
      { timeout: 120_000 },
    );
    const name = path.basename(file);
    let loadSeconds = 0;
    const measured = await sampled(async () => {
      const started = performance.now();
      await page.getByTestId('file-input').setInputFiles(file);
      await page.waitForFunction(
        (name) => document.querySelector('[data-testid="dataset-name"]')?.textContent === name,
        name,
        { polling: 100, timeout: TIMEOUT },
      );
      loadSeconds = (performance.now() - started) / 1000;
      await resultsShown(page, rows);
      return (performance.now() - started) / 1000;
    });
    return { ...measured, loadSeconds };
  } finally {
    await context.close();
  }
}

const best = (xs: Measured[]): Measured => xs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
const bestFloor = (xs: Measured[]): number =>
  Math.min(...xs.map((x) => x.floorSeconds ?? Infinity));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const cell = (m: Measured) => `${m.seconds.toFixed(2)} s · ${m.peakMb.toFixed(0)} MB`;

/** One row of the page bench's table. */
export interface PageBenchRow {
  rows: number;
  megabytes: number;
  workbench: Measured;
  baseline: Measured;
  ratio: number;
  target: number | null;
  /** DuckDB-WASM's own load plus the engine's query of the 20 rules on that table. */
  floor: number;
}

/** Runs the page bench and prints its table; returns its rows. */
export async function pageBench(): Promise<PageBenchRow[]> {
  const files = [];
  for (const n of SIZES) files.push({ rows: n, file: await generate(n) });
  // DQW_BENCH_BUILD=0 measures the build already in DQW_BENCH_DIST (e.g. an older commit's).
  if (process.env.DQW_BENCH_BUILD !== '0') await buildAll();
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.log(`\nPage bench (Chromium) · load average at start ${load()}\n`);
  const out: PageBenchRow[] = [];
  const loads: string[] = [];
  const befores: string[] = [];
  try {
    for (const { rows, file } of files) {
      const ours: Measured[] = [];
      const theirs: Measured[] = [];
      const older: Measured[] = [];
      for (let rep = 0; rep < REPS; rep++) {
        theirs.push(await baseline(browser, file, rows));
        ours.push(await workbench(browser, file, rows));
        console.log(
          `  ${rows.toLocaleString('en')} rows, run ${rep + 1}: baseline ${cell(theirs.at(-1)!)} ` +
            `(floor ${theirs.at(-1)!.floorSeconds!.toFixed(2)} s), ` +
            `workbench ${cell(ours.at(-1)!)} (load ${ours.at(-1)!.loadSeconds!.toFixed(2)} s) · load average ${load()}`,
        );
        if (BEFORE) {
          older.push(await workbench(browser, file, rows, 'detect', 'before'));
          const o = older.at(-1)!;
          console.log(
            `  ${rows.toLocaleString('en')} rows, run ${rep + 1}: the build before ${cell(o)} ` +
              `(load ${o.loadSeconds!.toFixed(2)} s), ${(o.seconds / theirs.at(-1)!.seconds).toFixed(2)}× ` +
              `the baseline against ${(ours.at(-1)!.seconds / theirs.at(-1)!.seconds).toFixed(2)}× now · load average ${load()}`,
          );
        }
      }
      if (older.length) {
        const o = best(older);
        befores.push(
          `${rows.toLocaleString('en')} rows, best of ${REPS}: before ${cell(o)} (${(o.seconds / best(theirs).seconds).toFixed(2)}×), ` +
            `now ${cell(best(ours))} (${(best(ours).seconds / best(theirs).seconds).toFixed(2)}×)`,
        );
      }
      const w = best(ours);
      const b = best(theirs);
      out.push({
        rows,
        megabytes: statSync(file).size / 1e6,
        workbench: w,
        baseline: b,
        ratio: w.seconds / b.seconds,
        target: TARGETS[rows] ?? null,
        floor: bestFloor(theirs),
      });
      if (rows === Math.max(...SIZES)) {
        const text = await workbench(browser, file, rows, 'text');
        loads.push(
          `${rows.toLocaleString('en')} rows: the page's load (until the dataset panel shows the file) takes ` +
            `${w.loadSeconds!.toFixed(2)} s with Spark's type inference, ${text.loadSeconds!.toFixed(2)} s ` +
            `without it (all text, inferSchema=false; ${text.peakMb.toFixed(0)} MB peak); to results ` +
            `${w.seconds.toFixed(2)} s and ${text.seconds.toFixed(2)} s.`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const header = [
    'rows × columns',
    'workbench: file → 20 results',
    'DuckDB-WASM load + scan',
    'workbench / DuckDB-WASM',
    'floor: DuckDB-WASM load + the rules’ query',
    'floor / DuckDB-WASM',
    'workbench / floor',
  ];
  const lines = out.map((r) => [
    `${r.rows.toLocaleString('en')} × 10 (${r.megabytes.toFixed(0)} MB)`,
    cell(r.workbench),
    cell(r.baseline),
    `${r.ratio.toFixed(2)}×${r.target ? ` (target ≤ ${r.target}×)` : ''}`,
    `${r.floor.toFixed(2)} s`,
    `${(r.floor / r.baseline.seconds).toFixed(2)}×`,
    `${(r.workbench.seconds / r.floor).toFixed(2)}×`,
  ]);
  printTable(header, lines);
  console.log(
    `\nOne Chromium, interleaved, best of ${REPS}; memory is the peak RSS of Chromium's processes.`,
  );
  console.log(
    "The floor is what any page computing these 20 rules on DuckDB-WASM must spend: DuckDB's own " +
      "load of the file (its own types, no production reading) and the engine's one query of the " +
      'rules on that table, in the baseline page.',
  );
  loads.forEach((l) => console.log(l));
  befores.forEach((l) => console.log(l));
  console.log(`Load average at the end: ${load()}`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await pageBench();
