/**
 * `dqw validate --engine spark` against `dqw validate` on DuckDB: on a local Spark and over
 * a Spark Connect server started here from the same install, the bundled sample and the
 * every-type fixture give the same `--json` (verdicts, counts, metrics, codes), and the
 * quarantine and valid rows Spark writes are the rows dqw writes. Messages are production's
 * own words on Spark, the workbench's on DuckDB, so they are not compared.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dqw } from '../../adapters/spark/dqw.ts';
// @ts-expect-error: a plain ES module of the test tooling, without types
import { overlay, venv } from '../../../scripts/spark/env.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'dqw-engine-spark-'));

/**
 * The every-type fixture's table (src/engine/export/roundtrip.test.ts) as a CSV file, read
 * with `amount_text` as text (`--schema`); its values are whole numbers here, since on
 * Spark 4 casting a non-number raises (RULES.md §9), which another test pins.
 */
const EVERY_TYPE_CSV = `id,name,preço,age,amount_text,code,country,email,created_at
1,Ana,10.5,30,2,abc1,BR,ana@ex.com,2026-01-10 00:00:00
2,Bruno,,45,7,it's1,PT,N/A,2026-01-11 00:00:00
2,Bruno,3.0,200,1,a\\b2,br,,
4,,-1.0,,,,,not-an-email,2026-01-01 00:00:00
5,Édith,7.25,-3,-4,abc,BR,"",2026-01-09 00:00:00
,Zoë,1.0,27,15,ok9,US,zoe@ex.com,2026-01-09 00:00:00
`;

const CASES = [
  {
    name: 'the bundled sample',
    data: path.join(root, 'public/samples/customers.csv'),
    rules: path.join(root, 'public/samples/rules.json'),
    extra: [] as string[],
  },
  {
    name: 'the every-type fixture',
    data: path.join(dir, 'every-type.csv'),
    rules: path.join(root, 'src/engine/export/__fixtures__/every-type.json'),
    extra: ['--schema', 'amount_text STRING'],
  },
];
writeFileSync(CASES[1].data, EVERY_TYPE_CSV);

type Printed = Awaited<ReturnType<typeof dqw>>;

type Json = Record<string, unknown>;

/** The `--json` output less what an engine may word or time differently. */
function comparable(out: Printed): Json {
  const json = JSON.parse(out.stdout) as Json;
  const results = (json.results as Json[]).map((r) => {
    const { message: _m, ...rest } = r;
    // Freshness is an age against each engine's own clock, read moments apart: compared
    // apart, within the suite's tolerance (sameFreshness).
    if (r.rule_type === 'freshness') delete rest.metric_value;
    return rest;
  });
  const { validated_at: _v, warnings: _w, ...top } = json;
  return { ...top, exit: out.exit, results };
}

/** Each freshness metric of two runs within 900 s of the other's (the engines' clocks). */
function sameFreshness(a: Printed, b: Printed): void {
  const ages = (out: Printed) =>
    (JSON.parse(out.stdout) as { results: Json[] }).results
      .filter((r) => r.rule_type === 'freshness')
      .map((r) => r.metric_value as number);
  const [x, y] = [ages(a), ages(b)];
  expect(x.length).toBe(y.length);
  x.forEach((v, i) => expect(Math.abs(v - y[i])).toBeLessThanOrEqual(900));
}

/** Rows of a JSON-lines file, or of every part file Spark wrote into a folder, sorted. */
function rowsAt(target: string): string[] {
  let text: string;
  try {
    text = readFileSync(target, 'utf8');
  } catch {
    text = readdirSync(target)
      .filter((f) => f.startsWith('part-'))
      .map((f) => readFileSync(path.join(target, f), 'utf8'))
      .join('');
  }
  return (
    text
      .split('\n')
      .filter((l) => l !== '')
      // Spark's JSON writer leaves out a NULL field (ignoreNullFields); dqw writes it as null.
      .map((l) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(JSON.parse(l) as Json).filter(([, v]) => v !== null)),
        ),
      )
      .sort()
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let python: string;
let connectPath: string;
let server: ChildProcess | undefined;
let remote: string;

