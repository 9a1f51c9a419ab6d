/**
 * A VIEW over a CSV file typed exactly as the load types its table, so that validating
 * needs no copy of the file in memory; and the refusal of a read error a query over it meets.
 */
import { readColumnsOf } from './convert.ts';
import { classify } from './errors.ts';
import { withFacts } from './facts.ts';
import {
  type Guessed,
  SPECULATE_MAX_COLUMNS,
  countEmpties,
  guessTypes,
  inferColumns,
  withSample,
} from './infer.ts';
import { located } from './lines.ts';
import { headBuffer, query, textSource } from './sql.ts';
import { ident } from '../quote.ts';
import {
  type ColumnInference,
  type CsvFacts,
  type CsvOptions,
  type CsvReadOptions,
  type CsvViewInfo,
  type PlannedColumns,
  type QueryRunner,
  SAMPLE_ROWS,
  convertExpr,
  csvWarnings,
  duckdbTypeFor,
  needsConversion,
  planColumnTypes,
  textInference,
} from '../../../engine/index.ts';

/**
 * A VIEW over the CSV file typed exactly as {@link loadCsv} types the loaded table, so
 * that validating needs no copy of the file in memory: two streamed passes instead of a
 * load. Pass 1 is the loader's own inference scan, run over a `read_csv` of every column
 * as text instead of over a loaded table. Pass 2 is the caller's query over the view,
 * which reads the file as text again and applies the loader's conversions as
 * expressions. Only the columns in `touched` (the columns the rules read, or `all`) are
 * scanned and converted; the others stay text, as no query of the run reads them.
 */
export async function csvView(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
  speculate = false,
): Promise<CsvViewInfo> {
  return withFacts(runner, path, opts, (o, facts) =>
    viewPrepared(runner, path, view, o, touched, speculate, facts),
  );
}

/**
 * With `speculate`, the types are inferred on the first {@link SAMPLE_ROWS} rows and every
 * value is checked against them by the view itself (`checkedConvertExpr`): the caller's
 * query over the view is then the only full pass, and fails with `REINFER` when a value
 * beyond the sample would change a type; the caller then builds the view again without
 * speculating. Columns the sample cannot settle are inferred from the whole file first.
 */
export async function inferOrGuess(
  runner: QueryRunner,
  path: string,
  { source, sampleSource, view }: { source: string; sampleSource: string; view: string },
  scanned: readonly string[],
  read: CsvReadOptions,
  speculate: boolean,
): Promise<Guessed> {
  if (!speculate)
    return {
      columns: (await inferColumns(runner, path, source, scanned, read)).columns,
      checked: new Map(),
    };
  return withSample(
    runner,
    path,
    `SELECT ${scanned.map(ident).join(', ')} FROM ${sampleSource} LIMIT ${SAMPLE_ROWS}`,
    { keep: scanned.length <= SPECULATE_MAX_COLUMNS, for: view },
    (sample) => guessTypes(runner, path, { sample, source }, scanned, read),
  );
}

export async function viewPrepared(
  runner: QueryRunner,
  path: string,
  view: string,
  opts: CsvOptions,
  touched: readonly string[] | 'all',
  speculate: boolean,
  prepared: CsvFacts,
): Promise<CsvViewInfo> {
  const { read, forced, s } = prepared;
  const names = s.columns.map((c) => c.name);
  const source = textSource(path, forced, s);
  // The first rows, read by one thread from the start so the read stops at the limit.
  const sampleSource = textSource(path, forced, s, { parallel: 'false', ...headBuffer(forced) });
  // Rule columns are matched case-insensitively, as the engine resolves them.
  const wanted = touched === 'all' ? null : new Set(touched.map((n) => n.toLowerCase()));
  const scanned = names.filter((n) => !wanted || wanted.has(n.toLowerCase()));

  let inferred: (ColumnInference | null)[] | null = null;
  let empties: number[];
  let checked = new Map<string, string>();
  if (read.inferSchema) {
    // No column to scan (`row_count` alone): no pass before the rules'.
    const inference = scanned.length
      ? await inferOrGuess(runner, path, { source, sampleSource, view }, scanned, read, speculate)
      : { columns: [], checked };
    const columns = inference.columns;
    checked = inference.checked;
    const byName = new Map(columns.map((c) => [c.name, c]));
    inferred = names.map((n) => byName.get(n) ?? null);
    empties = inferred.map((c) => c?.empties ?? 0);
  } else {
    const counted = await countEmpties(runner, path, source, scanned, read);
    const byName = new Map(scanned.map((n, i) => [n, counted[i]]));
    empties = names.map((n) => byName.get(n) ?? 0);
  }
  // A column no rule reads is not scanned: it stays text.
  const planned = planColumnTypes(
    path,
    names,
    inferred && inferred.map((c, i) => c ?? textInference(names[i])),
    opts,
  );
  const isScanned = new Set(scanned);
  // With a list of columns, the view holds only those (or the first column, for a
  // `row_count` alone): every query of the run binds the view, and binding 10,000
  // converted columns costs about a second each time.
  const narrow = touched !== 'all';
  const inView = (p: PlannedColumns[number], i: number) =>
    !narrow || isScanned.has(p.name) || (scanned.length === 0 && i === 0);
  const select = planned.flatMap((p, i) => {
    if (!inView(p, i)) return [];
    const col = ident(p.name);
    const typed = isScanned.has(p.name) || p.reason.kind === 'schema';
    const check = p.reason.kind === 'schema' ? undefined : checked.get(p.name);
    if (typed && check !== undefined) return [`${check} AS ${col}`];
    return [
      typed && needsConversion(p, empties[i]) ? `${convertExpr(col, p.type, read)} AS ${col}` : col,
    ];
  });
  await query(
    runner,
    path,
    `CREATE OR REPLACE TEMP VIEW ${ident(view)} AS SELECT ${select.join(', ')} FROM ${source}`,
  );
  // The narrow view's own types, exactly as DESCRIBE gives them; the other columns are
  // what a full view would give (the run reads none of them, only their names).
  const viewTypes = narrow
    ? new Map(
        (await query(runner, path, `DESCRIBE SELECT * FROM ${ident(view)}`)).rows.map((r) => [
          String(r.column_name),
          String(r.column_type),
        ]),
      )
    : null;
  const shown = planned.filter((p) => isScanned.has(p.name));
  const readColumns = await readColumnsOf(
    runner,
    path,
    shown,
    inferred && shown.map((p) => inferred[names.indexOf(p.name)]),
    read,
  );
  // What a view of every column gives (binding it again to DESCRIBE it costs a second per
  // 10,000 columns).
  const columns = planned.map((p) => ({
    name: p.name,
    type: isScanned.has(p.name) || p.reason.kind === 'schema' ? duckdbTypeFor(p.type) : 'VARCHAR',
  }));
  return {
    header: s.header,
    quote: s.quote,
    columns,
    read: readColumns,
    ...(viewTypes
      ? { described: columns.map((c) => ({ name: c.name, type: viewTypes.get(c.name) ?? c.type })) }
      : {}),
    ...csvWarnings(opts, prepared),
  };
}

/**
 * The refusal, in the user's terms, of a CSV read error (see {@link isCsvReadError}) met
 * by a query over the {@link csvView} of `path` that `info` describes: the file's line,
 * not DuckDB's count of records.
 */
export async function csvReadRefusal(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  info: Pick<CsvViewInfo, 'header' | 'quote'>,
  e: unknown,
): Promise<unknown> {
  const dialect = { ...opts, header: info.header, quote: info.quote };
  return located(runner, path, dialect, classify(path, e, { header: info.header }));
}
