/**
 * RULES.md §9 ("Parquet keeps its own types") on a Spark-written Parquet file, on both
 * DuckDBs and through `dqw`: INT96 timestamps (before 1900, before 1970, before 1677 where
 * a 64-bit nanosecond count wraps, with sub-microsecond digits, NULL), an INT32 DATE and an
 * INT64 DECIMAL(10,2) read as Spark 3.5 reads them. The file is made at test time
 * (`testing/spark-parquet.ts`); nothing binary is committed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbToSparkType } from '../../engine/catalog/spark-types.ts';
import { int96AsFixedBinary, int96BlobAsFixedBinary } from '../common/int96.ts';
import { BACKENDS, type TestBackend } from '../testing/backends.ts';
import { repoRoot } from '../testing/paths.ts';
import {
  sparkParquet,
  SPARK_PARQUET_EXPECTED,
  SPARK_PARQUET_TYPES,
} from '../testing/spark-parquet.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-int96-'));
const file = path.join(tmp, 'spark.parquet');
writeFileSync(file, sparkParquet());
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const VALUES = `SELECT id, ts::VARCHAR AS ts, day::VARCHAR AS day, amount::VARCHAR AS amount, name FROM spark ORDER BY id`;

describe.each(BACKENDS)('$name: a Spark-written Parquet file (RULES.md §9)', ({ open }) => {
  let b: TestBackend;
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => b.close());

  it('keeps the file’s types: INT96 is a timestamp (microseconds), DATE, DECIMAL(10,2)', async () => {
    const info = await b.loadParquetFile(file, 'spark');
    expect(info.rows).toBe(6);
    expect(info.columns).toEqual([
      { name: 'id', type: 'INTEGER' },
      { name: 'ts', type: 'TIMESTAMP' },
      { name: 'day', type: 'DATE' },
      { name: 'amount', type: 'DECIMAL(10,2)' },
      { name: 'name', type: 'VARCHAR' },
    ]);
    expect(
      Object.fromEntries(info.columns.map((c) => [c.name, duckdbToSparkType(c.type)])),
    ).toEqual(SPARK_PARQUET_TYPES);
  });

  it('reads the values Spark reads: Julian day + nanos of day, UTC, nanos cut to micros', async () => {
    await b.loadParquetFile(file, 'spark');
    expect((await b.runner.query(VALUES)).rows).toEqual(SPARK_PARQUET_EXPECTED);
  });

  it('compares timestamps before 1900 and 1970 as Spark does', async () => {
    await b.loadParquetFile(file, 'spark');
    const r = await b.runner.query(
      `SELECT count(*) FILTER (WHERE ts < TIMESTAMP '1900-01-01')::INTEGER AS before_1900,
        count(*) FILTER (WHERE ts < TIMESTAMP '1970-01-01')::INTEGER AS before_1970,
        count(*) FILTER (WHERE ts IS NULL)::INTEGER AS nulls FROM spark`,
    );
    expect(r.rows).toEqual([{ before_1900: 2, before_1970: 3, nulls: 1 }]);
  });
});

describe('the INT96 footer rewrite for parquet-wasm', () => {
  it('declares only the INT96 column as 12-byte binary and keeps the data bytes', () => {
    const bytes = sparkParquet();
    const { file: out, columns } = int96AsFixedBinary(bytes);
    expect(columns).toEqual(['ts']);
    const footerLength = (f: Uint8Array) =>
      new DataView(f.buffer, f.byteOffset + f.length - 8, 4).getUint32(0, true);
    const dataEnd = bytes.length - 8 - footerLength(bytes);
    expect(out.subarray(0, dataEnd)).toEqual(bytes.subarray(0, dataEnd));
    expect(out.length - 8 - footerLength(out)).toBe(dataEnd);
  });

  it('gives the same bytes from a Blob, reading only its footer (a sample of a big file)', async () => {
    const bytes = sparkParquet();
    const whole = int96AsFixedBinary(bytes);
    const blob = await int96BlobAsFixedBinary(new Blob([new Uint8Array(bytes)]));
    expect(blob.columns).toEqual(whole.columns);
    expect(new Uint8Array(await blob.file.arrayBuffer())).toEqual(whole.file);
    const text = new Blob(['id,name\n1,a\n']);
    expect((await int96BlobAsFixedBinary(text)).file).toBe(text);
  });

  it('leaves a file without INT96, or not Parquet at all, untouched', () => {
    const none = new TextEncoder().encode('id,name\n1,a\n');
    expect(int96AsFixedBinary(none)).toEqual({ file: none, columns: [] });
    const truncated = sparkParquet().subarray(0, 200);
    expect(int96AsFixedBinary(truncated).columns).toEqual([]);
  });
});

describe('dqw validate on the Spark-written file', () => {
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(repoRoot, 'bin', 'dqw.mjs'), ...args],
        { cwd: repoRoot },
        (err, stdout, stderr) =>
          resolve({ code: err ? Number(err.code ?? -1) : 0, stdout, stderr }),
      );
    });

  it('judges INT96 timestamps by the instants Spark reads, streamed and loaded alike', async () => {
    const rules = path.join(tmp, 'rules.json');
    writeFileSync(
      rules,
      JSON.stringify({
        validations: {
          on_failure: 'warn',
          rules: [
            { type: 'range', column: 'ts', min: '1900-01-01', code: 'TS_MODERN' },
            { type: 'range', column: 'day', min: '1600-01-01' },
            { type: 'schema', column_types: { ts: 'timestamp', day: 'date', amount: 'decimal' } },
          ],
        },
      }),
    );
    const quarantine = path.join(tmp, 'q.json');
    for (const extra of [[], ['--quarantine', quarantine]]) {
      const r = await run(['validate', file, '--rules', rules, '--json', ...extra]);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { results: { code: string; failed_count: number }[] };
      expect(out.results.map((x) => [x.code, x.failed_count])).toEqual([
        ['TS_MODERN', 2],
        ['range(day,1600-01-01,*)', 1],
        ['schema', 0],
      ]);
    }
    const rows = JSON.parse(readFileSync(quarantine, 'utf8')) as { id: number; ts: string }[];
    expect(rows.map((row) => row.id)).toEqual([2, 6]);
  });
});
