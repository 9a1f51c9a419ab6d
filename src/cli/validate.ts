/**
 * `dqw validate`: load the data into native DuckDB, lock it down, run the document,
 * write the requested files and print the results. Returns the exit code.
 */
import { counted } from './words.ts';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openAsBlob,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CsvLoadError,
  csvReadRefusal,
  csvView,
  isBlankLineRefusal,
  type CsvOptions,
} from '../adapters/common/csv.ts';
import { jsonKindOf, jsonRefusal } from '../engine/read/json-sniff.ts';
import { referenceNameError } from '../engine/reference/reference.ts';
import { JsonReadError } from '../engine/read/json/read.ts';
import { jsonMultiLineOption } from '../engine/read/json/options.ts';
import { jsonReadWarnings } from '../engine/read/json/notes.ts';
import { loadJsonFile } from '../adapters/node/json.ts';
import { dataFormatOf, readablePath } from './data.ts';
import {
  addPartitionColumns,
  combineFolder,
  folderPlan,
  folderWarnings,
  inFolderTerms,
  isFolder,
  type FolderRead,
} from './folder.ts';
import { loadParquetFolder, parquetFolderPaths } from './folder-parquet.ts';
import { PARQUET_REFUSAL, ParquetLoadError, withByteOrderMark } from '../adapters/node/backend.ts';
import { openNative } from '../adapters/node/native.ts';
import { footerOfBlob } from '../adapters/common/parquetFooter.ts';
import { parquetLeaves } from '../adapters/common/parquetSchema.ts';
import type { NodeBackend } from '../adapters/node/backend.ts';
import {
  warningNotes,
  type DocumentShape,
  buildSplit,
  DdlError,
  describeTable,
  duckdbToSparkType,
  parseSparkDdl,
  pickFields,
  pipelineInputOptions,
  ReadOptionError,
  readOptions,
  parquetReadWarnings,
  readWarningText,
  RESULT_FIELDS,
  ruleModule,
  KeyRanges,
  notCheckedText,
  runValidation,
  SAMPLE_ROWS,
  sqlIdent,
  sqlString,
  withParquetSparkTypes,
  type ColumnInfo,
  type ParquetLeaf,
  type ParsedDocument,
  type ReportSource,
  type RunResult,
} from '../engine/index.ts';
import { extensionOf, type ValidateArgs } from './args.ts';
import { readDocument } from './document.ts';
import { UsageError } from './errors.ts';
import { checkWritable } from './writable.ts';
import { appendHistory, fileIdentity } from './history.ts';
import { writeReport, writeRows } from './outputs.ts';
import { formatRun } from './table.ts';
import { validateOnSpark } from './spark/engine.ts';
import { BlankLines, CsvReadFailure, RangeMiss, Reinfer, watchSpeculation } from './speculation.ts';

/** Where `validate` prints. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const TABLE = 'data';
const PER_RULE_FIELDS = RESULT_FIELDS.filter((f) => f !== 'rows_read' && f !== 'validated_at');

/** The `--json` object: exactly the keys docs/cli.md lists, one result per expanded rule. */
export function jsonOutput(run: RunResult, warnings: string[], shape: DocumentShape | null) {
  return {
    pipeline: run.pipeline,
    // Which of the three shapes the document was read as (RULES.md §1).
    document: shape,
    rows_read: run.rows_read,
    validated_at: run.validated_at,
    on_failure: run.on_failure,
    aborted: run.aborted,
    halted: run.halted,
    incomplete: run.incomplete,
    warnings,
    // The report's fields, less the two the run already states once (rows_read, validated_at).
    results: run.results.map((r) => ({
      ...pickFields(r, PER_RULE_FIELDS),
      ...(r.error !== undefined ? { error: r.error } : {}),
      ...(r.notPortable ? { not_portable: true } : {}),
    })),
  };
}

/**
 * The columns the rules read, or `all` when a rule may read any (an `sql` rule's query, a
 * `schema` rule's list of expected columns).
 */
