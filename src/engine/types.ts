/**
 * Public types of the pure engine. Everything the adapters, the CLI, the stores and the
 * editor need to know about a validation run is described here, so that no other layer
 * has to reach into the engine's internals.
 */

import type { KeyRanges } from './run/keyRanges';

/** A half-open character range in the document text (what Monaco and LSP need). */
import type { Said } from './said';

export interface SourceRange {
  offset: number;
  length: number;
}

/** A quick fix: text edits that turn a refused or deprecated form into the current one. */
/**
 * A message's stable id and parameters, so a page can say it in its own language. The
 * English `message`/`title` beside it stays what the CLI prints.
 */
export interface MessageRef {
  id: string;
  params?: Record<string, string | number>;
}

export interface QuickFix {
  title: string;
  titleRef?: MessageRef;
  edits: { offset: number; length: number; newText: string }[];
}

/** A config error or warning, always tied to a JSON path and a source range. */
export interface Diagnostic {
  severity: 'error' | 'warning' | 'info';
  /** Stable machine-readable kind, e.g. `unknown-key`, `targets-empty`. */
  kind: string;
  message: string;
  /** The message's id and parameters (for translation); absent on rarer messages. */
  messageRef?: MessageRef;
  /** JSON path in the document, e.g. `validations.rules[2].targets[0].column`. */
  path: string;
  range: SourceRange;
  fix?: QuickFix;
  /** Only when production runs on this Spark line (kept in `ParsedDocument.lineDiagnostics`). */
  onSpark?: SparkLine;
}

/** Which of the three accepted document shapes was read (RULES.md §1). */
export type DocumentShape = 'pipeline' | 'validations' | 'inner';

export type OnFailure = 'fail' | 'warn' | 'skip';

/** A parsed JSON value that remembers where it came from and its raw source text. */
export interface Located<T = unknown> {
  value: T;
  path: string;
  range: SourceRange;
  /** Raw source text of the value (numbers need it for Python-style rendering). */
  raw: string;
}

/** One rule after `targets` expansion: what the compiler and the report work from. */
export interface Rule {
  /** 0-based position in the expanded list (report order). */
  index: number;
  /** The type as written (`mean`, `custom_sql`…), after legacy promotion of `check`. */
  type: string;
  /** The canonical type the engine runs (`mean` → `avg`, `custom_sql` → `sql`). */
  canonicalType: string;
  code: string;
  /** Whether `code` was declared (true) or derived (false). */
  declaredCode: boolean;
  name: string | null;
  /** Columns the rule reads, in declaration order (empty for table-level rules). */
  columns: string[];
  rowLevel: boolean;
  /** Parameters as written, merged from parent and target (target wins). */
  params: Record<string, Located>;
  /**
   * Every key of the expanded rule as written, `type` and `targets` aside: unknown keys
   * and aliases (`condition`) included, as production's `rule.params` holds them.
   */
  written: Record<string, Located>;
  /** JSON path of the rule (or of its target when expanded). */
  path: string;
  range: SourceRange;
  /** Index of the rule entry in `rules` and of the target inside it, if any. */
  source: { ruleIndex: number; targetIndex: number | null };
  /**
   * A rule error known before running (e.g. `sql` with neither `query` nor
   * `failed_rows`): the rule reports `fail` with this error; the others still run.
   */
  problem?: string;
}

/** A parsed output config (`outputs.valid`, `outputs.invalid`, `report`): kept as written. */
export interface OutputConfig {
  raw: Record<string, unknown>;
  rules?: string[];
  annotate?: string;
}

/** The result of parsing a document: never throws, always says what it read. */
export interface ParsedDocument {
  shape: DocumentShape | null;
  pipeline: string | null;
  onFailure: OnFailure;
  rules: Rule[];
  report: OutputConfig | null;
  outputs: { valid: OutputConfig | null; invalid: OutputConfig | null };
  diagnostics: Diagnostic[];
  /**
   * Errors on one Spark line only (`onSpark`), such as `x::T` on Spark 3.5: the run gives
   * that line's verdict, the editor shows them when set to that line. Not in `ok`.
   */
  lineDiagnostics?: Diagnostic[];
  /** True when no diagnostic is an error. */
  ok: boolean;
}

/** A column of the loaded table, with its DuckDB type and the Spark name `schema` sees. */
export interface ColumnInfo {
  name: string;
  duckdbType: string;
  sparkType: string;
}

/**
 * An integer column's least and greatest value in the loaded table, as DuckDB writes them:
 * what an exact distinct count by bitmap needs (see `run/keyRanges.ts`).
 */
export interface KeyRange {
  min: string;
  max: string;
}

/** The range of a column when one was read and suits a bitmap (the compiler asks it). */
export type KeyRangeOf = (column: ColumnInfo) => KeyRange | null | undefined;

