/**
 * Command-line parsing for `dqw` (node:util parseArgs, strict): unknown flags, missing
 * values and stray positionals are `UsageError`s, which exit with code 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.ts';
import { dataFormatOf } from './data.ts';
import type { SparkLine } from '../engine/types.ts';

export const USAGE = `Usage:
  dqw validate <data.csv|.json|.ndjson|.parquet> --rules <doc.json> [--json] [--now <ISO-8601>]
               [--report <file.csv|.json|.parquet|.html>] [--quarantine <file.csv|.json|.jsonl|.parquet>]
               [--valid <file.csv|.json|.jsonl|.parquet>] [--annotate <column>] [--only <code>]...
               [--max-line-size <bytes>] [--memory-limit <size, e.g. 4GB>] [--temp-dir <dir>]
               [--history <file.jsonl>] [--table <name>=<file.csv|.parquet>]...
               [--schema "<Spark DDL, e.g. id INT, cpf STRING>"] [--sep <delimiter, e.g. ';' or tab>]
               [--engine duckdb|spark] [--master <local[*]|spark://…|yarn>] [--remote <sc://host:15002>]
               [--python <python with pyspark and sparquet-cola>] [--format csv|parquet|json|table]
               [--spark 4|3.5]   (the Spark line production runs on; default 4)
  dqw profile <data.csv|.json|.ndjson|.parquet> [--json] [--suggest] [--now <ISO-8601>]
  dqw codes --rules <doc.json> [--json]
  dqw export --rules <doc.json> --to <target> [--out <file>] [--source <table>]
             [--schema "<Spark DDL>"] [--sep <delimiter, e.g. ';' or tab>]
  dqw schema
  dqw help

Exit codes: 0 ran (no failure, or failures under on_failure warn/skip); 1 a rule failed
under on_failure "fail", or could not run; 2 bad document, data file or arguments; 3 ran,
but a rule could not be checked here (not portable), though production runs it.`;

export const REPORT_FORMATS = ['csv', 'json', 'parquet', 'html'] as const;
export const ROW_FORMATS = ['csv', 'json', 'jsonl', 'parquet'] as const;
export const DATA_FORMATS = ['csv', 'tsv', 'txt', 'parquet'] as const;

export interface ValidateArgs {
  command: 'validate';
  data: string;
  rules: string;
  json: boolean;
  now: Date;
  report?: string;
  quarantine?: string;
  valid?: string;
  annotate?: string;
  only: string[];
  /** The longest CSV line to accept, in bytes (default: DuckDB's, then 512 MiB). */
  maxLineSize?: number;
  /** DuckDB's memory limit (`4GB`, `80%`); past it, work spills to `tempDir`. */
  memoryLimit?: string;
  /** Where DuckDB spills what does not fit in memory (default: a fresh temporary directory). */
  tempDir?: string;
  history?: string;
  /** Type overrides as a Spark DDL string (`id INT, cpf STRING`). */
  schema?: string;
  /** The delimiter to read the CSV with (`tab` for a tab); otherwise detected. */
  sep?: string;
  /** Other files `sql` rules read by table name (`--table countries=countries.csv`). */
  tables: { name: string; file: string }[];
  /** Where the rules run: native DuckDB here (default), or production's library on Spark. */
  engine: 'duckdb' | 'spark';
  /** `--engine spark`: the Spark master (default `local[*]`). */
  master?: string;
  /** `--engine spark`: a Spark Connect server (`sc://host:15002`) instead of a master. */
  remote?: string;
  /** `--engine spark`: the Python that has pyspark and sparquet-cola (default `python3`). */
  python?: string;
  /** `--engine spark`: how Spark reads DATA (default from its extension; `table` names a table). */
  format?: string;
  /** The Spark line production runs on, for the DuckDB engine's verdicts (`--spark 3.5`). */
  spark: SparkLine;
}

/** Formats Spark reads DATA in, for `--engine spark --format`. */
export const SPARK_FORMATS = ['csv', 'parquet', 'json', 'table'] as const;

export interface ExportArgs {
  command: 'export';
  rules: string;
  to: string;
  out?: string;
  source?: string;
  /** The Spark DDL the rules were vetted with (`dqw validate --schema`). */
  schema?: string;
  /** The delimiter the file was read with (`tab` for a tab). */
  sep?: string;
}

export interface ProfileArgs {
  command: 'profile';
  data: string;
  json: boolean;
  suggest: boolean;
  now: Date;
}

export type Command =
  | ValidateArgs
  | ExportArgs
  | ProfileArgs
  | { command: 'codes'; rules: string; json: boolean }
  | { command: 'schema' }
  | { command: 'help' };