function touchedColumns(doc: ParsedDocument): string[] | 'all' {
  if (doc.rules.some((r) => ruleModule(r.canonicalType)?.readsAnyColumn)) return 'all';
  return [...new Set(doc.rules.flatMap((r) => r.columns))];
}

/** What reading the data depends on (`dqw profile` passes none of it). */
type LoadArgs = Pick<ValidateArgs, 'schema' | 'sep' | 'maxLineSize'> & {
  rules?: string;
  /** Where a CSV is read from when not the file itself (a `.csv.gz` decompressed). */
  source?: string;
  /** Every column note, the type marks too (`dqw profile`, which is about the columns). */
  allNotes?: boolean;
  /** A folder read as one dataset: its files, partition columns and rows per file. */
  folder?: FolderRead;
};

/**
 * How production reads the CSV (RULES.md §9): the pipeline's `input.options`, with
 * `--schema` overriding named columns, and the caller's longest line.
 */
function csvOptions(args: LoadArgs): CsvOptions {
  let schema;
  try {
    schema = args.schema ? { ddl: args.schema, fields: parseSparkDdl(args.schema) } : undefined;
  } catch (e) {
    if (e instanceof DdlError) throw new UsageError(`--schema: ${e.message}`);
    throw e;
  }
  let options: ReturnType<typeof pipelineInputOptions> = null;
  try {
    options = args.rules ? pipelineInputOptions(readFileSync(args.rules, 'utf8')) : null;
  } catch {
    options = null;
  }
  let read;
  try {
    read = readOptions(options, new Date());
  } catch (e) {
    if (e instanceof ReadOptionError) throw new UsageError(`${args.rules}: ${e.message}`);
    throw e;
  }
  return {
    read,
    readFrom: 'input.options',
    ...(schema ? { schema } : {}),
    ...(args.sep !== undefined ? { delimiter: args.sep } : {}),
    ...(args.maxLineSize ? { maxLineSize: args.maxLineSize } : {}),
  };
}

/** A warning on a folder's file read, its lines as lines of the folder's files. */
const inFolderText = (folder: FolderRead | undefined, text: string) =>
  folder ? inFolderTerms(folder, text) : text;

/** A refusal of a folder's file read, its lines as lines of the folder's files. */
function inFolder(folder: FolderRead | undefined, e: UsageError): UsageError {
  return folder ? new UsageError(inFolderTerms(folder, e.message)) : e;
}

/** Names the file as the user wrote it, in the user's terms (never DuckDB's own text). */
function inUserTerms(file: string, e: unknown): UsageError {
  if (e instanceof CsvLoadError || e instanceof ParquetLoadError)
    return new UsageError(`${file}: ${e.detail}`);
  return e instanceof UsageError ? e : new UsageError((e as Error).message);
}

/**
 * A loaded Parquet file as production reads it, from its footer: the warnings for the
 * columns Spark refuses, and the table's columns with the Spark types it names (a naive
 * timestamp is timestamp_ntz). DuckDB read the file already, so a footer this reading does
 * not follow changes nothing.
 */
async function parquetReading(
  backend: NodeBackend,
  file: string,
  table = TABLE,
): Promise<{ warnings: string[]; columns: ColumnInfo[] }> {
  let leaves: ParquetLeaf[] = [];
  try {
    // A Blob of the file on disk: only its last bytes are read.
    const found = await footerOfBlob(await openAsBlob(file));
    leaves = found ? parquetLeaves(found.footer) : [];
  } catch {
    leaves = [];
  }
  return {
    warnings: parquetReadWarnings(leaves).map((w) => `data: ${readWarningText(w)}`),
    columns: withParquetSparkTypes(await describeTable(backend, table), leaves),
  };
}

/** A folder of Parquet files read as Spark reads it: a view, or a table file after file. */
async function parquetFolderReading(
  backend: NodeBackend,
  folder: FolderRead,
  table: string,
  asView: boolean,
): Promise<{ warnings: string[]; columns: ColumnInfo[] }> {
  const schemaFile = await loadParquetFolder(backend, folder, table, asView);
  const reading = await parquetReading(backend, schemaFile, table);
  return { ...reading, warnings: [...folderWarnings(folder), ...reading.warnings] };
}

