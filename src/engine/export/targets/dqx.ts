import {
  comment,
  entryOf,
  headerLines,
  queryPassSql,
  QUERY_MODE_REASON,
  withView,
  rowsCountedEntry,
} from '../common';
import { ruleModule } from '../../rules';
import type { DqxAggregate, DqxBody, MetricForm, MetricLevel } from '../../rules/forms';
import type { ExportPlan, PlannedRule } from '../plan';
import { tokenize } from '../../sql/spark-dialect';
import { plainName, sparkIdent } from '../spark';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';
import { toYaml } from '../yaml';

/**
 * The name each `sql_query` check reads the checked DataFrame by: a reference DataFrame the
 * run passes as `ref_dfs`. DQX's own `{{ input_view }}` is the frame the checks before it
 * produced (check_funcs.py, sql_query), which the check then joins back, so each such check
 * plans the input twice over: past about ten of them one apply never finishes planning.
 */
export const DQX_INPUT = 'dq_input';
const INPUT = `{{ ${DQX_INPUT} }}`;

/**
 * on_failure "fail": production writes nothing when a rule fails at its fail level. In DQX
 * that is the FailPipeline action, gated on a metric that counts the rows carrying a result
 * of a check at level fail (an error or, with a quarantine, a warning).
 */
export const DQX_FAIL_METRIC =
  "count(case when exists(coalesce(_errors, array()), r -> r.user_metadata.level = 'fail') or exists(coalesce(_warnings, array()), r -> r.user_metadata.level = 'fail') then 1 end) as dq_fail_rows";
export const DQX_FAIL_CONDITION = 'dq_fail_rows > 0';

/** Code lines of the header: indented two more than its prose, so they copy as a block. */
const code = (lines: string[]) => lines.map((l) => `  ${l}`);

/**
 * The run as Python: the checks applied in one call with the input as `dq_input`, the
 * quarantine with its codes when the document has one, and under on_failure "fail" the
 * FailPipeline action evaluated once the checks are computed, before anything is written.
 * The Spark suite executes exactly these lines (scripts/spark/run_dqx.py).
 */
function runCode(annotate: string | null, fail: boolean): string[] {
  const apply = `engine.apply_checks_by_metadata_and_split(df, checks, ref_dfs={"${DQX_INPUT}": df})`;
  const quarantine =
    annotate === null
      ? []
      : [
          `quarantine = flagged.where("_errors IS NOT NULL").withColumn(${JSON.stringify(annotate)}, F.expr("transform(_errors, e -> e.name)")).drop("_errors", "_warnings")`,
        ];
  return code([
    'import yaml',
    'import pyspark.sql.functions as F',
    'from databricks.sdk import WorkspaceClient',
    'from databricks.labs.dqx.engine import DQEngine',
    ...(fail ? ['from databricks.labs.dqx.metrics_observer import DQMetricsObserver'] : []),
    'checks = yaml.safe_load(open("checks.yml"))',
    ...(fail
      ? [
          `observer = DQMetricsObserver(custom_metrics=[${JSON.stringify(DQX_FAIL_METRIC)}])`,
          `engine = DQEngine(WorkspaceClient(), observer=observer, actions=[{"action": {"type": "fail_pipeline"}, "condition": "${DQX_FAIL_CONDITION}"}])`,
          `valid, flagged, observation = ${apply}`,
          'flagged = flagged.localCheckpoint()  # computes the checks once and fills the observation',
          ...quarantine,
          'engine.evaluate_actions(observation.get)  # raises PipelineFailedError: write nothing',
        ]
      : ['engine = DQEngine(WorkspaceClient())', `valid, flagged = ${apply}`, ...quarantine]),
  ]);
}

/** How to run, for a document with this quarantine codes column (or none) and on_failure. */
function runLines(annotate: string | null, fail: boolean): string[] {
  return [
    'In Python, with df the DataFrame the rules read (a Databricks notebook or job):',
    ...runCode(annotate, fail),
    `Each sql_query check reads df as the reference DataFrame ${DQX_INPUT}, so ref_dfs={"${DQX_INPUT}": df} is required (without it the query does not parse); in a DQX workflow, name the input table as reference table ${DQX_INPUT} in the run config.`,
    "Not DQX's {{ input_view }}: that is the frame the checks before it produced, joined back per check, so one call plans twice as much per sql_query check and does not finish past about ten.",
    'A check at level fail is criticality error, a warn level warn; the rows a threshold rule counts (level record) are warn.',
    ...(annotate === null
      ? []
      : [
          "With outputs.invalid only the quarantine's row rules are error (a failing dataset check flags every row), so the quarantine is the flagged rows with an error, and valid is the split's first frame.",
        ]),
    ...(fail
      ? [
          'on_failure "fail" (nothing written when a fail level fails): the FailPipeline action on dq_fail_rows, the rows carrying a result of a check at level fail; write valid and the quarantine only after evaluate_actions has returned.',
        ]
      : []),
  ];
}

