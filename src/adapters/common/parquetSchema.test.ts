/**
 * A Parquet footer's leaves as Spark reads them, on files native DuckDB writes: their
 * physical and logical types (from the `LogicalType` or, without it, the older
 * `ConvertedType`), and a read warning for each column Spark refuses. Then the same
 * warnings where users see them: the page's load (on both DuckDBs) and `dqw validate`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNative } from '../node/native.ts';
import { openNodeDatabase } from '../node/database.ts';
import { repoRoot } from '../testing/paths.ts';
import { loadIntoDatabase } from '../../workbench/load.ts';
import { footerOfBytes } from './parquetFooter.ts';
import { parquetReadWarnings } from '../../engine/index.ts';
import { parquetLeaves } from './parquetSchema.ts';
import { decodeStruct, encodeStruct, field, type TValue } from './thrift-compact.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'dqw-parquet-schema-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const file = path.join(tmp, 'types.parquet');

/** One row of each type, as DuckDB writes it to Parquet. */
const COLUMNS = [
  `uuid '7ed4bffc-f189-40b0-9090-c58e1cba14b8' AS u`,
  `TIMESTAMP_NS '2024-01-01 10:00:00.123456789' AS tns`,
  `TIME '10:00:00' AS t`,
  `INTERVAL 1 DAY AS iv`,
  `1::UTINYINT AS u8`,
  `1::UBIGINT AS u64`,
  `1.5::DECIMAL(20,2) AS dec`,
  `'x' AS s`,
  `1::TINYINT AS i8`,
  `TIMESTAMPTZ '2024-01-01 10:00:00+00' AS tz`,
  `TIMESTAMP_MS '2024-01-01 10:00:00' AS tms`,
  `DATE '2024-01-01' AS d`,
  `[1, 2] AS l`,
  `{'a': 1} AS st`,
  `'a'::BLOB AS bl`,
];

const REFUSED = [
  ['u', 'PARQUET_TYPE_ILLEGAL', 'FIXED_LEN_BYTE_ARRAY (UUID)'],
  ['tns', 'PARQUET_TYPE_ILLEGAL', 'INT64 (TIMESTAMP(NANOS,false))'],
  ['t', 'PARQUET_TYPE_ILLEGAL', 'INT64 (TIME(MICROS,false))'],
  ['iv', 'PARQUET_TYPE_NOT_SUPPORTED', 'FIXED_LEN_BYTE_ARRAY (INTERVAL)'],
];

beforeAll(async () => {
  const native = await openNative();
  try {
    await native.exec(`COPY (SELECT ${COLUMNS.join(', ')}) TO '${file}' (FORMAT parquet)`);
  } finally {
    await native.close();
  }
});

const footer = () => footerOfBytes(new Uint8Array(readFileSync(file)))!.footer;

describe('a Parquet footer read as Spark reads it', () => {
  it('gives each leaf its physical and logical type', () => {
    const byPath = new Map(parquetLeaves(footer()).map((l) => [l.path, l]));
    expect([...byPath.keys()]).toEqual([
      ...COLUMNS.slice(0, 12).map((c) => c.split(' AS ')[1]),
      'l.list.element',
      'st.a',
      'bl',
    ]);
    expect(byPath.get('u')).toMatchObject({
      physical: 'FIXED_LEN_BYTE_ARRAY',
      typeLength: 16,
      logical: { kind: 'UUID' },
    });
    expect(byPath.get('tns')).toMatchObject({
      physical: 'INT64',
      logical: { kind: 'TIMESTAMP', unit: 'NANOS', utc: false },
    });
    expect(byPath.get('tz')?.logical).toEqual({ kind: 'TIMESTAMP', unit: 'MICROS', utc: true });
    expect(byPath.get('u8')).toMatchObject({
      physical: 'INT32',
      logical: { kind: 'INTEGER', bits: 8, signed: false },
    });
    expect(byPath.get('dec')?.logical).toEqual({ kind: 'DECIMAL', precision: 20, scale: 2 });
    expect(byPath.get('s')).toMatchObject({ physical: 'BINARY', logical: { kind: 'STRING' } });
    expect(byPath.get('bl')).toMatchObject({ physical: 'BINARY', logical: null });
  });

  it('warns of each column Spark refuses, and of no other', () => {
    expect(
      parquetReadWarnings(parquetLeaves(footer())).map((w) =>
        w.kind === 'parquet-unreadable' ? [w.column, w.refusal.error, w.refusal.parquetType] : w,
      ),
    ).toEqual(REFUSED);
  });

  it('reads the older ConvertedType where a writer gave no LogicalType', () => {
    const meta = decodeStruct(footer()).value;
    const schema = field(meta, 2) as Extract<TValue, { t: 'list' }>;
    for (const element of schema.items)
      if (element.t === 'struct') element.fields = element.fields.filter((f) => f.id !== 10);
    const leaves = new Map(parquetLeaves(encodeStruct(meta)).map((l) => [l.path, l.logical]));
    // What DuckDB also writes as a ConvertedType (parquet-mr reads those as UTC-adjusted).
    expect(leaves.get('t')).toEqual({ kind: 'TIME', unit: 'MICROS', utc: true });
    expect(leaves.get('tms')).toEqual({ kind: 'TIMESTAMP', unit: 'MILLIS', utc: true });
    expect(leaves.get('iv')).toEqual({ kind: 'INTERVAL' });
    expect(leaves.get('u64')).toEqual({ kind: 'INTEGER', bits: 64, signed: false });
    expect(leaves.get('dec')).toEqual({ kind: 'DECIMAL', precision: 20, scale: 2 });
    expect(leaves.get('s')).toEqual({ kind: 'STRING' });
    // The UUID and the nanoseconds have no ConvertedType: read as plain, Spark reads them.
    expect(leaves.get('u')).toBeNull();
    expect(leaves.get('tns')).toBeNull();
  });
});