/** The refusal, in the user's terms, of the CSV text a query over the view met (see `CsvReadFailure`). */
type Refusal = (engineError: unknown) => Promise<UsageError | BlankLines>;

/**
 * One pass (no `--quarantine` / `--valid`): a view over the file instead of a table, so
 * the run's fused aggregate query streams the file and nothing is held in memory. The
 * view is typed as the loader types the table (a streamed inference scan first), so the
 * results are those of the loaded table. Returns the load warnings, and the columns as the
 * run sees them when the view holds only the columns the rules read.
 */
async function viewData(
  backend: NodeBackend,
  file: string,
  args: LoadArgs,
  doc: ParsedDocument,
  speculate: boolean,
  skipBlank: boolean,
): Promise<{ warnings: string[]; columns?: ColumnInfo[]; refusal?: Refusal }> {
  if (!existsSync(file)) throw new UsageError(`data file ${file}: not found`);
  if (dataFormatOf(file) === 'json') return loadJsonData(backend, file, args);
  if (args.folder?.parquet) return parquetFolderReading(backend, args.folder, TABLE, true);
  const abs = path.resolve(args.source ?? file);
  if (extensionOf(file) === 'parquet') {
    if (args.schema)
      throw new UsageError('--schema applies to CSV files; Parquet keeps its own types');
    if (args.sep !== undefined)
      throw new UsageError('--sep applies to CSV files; Parquet has no delimiter');
    try {
      await backend.exec(
        `CREATE OR REPLACE TEMP VIEW ${sqlIdent(TABLE)} AS SELECT * FROM read_parquet(${sqlString(abs)})`,
      );
      await backend.query(`DESCRIBE ${sqlIdent(TABLE)}`);
    } catch (e) {
      throw inUserTerms(file, new ParquetLoadError(abs, PARQUET_REFUSAL, (e as Error).message));
    }
    return parquetReading(backend, file);
  }
  const json = jsonKindOf(head(abs));
  if (json) throw new UsageError(`${file}: ${jsonRefusal(json)}`);
  const opts: CsvOptions = {
    ...withByteOrderMark(abs, csvOptions(args)),
    ...(skipBlank ? { blankLines: 'rejected' } : {}),
  };
  try {
    const info = await csvView(backend, abs, TABLE, opts, touchedColumns(doc), speculate);
    const warnings = [
      ...(args.folder ? folderWarnings(args.folder) : []),
      ...info.warnings,
      ...info.read.flatMap(warningNotes),
    ];
    const columns = info.described?.map((c) => ({
      name: c.name,
      duckdbType: c.type,
      sparkType: duckdbToSparkType(c.type),
    }));
    return {
      warnings: warnings.map((w) => `data: ${w}`),
      ...(columns ? { columns } : {}),
      refusal: async (e) => {
        const refused = await csvReadRefusal(backend, abs, opts, info, e);
        // A line of only whitespace, which Spark skips: the file is read again skipping them.
        if (!skipBlank && (await isBlankLineRefusal(backend, abs, opts, refused)))
          return new BlankLines();
        return inFolder(args.folder, inUserTerms(file, refused));
      },
    };
  } catch (e) {
    throw inFolder(args.folder, inUserTerms(file, e));
  }
}

/**
 * The key ranges of the streamed view of `file`: guessed from its first rows and the rows
 * the file may hold (a CSV: its size over the line length of its first 64 KiB, and half
 * as much again; a Parquet file: read from its key columns, a fraction of the file).
 */
function streamedKeyRanges(file: string): KeyRanges {
  if (isFolder(file) || extensionOf(file) === 'parquet' || dataFormatOf(file) === 'json')
    return new KeyRanges();
  const text = head(file);
  const first = Buffer.byteLength(text);
  const lines = text.split('\n').length;
  const estimatedRows = first === 0 ? 0 : (statSync(file).size / first) * lines * 1.5;
  return new KeyRanges({ rows: SAMPLE_ROWS, estimatedRows });
}