/** Lower-case extension without the dot (`out.JSONL` → `jsonl`). */
export const extensionOf = (file: string): string =>
  /\.([^./\\]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';

function checkExtension(flag: string, file: string | undefined, allowed: readonly string[]): void {
  if (file === undefined) return;
  if (!allowed.includes(extensionOf(file))) {
    throw new UsageError(
      `${flag} ${file}: the file name must end in ${allowed.map((e) => `.${e}`).join(', ')}`,
    );
  }
}

/** `--now`: an ISO-8601 date or timestamp; without a zone it is UTC (RULES.md §4). */
export function parseNow(text: string): Date {
  const iso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    text.trim(),
  );
  if (!iso)
    throw new UsageError(
      `--now ${text}: not an ISO-8601 date or timestamp (e.g. 2026-02-01T00:00:00Z)`,
    );
  const zoned = iso[4]
    ? text.trim()
    : `${text.trim().replace(' ', 'T')}${iso[1] ? '' : 'T00:00:00'}Z`;
  const date = new Date(zoned.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(date.getTime())) throw new UsageError(`--now ${text}: not a valid date`);
  return date;
}

function positiveInt(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
    throw new UsageError(`${flag} ${text}: a whole number of bytes is expected`);
  return Number(text);
}

/** `--memory-limit`: a size DuckDB understands (`512MB`, `4GB`, `4 GiB`, `75%`). */
function memorySize(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!/^\s*\d+(\.\d+)?\s*(%|[KMGT]i?B|B)\s*$/i.test(text))
    throw new UsageError(`--memory-limit ${text}: a size is expected, e.g. 4GB, 512MB or 75%`);
  return text.trim();
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

function parse(
  argv: string[],
  options: NonNullable<ParseArgsConfig['options']>,
): { values: Values; positionals: string[] } {
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { values: parsed.values as Values, positionals: parsed.positionals };
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}

/** `--table name=file`: another file `sql` rules read by that table name. */
function tableArg(text: string): { name: string; file: string } {
  const at = text.indexOf('=');
  if (at <= 0 || at === text.length - 1)
    throw new UsageError(`--table needs <name>=<file> (got "${text}")`);
  const file = text.slice(at + 1);
  checkExtension('--table file', file, DATA_FORMATS);
  return { name: text.slice(0, at).trim(), file };
}

/** `--sep`: a delimiter; `tab`, or a backslash and `t`, for a tab. */
export function parseSep(text: string): string {
  if (text === 'tab' || text === '\\t') return '\t';
  if (text === '') throw new UsageError('--sep needs a delimiter, e.g. ";" or tab');
  return text;
}

/** `--spark`: the Spark line production runs on (`4`, `4.1`, `3.5`…), default 4. */
export function sparkLine(text: string | undefined): SparkLine {
  if (text === undefined) return '4';
  if (/^4(\.\d+)*$/.test(text.trim())) return '4';
  if (/^3\.5(\.\d+)*$/.test(text.trim())) return '3.5';
  throw new UsageError(`--spark ${text}: expected 4 (Spark 4.x, the default) or 3.5`);
}

