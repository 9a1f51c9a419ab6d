/** `dqw validate --engine …`: which options go with which engine. */
import { describe, expect, it } from 'vitest';
import { parseCommand, type ValidateArgs } from '../args.ts';

const base = ['validate', 'data.csv', '--rules', 'rules.json'];
const parsed = (...extra: string[]) => parseCommand([...base, ...extra]) as ValidateArgs;

describe('--engine', () => {
  it('is DuckDB unless asked, and Spark with its options when asked', () => {
    expect(parsed().engine).toBe('duckdb');
    const spark = parsed('--engine', 'spark', '--master', 'yarn', '--python', '/opt/py');
    expect(spark).toMatchObject({ engine: 'spark', master: 'yarn', python: '/opt/py' });
  });

  it('lets Spark read what DuckDB here does not: folders, tables, remote paths', () => {
    const args = parseCommand([
      'validate',
      's3a://lake/orders/',
      '--rules',
      'r.json',
      '--engine',
      'spark',
      '--format',
      'parquet',
    ]);
    expect(args).toMatchObject({ data: 's3a://lake/orders/', format: 'parquet' });
    expect(() => parseCommand(['validate', 's3a://lake/orders/', '--rules', 'r.json'])).toThrow(
      /the file name must end in/,
    );
  });

  it('refuses what cannot be meant, saying why', () => {
    expect(() => parsed('--engine', 'pandas')).toThrow('--engine pandas: expected duckdb or spark');
    expect(() => parsed('--master', 'yarn')).toThrow('--master is an option of --engine spark');
    expect(() =>
      parsed('--engine', 'spark', '--master', 'yarn', '--remote', 'sc://h:15002'),
    ).toThrow(/give one/);
    expect(() => parsed('--engine', 'spark', '--format', 'xlsx')).toThrow(
      /--format xlsx: expected csv, parquet, json, table/,
    );
    expect(() => parsed('--engine', 'spark', '--now', '2026-01-01')).toThrow(/Spark's clock/);
  });
});