export const DQX: TargetInfo = {
  id: 'dqx',
  title: 'Databricks Labs DQX checks',
  version: 'databricks-labs-dqx 0.16+ (0.17.0 current), YAML metadata checks',
  language: 'yaml',
  extension: 'yml',
  run: runLines(null, false),
};

/** The words DQX's is_sql_query_safe refuses in a sql_query (utils.py, 0.16). */
const DQX_FORBIDDEN =
  /\b(delete|insert|update|drop|truncate|alter|create|replace|grant|revoke|merge|use|refresh|analyze|optimize|zorder)\b/i;

/** The first word DQX would refuse in a query, outside string literals and backticked names. */
function dqxRefuses(query: string): string | null {
  const bare = tokenize(query)
    .map((t) => (t.kind === 'string' || t.kind === 'ident' ? ' ' : t.text))
    .join('');
  return DQX_FORBIDDEN.exec(bare)?.[1]?.toLowerCase() ?? null;
}

/**
 * A column as DQX reads it: check functions pass a string column through `F.expr` (or
 * `F.col`), so a name that is not a plain identifier is backticked (`a.b` would be a
 * struct field, `first name` a syntax error).
 */
function dqxColumn(name: string): string {
  return plainName(name) ? name : sparkIdent(name);
}

/** A native check's arguments with its column names as DQX must read them. */
function dqxArguments(args: Record<string, unknown>): Record<string, unknown> {
  return {
    ...args,
    ...(typeof args.column === 'string' ? { column: dqxColumn(args.column) } : {}),
    ...(Array.isArray(args.columns)
      ? { columns: args.columns.map((c) => dqxColumn(String(c))) }
      : {}),
  };
}

type Check = Record<string, unknown>;

type Level = 'fail' | 'warn' | 'record';

/**
 * A check's criticality: error at the fail level, warn otherwise. With a quarantine an
 * error puts the row there, so only its row rules' checks are errors.
 */
function criticalityOf(plan: ExportPlan, p: PlannedRule, level: Level, rows: boolean): string {
  if (plan.quarantine)
    return rows && level !== 'warn' && plan.quarantine.codes.includes(p.rule.code)
      ? 'error'
      : 'warn';
  return level === 'fail' ? 'error' : 'warn';
}

function check(
  plan: ExportPlan,
  p: PlannedRule,
  level: Level,
  rows: boolean,
  body: unknown,
  name = p.rule.code,
): Check {
  return {
    name,
    criticality: criticalityOf(plan, p, level, rows),
    check: body,
    user_metadata: { rule_code: p.rule.code, rule: p.slug, level },
  };
}

/** DQX's inclusive aggregate comparisons, by threshold operator. */
const AGGR: Partial<Record<string, string>> = {
  '>=': 'is_aggr_not_less_than',
  '<=': 'is_aggr_not_greater_than',
  '=': 'is_aggr_equal',
  '!=': 'is_aggr_not_equal',
};

/** A threshold as DQX aggregate checks (all must pass), or null where none says it. */
function aggrBodies(a: DqxAggregate, l: MetricLevel): DqxBody[] | null {
  const t = l.threshold;
  if (!t) return null;
  const on = (fn: string, limit: number): DqxBody => ({
    function: fn,
    arguments: { column: dqxColumn(a.column), aggr_type: a.aggr_type, limit },
  });
  if (t.op === 'between')
    return [on('is_aggr_not_less_than', t.low), on('is_aggr_not_greater_than', t.high)];
  if ('value' in t && AGGR[t.op]) return [on(AGGR[t.op]!, t.value)];
  return null;
}

/**
 * A metric's levels: each the rule's aggregate in DQX's is_aggr_* checks where its module
 * names one and the threshold is an inclusive comparison, else a sql_query on the value.
 * Returns the checks and whether any level is an aggregate check.
 */
function metricChecks(
  plan: ExportPlan,
  p: PlannedRule,
  m: MetricForm,
): { checks: Check[]; native: boolean } {
  const aggr = ruleModule(p.rule.canonicalType)?.dqxAggregate?.(p.rule, plan.ctx) ?? null;
  let native = false;
  const checks = m.levels.flatMap((l) => {
    const name = l.level === 'fail' ? p.rule.code : `${p.rule.code} [warn]`;
    const bodies = aggr ? aggrBodies(aggr, l) : null;
    if (bodies) {
      native = true;
      return bodies.map((b) => check(plan, p, l.level, false, b, name));
    }
    return [
      check(
        plan,
        p,
        l.level,
        false,
        {
          function: 'sql_query',
          arguments: {
            query: `SELECT NOT (${l.pass('v')}) AS condition FROM (SELECT ${m.value} AS v FROM ${INPUT}) AS m`,
          },
        },
        name,
      ),
    ];
  });
  return { checks, native };
}