/**
 * The narrow interface between the engine and a database. Adapters (DuckDB-WASM in a
 * worker, DuckDB-WASM blocking in Node, native DuckDB) implement it.
 *
 * Values in `rows` are plain JS: numbers, strings, booleans, null, arrays and objects.
 * The engine casts everything it reads itself (DOUBLE / VARCHAR / BOOLEAN) so adapters
 * agree without sharing a value converter.
 */
export interface QueryRunner {
  query(sql: string): Promise<QueryResult>;
}

export interface QueryResult {
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
}

export type Severity = 'pass' | 'warn' | 'fail';

/** One rule's outcome (RULES.md §7). */
export interface RuleResult {
  rule_type: string;
  code: string;
  check_name: string | null;
  target: string;
  rule_params: string;
  severity: Severity;
  passed: boolean;
  failed_count: number;
  rows_read: number;
  metric_value: number | null;
  message: string;
  /** The message as a key and values, for the page to word in its language. */
  said?: Said;
  validated_at: string;
  /** Present when the rule could not run (bad SQL, missing column…). */
  error?: string;
  /** The error as a key and values, when the engine has it so. */
  errorSaid?: Said;
  /**
   * With `error`: only the workbench cannot run the rule (a Spark form DuckDB cannot be
   * taught, reported as not portable). Production runs it, so its verdict is unknown here,
   * and the run is `incomplete` rather than `halted`. Absent for errors production shares.
   */
  notPortable?: true;
  /** Parsed thresholds, for display against the metric value. */
  must_be?: string;
  warn?: string;
  /** What production will make of this rule that the verdict alone doesn't say. */
  warning?: string;
  /** The warning's id and parameters (for translation). */
  warningRef?: MessageRef;
  /** For `sql` rules in `failed_rows` mode: the first rows returned (for viewing). */
  failed_rows?: QueryResult;
}

/** Everything a run produces; the report and the UI are views of it. */
export interface RunResult {
  pipeline: string | null;
  on_failure: OnFailure;
  rows_read: number;
  validated_at: string;
  /**
   * True when production would write nothing: on_failure is `fail` and a rule failed, or
   * a rule could not run (see `halted`). A rule not checked here (`notPortable`) counts as
   * neither: its verdict is unknown.
   */
  aborted: boolean;
  /**
   * True when a rule could not run for a reason production shares (bad SQL, a missing
   * column, a `query` with no rows): in production that is an exception that stops the
   * pipeline whatever on_failure says.
   */
  halted: boolean;
  /**
   * True when a rule could not be checked here though production runs it (`notPortable`):
   * the run does not give production's whole verdict.
   */
  incomplete: boolean;
  results: RuleResult[];
  warnings: string[];
  /** The same warnings as data, in the same order (the page words them in its language). */
  warningDetails?: RunWarning[];
}

/** A run warning: where (a document path or a rule code), the English, and its id. */
export interface RunWarning {
  where: string;
  message: string;
  ref?: MessageRef;
}

/** Options of a run. */
export interface RunOptions {
  /** Name of the table holding the data (it is quoted by the engine). */
  table: string;
  /** The run clock (`validated_at`, freshness). */
  now: Date;
  /** Called as rules start and finish, so a UI can show what is being computed. */
  onProgress?: (event: { phase: 'start' | 'done'; codes: string[] }) => void;
  /** `fused` (default): one scan for all count/metric rules; `per-rule`: one query each. */
  plan?: 'fused' | 'per-rule';
  /**
   * The table's columns when the caller already knows them: the CLI's streamed view of a
   * wide file, whose DESCRIBE would bind every column again, or the page's re-run on the
   * table it described before. Described when absent.
   */
  columns?: readonly ColumnInfo[];
  /**
   * The loaded table's integer key ranges, kept by the caller for as long as the table
   * (see `run/keyRanges.ts`): the run reads the ranges its distinct counts need once, and
   * counts a dense integer key with a bitmap. Absent (a streamed view over a file, which a
   * range would read twice): every distinct count hashes.
   */
  keyRanges?: KeyRanges;
  /**
   * The Spark line production runs on (RULES.md §4): `4` (default, ANSI casts: a text value
   * a numeric rule cannot cast stops the run) or `3.5` (such a value is NULL).
   */
  spark?: SparkLine;
}

/** The Spark lines whose verdicts differ, and the workbench can give either. */
export type SparkLine = '4' | '3.5';

/** Options of the valid/invalid split (RULES.md §6). */
export interface SplitOptions {
  table: string;
  /**
   * The annotate column chosen outside the document (CLI `--annotate`, the page's choice):
   * a name, or null for none. Absent: the document's `outputs.invalid.annotate`. The
   * viewing query names its codes column after it, or `dq_codes` when there is none.
   */
  annotate?: string | null;
  /** Codes that feed the split; absent = every row-level rule. */
  scope?: string[];
  /** The Spark line production runs on (how a `range` reads text as a number). */
  spark?: SparkLine;
}
