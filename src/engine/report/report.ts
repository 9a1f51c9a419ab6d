import type { RuleResult, RunResult } from '../types';
import { rowsToCsv } from './csv';

/** A rule result's report fields, in the report's order (RULES.md §7). */
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

/** The report's columns, in order (RULES.md §7): `pipeline`, then the rule result fields. */
export const REPORT_COLUMNS = ['pipeline', ...RESULT_FIELDS] as const;

export type ReportRow = Record<(typeof REPORT_COLUMNS)[number], string | number | boolean | null>;

/** Picks the given result fields of a rule result, in that order. */
export function pickFields<K extends keyof RuleResult>(
  r: RuleResult,
  fields: readonly K[],
): Pick<RuleResult, K> {
  return Object.fromEntries(fields.map((f) => [f, r[f]])) as Pick<RuleResult, K>;
}

/** One report row per expanded rule, in order. */
export function reportRows(run: RunResult): ReportRow[] {
  return run.results.map((r) => ({ pipeline: run.pipeline, ...pickFields(r, RESULT_FIELDS) }));
}

/** The report as CSV: exactly the report columns. */
export function reportCsv(run: RunResult): string {
  return rowsToCsv(REPORT_COLUMNS, reportRows(run));
}

/** The report as a JSON array of report rows. */
export function reportJson(run: RunResult): string {
  return JSON.stringify(reportRows(run), null, 2) + '\n';
}
