/**
 * Parquet files Spark itself writes (`parquet-corpus.ts`), read back by Spark, by dqw
 * (native DuckDB) and by the page's reader (parquet-wasm and Arrow into DuckDB-WASM):
 * the same columns in Spark's type names and every value (RULES.md §9). The files are
 * written into this test's temporary folder; nothing binary is committed.
 */
import { appendFileSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerRowGroups } from '../common/parquetColumns.ts';
import { rowDiffs } from './compare.ts';
import { readWithDqw } from './dqw.ts';
import type { Oracle, ReadAnswer } from './oracle.ts';
import { openPageReader, type PageReading } from './page.ts';
import { PARQUET_CASES, PARQUET_ROWS, PARQUET_TABLE_SQL } from './parquet-corpus.ts';
import { KNOWN_PARQUET } from './parquet-known.ts';
import { oracle } from './suite.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'dqw-spark-parquet-'));

interface Outcome {
  file: string;
  rowGroups: number;
  spark: ReadAnswer;
  cli: string[];
  page: string[];
}

let o: Oracle;
const outcomes: Outcome[] = [];

/** A reading beside Spark's: the schema, then (when the schema agrees) every row. */
function compare(
  who: string,
  mine: { schema?: PageReading['schema']; rows?: string[]; refusal?: string },
  spark: ReadAnswer,
): string[] {
  if (spark.error) return [`Spark refuses the file (${spark.error}: ${spark.message})`];
  if (!mine.schema) return [`${who} refuses the file (${mine.refusal})`];
  const theirs = spark.schema!.map((c) => `${c.name} ${c.type}`).join(', ');
  const ours = mine.schema.map((c) => `${c.name} ${c.type}`).join(', ');
  if (theirs !== ours) return [`schema: ${who} ${ours} / Spark ${theirs}`];
  return rowDiffs('rows', mine.rows, spark.rows);
}

beforeAll(async () => {
  o = await oracle('spark41');
  const pageReader = await openPageReader();
  for (const [i, c] of PARQUET_CASES.entries()) {
    const written = await o.writeParquet(
      PARQUET_TABLE_SQL,
      path.join(dir, `case-${i}`),
      c.conf,
      c.options,
    );
    if (!written.files) throw new Error(`Spark could not write ${c.name}: ${written.message}`);
    expect(written.files).toHaveLength(1);
    const file = written.files[0];
    const spark = await o.read({ path: file, format: 'parquet' });
    const cli = await readWithDqw(file);
    const page = await pageReader.read(file);
    outcomes.push({
      file,
      rowGroups: (await footerRowGroups(await openAsBlob(file))).length,
      spark,
      cli: compare('dqw', { ...cli, refusal: cli.stderr.trim() }, spark),
      page: compare('the page', page, spark),
    });
  }
  await pageReader.close();
  // With DQW_SPARK_DUMP=<file>, each file's differences are appended there, for study.
  if (process.env.DQW_SPARK_DUMP)
    appendFileSync(
      process.env.DQW_SPARK_DUMP,
      outcomes
        .map((x, i) => JSON.stringify({ name: PARQUET_CASES[i].name, ...x, spark: undefined }))
        .join('\n') + '\n',
    );
}, 600_000);
afterAll(() => {
  o?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`Parquet files written by Spark (${PARQUET_CASES.length} files)`, () => {
  it.each(PARQUET_CASES.map((c, i) => [c.name, i] as const))('%s', (name, i) => {
    const out = outcomes[i];
    expect(out.spark.error).toBeUndefined();
    expect(out.spark.rows).toHaveLength(PARQUET_ROWS);
    if (PARQUET_CASES[i].minRowGroups)
      expect(out.rowGroups).toBeGreaterThanOrEqual(PARQUET_CASES[i].minRowGroups!);
    const known = KNOWN_PARQUET[name];
    // A recorded deviation (docs/RULES.md §9) must still be exactly what it says.
    expect({ cli: out.cli, page: out.page }, known?.why).toEqual({
      cli: known?.cli ?? [],
      page: known?.page ?? [],
    });
  });
});
