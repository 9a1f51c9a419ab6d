import { entryOf, queryPassSql, QUERY_MODE_REASON, withView, rowsCountedEntry } from '../common';
import type { ExportPlan, PlannedRule } from '../plan';
import { slugOf } from '../slug';
import { sparkIdent } from '../spark';
import type { ExportEntry } from '../types';
import { classificationSql } from './classify';

/**
 * The Lakeflow Declarative Pipelines model shared by the SQL and Python renderings:
 * datasets, each with a query and its expectations. Row rules are expectations on the
 * rows; a window (`unique`) or an aggregate becomes an expectation on a dataset whose
 * rows are the aggregates, since an expectation may not aggregate.
 */
export interface LfExpectation {
  name: string;
  constraint: string;
  fail: boolean;
  code: string;
}

export interface LfDataset {
  name: string;
  kind: 'view' | 'mv';
  private: boolean;
  query: string;
  expectations: LfExpectation[];
  comment?: string;
}

export interface LfModel {
  datasets: LfDataset[];
  entries: ExportEntry[];
}

/**
 * A public dataset named after the document's destination (`outputs.valid` / `invalid`)
 * when that is a table name (`[catalog.]schema.table`), else the pipeline's own name.
 */
function destination(o: { raw: Record<string, unknown> } | null, fallback: string): string {
  const t = String(o?.raw.table ?? o?.raw.path ?? '');
  return /^[A-Za-z_]\w*(\.[A-Za-z_]\w*){0,2}$/.test(t) ? t : fallback;
}

const NOT_ROWS =
  'an expectation tests one record at a time and cannot aggregate; the rule is an expectation on a view whose row is the aggregate';

