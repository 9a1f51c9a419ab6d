/**
 * CSV loading shared by every backend (browser worker, WASM in Node, native): the file is
 * read the way production reads it (RULES.md §9), Spark's CSV schema inference included.
 *
 * Steps: sniff the dialect (production's `header=true` and the pipeline's `input.options`
 * win over the sniffer), refuse empty / column-less / ragged files with a clear message,
 * then read the file once into a real TABLE (the engine relies on `rowid` for order) with
 * every column as text. One aggregate query over that table classifies every value as
 * Spark's `CSVInferSchema` would (`src/engine/read/`), and each column that is not text is
 * converted in place (`ALTER … TYPE … USING`, which keeps `rowid` order) to the type Spark
 * infers, or to the type a Spark DDL schema gives it.
 */
import type { QueryRunner } from '../../engine/types.ts';
import {
  closest,
  convertExpr,
  duckdbTypeFor,
  inferenceQuery,
  inferredNotes,
  readInference,
  readOptions,
  reasonText,
  type ColumnInference,
  type CsvReadOptions,
  type DdlField,
  type ReadColumn,
  type TypeReason,
} from '../../engine/index.ts';
import { ident, literal } from './quote.ts';

/** What the caller may force; everything else follows production's read options. */
export interface CsvOptions {
  /** Forced header (the page's choice); otherwise `read.header` (production: true). */
  header?: boolean;
  /** Forced delimiter; otherwise `read.sep` when the pipeline sets it, else detected. */
  delimiter?: string;
  quote?: string;
  /** Production's read options (a pipeline's `input.options`); production's defaults if absent. */
  read?: CsvReadOptions;
  /** Where `read` came from, for the reasons shown: the pipeline or the page's choice. */
  readFrom?: 'input.options' | 'choice';
  /** Type overrides by column name, from a Spark DDL string (`id INT, cpf STRING`). */
  schema?: { ddl: string; fields: DdlField[] };
}

/** What was read and detected. */
export interface CsvLoadInfo {
  file: string;
  table: string;
  header: boolean;
  delimiter: string;
  /** The quote character, or `''` when the file uses none. */
  quote: string;
  columns: { name: string; type: string }[];
  rows: number;
  /** Each column as production reads it: its Spark type, why, and what changes. */
  read: ReadColumn[];
  /** Header cells DuckDB renamed (blank → `columnN`, duplicate `a` → `a_1`). */
  renamed: { index: number; from: string; to: string }[];
  /** Human-readable notes about the load, for the UI and the CLI. */
  warnings: string[];
}

export type CsvErrorKind =
  'empty' | 'no-columns' | 'ragged' | 'encoding' | 'not-found' | 'parse' | 'schema';

/**
 * A CSV that cannot be loaded. The message is `file: detail`; `detail` alone lets a caller
 * name the file its own way (the page shows the user's file name, not the worker's path).
 */
export class CsvLoadError extends Error {
  constructor(
    readonly file: string,
    readonly kind: CsvErrorKind,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'CsvLoadError';
  }
}

const DELIMITER_CANDIDATES = [',', ';', '\t', '|'];

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).trim();

function classify(file: string, e: unknown): CsvLoadError {
  const msg = errorText(e);
  if (e instanceof CsvLoadError) return e;
  if (/not utf-8|invalid unicode/i.test(msg)) {
    return new CsvLoadError(
      file,
      'encoding',
      `the file is not UTF-8 encoded (save it as UTF-8). DuckDB: ${msg}`,
    );
  }
  if (/Expected Number of Columns/i.test(msg)) {
    return new CsvLoadError(
      file,
      'ragged',
      `rows have different numbers of fields. DuckDB: ${msg}`,
    );
  }
  if (/No files found|Cannot open file|does not exist/i.test(msg)) {
    return new CsvLoadError(file, 'not-found', `file not found. DuckDB: ${msg}`);
  }
  return new CsvLoadError(file, 'parse', `cannot read as CSV. DuckDB: ${msg}`);
}

