/**
 * Loading a CSV into a TABLE typed as production types it (RULES.md §9): facts, then the
 * plan, then one read of the file (speculating on the first rows, or text then inference)
 * and the conversions.
 */
import {
  convertColumns,
  oneStatement,
  readColumnsOf,
  typedColumns,
  typedSelect,
} from './convert.ts';
import { classify } from './errors.ts';
import { withFacts } from './facts.ts';
import {
  SPECULATE_MAX_COLUMNS,
  countEmpties,
  guessTypes,
  inferColumns,
  withSample,
} from './infer.ts';
import { WIDE_FIELDS } from './sniff.ts';
import { headBuffer, query, readCsv, textSource } from './sql.ts';
import { ident } from '../quote.ts';
import {
  COLUMNAR_MIN_ROWS,
  type ColumnInference,
  type CsvFacts,
  type CsvLoadInfo,
  type CsvOptions,
  type PlannedColumns,
  type QueryRunner,
  SAMPLE_ROWS,
  convertExpr,
  csvWarnings,
  duckdbTypeFor,
  isReinfer,
  needsConversion,
  planColumnTypes,
  renamedHeaders,
} from '../../../engine/index.ts';

/**
 * Load the CSV at `path` (a path DuckDB can open: a host path natively, a registered
 * file name in DuckDB-WASM) into a new TABLE `table`, replacing any table of that name,
 * typed as production would type it. Throws `CsvLoadError` with the file name and a
 * plain-words reason on bad input.
 *
 * A line longer than DuckDB's default (2,000,000 bytes) is accepted: the file is read
 * again with {@link LONG_LINE_LIMIT}. Past that, or past the caller's `maxLineSize`, the
 * error gives the limit and how to raise it.
 */
export async function loadCsv(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions = {},
): Promise<CsvLoadInfo> {
  return withFacts(runner, path, opts, (o, facts) => loadPrepared(runner, path, table, o, facts));
}

export async function loadPrepared(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  prepared: CsvFacts,
): Promise<CsvLoadInfo> {
  const { read, forced, s } = prepared;

  // A wide file is read with the sniffed columns, as `csvView` reads it: detecting the
  // dialect again would cost as much as the sniff (4 s for 1,000 columns in DuckDB-WASM).
  const wide = s.columns.length >= WIDE_FIELDS;
  const dialect = { ...forced, header: s.header, delimiter: s.delimiter };
  let speculated = false;
  if (read.inferSchema && opts.speculate !== false && s.columns.length <= SPECULATE_MAX_COLUMNS) {
    const guessed = await loadGuessed(runner, path, table, opts, prepared, dialect);
    if (guessed) return finishLoad(runner, path, table, opts, prepared, guessed);
    speculated = true;
  }
  // Every column as text, streamed: the file is read for the types (or the empties), then
  // once more into the typed table. No copy of the text is held: a loaded text table and
  // its typed rebuild peaked at 2.5–3 times the file in wasm memory, which capped the page.
  const source = wide
    ? textSource(path, forced, s)
    : readCsv(path, dialect, { all_varchar: 'true' });
  const names = wide
    ? s.columns.map((c) => c.name)
    : (await query(runner, path, `DESCRIBE SELECT * FROM ${source}`)).rows.map((r) =>
        String(r.column_name),
      );

  // One streamed scan classifies every value as Spark would.
  let inferred: ColumnInference[] | null = null;
  let undecided = new Set<string>();
  if (read.inferSchema) {
    // A failed guess means rows past the sample: the columnar scan is the faster there.
    const rows = speculated ? COLUMNAR_MIN_ROWS : null;
    ({ columns: inferred, undecided } = await inferColumns(
      runner,
      path,
      source,
      names,
      read,
      rows,
    ));
  }
  const planned = planColumnTypes(path, names, inferred, opts);
  const empties = inferred
    ? inferred.map((c) => c.empties)
    : await countEmpties(runner, path, source, names, read);

  const convert = planned.filter((p, i) => needsConversion(p, empties[i]));
  // A column the cheap scan classified whole needs no syntax checks (infer-sql.ts).
  const decided = (p: PlannedColumns[number]) =>
    p.reason.kind === 'inferred' && !undecided.has(p.name);
  const typed = typedColumns(convert, read, decided);
  if (oneStatement(typed)) {
    await query(
      runner,
      path,
      `CREATE OR REPLACE TABLE ${ident(table)} AS ${typedSelect(typed, source)}`,
    );
  } else {
    // Too many conversions for one statement (a wide file): the text, then batches.
    await query(runner, path, `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM ${source}`);
    await convertColumns(runner, path, table, names, convert, read, decided);
  }

  return finishLoad(runner, path, table, opts, prepared, { planned, inferred });
}

