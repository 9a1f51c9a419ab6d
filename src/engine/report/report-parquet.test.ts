/**
 * RULES.md §7 on both DuckDBs: the report written as Parquet (`reportSql` through each
 * backend's Parquet writer) reads back with production's twelve columns, in order, with
 * production's Spark types and the run's values, so it can be appended to the report table.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as ParquetWasm from 'parquet-wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends.ts';
import { duckdbToSparkType } from '../catalog/spark-types';
import type { RunResult } from '../types';
import { REPORT_SCHEMA, reportMetadata } from './report';
import { reportSql } from './report-sql';

const parquet = createRequire(import.meta.url)('parquet-wasm/node') as typeof ParquetWasm;

const at = '2026-01-12T10:30:00.000Z';
const result = {
  rule_type: 'range',
  code: 'range(age,0,120.5)',
  check_name: null,
  target: 'age',
  rule_params: '{"code": "range(age,0,120.5)", "max": 120.5, "min": 0}',
  severity: 'fail' as const,
  passed: false,
  failed_count: 3_000_000_000,
  rows_read: 7,
  metric_value: null,
  message: '3 rows out of range',
  validated_at: at,
};
const run: RunResult = {
  pipeline: 'orders',
  on_failure: 'warn',
  rows_read: 7,
  validated_at: at,
  aborted: false,
  halted: false,
  incomplete: false,
  warnings: [],
  results: [
    result,
    {
      ...result,
      rule_type: 'missing_percent',
      code: 'M',
      check_name: 'emails',
      target: 'a, b',
      severity: 'pass',
      passed: true,
      failed_count: 0,
      metric_value: 1.5,
    },
  ],
};

describe.each(BACKENDS)('RULES.md §7 — the report as Parquet on $name DuckDB', ({ open }) => {
  let b: TestBackend;
  const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-report-'));
  beforeAll(async () => {
    b = await open();
  });
  afterAll(async () => {
    await b.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('has production’s columns, order, Spark types and values', async () => {
    const file = path.join(tmp, 'report.parquet');
    writeFileSync(file, await b.exportParquet(reportSql(run)));
    const info = await b.loadParquetFile(file, 'report');
    expect(info.columns.map((c) => [c.name, duckdbToSparkType(c.type)])).toEqual(REPORT_SCHEMA);
    const r = await b.runner.query(
      `SELECT target, passed, failed_count::VARCHAR AS failed_count, metric_value FROM report`,
    );
    expect(r.rows).toEqual([
      { target: 'age', passed: false, failed_count: '3000000000', metric_value: null },
      { target: 'a, b', passed: true, failed_count: '0', metric_value: 1.5 },
    ]);
  });

  it('names the input file and its fingerprint in the key-value metadata, not in the rows', async () => {
    const file = path.join(tmp, 'named.parquet');
    const source = { file: 'orders 2026.csv', fingerprint: 'fnv1a64:0123456789abcdef' };
    writeFileSync(file, await b.exportParquet(reportSql(run), reportMetadata(source)));
    const read = await parquet.ParquetFile.fromFile(new Blob([readFileSync(file)]));
    const kv = read.metadata().fileMetadata().keyValueMetadata();
    expect(kv.get('source_file')).toBe('orders 2026.csv');
    expect(kv.get('source_fingerprint')).toBe('fnv1a64:0123456789abcdef');
    const info = await b.loadParquetFile(file, 'named');
    expect(info.columns.map((c) => c.name)).toEqual(REPORT_SCHEMA.map(([name]) => name));
  });
});