function generic(plan: ExportPlan, p: PlannedRule): { checks: Check[]; entry: ExportEntry } {
  const f = p.form;
  if (f.kind === 'row') {
    const checks: Check[] = [];
    if (f.window) {
      return { checks, entry: entryOf(p, 'not-expressible', '', { reason: 'no native form' }) };
    }
    checks.push(
      check(plan, p, f.metric ? 'record' : 'fail', true, {
        function: 'sql_expression',
        arguments: { expression: f.pass, msg: `${p.rule.code} failed` },
      }),
    );
    if (f.metric?.levels.length) checks.push(...metricChecks(plan, p, f.metric).checks);
    return {
      checks,
      entry: f.metric
        ? entryOf(p, 'exact', 'sql_expression (rows) + sql_query (threshold)', {
            predicate: f.pass,
          })
        : rowsCountedEntry(p, f, 'sql_expression', { predicate: f.pass }),
    };
  }
  if (f.kind === 'metric') {
    const m = metricChecks(plan, p, f);
    const aggr = ruleModule(p.rule.canonicalType)?.dqxAggregate?.(p.rule, plan.ctx);
    return {
      checks: m.checks,
      entry:
        m.native && aggr
          ? entryOf(p, 'approximate', 'is_aggr_* (dataset)', { reason: aggr.note })
          : entryOf(p, 'exact', 'sql_query (dataset)'),
    };
  }
  if (f.kind === 'sql') {
    const refused = dqxRefuses(f.query);
    if (refused)
      return {
        checks: [],
        entry: entryOf(p, 'not-expressible', '', {
          reason: `DQX refuses a sql_query with the word "${refused}" outside quotes (is_sql_query_safe), even as a function or column name, and then applies no check at all; nearest: backtick the name, or run the query as a step before applying the checks`,
        }),
      };
    const q = withView(f.query, f.view, INPUT);
    const query =
      f.mode === 'failed_rows'
        ? `SELECT count(*) > 0 AS condition FROM (${q}) AS f`
        : `SELECT NOT ${queryPassSql(q)} AS condition`;
    return {
      checks: [check(plan, p, 'fail', false, { function: 'sql_query', arguments: { query } })],
      entry:
        f.mode === 'failed_rows'
          ? entryOf(p, 'exact', 'sql_query (dataset)')
          : entryOf(p, 'approximate', 'sql_query (dataset)', {
              reason: QUERY_MODE_REASON,
            }),
    };
  }
  if (f.types.length) {
    return {
      checks: [
        check(plan, p, 'fail', false, {
          function: 'has_valid_schema',
          arguments: {
            expected_schema: f.types.map(([c, t]) => `${dqxColumn(c)} ${t}`).join(', '),
          },
        }),
      ],
      entry: entryOf(p, 'approximate', 'has_valid_schema (column_types)', {
        reason: `DQX compares "compatible" types${f.required.length || f.forbidden.length ? '; required and forbidden columns have no DQX check: assert them on df.columns' : ''}`,
      }),
    };
  }
  return {
    checks: [],
    entry: entryOf(p, 'not-expressible', '', {
      reason:
        'DQX has no check for required or forbidden columns without types; nearest: assert them on df.columns before applying the checks',
    }),
  };
}

export function renderDqx(plan: ExportPlan): ExportArtifact {
  const all: Check[] = [];
  const entries: ExportEntry[] = [];
  for (const p of plan.rules) {
    const native = ruleModule(p.rule.canonicalType)?.dqx?.(p.rule, p.form, plan.ctx);
    if (native) {
      const f = p.form;
      const level = f.kind === 'row' && f.metric ? 'record' : 'fail';
      const { with: more = [], ...first } = native.body;
      const checks = [first, ...more].map((b) =>
        check(plan, p, level, p.rule.rowLevel, { ...b, arguments: dqxArguments(b.arguments) }),
      );
      if (f.kind === 'row' && f.metric?.levels.length)
        checks.push(...metricChecks(plan, p, f.metric).checks);
      all.push(...checks);
      entries.push(
        entryOf(p, native.status, [first, ...more].map((b) => b.function).join(' + '), {
          ...(native.note ? { reason: native.note } : {}),
          ...(f.kind === 'row' ? { predicate: f.pass } : {}),
        }),
      );
      continue;
    }
    const g = generic(plan, p);
    all.push(...g.checks);
    entries.push(g.entry);
  }
  const skipped = entries.filter((e) => e.status === 'not-expressible');
  const info: TargetInfo = {
    ...DQX,
    run: runLines(plan.quarantine?.annotate ?? null, plan.doc.onFailure === 'fail'),
  };
  const text = `${comment('# ', headerLines(plan, info, entries))}\n${
    skipped.length
      ? `${comment(
          '# ',
          skipped.map((e) => `${e.code}: not expressible: ${e.reason}`),
        )}\n`
      : ''
  }\n${toYaml(all)}\n`;
  return {
    target: 'dqx',
    title: DQX.title,
    language: 'yaml',
    fileName: 'checks.yml',
    text,
    entries,
    warnings: [],
  };
}
