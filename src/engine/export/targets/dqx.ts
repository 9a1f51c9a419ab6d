import {
  comment,
  entryOf,
  headerLines,
  queryPassSql,
  QUERY_MODE_REASON,
  withView,
} from '../common';
import { ruleModule } from '../../rules';
import type { DqxAggregate, DqxBody, MetricForm, MetricLevel } from '../../rules/forms';
import type { ExportPlan, PlannedRule } from '../plan';
import { tokenize } from '../../sql/spark-dialect';
import { plainName, sparkIdent } from '../spark';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';
import { toYaml } from '../yaml';

export const DQX: TargetInfo = {
  id: 'dqx',
  title: 'Databricks Labs DQX checks',
  version: 'databricks-labs-dqx 0.16+ (0.17.0 current), YAML metadata checks',
  language: 'yaml',
  extension: 'yml',
  run: [
    'checks = yaml.safe_load(open("checks.yml"))',
    'engine = DQEngine(WorkspaceClient()); valid, flagged = engine.apply_checks_by_metadata_and_split(df, checks)',
    'A check at level fail is criticality error, a warn level warn; the rows a threshold rule counts (level record) are warn.',
    'With outputs.invalid only the quarantine\'s row rules are error (a failing dataset check flags every row), so the quarantine is flagged.where("_errors IS NOT NULL"), and valid is the split\'s first frame.',
  ],
};

/**
 * on_failure "fail": production writes nothing when a rule fails at its fail level. In DQX
 * that is the FailPipeline action, gated on a metric that counts the rows carrying a result
 * of a check at level fail (an error or, with a quarantine, a warning).
 */
export const DQX_FAIL_METRIC =
  "count(case when exists(coalesce(_errors, array()), r -> r.user_metadata.level = 'fail') or exists(coalesce(_warnings, array()), r -> r.user_metadata.level = 'fail') then 1 end) as dq_fail_rows";
export const DQX_FAIL_CONDITION = 'dq_fail_rows > 0';

const FAIL_RUN = [
  'on_failure "fail" (nothing written when a fail level fails): DQX\'s FailPipeline action, with',
  `  fail metric: ${DQX_FAIL_METRIC}`,
  `  fail condition: ${DQX_FAIL_CONDITION}`,
  '  engine = DQEngine(WorkspaceClient(), observer=DQMetricsObserver(custom_metrics=[<fail metric>]), actions=[{"action": {"type": "fail_pipeline"}, "condition": "<fail condition>"}])',
  '  valid, flagged, observation = engine.apply_checks_by_metadata_and_split(df, checks); compute the split (a write or count), then engine.evaluate_actions(observation.get) raises PipelineFailedError before anything is written',
];

const INPUT = '{{ input_view }}';

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
      entry: entryOf(
        p,
        'exact',
        f.metric ? 'sql_expression (rows) + sql_query (threshold)' : 'sql_expression',
        {
          predicate: f.pass,
        },
      ),
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
  const q = plan.quarantine;
  const info: TargetInfo = {
    ...DQX,
    run: [
      ...DQX.run,
      ...(q
        ? [
            `The quarantine with its codes (${q.annotate}): flagged.where("_errors IS NOT NULL").withColumn(${JSON.stringify(q.annotate)}, F.expr("transform(_errors, e -> e.name)")).drop("_errors", "_warnings")`,
          ]
        : []),
      ...(plan.doc.onFailure === 'fail' ? FAIL_RUN : []),
    ],
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