/** `--engine` and the options only Spark takes, checked together. */
function engineArgs(
  values: Values,
  nowGiven: boolean,
): Pick<ValidateArgs, 'engine' | 'master' | 'remote' | 'python' | 'format'> {
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const engine = str(values.engine) ?? 'duckdb';
  if (engine !== 'duckdb' && engine !== 'spark')
    throw new UsageError(`--engine ${engine}: expected duckdb or spark`);
  const sparkOnly = (['master', 'remote', 'python', 'format'] as const).filter(
    (k) => values[k] !== undefined,
  );
  if (engine === 'duckdb') {
    if (sparkOnly.length) throw new UsageError(`--${sparkOnly[0]} is an option of --engine spark`);
    return { engine };
  }
  if (values.master !== undefined && values.remote !== undefined)
    throw new UsageError(
      '--master and --remote: give one (a Spark master, or a Spark Connect server)',
    );
  const format = str(values.format);
  if (format !== undefined && !(SPARK_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format ${format}: expected ${SPARK_FORMATS.join(', ')}`);
  if (nowGiven)
    throw new UsageError(
      "--now: with --engine spark, production measures freshness against Spark's clock, which dqw cannot set",
    );
  return {
    engine,
    master: str(values.master),
    remote: str(values.remote),
    python: str(values.python),
    format,
  };
}

/** Parse `argv` (without `node` and the script). */
export function parseCommand(argv: string[], clock: () => Date = () => new Date()): Command {
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('no command given');
  if (command === 'help' || command === '--help' || command === '-h') return { command: 'help' };
  if (command === 'schema') {
    if (rest.length) throw new UsageError(`schema takes no arguments (got ${rest.join(' ')})`);
    return { command: 'schema' };
  }
  if (command === 'codes') {
    const { values, positionals } = parse(rest, {
      rules: { type: 'string' },
      json: { type: 'boolean' },
    });
    if (positionals.length)
      throw new UsageError(`codes takes no positional arguments (got ${positionals.join(' ')})`);
    if (typeof values.rules !== 'string') throw new UsageError('codes needs --rules <doc.json>');
    return { command: 'codes', rules: values.rules, json: values.json === true };
  }
  if (command === 'export') {
    const { values, positionals } = parse(rest, {
      rules: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      source: { type: 'string' },
      schema: { type: 'string' },
      sep: { type: 'string' },
    });
    if (positionals.length)
      throw new UsageError(`export takes no positional arguments (got ${positionals.join(' ')})`);
    if (typeof values.rules !== 'string') throw new UsageError('export needs --rules <doc.json>');
    if (typeof values.to !== 'string') throw new UsageError('export needs --to <target>');
    const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
    return {
      command: 'export',
      rules: values.rules,
      to: values.to,
      out: str(values.out),
      source: str(values.source),
      schema: str(values.schema),
      sep: str(values.sep),
    };
  }
  if (command === 'validate') {
    const { values, positionals } = parse(rest, {
      rules: { type: 'string' },
      json: { type: 'boolean' },
      now: { type: 'string' },
      report: { type: 'string' },
      quarantine: { type: 'string' },
      valid: { type: 'string' },
      annotate: { type: 'string' },
      only: { type: 'string', multiple: true },
      'max-line-size': { type: 'string' },
      'memory-limit': { type: 'string' },
      'temp-dir': { type: 'string' },
      history: { type: 'string' },
      table: { type: 'string', multiple: true },
      schema: { type: 'string' },
      sep: { type: 'string' },
      engine: { type: 'string' },
      master: { type: 'string' },
      remote: { type: 'string' },
      python: { type: 'string' },
      format: { type: 'string' },
      spark: { type: 'string' },
    });
    if (positionals.length !== 1) {
      throw new UsageError(
        `validate needs exactly one data file (got ${positionals.length ? positionals.join(' ') : 'none'})`,
      );
    }
    if (typeof values.rules !== 'string') throw new UsageError('validate needs --rules <doc.json>');
    const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
    const args: ValidateArgs = {
      command: 'validate',
      data: positionals[0],
      rules: values.rules,
      json: values.json === true,
      now: typeof values.now === 'string' ? parseNow(values.now) : clock(),
      report: str(values.report),
      quarantine: str(values.quarantine),
      valid: str(values.valid),
      annotate: str(values.annotate),
      only: ((values.only as string[] | undefined) ?? []).map((c) => c.trim()),
      maxLineSize: positiveInt('--max-line-size', str(values['max-line-size'])),
      memoryLimit: memorySize(str(values['memory-limit'])),
      tempDir: str(values['temp-dir']),
      history: str(values.history),
      tables: ((values.table as string[] | undefined) ?? []).map(tableArg),
      schema: str(values.schema),
      ...(typeof values.sep === 'string' ? { sep: parseSep(values.sep) } : {}),
      ...engineArgs(values, values.now !== undefined),
      spark: sparkLine(str(values.spark)),
    };
    // Spark reads folders, tables and remote paths; DuckDB here reads one local file.
    if (args.engine === 'duckdb') dataFormatOf(args.data);
    checkExtension('--report', args.report, REPORT_FORMATS);
    checkExtension('--quarantine', args.quarantine, ROW_FORMATS);
    checkExtension('--valid', args.valid, ROW_FORMATS);
    checkExtension('--history', args.history, ['jsonl']);
    if (args.annotate !== undefined && args.annotate.trim() === '')
      throw new UsageError('--annotate needs a non-blank column name');
    if (args.only.some((c) => c === '')) throw new UsageError('--only needs a non-blank rule code');
    return args;
  }
  if (command === 'profile') {
    const { values, positionals } = parse(rest, {
      json: { type: 'boolean' },
      suggest: { type: 'boolean' },
      now: { type: 'string' },
    });
    if (positionals.length !== 1) {
      throw new UsageError(
        `profile needs exactly one data file (got ${positionals.length ? positionals.join(' ') : 'none'})`,
      );
    }
    dataFormatOf(positionals[0]);
    return {
      command: 'profile',
      data: positionals[0],
      json: values.json === true,
      suggest: values.suggest === true,
      now: typeof values.now === 'string' ? parseNow(values.now) : clock(),
    };
  }
  throw new UsageError(
    `unknown command "${command}" (expected validate, profile, codes, export, schema or help)`,
  );
}
