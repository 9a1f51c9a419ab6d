/**
 * The Export panel's work on a real database (native DuckDB): the artifact follows the
 * loaded columns, the round trip of the sample agrees, and targets that run production's
 * own engine have nothing to check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNative } from '../adapters/node/native';
import { repoRoot } from '../adapters/testing/paths';
import { parseDocument } from '../engine';
import { describeTable } from '../engine/run/describe';
import type { ColumnInfo } from '../engine/types';
import { buildExport, checkExport, roundTripStart } from './export';
import { DATASET_TABLE } from './load';

const text = readFileSync(path.join(repoRoot, 'public/samples/rules.json'), 'utf8');
const rules = { text, parsed: parseDocument(text) };

describe('export work', () => {
  let db: Awaited<ReturnType<typeof openNative>>;
  let dataset: { columns: ColumnInfo[]; warnings: string[] };
  beforeAll(async () => {
    db = await openNative();
    await db.loadCsvFile(path.join(repoRoot, 'public/samples/customers.csv'), DATASET_TABLE);
    dataset = { columns: await describeTable(db, DATASET_TABLE), warnings: ['cpf: a note'] };
  });
  afterAll(() => db.close());

  it('builds the artifact for the loaded columns, with the data warnings', () => {
    const built = buildExport(rules, dataset as never, 'spark-sql');
    if (!('artifact' in built)) throw new Error('no artifact');
    expect(built.artifact.warnings).toContain('data: cpf: a note');
  });

  it('refuses a document with errors without an error of its own (the page words it)', () => {
    const bad = '{"validations": {"rules": [{"type": "nope"}]}}';
    expect(buildExport({ text: bad, parsed: parseDocument(bad) }, null, 'delta')).toEqual({
      error: null,
    });
  });

  it('checks the sample on the loaded file: 8 of 8 for Spark SQL', async () => {
    const built = buildExport(rules, dataset as never, 'spark-sql');
    if (!('artifact' in built)) throw new Error('no artifact');
    expect(roundTripStart(built.artifact, true).status).toBe('running');
    const state = await checkExport(db, built.artifact, text, dataset as never);
    expect(state).toMatchObject({ status: 'done', total: 8, same: 8 });
  });

  it('has nothing to check for production’s own engine or without a file', () => {
    const built = buildExport(rules, dataset as never, 'pyspark');
    if (!('artifact' in built)) throw new Error('no artifact');
    expect(roundTripStart(built.artifact, true).status).toBe('not-applicable');
    expect(roundTripStart(built.artifact, false).status).toBe('idle');
  });
});

describe('the reading a file was loaded with reaches the export', () => {
  it('records the delimiter, the text choice and the schema, and the sparquet and PySpark exports carry them', async () => {
    const { openNodeDatabase } = await import('../adapters/node/database');
    const { loadIntoDatabase } = await import('./load');
    const db = await openNodeDatabase('native');
    try {
      const tsv = new File(['zip_code\tcity\n01234\tAmes\n98765\tBoise\n'], 'zips.tsv');
      const loaded = await loadIntoDatabase(
        db,
        tsv,
        { header: 'auto', delimiter: 'auto', types: 'text', schema: 'zip_code STRING' },
        () => undefined,
      );
      expect(loaded.reading).toEqual({
        sep: '\t',
        header: true,
        inferSchema: false,
        schema: 'zip_code STRING',
      });
      const doc = '{"rules": [{"type": "regex", "column": "zip_code", "pattern": "^[0-9]{5}$"}]}';
      const parsed = { text: doc, parsed: parseDocument(doc) };
      const sparquet = buildExport(parsed, loaded as never, 'sparquet');
      if (!('artifact' in sparquet)) throw new Error('no artifact');
      expect(JSON.parse(sparquet.artifact.text).input.options).toEqual({
        sep: '\t',
        inferSchema: 'false',
      });
      const pyspark = buildExport(parsed, loaded as never, 'pyspark');
      if (!('artifact' in pyspark)) throw new Error('no artifact');
      expect(pyspark.artifact.text).toContain('SCHEMA = "zip_code STRING"');

      // A comma-separated file read with production's defaults adds nothing.
      const plain = await loadIntoDatabase(
        db,
        new File(['zip_code,city\n1,Ames\n'], 'zips.csv'),
        { header: 'auto', delimiter: 'auto', types: 'detect', schema: '' },
        () => undefined,
        '',
        'plain',
      );
      expect(plain.reading).toEqual({ sep: ',', header: true, inferSchema: true, schema: null });
    } finally {
      await db.close();
    }
  });
});
