import { countSeveritySql } from '../../compile/verdict';
import {
  comment,
  entryOf,
  headerLines,
  metricSeveritySql,
  queryPassSql,
  QUERY_MODE_REASON,
  withView,
} from '../common';
import type { ExportPlan, PlannedRule } from '../plan';
import { ruleModule } from '../../rules';
import { sparkString } from '../spark';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';
import { classificationSql } from './classify';

export const SPARK_SQL: TargetInfo = {
  id: 'spark-sql',
  title: 'Spark SQL queries',
  version: 'Spark SQL 3.4+ / Databricks SQL',
  language: 'sql',
  extension: 'sql',
  run: [
    'Register the data as the view the rules read: df.createOrReplaceTempView("_validation_df")',
    "Paste each query into a notebook cell; each returns the rule's failed_count, metric_value and severity.",
  ],
};

function ruleSql(p: PlannedRule, view: string): { sql: string; entry: ExportEntry } {
  const f = p.form;
  if (f.kind === 'row') {
    if (f.metric) {
      // Production reports the rows only when the rule does not pass (sparquet_cola's
      // evaluate_check gives a passing check failed_count 0).
      const sql = `SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity\nFROM (SELECT v AS metric_value, n, ${metricSeveritySql(f.metric.levels, 'v')} AS severity\n  FROM (SELECT ${f.metric.value} AS v, count_if(NOT (${f.pass})) AS n FROM ${view}) AS m) AS s;`;
      return {
        sql,
        entry: entryOf(p, 'exact', 'metric query and row predicate', { predicate: f.pass }),
      };
    }
    if (f.failedCount) {
      // unique: failed_count is rows − distinct tuples, not the rows in repeated tuples.
      const sql = `SELECT n AS failed_count, ${countSeveritySql('n')} AS severity\nFROM (SELECT ${f.failedCount} AS n FROM ${view}) AS t;`;
      return { sql, entry: entryOf(p, 'exact', 'failed-count query', { predicate: f.pass }) };
    }
    const sql = `SELECT count_if(NOT ok) AS failed_count, ${countSeveritySql('count_if(NOT ok)')} AS severity\nFROM (SELECT ${f.pass} AS ok FROM ${view}) AS t;`;
    return { sql, entry: entryOf(p, 'exact', 'failed-rows query', { predicate: f.pass }) };
  }
  if (f.kind === 'metric') {
    const sql = `SELECT v AS metric_value, ${metricSeveritySql(f.levels, 'v')} AS severity\nFROM (SELECT ${f.value} AS v FROM ${view}) AS m;`;
    return { sql, entry: entryOf(p, 'exact', 'metric query') };
  }
  if (f.kind === 'sql') {
    // The rule reads its view_name; the data is registered as the one view.
    const q = withView(f.query, f.view, view);
    if (f.mode === 'failed_rows')
      return {
        sql: `${q};\nSELECT count(*) AS failed_count FROM (${q}) AS f;`,
        entry: entryOf(p, 'exact', 'the failed_rows query and its count'),
      };
    return {
      sql: `SELECT ${queryPassSql(q)} AS passed;`,
      entry: entryOf(p, 'approximate', 'the query, as a boolean', {
        reason: QUERY_MODE_REASON,
      }),
    };
  }
  const parts = [
    f.required.length ? `required ${f.required.join(', ')}` : '',
    f.forbidden.length ? `forbidden ${f.forbidden.join(', ')}` : '',
    f.types.length ? `types ${f.types.map(([c, t]) => `${c} ${t}`).join(', ')}` : '',
  ].filter(Boolean);
  return {
    sql: `DESCRIBE ${view};`,
    entry: entryOf(p, 'not-expressible', '', {
      reason: `a query cannot assert a view's columns; nearest: DESCRIBE the view and compare (${parts.join('; ')})`,
    }),
  };
}

export function renderSparkSql(plan: ExportPlan): ExportArtifact {
  const blocks: string[] = [];
  const entries: ExportEntry[] = [];
  plan.rules.forEach((p, i) => {
    const { sql, entry } = ruleSql(p, '_validation_df');
    entries.push(entry);
    const why = entry.status === 'not-expressible' ? [`not expressible: ${entry.reason}`] : [];
    const levels =
      p.form.kind === 'metric'
        ? p.form.levels
        : p.form.kind === 'row'
          ? (p.form.metric?.levels ?? [])
          : [];
    const written = levels.map((l) => `${l.level === 'fail' ? 'must_be' : 'warn'} ${l.text}`);
    const unit =
      p.form.kind === 'metric' && p.form.unit === 'seconds' ? ' (the value is in seconds)' : '';
    blocks.push(
      `${comment('-- ', [`[${i + 1}] ${p.rule.code} (${p.rule.type}${p.rule.rowLevel ? ', row-level' : ''})${written.length ? `: ${written.join('; ')}${unit}` : ''}`, ...why])}\n${sql}`,
    );
  });
  if (plan.rules.some((p) => ruleModule(p.rule.canonicalType)?.utcSession))
    blocks.unshift(
      `${comment('-- ', ['freshness reads timestamps without a time zone, and dates, as UTC, as the workbench does:'])}\nSET TIME ZONE 'UTC';`,
    );
  const classify = classificationSql(plan, '_validation_df', 'x');
  if (classify) {
    blocks.push(
      `${comment('-- ', [`Classification: each row with the codes of the row-level rules it breaks (${classify.annotate}).`])}\nCREATE OR REPLACE TEMPORARY VIEW _dq_classified AS\n${classify.sql};\n${comment('-- ', [plan.quarantine?.configured ? 'Quarantine (outputs.invalid), with its codes column:' : `Quarantine (outputs.invalid); no annotate column is configured, so drop ${classify.annotate} when writing it, as production writes none:`])}\nSELECT * FROM _dq_classified WHERE size(${classify.annotate}) > 0;\n${comment('-- ', [`Valid rows (outputs.valid); drop ${classify.annotate} when writing them:`])}\nSELECT * FROM _dq_classified WHERE size(${classify.annotate}) = 0;`,
    );
  }
  const text = `${comment('-- ', headerLines(plan, SPARK_SQL, entries))}\n\n${blocks.join('\n\n')}\n`;
  return {
    target: 'spark-sql',
    title: SPARK_SQL.title,
    language: 'sql',
    fileName: 'rules.sql',
    text,
    entries,
    warnings: [],
  };
}

export { sparkString };
