import type { RunResult } from '../types';
import { rowsToCsv } from './csv';

/** The report's columns, in order (RULES.md §7): `pipeline`, then the rule result fields. */
export const REPORT_COLUMNS = [
  'pipeline',
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

export type ReportRow = Record<(typeof REPORT_COLUMNS)[number], string | number | boolean | null>;

/** One report row per expanded rule, in order. */
export function reportRows(run: RunResult): ReportRow[] {
  return run.results.map((r) => ({
    pipeline: run.pipeline,
    rule_type: r.rule_type,
    code: r.code,
    check_name: r.check_name,
    target: r.target,
    rule_params: r.rule_params,
    severity: r.severity,
    passed: r.passed,
    failed_count: r.failed_count,
    rows_read: r.rows_read,
    metric_value: r.metric_value,
    message: r.message,
    validated_at: r.validated_at,
  }));
}

/** The report as CSV: exactly the report columns. */
export function reportCsv(run: RunResult): string {
  return rowsToCsv(REPORT_COLUMNS, reportRows(run));
}

/** The report as a JSON array of report rows. */
export function reportJson(run: RunResult): string {
  return JSON.stringify(reportRows(run), null, 2) + '\n';
}
