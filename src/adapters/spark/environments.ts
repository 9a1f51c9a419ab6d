/**
 * The Spark environments a run of the suite was started with: `scripts/spark/test.mjs`
 * makes them and passes them in `DQW_SPARK_ORACLES`; and a runner script started on one.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One environment: its name (`spark41`, `spark35`, `cola030`), its Python, its PYTHONPATH. */
export interface OracleSpec {
  name: string;
  python: string;
  pythonPath: string;
}

/** The environments of this run; none outside `npm run test:spark`. */
export function oracleSpecs(): OracleSpec[] {
  return JSON.parse(process.env.DQW_SPARK_ORACLES ?? '[]') as OracleSpec[];
}

/** The spark41 environment's Python (its `bin` also has the `sparquet` command). */
export function spark41Python(): string {
  const spec = oracleSpecs().find((s) => s.name === 'spark41');
  if (!spec) throw new Error('no spark41 environment in this run (npm run test:spark makes it)');
  return spec.python;
}

/**
 * Runs `script` (a runner under scripts/spark) on the spark41 Python with `job` written as
 * its job file in `dir`, and gives back the answer file it writes. `pythonPath`: overlays
 * (DQX, Soda, GX) to import beside the environment. A runner that stops gives its last
 * standard error.
 */
export function runPythonJob<A>(
  script: string,
  dir: string,
  job: unknown,
  pythonPath?: string,
): Promise<A> {
  const name = path.basename(script, '.py');
  const jobFile = path.join(dir, `${name}-job.json`);
  const answerFile = path.join(dir, `${name}-answer.json`);
  writeFileSync(jobFile, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(spark41Python(), [script, jobFile, answerFile], {
      env: { ...process.env, TZ: 'UTC', ...(pythonPath ? { PYTHONPATH: pythonPath } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.setEncoding('utf8').on('data', (t: string) => {
      log = (log + t).slice(-8000);
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(answerFile, 'utf8')) as A)
        : reject(new Error(`${path.basename(script)} stopped (exit ${code}):\n${log}`)),
    );
  });
}
