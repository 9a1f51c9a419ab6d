/**
 * The Spark SQL equivalent of what production computes for a rule (RULES.md §3–§4), over
 * the data registered as the view `_validation_df`: the rule module's Spark form (the one
 * every export renders), written as a query a person can read, paste into a notebook and
 * compare. It returns `failed_count` for a count rule, `metric_value` for a metric.
 */
import { ruleModule, type SparkForm } from '../rules';
import type { ColumnInfo, Rule } from '../types';

const VIEW = '`_validation_df`';

function querySql(f: SparkForm): string | null {
  switch (f.kind) {
    case 'row':
      if (f.metric) return `SELECT ${f.metric.value} AS metric_value\nFROM ${VIEW}`;
      if (f.failedCount) return `SELECT ${f.failedCount} AS failed_count\nFROM ${VIEW}`;
      if (f.window)
        return `SELECT count_if(NOT ok) AS failed_count\nFROM (SELECT ${f.pass} AS ok FROM ${VIEW}) AS t`;
      return `SELECT count(*) AS failed_count\nFROM ${VIEW}\nWHERE NOT (${f.pass})`;
    case 'metric':
      return `SELECT ${f.value} AS metric_value\nFROM ${VIEW}`;
    case 'sql':
      return f.query;
    case 'schema':
      return null;
  }
}

/** Spark SQL for a rule, or null when the rule has no SQL of its own (`schema`). */
export function sparkSqlOf(rule: Rule, columns?: readonly ColumnInfo[]): string | null {
  const mod = ruleModule(rule.canonicalType);
  return mod ? querySql(mod.spark(rule, { columns })) : null;
}
