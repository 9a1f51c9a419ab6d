/**
 * Typing a loaded table as planned, in statements of bounded size, and the values the
 * database gives for example texts (for the notes on each column).
 */
import { query } from './sql.ts';
import { ident, literal } from '../quote.ts';
import {
  type ColumnInference,
  type CsvReadOptions,
  type PlannedColumns,
  type QueryRunner,
  type ReadColumn,
  convertDecidedExpr,
  convertExpr,
  duckdbTypeFor,
  exampleTexts,
  readColumnsFrom,
} from '../../../engine/index.ts';

/**
 * The most columns typed per statement. DuckDB's optimizer takes time that grows with the
 * square of a projection's expressions: typing 1,000 integer columns in one
 * `SELECT * REPLACE (…)` took 20 s natively and 32 s in DuckDB-WASM, 2,000 columns 83 s
 * natively; in batches of 100 joined by position, 2,000 columns take about 3 s.
 */
export const CONVERT_BATCH = 100;

/**
 * The most SQL text per statement, since some conversions are far bigger than others (an
 * integer's is 150 characters, a timestamp's with Spark's zone forms 8,000): 70 timestamp
 * columns in one statement took 5.4 s natively, 35 took 1.3 s.
 */
export const CONVERT_TEXT = 20_000;

/** `items` in order, in runs of at most {@link CONVERT_BATCH} and {@link CONVERT_TEXT} characters. */
export function batches<T>(items: readonly T[], size: (item: T) => number): T[][] {
  const out: T[][] = [];
  let text = Infinity;
  for (const item of items) {
    const n = size(item);
    if (
      out.length === 0 ||
      out[out.length - 1].length >= CONVERT_BATCH ||
      text + n > CONVERT_TEXT
    ) {
      out.push([]);
      text = 0;
    }
    out[out.length - 1].push(item);
    text += n;
  }
  return out;
}

/** Each column of `convert` (name, then its typed expression), checked unless `decided`. */
export function typedColumns(
  convert: PlannedColumns,
  read: CsvReadOptions,
  decided: (p: PlannedColumns[number]) => boolean = () => false,
): (readonly [string, string])[] {
  return convert.map(
    (p) =>
      [
        p.name,
        `CAST(${(decided(p) ? convertDecidedExpr : convertExpr)(ident(p.name), p.type, read)} AS ${duckdbTypeFor(p.type)}) AS ${ident(p.name)}`,
      ] as const,
  );
}

/** Whether `typed` columns go in one statement ({@link CONVERT_BATCH}, ten times {@link CONVERT_TEXT}). */
export function oneStatement(typed: readonly (readonly [string, string])[]): boolean {
  const text = typed.reduce((n, [, sql]) => n + sql.length, 0);
  return typed.length <= CONVERT_BATCH && text <= 10 * CONVERT_TEXT;
}

/** Every column of `from`, the `typed` ones converted. */
export function typedSelect(typed: readonly (readonly [string, string])[], from: string): string {
  return typed.length
    ? `SELECT * REPLACE (${typed.map(([, sql]) => sql).join(', ')}) FROM ${from}`
    : `SELECT * FROM ${from}`;
}

/**
 * Rebuilds `table` with the `convert` columns typed as planned, keeping the file's column
 * order and row order (insertion order, so `rowid` order is the file's). Up to
 * {@link CONVERT_BATCH} columns (and ten times {@link CONVERT_TEXT}): one statement.
 * More: each batch (see {@link batches}) is typed into a temporary table, reading only its
 * own columns, and one rebuild takes every column from where it is, the tables joined by
 * position (they all hold the rows in the table's order). Either way the cost does not
 * grow with one ALTER per column.
 */
export async function convertColumns(
  runner: QueryRunner,
  path: string,
  table: string,
  names: readonly string[],
  convert: PlannedColumns,
  read: CsvReadOptions,
  decided: (p: PlannedColumns[number]) => boolean = () => false,
): Promise<void> {
  const typed = typedColumns(convert, read, decided);
  if (typed.length === 0) return;
  // A narrow file keeps one rebuild: batches cost a second copy of the rows.
  if (oneStatement(typed)) {
    await query(
      runner,
      path,
      `CREATE OR REPLACE TABLE ${ident(table)} AS ${typedSelect(typed, ident(table))}`,
    );
    return;
  }
  const parts: string[] = [];
  const home = new Map<string, string>();
  try {
    for (const batch of batches(typed, ([, sql]) => sql.length)) {
      const part = `${table}__typed_${parts.length}`;
      parts.push(part);
      await query(
        runner,
        path,
        `CREATE OR REPLACE TEMP TABLE ${ident(part)} AS SELECT ${batch.map(([, sql]) => sql).join(', ')} FROM ${ident(table)}`,
      );
      for (const [name] of batch) home.set(name, part);
    }
    const select = names.map((n) => `${ident(home.get(n) ?? table)}.${ident(n)}`);
    await query(
      runner,
      path,
      `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT ${select.join(', ')} FROM ${[table, ...parts].map(ident).join(' POSITIONAL JOIN ')}`,
    );
  } finally {
    for (const part of parts)
      await runner.query(`DROP TABLE IF EXISTS ${ident(part)}`).catch(() => undefined);
  }
}

/** The values production reads for example texts, converted by the database as the load did. */
export async function convertExamples(
  runner: QueryRunner,
  path: string,
  items: { text: string; type: { kind: string; precision?: number; scale?: number } }[],
  read: CsvReadOptions,
): Promise<(string | null)[]> {
  // Each text and type once (the copies of a column on a wide file share them), in
  // statements of bounded size, as the conversions are (see `batches`).
  const key = (it: (typeof items)[number]) =>
    `${it.type.kind}(${it.type.precision},${it.type.scale}) ${it.text}`;
  const unique = [...new Map(items.map((it) => [key(it), it])).values()].map(
    (it, i) =>
      [
        key(it),
        `CAST(${convertExpr(literal(it.text), it.type, read)} AS VARCHAR) AS ${ident(`x${i}`)}`,
        `x${i}`,
      ] as const,
  );
  const values = new Map<string, string | null>();
  for (const batch of batches(unique, ([, sql]) => sql.length)) {
    const { rows } = await query(runner, path, `SELECT ${batch.map(([, sql]) => sql).join(', ')}`);
    for (const [k, , alias] of batch) values.set(k, (rows[0][alias] ?? null) as string | null);
  }
  return items.map((it) => values.get(key(it)) ?? null);
}

/** Each column as production reads it, with notes on what that reading changes. */
export async function readColumnsOf(
  runner: QueryRunner,
  path: string,
  planned: PlannedColumns,
  inferred: (ColumnInference | null)[] | null,
  read: CsvReadOptions,
): Promise<ReadColumn[]> {
  // Notes on what production's reading changes, with the values it gives for examples.
  const examples = exampleTexts(planned, inferred);
  const convertedTexts = await convertExamples(runner, path, examples, read);
  const converted = new Map(examples.map((e, i) => [e.text, convertedTexts[i]]));
  return readColumnsFrom(planned, inferred, (text) => converted.get(text) ?? null, read);
}