/** A Spark Connect server from the same pyspark install, on 127.0.0.1. */
async function startConnect(): Promise<void> {
  const home = path.join(
    path.dirname(python),
    '..',
    'lib',
    readdirSync(path.join(path.dirname(python), '..', 'lib')).find((d) => d.startsWith('python'))!,
    'site-packages',
    'pyspark',
  );
  const port = await freePort();
  remote = `sc://127.0.0.1:${port}`;
  server = spawn(
    path.join(home, 'bin', 'spark-submit'),
    [
      '--master',
      'local[2]',
      '--class',
      'org.apache.spark.sql.connect.service.SparkConnectServer',
      '--conf',
      `spark.connect.grpc.binding.port=${port}`,
      '--conf',
      'spark.connect.grpc.binding.address=127.0.0.1',
      '--conf',
      'spark.ui.enabled=false',
      '--conf',
      'spark.sql.session.timeZone=UTC',
      '--conf',
      'spark.driver.extraJavaOptions=-Duser.timezone=UTC',
      'spark-internal',
    ],
    {
      env: { ...process.env, SPARK_HOME: home, PYSPARK_PYTHON: python },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`no Spark Connect server:\n${log}`)), 180_000);
    const watch = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      if (log.includes('Spark Connect server started')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server!.stdout!.on('data', watch);
    server!.stderr!.on('data', watch);
    server!.on('exit', (code) => reject(new Error(`Spark Connect server exited ${code}:\n${log}`)));
  });
}

beforeAll(async () => {
  python = venv('spark41') as string;
  connectPath = overlay('connect', python, () => {}, { deps: true }) as string;
  await startConnect();
}, 600_000);
afterAll(() => {
  server?.kill('SIGTERM');
});

describe.each(CASES)('$name', ({ data, rules, extra }) => {
  const base = ['validate', data, '--rules', rules, '--json', ...extra];
  const out = (name: string) => path.join(dir, `${path.basename(data)}.${name}`);
  let duck: Printed;

  beforeAll(async () => {
    duck = await dqw([
      ...base,
      '--quarantine',
      `${out('duck-invalid')}.jsonl`,
      '--valid',
      `${out('duck-valid')}.jsonl`,
    ]);
  }, 120_000);

  it('on a local Spark: the same --json and the same rows as on DuckDB', async () => {
    const spark = await dqw([
      ...base,
      '--engine',
      'spark',
      '--master',
      'local[2]',
      '--python',
      python,
      '--quarantine',
      `${out('spark-invalid')}.jsonl`,
      '--valid',
      `${out('spark-valid')}.jsonl`,
    ]);
    expect(spark.stderr).toMatch(/spark: .*rows read; running \d+ rules/);
    expect(spark.stderr).toContain('checked on Spark 4.1.1, sparquet_cola 0.4.0');
    expect(comparable(spark)).toEqual(comparable(duck));
    sameFreshness(spark, duck);
    expect(rowsAt(`${out('spark-invalid')}.jsonl`)).toEqual(rowsAt(`${out('duck-invalid')}.jsonl`));
    expect(rowsAt(`${out('spark-valid')}.jsonl`)).toEqual(rowsAt(`${out('duck-valid')}.jsonl`));
  }, 300_000);

  it('over Spark Connect: the same --json as on DuckDB', async () => {
    const before = process.env.PYTHONPATH;
    process.env.PYTHONPATH = connectPath;
    try {
      const spark = await dqw([
        ...base,
        '--engine',
        'spark',
        '--remote',
        remote,
        '--python',
        python,
      ]);
      expect(spark.stderr).toContain(`starting Spark (${remote})`);
      expect(comparable(spark)).toEqual(comparable(duck));
      sameFreshness(spark, duck);
    } finally {
      if (before === undefined) delete process.env.PYTHONPATH;
      else process.env.PYTHONPATH = before;
    }
  }, 300_000);
});

describe('what --engine spark says when a piece is missing', () => {
  const onSpark = ['validate', CASES[0].data, '--rules', CASES[0].rules, '--engine', 'spark'];

  it('a Python without pyspark: one line saying what to install', async () => {
    // The machine's Python with no site packages: pyspark cannot be imported.
    const bare = path.join(dir, 'bare-python');
    writeFileSync(bare, '#!/bin/sh\nexec python3 -S "$@"\n');
    chmodSync(bare, 0o755);
    const r = await dqw([...onSpark, '--python', bare]);
    expect(r.exit).toBe(2);
    expect(r.stderr).toMatch(
      /cannot import pyspark or sparquet_cola .*pip install 'pyspark==4\.1\.1' 'sparquet-cola==0\.4\.0'/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('--now with --engine spark is refused: Spark keeps its own clock', async () => {
    const r = await dqw([...onSpark, '--now', '2026-01-01']);
    expect(r.exit).toBe(2);
    expect(r.stderr).toContain("production measures freshness against Spark's clock");
  });
});
