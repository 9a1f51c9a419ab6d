/**
 * The Spark test environments: Python virtual environments under `.cache/spark/`, made
 * from the pinned lists in `requirements/` on first use and reused while the list is
 * unchanged. Only the tests need them; the page and the DuckDB CLI never do.
 *
 *   node scripts/spark/env.mjs            make (or check) every environment, print their paths
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const CACHE = path.join(ROOT, '.cache', 'spark');
const REQUIREMENTS = path.join(here, 'requirements');

/** A missing tool, said in one line with what to install and how to skip. */
export class SparkEnvMissing extends Error {}

function has(command, args) {
  const run = spawnSync(command, args, { stdio: 'ignore' });
  return run.status === 0;
}

/** Java and Python must be on the PATH; say which one is not, and how to go on without. */
export function checkTools() {
  const missing = [];
  if (!has('java', ['-version']))
    missing.push('Java 17 (e.g. `apt-get install openjdk-17-jre-headless`)');
  if (!has('python3', ['-m', 'venv', '--help']))
    missing.push('Python 3.9+ with venv (e.g. `apt-get install python3 python3-venv`)');
  if (missing.length > 0)
    throw new SparkEnvMissing(
      `The Spark suite needs ${missing.join(' and ')}; install it, or set SPARK_TESTS=skip to skip the Spark suite.`,
    );
}

const digest = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

function pip(python, args, log) {
  const out = spawnSync(python, ['-m', 'pip', '--disable-pip-version-check', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (out.status !== 0) {
    log?.(out.stdout + out.stderr);
    throw new Error(`pip ${args.join(' ')} failed:\n${out.stderr.slice(-2000)}`);
  }
}

/**
 * A virtual environment made from `requirements/<name>.txt`, reused when its marker
 * holds the list's hash. Returns the path of its Python.
 */
export function venv(name, log = () => {}) {
  checkTools();
  const list = path.join(REQUIREMENTS, `${name}.txt`);
  const dir = path.join(CACHE, name);
  const python = path.join(dir, 'bin', 'python');
  const marker = path.join(dir, '.requirements-sha256');
  const want = digest(list);
  if (existsSync(python) && existsSync(marker) && readFileSync(marker, 'utf8') === want)
    return python;
  log(
    `Creating the Spark test environment ${path.relative(ROOT, dir)} from ${path.relative(ROOT, list)} …`,
  );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  execFileSync('python3', ['-m', 'venv', dir], { stdio: 'inherit' });
  pip(python, ['install', '-q', '-r', list], log);
  writeFileSync(marker, want);
  return python;
}

/**
 * A library version installed without its dependencies (unless `deps`: a list already
 * pinned whole) into a folder of its own, to be put first on the path of a Python from
 * `venv()`. Returns the folder.
 */
export function overlay(name, python, log = () => {}, { deps = false } = {}) {
  const list = path.join(REQUIREMENTS, `${name}.txt`);
  const dir = path.join(CACHE, name);
  const marker = path.join(dir, '.requirements-sha256');
  const want = digest(list);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === want) return dir;
  log(`Installing ${path.relative(ROOT, list)} into ${path.relative(ROOT, dir)} …`);
  rmSync(dir, { recursive: true, force: true });
  pip(python, ['install', '-q', ...(deps ? [] : ['--no-deps']), '--target', dir, '-r', list], log);
  writeFileSync(marker, want);
  return dir;
}

/** Every oracle the suite runs: name, Python, extra path and what it stands for. */
export function oracles(log = () => {}) {
  const spark41 = venv('spark41', log);
  const spark35 = venv('spark35', log);
  const cola030 = overlay('cola030', spark41, log);
  return [
    { name: 'spark41', python: spark41, pythonPath: '' },
    { name: 'cola030', python: spark41, pythonPath: cola030 },
    { name: 'spark35', python: spark35, pythonPath: '' },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    for (const o of oracles((line) => console.log(line)))
      console.log(
        `${o.name}: ${path.relative(ROOT, o.python)}${o.pythonPath ? ` + ${path.relative(ROOT, o.pythonPath)}` : ''}`,
      );
  } catch (e) {
    console.error(e instanceof SparkEnvMissing ? e.message : e);
    process.exit(1);
  }
}