/** `read_csv(...)` with the caller's options plus any `extra` named parameters. */
function readCsv(
  path: string,
  opts: CsvOptions,
  extra: Record<string, string> = {},
  fn = 'read_csv',
): string {
  const args: Record<string, string> = {};
  if (opts.header !== undefined) args.header = String(opts.header);
  if (opts.delimiter !== undefined) args.delim = literal(opts.delimiter);
  if (opts.quote !== undefined) args.quote = literal(opts.quote);
  Object.assign(args, extra);
  const named = Object.entries(args).map(([k, v]) => `, ${k} = ${v}`);
  return `${fn}(${literal(path)}${named.join('')})`;
}

async function query(runner: QueryRunner, file: string, sql: string) {
  try {
    return await runner.query(sql);
  } catch (e) {
    throw classify(file, e);
  }
}

interface Sniffed {
  header: boolean;
  delimiter: string;
  quote: string;
  skip: number;
  columns: { name: string; type: string }[];
}

async function sniff(runner: QueryRunner, path: string, opts: CsvOptions): Promise<Sniffed> {
  const { rows } = await query(
    runner,
    path,
    `SELECT * FROM ${readCsv(path, opts, {}, 'sniff_csv')}`,
  );
  const r = rows[0];
  const quote = String(r.Quote);
  return {
    header: Boolean(r.HasHeader),
    delimiter: String(r.Delimiter),
    quote: quote === '(empty)' ? '' : quote,
    skip: Number(r.SkipRows ?? 0),
    columns: (r.Columns as { name: string; type: string }[]).map((c) => ({
      name: c.name,
      type: c.type,
    })),
  };
}

/** The first line's cells as written, to report what DuckDB renamed. */
async function firstLine(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: Sniffed,
): Promise<(string | null)[]> {
  const sql = `SELECT * FROM ${readCsv(
    path,
    { ...opts, header: false, delimiter: s.delimiter },
    {
      all_varchar: 'true',
      skip: String(s.skip),
    },
  )} LIMIT 1`;
  const { columns, rows } = await query(runner, path, sql);
  return rows.length ? columns.map((c) => rows[0][c.name] as string | null) : [];
}

/** Refuse files without data or columns, and surface ragged rows the sniffer hid. */
async function checkShape(
  runner: QueryRunner,
  path: string,
  opts: CsvOptions,
  s: Sniffed,
  first: (string | null)[],
) {
  if (s.columns.length === 1 && s.columns[0].name === 'column0') {
    const { rows } = await query(
      runner,
      path,
      `SELECT count(*)::INTEGER AS n, count("column0")::INTEGER AS filled FROM ${readCsv(path, opts)}`,
    );
    if (Number(rows[0].n) === 0) throw new CsvLoadError(path, 'empty', `the file is empty`);
    if (Number(rows[0].filled) === 0) {
      throw new CsvLoadError(
        path,
        'no-columns',
        `no columns found (the file holds only blank lines)`,
      );
    }
  }
  if (s.columns.length === 1 && opts.delimiter === undefined) {
    // A ragged file defeats the dialect sniffer, which then settles on one column named
    // after the whole header line. Re-reading with the delimiter that line contains
    // makes DuckDB name the real problem.
    const line = first.join('');
    const candidate = DELIMITER_CANDIDATES.find((d) => d !== s.delimiter && line.includes(d));
    if (candidate) {
      try {
        await runner.query(
          `SELECT count(*) FROM ${readCsv(path, { ...opts, delimiter: candidate })}`,
        );
      } catch (e) {
        const shown = candidate === '\t' ? 'tab' : `"${candidate}"`;
        throw new CsvLoadError(
          path,
          'ragged',
          `rows have different numbers of fields (delimiter ${shown}); fix the rows or pass the delimiter explicitly. DuckDB: ${errorText(e)}`,
        );
      }
    }
  }
}

function renames(s: Sniffed, first: (string | null)[]): CsvLoadInfo['renamed'] {
  if (!s.header) return [];
  return s.columns.flatMap((c, index) => {
    const from = first[index] ?? '';
    return from === c.name ? [] : [{ index, from, to: c.name }];
  });
}

