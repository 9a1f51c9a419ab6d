/**
 * The client of `scripts/spark/oracle.py`: production (sparquet_cola and sparquet on a
 * local Spark) answering one JSON line per request over a Unix socket. One socket per
 * test file; the Spark behind it is started once for the whole suite (`setup.ts`).
 */
import { createConnection, type Socket } from 'node:net';
import { canonicalOf, canonicalRow, parseLossless } from './lossless.ts';

/** What an oracle said about itself when it came up. */
export interface OracleVersions {
  spark: string;
  pyspark: string;
  sparquet_cola: string;
  sparquet: string | null;
  python: string;
}

/** A running oracle, as the suite's setup hands it to the test files. */
export interface OracleInfo {
  name: string;
  socket: string;
  versions: OracleVersions;
}

/** A rule's outcome as production's `CheckResult` carries it. */
export interface ProductionResult {
  rule_type: string;
  check_name: string;
  severity: string;
  passed: boolean;
  failed_count: number;
  /** Python's `repr(float(...))`: `nan`, `inf` and `-inf` included. */
  metric_value: string | null;
  message: string;
}

export interface ProductionError {
  error: string;
  message: string;
}

/** One case of a `check` request: the document's `validations` block and the split's shape. */
export interface CheckCase {
  validations: unknown;
  /** The whole document as written, read instead of `validations` (`1.0` stays a float). */
  document_text?: string;
  annotate?: string | null;
  only?: string[] | null;
}

export interface CheckAnswer {
  codes?: string[];
  results?: ProductionResult[];
  /** Rows as Spark's JSON writer writes them. */
  invalid?: string[];
  valid?: string[];
  refused?: ProductionError;
  run_error?: ProductionError;
  split_error?: ProductionError;
  valid_is_complement?: boolean;
}

/**
 * The rows of `all` that are not in `invalid` (as multisets), `invalid` rows compared
 * without their codes column: what production's valid side holds.
 */
function complement(all: string[], invalid: string[], annotate?: string | null): string[] {
  const key = (row: string) => {
    if (!annotate) return row;
    const o = parseLossless(row) as Record<string, unknown>;
    delete o[annotate];
    return canonicalOf(o as never);
  };
  const left = new Map<string, number>();
  for (const r of invalid) left.set(key(r), (left.get(key(r)) ?? 0) + 1);
  return all.filter((r) => {
    const k = annotate ? canonicalRow(r) : r;
    const n = left.get(k) ?? 0;
    if (n === 0) return true;
    left.set(k, n - 1);
    return false;
  });
}

export interface ReadAnswer {
  schema?: Array<{ name: string; type: string }>;
  rows?: string[];
  error?: string;
  message?: string;
}

export interface FileRequest {
  path: string;
  format?: 'csv' | 'parquet' | 'json';
  options?: Record<string, unknown>;
  schema?: string;
  /** Other files `sql` rules read by table name (a reference check); CSV unless said. */
  tables?: { name: string; path: string; format?: 'csv' | 'parquet' }[];
}

/** A connection to one oracle; requests are answered in the order they are sent. */
export class Oracle {
  private buffer = '';
  private waiting: Array<{ ok(v: unknown): void; fail(e: Error): void }> = [];
  private constructor(
    readonly info: OracleInfo,
    private readonly socket: Socket,
  ) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let nl: number;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, nl);
        this.buffer = this.buffer.slice(nl + 1);
        const next = this.waiting.shift();
        if (!next) continue;
        const answer = JSON.parse(line) as { oracle_error?: string };
        if (answer.oracle_error)
          next.fail(new Error(`oracle ${info.name}: ${answer.oracle_error}`));
        else next.ok(answer);
      }
    });
    const fail = (e: Error) => {
      for (const w of this.waiting.splice(0)) w.fail(e);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error(`oracle ${info.name} closed its socket`)));
  }

  static connect(info: OracleInfo): Promise<Oracle> {
    return new Promise((resolve, reject) => {
      const socket = createConnection(info.socket, () => resolve(new Oracle(info, socket)));
      socket.once('error', reject);
    });
  }

  private ask<T>(request: object): Promise<T> {
    return new Promise<T>((ok, fail) => {
      this.waiting.push({ ok: ok as (v: unknown) => void, fail });
      this.socket.write(JSON.stringify(request) + '\n');
    });
  }

  /** Spark's schema and rows of a file read as the framework reads it. */
  read(file: FileRequest): Promise<ReadAnswer> {
    return this.ask({ op: 'read', ...file });
  }

  /** Every case on one file, read once: results, codes and the split. */
  async check(file: FileRequest, cases: CheckCase[]): Promise<CheckAnswer[]> {
    const answer = await this.ask<{ all_rows: string[]; cases: CheckAnswer[] }>({
      op: 'check',
      ...file,
      cases,
    });
    return answer.cases.map((c, i) => {
      if (!c.valid_is_complement || !c.invalid) return c;
      const { valid_is_complement: _, ...rest } = c;
      return { ...rest, valid: complement(answer.all_rows, c.invalid, cases[i].annotate) };
    });
  }

  /** A whole pipeline through `Sparquet().run_from_dict`, its written files read back. */
  pipeline(
    config: unknown,
    readBack: Array<{ name: string; format: string; path: string }>,
  ): Promise<{
    pipeline_error?: ProductionError;
    read: Record<string, { schema: ReadAnswer['schema']; rows: string[] }>;
  }> {
    return this.ask({ op: 'pipeline', config, read_back: readBack });
  }

  /**
   * The rows of a Spark SQL query written by Spark's own Parquet writer as one file under
   * `dir`, with session settings `conf` for that write and writer `options`.
   */
  writeParquet(
    sql: string,
    dir: string,
    conf: Record<string, string> = {},
    options: Record<string, string> = {},
  ): Promise<{ files?: string[]; error?: string; message?: string }> {
    return this.ask({ op: 'write_parquet', sql, dir, conf, options });
  }

  /** Export artifacts run on Spark as their platforms run them (scripts/spark/run_export.py). */
  runExports(
    file: FileRequest,
    dir: string,
    artifacts: Array<{
      target: string;
      text: string;
      annotate?: string | null;
      /** The Python driver's time zone (TZ) while this artifact runs; UTC otherwise. */
      driver_tz?: string;
    }>,
  ): Promise<{ artifacts: Array<Record<string, unknown>> }> {
    return this.ask({ op: 'export', ...file, dir, artifacts });
  }

  close(): void {
    this.socket.end();
  }
}
