/**
 * Explanations on both DuckDBs, over the gallery's examples: the workbench SQL shown is the
 * SQL that runs (its flagged rows are the rule's failed rows), and the Spark SQL shown,
 * translated by the engine's Spark dialect, computes the same numbers on DuckDB.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestBackend } from '../../adapters/testing/backends';
import { GALLERY_DATA, GALLERY_NOW } from '../../teach/gallery/data';
import { EXAMPLES } from '../../teach/gallery/examples';
import { exampleDocument } from '../../teach/gallery/search';
import { parseDocument } from '../parse/document';
import { describeTable } from '../run/describe';
import { KeyRanges } from '../run/keyRanges';
import { runValidation } from '../run/run';
import { sparkToDuckdb } from '../sql/spark-dialect';
import { SPARK_MACROS } from '../sql/spark-macros';
import type { ColumnInfo } from '../types';
import { explainRule } from './explain';

const NOW = new Date(GALLERY_NOW);

describe.each(BACKENDS)('explain on $name DuckDB', ({ open }) => {
  let db: TestBackend;
  let columns: ColumnInfo[];
  const dir = mkdtempSync(join(tmpdir(), 'dqw-explain-'));
  beforeAll(async () => {
    db = await open();
    const file = join(dir, GALLERY_DATA.name);
    writeFileSync(file, GALLERY_DATA.csv);
    await db.loadCsvFile(file, 'dataset');
    await db.exec('CREATE VIEW "_validation_df" AS SELECT * FROM "dataset"');
    // The macros that give the translated Spark SQL its Spark meanings, as a run creates them.
    for (const macro of SPARK_MACROS) await db.exec(macro);
    columns = await describeTable(db.runner, 'dataset');
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', async (_id, e) => {
    const doc = parseDocument(exampleDocument(e));
    const rule = doc.rules[0];
    const [result] = (await runValidation(db.runner, doc, { table: 'dataset', now: NOW })).results;
    const x = explainRule(rule, columns, { table: 'dataset', now: NOW });
    expect(x.summary).not.toBe('');
    expect(x.doc).not.toBe('');

    if (rule.canonicalType === 'schema') {
      expect(x.sparkSql).toBeNull();
      return;
    }
    if (rule.canonicalType !== 'sql') {
      const scan = x.workbenchSql.split(';\n\n')[0];
      const rows = await db.runner.query(scan);
      expect(Number(rows.rows[0].rows)).toBe(6);
    }
    if (rule.rowLevel) {
      const flagged = x.workbenchSql.split('-- The rows it flags:\n')[1];
      const n = await db.runner.query(`SELECT count(*)::INT AS n FROM (${flagged})`);
      const expected = rule.canonicalType === 'unique' ? 2 : result.failed_count;
      expect(n.rows[0].n).toBe(expected);
    }
    // Spark's unix_timestamp(ts) is DuckDB's epoch(ts); the dialect layer has no such macro.
    const sparkText = x.sparkSql!.replace(/unix_timestamp\(/g, 'epoch(');
    const spark = await db.runner.query(sparkToDuckdb(sparkText, NOW));
    const first = spark.rows[0];
    if (rule.canonicalType === 'sql') {
      if (rule.params.failed_rows) expect(spark.rows.length).toBe(result.failed_count);
      else expect(Object.values(first)[0]).toBe(false);
    } else if ('failed_count' in first) {
      expect(Number(first.failed_count)).toBe(result.failed_count);
    } else {
      expect(Number(first.metric_value)).toBeCloseTo(result.metric_value!, 6);
    }
  });

  it('shows the bitmap a run counts an integer key in, and it counts the same', async () => {
    const doc = parseDocument(
      JSON.stringify({
        validations: {
          rules: [{ type: 'distinct_count', column: 'id', must_be: '> 0' }],
        },
      }),
    );
    const keyRanges = new KeyRanges();
    const [result] = (
      await runValidation(db.runner, doc, { table: 'dataset', now: NOW, keyRanges })
    ).results;
    const before = explainRule(doc.rules[0], columns, { table: 'dataset', now: NOW });
    expect(before.workbenchSql).toContain('count(DISTINCT');
    const x = explainRule(doc.rules[0], columns, {
      table: 'dataset',
      now: NOW,
      keyRange: (c) => keyRanges.get(c.name),
    });
    expect(x.workbenchSql).toContain('bitstring_agg("id"');
    expect(x.workbenchSql).toMatch(/^-- "id": distinct values counted in a bitmap/);
    const scan = await db.runner.query(x.workbenchSql);
    expect(Number(scan.rows[0].distinct)).toBe(result.metric_value);
    expect(result.metric_value).toBe(5); // six rows, id 5 twice
  });
});