/** What a load settled: each column's production type, and the inference behind it. */
export interface Settled {
  planned: PlannedColumns;
  inferred: ColumnInference[] | null;
}

/**
 * The load in one pass: production's types inferred on the first {@link SAMPLE_ROWS} rows,
 * then one `CREATE TABLE … AS SELECT` from the file whose conversions check every value
 * against them (`checkedConvertExpr`). Columns the sample cannot settle are inferred from
 * every row first. Null when a value past the sample changes a type: the caller then
 * loads the text and infers from every row, as before.
 */
export async function loadGuessed(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  { read }: CsvFacts,
  dialect: CsvOptions,
): Promise<Settled | null> {
  const text = readCsv(path, dialect, { all_varchar: 'true' });
  // The first rows, read by one thread from the start so that the read stops there.
  const firstRows = `SELECT * FROM ${readCsv(path, dialect, {
    all_varchar: 'true',
    parallel: 'false',
    ...headBuffer(dialect),
  })} LIMIT ${SAMPLE_ROWS}`;
  const {
    names,
    columns: inferred,
    checked,
  } = await withSample(runner, path, firstRows, { keep: true, for: table }, async (sample) => {
    const names = (await query(runner, path, `DESCRIBE SELECT * FROM ${sample}`)).rows.map((r) =>
      String(r.column_name),
    );
    return { names, ...(await guessTypes(runner, path, { sample, source: text }, names, read)) };
  });
  const planned = planColumnTypes(path, names, inferred, opts);
  const select = planned.map((p, i) => {
    const col = ident(p.name);
    const check = p.reason.kind === 'schema' ? undefined : checked.get(p.name);
    if (check !== undefined) return `${check} AS ${col}`;
    // Empties past the sample are not counted: a forced type converts them all the same.
    return p.reason.kind === 'schema' || needsConversion(p, inferred[i].empties)
      ? `CAST(${convertExpr(col, p.type, read)} AS ${duckdbTypeFor(p.type)}) AS ${col}`
      : col;
  });
  try {
    await runner.query(
      `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT ${select.join(', ')} FROM ${text}`,
    );
  } catch (e) {
    if (isReinfer(e)) return null;
    throw classify(path, e);
  }
  return { planned, inferred };
}

/** The load's answer, once the table holds production's types. */
export async function finishLoad(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions,
  prepared: CsvFacts,
  { planned, inferred }: Settled,
): Promise<CsvLoadInfo> {
  const { read, s } = prepared;
  const readColumns = await readColumnsOf(runner, path, planned, inferred, read);
  const described = await query(runner, path, `DESCRIBE ${ident(table)}`);
  const counted = await query(runner, path, `SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
  return {
    file: path,
    table,
    header: s.header,
    delimiter: s.delimiter,
    quote: s.quote,
    columns: described.rows.map((r) => ({
      name: String(r.column_name),
      type: String(r.column_type),
    })),
    rows: Number(counted.rows[0].n),
    read: readColumns,
    renamed: renamedHeaders(s, prepared.first),
    ...csvWarnings(opts, prepared),
  };
}