describe.each(['wasm', 'native'] as const)('%s: the page’s load says so', (backend) => {
  it('lists the columns production cannot read among the dataset’s warnings', async () => {
    const db = await openNodeDatabase(backend);
    try {
      const bytes = readFileSync(file);
      const loaded = await loadIntoDatabase(
        db,
        new File([bytes], 'types.parquet'),
        { types: 'detect', schema: '', header: 'auto', delimiter: 'auto' },
        () => undefined,
      );
      expect(
        loaded.warningFacts?.map((w) => (w.kind === 'parquet-unreadable' ? w.column : w)),
      ).toEqual(REFUSED.map(([column]) => column));
      expect(loaded.warnings[0]).toBe(
        'production (Spark) cannot read this file: column "u" is Parquet FIXED_LEN_BYTE_ARRAY (UUID), ' +
          'which Spark refuses ([PARQUET_TYPE_ILLEGAL]); the results here are DuckDB’s reading of it',
      );
      // A naive timestamp is timestamp_ntz in Spark; one adjusted to UTC stays timestamp.
      const types = Object.fromEntries(loaded.columns.map((c) => [c.name, c.sparkType]));
      expect([types.tms, types.tz, types.d]).toEqual(['timestamp_ntz', 'timestamp', 'date']);
      const read = Object.fromEntries(loaded.read.map((c) => [c.name, c.sparkType]));
      expect(read.tms).toBe('timestamp_ntz');
    } finally {
      await db.close();
    }
  });
});

/** `dqw validate` of the types file against `rules` (a document written to a file). */
function validate(rules: unknown, extra: string[] = []) {
  const doc = path.join(tmp, `rules-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(doc, JSON.stringify(rules));
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin', 'dqw.mjs'), 'validate', file, '--rules', doc, ...extra],
      { cwd: repoRoot },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
    ),
  );
}

describe('dqw validate says so', () => {
  it('prints a warning for each column production cannot read, and in --json', async () => {
    const rules = { validations: { rules: [{ type: 'row_count', min: 1 }] } };
    const text = await validate(rules);
    expect(text.code).toBe(0);
    for (const [column, , parquetType] of REFUSED)
      expect(text.stderr).toContain(`column "${column}" is Parquet ${parquetType}`);
    expect(text.stderr).toContain('unless spark.sql.legacy.parquet.nanosAsLong is true');
    const json = await validate(rules, ['--json']);
    expect(JSON.parse(json.stdout).warnings.join('\n')).toContain('FIXED_LEN_BYTE_ARRAY (UUID)');
  });

  it('names a naive timestamp timestamp_ntz, as production’s schema check sees it', async () => {
    const rules = {
      validations: {
        on_failure: 'warn',
        rules: [
          { type: 'schema', column_types: { tms: 'timestamp', tz: 'timestamp' }, code: 'ltz' },
          { type: 'schema', column_types: { tms: 'timestamp_ntz' }, code: 'ntz' },
        ],
      },
    };
    // One pass (a view) and loaded (a table, for --quarantine): the same verdicts.
    for (const extra of [[], ['--quarantine', path.join(tmp, 'q.csv')]]) {
      const { stdout } = await validate(rules, ['--json', ...extra]);
      const results = JSON.parse(stdout).results as {
        code: string;
        severity: string;
        message: string;
      }[];
      expect(results.map((r) => [r.code, r.severity])).toEqual([
        ['ltz', 'fail'],
        ['ntz', 'pass'],
      ]);
      expect(results[0].message).toContain('column "tms" is timestamp_ntz, expected timestamp');
    }
  });
});
