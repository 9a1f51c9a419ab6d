/**
 * The report file: the table production appends to (`validations.report`, often
 * `mode: append`), so its rows must be appendable to it as they are (RULES.md §7).
 * Production's schema is sparquet `core/pipeline.py`, `_write_validation_report`: these
 * twelve columns, in this order, with these Spark types. No `code` column: the CLI's
 * `--json` and the page keep it, the file does not.
 */
import type { RuleResult, RunResult } from '../types';
import { NumberText, rowsToCsv } from './csv';
import { javaDouble } from './java-double';

/** A rule result's fields, in order: what the CLI's `--json` and the page show. */
export const RESULT_FIELDS = [
  'rule_type',
  'code',
  'check_name',
  'target',
  'rule_params',
  'severity',
  'passed',
  'failed_count',
  'rows_read',
  'metric_value',
  'message',
  'validated_at',
] as const;

/** Production's report table: column → Spark type, in production's order. */
export const REPORT_SCHEMA = [
  ['pipeline', 'string'],
  ['rule_type', 'string'],
  ['check_name', 'string'],
  ['target', 'string'],
  ['rule_params', 'string'],
  ['severity', 'string'],
  ['passed', 'boolean'],
  ['failed_count', 'bigint'],
  ['rows_read', 'bigint'],
  ['metric_value', 'double'],
  ['message', 'string'],
  ['validated_at', 'timestamp'],
] as const;

/** The report file's columns, in production's order. */
export const REPORT_COLUMNS = REPORT_SCHEMA.map(([name]) => name);

export type ReportColumn = (typeof REPORT_SCHEMA)[number][0];
export type ReportRow = Record<ReportColumn, string | number | boolean | null>;

/** Picks the given result fields of a rule result, in that order. */
export function pickFields<K extends keyof RuleResult>(
  r: RuleResult,
  fields: readonly K[],
): Pick<RuleResult, K> {
  return Object.fromEntries(fields.map((f) => [f, r[f]])) as Pick<RuleResult, K>;
}

/**
 * One report row per expanded rule, in order, as production fills it: `check_name` is the
 * rule's `name` or `""` (sparquet_cola `_name()`), `metric_value` null for rules without one.
 * Every row carries the run's one time, as production stamps one run: the page's run may
 * reuse a rule's result from an earlier run on the same data, which still belongs to it.
 */
export function reportRows(run: RunResult): ReportRow[] {
  return run.results.map((r) => ({
    pipeline: run.pipeline,
    rule_type: r.rule_type,
    check_name: r.check_name ?? '',
    target: r.target,
    rule_params: r.rule_params,
    severity: r.severity,
    passed: r.passed,
    failed_count: Math.trunc(r.failed_count),
    rows_read: Math.trunc(r.rows_read),
    metric_value: r.metric_value,
    message: r.message,
    validated_at: run.validated_at,
  }));
}

/** The row with `metric_value` rendered as Spark's writers render a double (`1.0`). */
function typed(row: ReportRow): Record<ReportColumn, unknown> {
  const m = row.metric_value;
  return { ...row, metric_value: typeof m === 'number' ? new NumberText(javaDouble(m)) : m };
}

/** The file a report covers: its name as the user gave it, and its content fingerprint. */
export interface ReportSource {
  file: string;
  /** The fingerprint `dqw validate --history` and the page's history record; null if unknown. */
  fingerprint: string | null;
}

/** What a report download may add to production's report. */
export interface ReportOptions {
  /** Says what the results were computed on, when it is not the whole file (a sample). */
  note?: string;
  /** The input file, named where each format keeps its metadata (never in the CSV's rows). */
  source?: ReportSource;
}

/** The source as a Parquet report's key-value metadata (production's columns stay as they are). */
export function reportMetadata(source: ReportSource | undefined): Record<string, string> {
  if (!source) return {};
  return { [SOURCE_FIELDS[0]]: source.file, [SOURCE_FIELDS[1]]: source.fingerprint ?? 'unknown' };
}

/**
 * The source's fields as the JSON report adds them to each line, after production's
 * columns: a reader that appends to the report table selects those columns by name (a
 * schema-driven JSON read ignores the others).
 */
export const SOURCE_FIELDS = ['source_file', 'source_fingerprint'] as const;

/** The report as CSV with a header: production's columns, doubles as Spark writes them. */
export function reportCsv(run: RunResult): string {
  // A rule without a name is an empty field, not `""` (the writer keeps `""` for the empty
  // text of user data): the report's check_name is empty, and the file says so plainly.
  const rows = reportRows(run).map((row) => ({
    ...typed(row),
    check_name: row.check_name === '' ? null : row.check_name,
  }));
  return rowsToCsv(REPORT_COLUMNS, rows);
}

/**
 * The report as JSON Lines, one object a line with production's columns in order — the
 * form Spark's JSON writer produces and reads back by default.
 */
export function reportJson(run: RunResult, options: ReportOptions = {}): string {
  // A run on a sample says so on every line: such a report must not pass for the file's.
  const { source } = options;
  const from = source
    ? `,"${SOURCE_FIELDS[0]}":${JSON.stringify(source.file)},"${SOURCE_FIELDS[1]}":${JSON.stringify(source.fingerprint)}`
    : '';
  const note = `${from}${options.note ? `,"computed_on":${JSON.stringify(options.note)}` : ''}`;
  const line = (row: ReportRow) => {
    const t = typed(row);
    const fields = REPORT_COLUMNS.map((c) => {
      const v = t[c];
      return `${JSON.stringify(c)}:${v instanceof NumberText ? v.text : JSON.stringify(v)}`;
    });
    return `{${fields.join(',')}${note}}`;
  };
  return reportRows(run)
    .map((row) => `${line(row)}\n`)
    .join('');
}