function describeRenames(renamed: CsvLoadInfo['renamed']): string[] {
  return renamed.map(({ index, from, to }) =>
    from.trim() === ''
      ? `column ${index + 1} has a blank header; DuckDB named it "${to}"`
      : `header "${from}" (column ${index + 1}) was renamed to "${to}" (duplicate or invalid name)`,
  );
}

/** A quick note on a delimiter for messages. */
const shownDelimiter = (d: string): string => (d === '\t' ? 'tab' : `"${d}"`);

/** The type each column gets, and why: a schema override, no inference, or Spark's inference. */
function plan(
  path: string,
  names: string[],
  inferred: ColumnInference[] | null,
  opts: CsvOptions,
): {
  name: string;
  type: { kind: string; precision?: number; scale?: number };
  reason: TypeReason;
}[] {
  const fields = new Map<string, DdlField>();
  for (const field of opts.schema?.fields ?? []) {
    const name =
      names.find((n) => n === field.name) ??
      names.find((n) => n.toLowerCase() === field.name.toLowerCase());
    if (name === undefined) {
      const near = closest(field.name, names, 3);
      throw new CsvLoadError(
        path,
        'schema',
        `the schema names \`${field.name}\`, which the file does not have${near.length ? ` (did you mean ${near.map((n) => `\`${n}\``).join(', ')}?)` : ''}`,
      );
    }
    fields.set(name, field);
  }
  return names.map((name, i) => {
    const field = fields.get(name);
    if (field)
      return {
        name,
        type: field.type,
        reason: { kind: 'schema', ddl: `${name} ${field.typeName.toUpperCase()}` },
      };
    if (!inferred) {
      return {
        name,
        type: { kind: 'string' },
        reason: { kind: 'no-inference', from: opts.readFrom ?? 'choice' },
      };
    }
    return { name, type: inferred[i].type, reason: { kind: 'inferred' } };
  });
}

/** Empty text and `nullValue` per column (what Spark reads as NULL), when nothing else counted them. */
async function countEmpties(
  runner: QueryRunner,
  path: string,
  table: string,
  names: string[],
  read: CsvReadOptions,
): Promise<number[]> {
  if (names.length === 0) return [];
  const checks = names.map(
    (n, i) =>
      `count(*) FILTER (WHERE ${ident(n)} = '' OR ${ident(n)} = ${literal(read.nullValue)})::BIGINT AS ${ident(`e${i}`)}`,
  );
  const { rows } = await query(runner, path, `SELECT ${checks.join(', ')} FROM ${ident(table)}`);
  return names.map((_, i) => Number(rows[0][`e${i}`] ?? 0));
}

/** The values production reads for example texts, converted by the database as the load did. */
async function convertExamples(
  runner: QueryRunner,
  path: string,
  items: { text: string; type: { kind: string; precision?: number; scale?: number } }[],
  read: CsvReadOptions,
): Promise<(string | null)[]> {
  if (items.length === 0) return [];
  const cols = items.map(
    (it, i) =>
      `CAST(${convertExpr(literal(it.text), it.type, read)} AS VARCHAR) AS ${ident(`x${i}`)}`,
  );
  const { rows } = await query(runner, path, `SELECT ${cols.join(', ')}`);
  return items.map((_, i) => (rows[0][`x${i}`] ?? null) as string | null);
}

/**
 * Load the CSV at `path` (a path DuckDB can open: a host path natively, a registered
 * file name in DuckDB-WASM) into a new TABLE `table`, replacing any table of that name,
 * typed as production would type it. Throws `CsvLoadError` with the file name and
 * DuckDB's own words on bad input.
 */