export function lakeflowModel(plan: ExportPlan): LfModel {
  const base = slugOf(plan.doc.pipeline ?? 'validations');
  const failOn = plan.doc.onFailure === 'fail';
  const view = '_validation_df';
  const datasets: LfDataset[] = [
    {
      name: view,
      kind: 'view',
      private: false,
      query: `SELECT * FROM ${plan.source}`,
      expectations: [],
    },
  ];
  const rowExp: LfExpectation[] = [];
  const metricCols: string[] = [];
  const metricExp: LfExpectation[] = [];
  const sqlCols: string[] = [];
  const sqlExp: LfExpectation[] = [];
  const entries: ExportEntry[] = [];
  const metricsName = `${base}_dq_metrics`;

  const levelsOf = (
    p: PlannedRule,
    col: string,
    levels: { level: string; pass: (v: string) => string }[],
  ) => {
    for (const l of levels)
      metricExp.push({
        name: l.level === 'fail' ? p.slug : `${p.slug}_warn`,
        constraint: l.pass(col),
        fail: failOn && l.level === 'fail',
        code: p.rule.code,
      });
  };

  for (const p of plan.rules) {
    const f = p.form;
    if (f.kind === 'row' && !f.window && !f.metric) {
      rowExp.push({ name: p.slug, constraint: f.pass, fail: failOn, code: p.rule.code });
      entries.push(rowsCountedEntry(p, f, 'row expectation', { predicate: f.pass }));
    } else if (f.kind === 'row' && f.metric) {
      rowExp.push({ name: `${p.slug}_rows`, constraint: f.pass, fail: false, code: p.rule.code });
      metricCols.push(`${f.metric.value} AS ${p.slug}`);
      levelsOf(p, p.slug, f.metric.levels);
      entries.push(
        entryOf(
          p,
          'exact',
          `row expectation (recorded) + threshold expectation on ${metricsName}`,
          {
            predicate: f.pass,
          },
        ),
      );
    } else if (f.kind === 'row') {
      const keys = p.rule.columns.map((c) => sparkIdent(c)).join(', ');
      // The key goes into one struct column, so a key column named `n` cannot clash.
      datasets.push({
        name: `${base}_dq_${p.slug}`,
        kind: 'mv',
        private: true,
        query: `SELECT struct(${keys}) AS key, count(*) AS n FROM ${view} GROUP BY ${keys}`,
        expectations: [{ name: p.slug, constraint: 'n = 1', fail: failOn, code: p.rule.code }],
        comment: `${p.rule.code}: ${NOT_ROWS} (one row per key; GROUP BY puts NULL keys together)`,
      });
      entries.push(
        entryOf(p, 'exact', `expectation n = 1 on ${base}_dq_${p.slug} (GROUP BY the key)`, {
          predicate: f.pass,
        }),
      );
    } else if (f.kind === 'metric') {
      metricCols.push(`${f.value} AS ${p.slug}`);
      levelsOf(p, p.slug, f.levels);
      entries.push(entryOf(p, 'exact', `expectation on ${metricsName}`));
    } else if (f.kind === 'sql') {
      // The rule reads its view_name; here the data is the _validation_df view.
      const q = withView(f.query, f.view, view);
      if (f.mode === 'failed_rows') {
        sqlCols.push(`(SELECT count(*) FROM (${q}) AS f) AS ${p.slug}`);
        sqlExp.push({ name: p.slug, constraint: `${p.slug} = 0`, fail: failOn, code: p.rule.code });
        entries.push(entryOf(p, 'exact', `expectation on ${base}_dq_sql`));
      } else {
        sqlCols.push(`${queryPassSql(q)} AS ${p.slug}`);
        sqlExp.push({ name: p.slug, constraint: p.slug, fail: failOn, code: p.rule.code });
        entries.push(
          entryOf(p, 'approximate', `expectation on ${base}_dq_sql`, {
            reason: QUERY_MODE_REASON,
          }),
        );
      }
    } else {
      entries.push(
        entryOf(p, 'not-expressible', '', {
          reason:
            "expectations test records, not a dataset's columns; nearest: assert the columns in the source query, or run the schema check as a job step before the update",
        }),
      );
    }
  }

  const annotate = plan.quarantine?.annotate ?? 'dq_codes';
  const classify = plan.quarantine ? classificationSql(plan, view, 'x') : null;
  if (classify) {
    const c = `${base}_classified`;
    datasets.push({
      name: c,
      kind: 'mv',
      private: true,
      query: classify.sql,
      expectations: rowExp,
    });
    datasets.push({
      name: destination(plan.doc.outputs.valid, `${base}_valid`),
      kind: 'mv',
      private: false,
      query: `SELECT * EXCEPT (${sparkIdent(annotate)}) FROM ${c} WHERE size(${sparkIdent(annotate)}) = 0`,
      expectations: [],
    });
    datasets.push({
      name: destination(plan.doc.outputs.invalid, `${base}_quarantine`),
      kind: 'mv',
      private: false,
      // Production writes the codes column only when outputs.invalid.annotate names it.
      query: `SELECT * ${plan.quarantine?.configured ? '' : `EXCEPT (${sparkIdent(annotate)}) `}FROM ${c} WHERE size(${sparkIdent(annotate)}) > 0`,
      expectations: [],
    });
  } else {
    datasets.push({
      name: `${base}_validated`,
      kind: 'mv',
      private: false,
      query: `SELECT * FROM ${view}`,
      expectations: rowExp,
    });
  }
  if (metricCols.length)
    datasets.push({
      name: metricsName,
      kind: 'mv',
      private: true,
      query: `SELECT\n  ${metricCols.join(',\n  ')}\nFROM ${view}`,
      expectations: metricExp,
    });
  if (sqlCols.length)
    datasets.push({
      name: `${base}_dq_sql`,
      kind: 'mv',
      private: true,
      query: `SELECT\n  ${sqlCols.join(',\n  ')}`,
      expectations: sqlExp,
    });
  return { datasets, entries };
}

export const LAKEFLOW_RUN_NOTES = [
  'on_failure "fail" → FAIL UPDATE / expect_or_fail: the failing flow stops (other flows may still update), where production writes nothing.',
  'on_failure "warn"/"skip" → a plain expectation: rows are kept and the violation is recorded in the event log.',
  'outputs.invalid → the classified view splits into the valid and quarantine tables, named after outputs.valid and outputs.invalid when those are table names (never DROP ROW, which keeps no quarantine).',
  'Expectations run on Databricks only: open-source Spark Declarative Pipelines has no expect decorators.',
];
