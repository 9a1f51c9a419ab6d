/**
 * Spark's inference run on DuckDB: the cheap classifying scan and the exact pass over
 * what it leaves undecided, on every row or on the first rows (speculating), and the
 * empty values counted when nothing is inferred.
 */
import { query } from './sql.ts';
import { ident, literal } from '../quote.ts';
import {
  COLUMNAR_MAX_COLUMNS,
  COLUMNAR_MIN_ROWS,
  type ColumnInference,
  type CsvReadOptions,
  type QueryRunner,
  cheapInferenceQuery,
  cheapInferenceQueryColumnar,
  checkedConvertExpr,
  columnarRows,
  inferenceQuery,
  readInference,
} from '../../../engine/index.ts';

/** Past this many columns, loading infers from every row first (see `loadGuessed`). */
export const SPECULATE_MAX_COLUMNS = 200;

/**
 * Spark's inference over `source` (a table or a `read_csv` of text), in one scan of cheap
 * tests; the exact, regex-based pass reads only the columns they leave undecided.
 */
export async function inferColumns(
  runner: QueryRunner,
  path: string,
  source: string,
  names: readonly string[],
  read: CsvReadOptions,
  rows: number | null = null,
): Promise<{ columns: ColumnInference[]; undecided: Set<string> }> {
  // A long, narrow table is classified column by column; others unpivoted (infer-sql.ts).
  const columnar =
    rows !== null && rows >= COLUMNAR_MIN_ROWS && names.length <= COLUMNAR_MAX_COLUMNS;
  const cheap = columnar
    ? columnarRows(
        (await query(runner, path, cheapInferenceQueryColumnar(source, names, read))).rows[0],
        names,
      )
    : (await query(runner, path, cheapInferenceQuery(source, names, read))).rows;
  const undecided = cheap.filter((r) => Number(r.u ?? 0) > 0).map((r) => String(r.c));
  const exact = undecided.length
    ? (await query(runner, path, inferenceQuery(source, undecided, read))).rows
    : [];
  return { columns: readInference(cheap, exact, names, read), undecided: new Set(undecided) };
}

/** Empty text and `nullValue` per column (what Spark reads as NULL), when nothing else counted them. */
export async function countEmpties(
  runner: QueryRunner,
  path: string,
  from: string,
  names: string[],
  read: CsvReadOptions,
): Promise<number[]> {
  if (names.length === 0) return [];
  const checks = names.map(
    (n, i) =>
      `count(*) FILTER (WHERE ${ident(n)} = '' OR ${ident(n)} = ${literal(read.nullValue)})::BIGINT AS ${ident(`e${i}`)}`,
  );
  const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${from}`);
  return names.map((_, i) => Number(rows[0][`e${i}`] ?? 0));
}

/**
 * Runs `use` on the rows of `select` (the file's first rows): kept in a temporary table
 * when `keep` (describing and inferring them then reads no file: 0.5 s → 0.2 s in the
 * page for 10 columns), or as a subquery, for a wide file whose sample would fill memory.
 * The table is named after the load's own target (`for`): two loads on one connection
 * (the dataset and the Compare view's second file) may interleave their statements.
 */
export async function withSample<T>(
  runner: QueryRunner,
  path: string,
  select: string,
  { keep, for: target }: { keep: boolean; for: string },
  use: (sample: string) => Promise<T>,
): Promise<T> {
  if (!keep) return use(`(${select})`);
  const table = ident(`_dqw_sample_${target}`);
  await query(runner, path, `CREATE OR REPLACE TEMP TABLE ${table} AS ${select}`);
  try {
    return await use(table);
  } finally {
    await runner.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
  }
}

/** Each column's inference, and the checked conversion of each column the sample settles. */
export interface Guessed {
  columns: ColumnInference[];
  checked: Map<string, string>;
}

/**
 * Production's types guessed on `sample` (the first rows), with a conversion for each
 * column that checks every value against its guess (`checkedConvertExpr`); the columns the
 * sample cannot settle are inferred from every row of `source`, and get no check.
 */
export async function guessTypes(
  runner: QueryRunner,
  path: string,
  { sample, source }: { sample: string; source: string },
  names: readonly string[],
  read: CsvReadOptions,
): Promise<Guessed> {
  const guessed = (await inferColumns(runner, path, sample, names, read)).columns;
  const checked = new Map<string, string>();
  for (const col of guessed) {
    const expr = checkedConvertExpr(ident(col.name), col, read);
    if (expr !== null) checked.set(col.name, expr);
  }
  const unsure = names.filter((n) => !checked.has(n));
  const full = unsure.length
    ? (await inferColumns(runner, path, source, unsure, read)).columns
    : [];
  const byName = new Map(full.map((c) => [c.name, c]));
  return { columns: guessed.map((c) => byName.get(c.name) ?? c), checked };
}