export async function loadCsv(
  runner: QueryRunner,
  path: string,
  table: string,
  opts: CsvOptions = {},
): Promise<CsvLoadInfo> {
  const read = opts.read ?? readOptions(null, new Date());
  const forced: CsvOptions = {
    header: opts.header ?? read.header,
    ...(opts.delimiter !== undefined
      ? { delimiter: opts.delimiter }
      : read.sepGiven
        ? { delimiter: read.sep }
        : {}),
    ...(opts.quote !== undefined
      ? { quote: opts.quote }
      : read.quote !== null
        ? { quote: read.quote }
        : {}),
  };
  // An empty or blank file defeats a sniff with header=true: sniff it freely to say why.
  const s = await sniff(runner, path, forced).catch(async (e: unknown) => {
    const free = await sniff(runner, path, { ...forced, header: undefined });
    if (free.columns.length === 1 && free.columns[0].name === 'column0') return free;
    throw classify(path, e);
  });
  const first = await firstLine(runner, path, forced, s);
  await checkShape(runner, path, forced, s, first);

  // The one read of the file: every column as text.
  const dialect = { ...forced, header: s.header, delimiter: s.delimiter };
  await query(
    runner,
    path,
    `CREATE OR REPLACE TABLE ${ident(table)} AS SELECT * FROM ${readCsv(path, dialect, { all_varchar: 'true' })}`,
  );
  const names = (await query(runner, path, `DESCRIBE ${ident(table)}`)).rows.map((r) =>
    String(r.column_name),
  );

  // One scan of the loaded text classifies every value as Spark would.
  let inferred: ColumnInference[] | null = null;
  if (read.inferSchema) {
    const scan = await query(runner, path, inferenceQuery(ident(table), names, read));
    inferred = readInference(scan.rows, names);
  }
  const planned = plan(path, names, inferred, opts);
  const empties = inferred
    ? inferred.map((c) => c.empties)
    : await countEmpties(runner, path, table, names, read);

  for (const [i, p] of planned.entries()) {
    if (p.type.kind === 'string' && empties[i] === 0) continue;
    const col = ident(p.name);
    await query(
      runner,
      path,
      `ALTER TABLE ${ident(table)} ALTER COLUMN ${col} SET DATA TYPE ${duckdbTypeFor(p.type)} USING ${convertExpr(col, p.type, read)}`,
    );
  }

  // Notes on what production's reading changes, with the values it gives for examples.
  const examples: { text: string; type: (typeof planned)[number]['type'] }[] = [];
  if (inferred) {
    for (const [i, c] of inferred.entries()) {
      if (planned[i].reason.kind !== 'inferred') continue;
      for (const text of [c.leadingZero, c.offset, c.timeOnly]) {
        if (text !== null) examples.push({ text, type: planned[i].type });
      }
    }
  }
  const convertedTexts = await convertExamples(runner, path, examples, read);
  const converted = new Map(examples.map((e, i) => [e.text, convertedTexts[i]]));
  const readColumns: ReadColumn[] = planned.map((p, i) => {
    const sparkType =
      p.type.kind === 'decimal' ? `decimal(${p.type.precision},${p.type.scale})` : p.type.kind;
    const notes =
      inferred && p.reason.kind === 'inferred'
        ? inferredNotes(inferred[i], (text) => converted.get(text) ?? null)
        : { notes: [], example: null };
    return {
      name: p.name,
      sparkType,
      reason: p.reason,
      reasonText: reasonText(p.reason),
      ...notes,
    };
  });

  const described = await query(runner, path, `DESCRIBE ${ident(table)}`);
  const counted = await query(runner, path, `SELECT count(*)::BIGINT AS n FROM ${ident(table)}`);
  const renamed = renames(s, first);
  const warnings = [
    ...describeRenames(renamed),
    ...(opts.delimiter === undefined && !read.sepGiven && s.delimiter !== ','
      ? [
          `the file's delimiter is ${shownDelimiter(s.delimiter)}; production reads with sep "," unless the pipeline's input.options sets sep`,
        ]
      : []),
    ...read.notEmulated.map(
      (o) => `input.options.${o} is not emulated: the workbench reads the file without it`,
    ),
  ];
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
    renamed,
    warnings,
  };
}