/** The first bytes of a file, as text (to tell JSON from CSV before loading). */
function head(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * A JSON or JSON Lines file loaded as Spark reads it (RULES.md §9): JSON Lines unless the
 * pipeline's `input.options.multiLine` is true, a file that is one JSON document read
 * whole with a warning that production needs the option.
 */
async function loadJsonData(
  backend: NodeBackend,
  file: string,
  args: LoadArgs,
  table = TABLE,
): Promise<{ warnings: string[]; columns: ColumnInfo[] }> {
  if (args.schema)
    throw new UsageError('--schema applies to CSV files; JSON is read with the types Spark infers');
  if (args.sep !== undefined)
    throw new UsageError('--sep applies to CSV files; JSON has no delimiter');
  let multiLine: boolean | null = null;
  try {
    multiLine = args.rules ? jsonMultiLineOption(readFileSync(args.rules, 'utf8')) : null;
  } catch {
    multiLine = null;
  }
  let read;
  try {
    read = await loadJsonFile(backend, args.source ?? file, table, multiLine);
    if (args.folder) await addPartitionColumns(backend, table, args.folder);
  } catch (e) {
    if (e instanceof JsonReadError)
      throw inFolder(args.folder, new UsageError(`${file}: ${e.detail}`));
    if ((e as { code?: string }).code?.startsWith('Z_'))
      throw new UsageError(`${file}: cannot decompress the file as gzip; is it whole?`);
    throw e;
  }
  return {
    warnings: [
      ...(args.folder ? folderWarnings(args.folder) : []),
      ...jsonReadWarnings(read).map(
        (w) => `data: ${inFolderText(args.folder, readWarningText(w))}`,
      ),
    ],
    columns: await describeTable(backend, table),
  };
}

/**
 * Loads the data as production reads it (RULES.md §9): Spark's CSV inference under the
 * pipeline's `input.options`, with `--schema` overriding named columns. Parquet keeps
 * its own types. Returns warnings, including each column production reads differently.
 */
export async function loadData(
  backend: NodeBackend,
  file: string,
  args: LoadArgs,
  table = TABLE,
): Promise<{ warnings: string[]; columns?: ColumnInfo[] }> {
  if (!existsSync(file)) throw new UsageError(`data file ${file}: not found`);
  if (dataFormatOf(file) === 'json') return loadJsonData(backend, file, args, table);
  if (args.folder?.parquet) return parquetFolderReading(backend, args.folder, table, false);
  if (extensionOf(file) === 'parquet') {
    if (args.schema)
      throw new UsageError('--schema applies to CSV files; Parquet keeps its own types');
    if (args.sep !== undefined)
      throw new UsageError('--sep applies to CSV files; Parquet has no delimiter');
    try {
      await backend.loadParquetFile(file, table);
    } catch (e) {
      throw inFolder(args.folder, inUserTerms(file, e));
    }
    return parquetReading(backend, file, table);
  }
  const source = args.source ?? file;
  const json = jsonKindOf(head(source));
  if (json) throw new UsageError(`${file}: ${jsonRefusal(json)}`);
  const opts = csvOptions(args);
  try {
    const info = await backend.loadCsvFile(source, table, opts);
    if (args.folder) await addPartitionColumns(backend, table, args.folder);
    const notes = info.read.flatMap(args.allNotes ? (c) => c.notes : warningNotes);
    return {
      warnings: [
        ...(args.folder ? folderWarnings(args.folder) : []),
        ...[...info.warnings, ...notes].map((w) => `data: ${w}`),
      ],
    };
  } catch (e) {
    throw inFolder(args.folder, inUserTerms(file, e));
  }
}

/**
 * Loads each `--table NAME=FILE` as table NAME, read as production reads a file (Spark's
 * CSV defaults; `--schema` and `--sep` are the data's, not these), for `sql` rules that
 * read it by name, as a reference check does.
 */
async function loadTables(backend: NodeBackend, args: ValidateArgs): Promise<string[]> {
  const taken = [TABLE];
  const warnings: string[] = [];
  for (const { name, file } of args.tables) {
    const bad = referenceNameError(name, taken);
    if (bad) throw new UsageError(`--table ${name}=${file}: ${bad}`);
    if (!existsSync(file)) throw new UsageError(`--table ${name}=${file}: ${file} not found`);
    taken.push(name);
    const loaded = await loadData(backend, file, { maxLineSize: args.maxLineSize }, name);
    warnings.push(...loaded.warnings.map((w) => w.replace(/^data: /, `table ${name}: `)));
  }
  return warnings;
}

/** The split queries when `--quarantine` or `--valid` asks for them, plus warnings. */
async function planSplit(
  backend: NodeBackend,
  doc: ParsedDocument,
  args: ValidateArgs,
  columns?: ColumnInfo[],
) {
  const warnings: string[] = [];
  const codes = new Set(doc.rules.map((r) => r.code));
  for (const code of args.only) {
    if (!codes.has(code)) warnings.push(`--only ${code}: no rule of the document has this code`);
  }
  if (!args.quarantine && !args.valid) {
    if (args.annotate !== undefined || args.only.length) {
      warnings.push(
        '--annotate and --only only shape --quarantine / --valid, and neither was given',
      );
    }
    return { split: null, warnings };
  }
  try {
    const split = buildSplit(doc, columns ?? (await describeTable(backend, TABLE)), {
      table: TABLE,
      spark: args.spark,
      annotate: args.annotate,
      scope: args.only.length ? args.only : undefined,
    });
    return { split, warnings };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/**
 * Where the data is read from: a file (a `.csv.gz` decompressed into `dir`), or a folder's
 * files written one after the other into `dir` (RULES.md §9, "A folder of files").
 */
export async function readableData(
  data: string,
  dir: string,
  args: LoadArgs,
): Promise<{ source: string; folder?: FolderRead }> {
  if (!isFolder(data)) return { source: await readablePath(data, dir) };
  if (dataFormatOf(data) === 'parquet')
    return {
      source: data,
      folder: { folder: data, plan: folderPlan(data), rows: [], lines: [], parquet: true },
    };
  if (dataFormatOf(data) === 'json') {
    // JSON Lines files follow one another; each file of a multiLine read is one document.
    let multiLine: boolean | null = null;
    try {
      multiLine = args.rules ? jsonMultiLineOption(readFileSync(args.rules, 'utf8')) : null;
    } catch {
      multiLine = null;
    }
    if (multiLine)
      throw new UsageError(
        `data folder ${data}: input.options.multiLine is true, and the workbench reads a folder of JSON Lines files only: validate one file at a time, or run the folder on Spark (--engine spark)`,
      );
    const { source, read } = await combineFolder(data, dir, false, 'jsonl');
    return { source, folder: read };
  }
  const { source, read } = await combineFolder(data, dir, csvOptions(args).read?.header !== false);
  return { source, folder: read };
}

/** The input file a report names: its name and fingerprint (unknown if it cannot be read). */
function reportSource(data: string, folder?: FolderRead): ReportSource {
  try {
    const { name, fingerprint } = fileIdentity(data, folder);
    return { file: name, fingerprint };
  } catch {
    return { file: path.basename(data), fingerprint: null };
  }
}

/**
 * Write the files asked for; returns what to say about one not written. When a rule cannot
 * run (the run is halted), the rows it would flag cannot be computed: the quarantine and
 * valid files are then left unwritten, as production writes nothing (RULES.md §7).
 */
async function writeOutputs(
  backend: NodeBackend,
  run: RunResult,
  args: ValidateArgs & { folder?: FolderRead },
  split: Awaited<ReturnType<typeof planSplit>>['split'],
  columns: readonly ColumnInfo[] = [],
): Promise<string[]> {
  // A Parquet file's naive timestamps are written without a zone, as Spark writes them.
  const naive = new Set(columns.filter((c) => c.sparkType === 'timestamp_ntz').map((c) => c.name));
  try {
    if (args.report)
      await writeReport(backend, run, args.report, reportSource(args.data, args.folder));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  try {
    // The quarantine file as production writes it: the annotate column only when configured.
    if (split && args.quarantine)
      await writeRows(backend, split.invalidFile, args.quarantine, naive);
    if (split && args.valid) await writeRows(backend, split.valid, args.valid, naive);
  } catch (e) {
    if (!run.halted) throw new UsageError((e as Error).message);
    const files = [args.quarantine, args.valid].filter(Boolean).join(' and ');
    return [
      `dqw: ${files} not written: a rule that could not run decides which rows they hold, and production writes nothing then.\n`,
    ];
  }
  return [];
}

/**
 * View (one pass) or load the data, lock the database down, run the document. From the
 * lock on, `sql` rules see the data and nothing else (docs/limits.md, Safety).
 */
async function loadAndRun(
  backend: NodeBackend,
  doc: ParsedDocument,
  args: ValidateArgs & { source?: string; folder?: FolderRead },
  tempDir: string,
  speculate: boolean,
  skipBlank = false,
) {
  const lockOpts = {
    tempDir,
    allowedPaths: args.folder?.parquet
      ? parquetFolderPaths(args.folder)
      : [path.resolve(args.source ?? args.data)],
  };
  const tableWarnings = await loadTables(backend, args);
  // A partitioned folder's rows get their folders' values by row number: a loaded table.
  if (!args.quarantine && !args.valid && !args.folder?.plan.partitions.length) {
    const {
      warnings: loadWarnings,
      columns,
      refusal,
    } = await viewData(backend, args.data, args, doc, speculate, skipBlank);
    const { split, warnings: splitWarnings } = await planSplit(backend, doc, args);
    await backend.lock([], lockOpts);
    const streamed = async (keyRanges?: KeyRanges): Promise<RunResult> => {
      const runner = watchSpeculation(backend);
      try {
        const run = await runValidation(runner, doc, {
          table: TABLE,
          now: args.now,
          spark: args.spark,
          ...(columns ? { columns } : {}),
          ...(keyRanges ? { keyRanges } : {}),
        });
        runner.rethrow();
        return run;
      } catch (e) {
        runner.rethrow();
        throw e;
      }
    };
    // Dense integer keys counted by bitmap, in ranges guessed from the first rows; a key
    // past its guess makes the run start again, hashing.
    let run: RunResult;
    try {
      try {
        run = await streamed(streamedKeyRanges(args.source ?? args.data));
      } catch (e) {
        if (!(e instanceof RangeMiss)) throw e;
        run = await streamed();
      }
    } catch (e) {
      // The view reads the file as the rules run: a row past the ones read before may be
      // refused, as a load would refuse it.
      if (e instanceof CsvReadFailure && refusal) throw await refusal(e.engineError);
      throw e;
    }
    return { run, loadWarnings: [...tableWarnings, ...loadWarnings], split, splitWarnings };
  }
  const loaded = await loadData(backend, args.data, args);
  // The loaded table described once, for the split and the run.
  const columns = loaded.columns ?? (await describeTable(backend, TABLE));
  const { split, warnings: splitWarnings } = await planSplit(backend, doc, args, columns);
  await backend.lock([], lockOpts);
  // The file is loaded: a dense integer key is counted distinct by bitmap (`KeyRanges`).
  const run = await runValidation(backend, doc, {
    table: TABLE,
    now: args.now,
    spark: args.spark,
    keyRanges: new KeyRanges(),
    columns,
  });
  return {
    run,
    loadWarnings: [...tableWarnings, ...loaded.warnings],
    split,
    splitWarnings,
    columns,
  };
}

/**
 * Run `dqw validate`; returns 0, 1 (production would stop: a rule failed under on_failure
 * "fail", or could not run), 3 (a rule could not be checked here, though production runs
 * it) or throws `UsageError`.
 */
export async function validate(args: ValidateArgs, io: Io): Promise<number> {
  const doc = readDocument(args.rules);
  for (const [flag, file] of [
    ['--report', args.report],
    ['--quarantine', args.quarantine],
    ['--valid', args.valid],
    ['--history', args.history],
  ] as const)
    if (file) checkWritable(flag, file);
  if (args.engine === 'spark')
    return validateOnSpark(
      args,
      doc,
      (run, warnings) => conclude(run, warnings, doc, args, io),
      io,
    );
  // A private spill directory: a file larger than memory still validates.
  const tempDir = mkdtempSync(path.join(args.tempDir ?? tmpdir(), 'dqw-spill-'));
  const open = () => openNative({ memoryLimit: args.memoryLimit, tempDir });
  let source: string;
  let folder: FolderRead | undefined;
  try {
    ({ source, folder } = await readableData(args.data, tempDir, args));
  } catch (e) {
    rmSync(tempDir, { recursive: true, force: true });
    throw e;
  }
  let backend = await open();
  try {
    let outcome;
    // One pass on types guessed from the first rows, checked on every row, and when a
    // later row changes a type, production's inference from every row; when the rules
    // met a line of only whitespace, the same again skipping such lines.
    let speculate = true;
    let skipBlank = false;
    for (;;) {
      try {
        outcome = await loadAndRun(
          backend,
          doc,
          { ...args, source, folder },
          tempDir,
          speculate,
          skipBlank,
        );
        break;
      } catch (e) {
        if (e instanceof Reinfer && speculate) speculate = false;
        else if (e instanceof BlankLines && !skipBlank) skipBlank = true;
        else throw e;
        await backend.close();
        backend = await open();
      }
    }
    const { run, loadWarnings, split, splitWarnings } = outcome;
    const unwritten = await writeOutputs(
      backend,
      run,
      { ...args, folder },
      split,
      'columns' in outcome ? outcome.columns : [],
    );
    if (args.history) appendHistory(args.history, run, args.data, doc, folder);

    const code = conclude(run, [...run.warnings, ...loadWarnings, ...splitWarnings], doc, args, io);
    for (const note of unwritten) io.stderr(note);
    return code;
  } finally {
    await backend.close();
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/**
 * Print a run (the table or `--json`) and what production would do, whichever engine ran
 * it; returns the exit code (see `validate`).
 */
export function conclude(
  run: RunResult,
  warnings: string[],
  doc: ParsedDocument,
  args: Pick<ValidateArgs, 'json' | 'report' | 'quarantine' | 'valid'>,
  io: Io,
): number {
  if (args.json) {
    // NaN and the infinities as Jackson writes them ("NaN", "Infinity"), not as null.
    io.stdout(JSON.stringify(jsonOutput(run, warnings, doc.shape), nonFinite, 2) + '\n');
  } else {
    io.stdout(formatRun(run, doc.shape));
    for (const w of warnings) io.stderr(`warning: ${w}\n`);
  }
  // Said whatever else the run found: production runs these rules, their verdict is unknown.
  const notChecked = notCheckedText(run.results);
  if (notChecked) {
    const n = run.results.filter((r) => r.notPortable).length;
    const stops =
      !run.aborted && run.on_failure === 'fail'
        ? ` Under on_failure "fail", production would stop if ${n === 1 ? 'it fails' : 'one of them fails'} there.`
        : '';
    io.stderr(`dqw: ${notChecked}${stops}\n`);
  }
  if (run.halted) {
    const n = run.results.filter((r) => r.error !== undefined && !r.notPortable).length;
    io.stderr(
      `dqw: ${counted(n, 'rule')} could not run: in production that is an exception that stops the pipeline ` +
        `before writing anything, whatever on_failure says (here "${run.on_failure}"). The other rules' results are above.\n`,
    );
    return 1;
  }
  if (run.aborted) {
    const failed = run.results.filter((r) => r.severity === 'fail' && !r.notPortable).length;
    io.stderr(
      `dqw: ${counted(failed, 'rule')} failed under on_failure "fail": in production the pipeline ` +
        `would abort before writing anything${args.report || args.quarantine || args.valid ? ' (the files asked for were written here, for inspection only)' : ''}.\n`,
    );
    return 1;
  }
  return run.incomplete ? 3 : 0;
}

function nonFinite(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}
