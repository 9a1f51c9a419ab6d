/**
 * The Spark suite's global setup: start each oracle once (one Python, one Spark) and
 * hand its socket to the test files. `scripts/spark/test.mjs` makes the environments
 * and passes them in `DQW_SPARK_ORACLES`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { OracleInfo, OracleVersions } from './oracle.ts';
import { oracleSpecs, type OracleSpec } from './environments.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    oracles: OracleInfo[];
  }
}

const ORACLE = path.resolve(import.meta.dirname, '../../../scripts/spark/oracle.py');

function start(spec: OracleSpec, dir: string): Promise<{ info: OracleInfo; child: ChildProcess }> {
  const socket = path.join(dir, `${spec.name}.sock`);
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC', PYTHONUNBUFFERED: '1' };
  if (spec.pythonPath) env.PYTHONPATH = spec.pythonPath;
  const child = spawn(spec.python, [ORACLE, socket], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr!.setEncoding('utf8').on('data', (t: string) => {
    log = (log + t).slice(-20_000);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (t: string) => {
      out += t;
      const m = /^ready (.*)$/m.exec(out);
      if (m)
        resolve({
          info: { name: spec.name, socket, versions: JSON.parse(m[1]) as OracleVersions },
          child,
        });
    });
    child.on('exit', (code) =>
      reject(
        new Error(`The ${spec.name} oracle stopped (exit ${code}) before Spark came up:\n${log}`),
      ),
    );
  });
}

export default async function setup(project: TestProject) {
  const specs = oracleSpecs();
  if (specs.length === 0)
    throw new Error(
      'Run the Spark suite with `npm run test:spark` (it makes the Spark environments).',
    );
  const dir = mkdtempSync(path.join(tmpdir(), 'dqw-oracle-'));
  const started = await Promise.all(specs.map((s) => start(s, dir)));
  project.provide(
    'oracles',
    started.map((s) => s.info),
  );
  for (const s of started)
    console.log(
      `oracle ${s.info.name}: Spark ${s.info.versions.spark}, sparquet_cola ${s.info.versions.sparquet_cola}` +
        (s.info.versions.sparquet ? `, sparquet ${s.info.versions.sparquet}` : ''),
    );
  return () => {
    for (const s of started) s.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
