import {
  comment,
  entryOf,
  headerLines,
  queryPassSql,
  QUERY_MODE_REASON,
  withView,
} from '../common';
import { ruleModule } from '../../rules';
import type { MetricForm, SparkForm } from '../../rules/forms';
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
    'engine = DQEngine(WorkspaceClient()); checked = engine.apply_checks_by_metadata(df, checks)',
    'valid = engine.get_valid(checked)  # the rows without an error',
    "Only the quarantine's rules are criticality error; other rules and every dataset check are warn, and a failing dataset check warns on every row.",
    'So the quarantine is checked.where("_errors IS NOT NULL"), not engine.get_invalid(checked) nor the second frame of apply_checks_by_metadata_and_split: those also hold every row with only a warning.',
    'user_metadata.level says what production does: abort when a "fail" check reports and on_failure is "fail".',
  ],
};

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

function check(
  p: PlannedRule,
  name: string,
  criticality: string,
  level: string,
  body: unknown,
): Check {
  return { name, criticality, check: body, user_metadata: { rule_code: p.rule.code, level } };
}

function metricChecks(p: PlannedRule, m: MetricForm): Check[] {
  return m.levels.map((l) =>
    check(p, l.level === 'fail' ? p.rule.code : `${p.rule.code} [warn]`, 'warn', l.level, {
      function: 'sql_query',
      arguments: {
        query: `SELECT NOT (${l.pass('v')}) AS condition FROM (SELECT ${m.value} AS v FROM ${INPUT}) AS m`,
      },
    }),
  );
}

function generic(
  p: PlannedRule,
  f: SparkForm,
  rowCrit: string,
): { checks: Check[]; entry: ExportEntry } {
  if (f.kind === 'row') {
    const checks: Check[] = [];
    const zero = !f.metric || f.metric.levels.length === 0;
    if (f.window) {
      return { checks, entry: entryOf(p, 'not-expressible', '', { reason: 'no native form' }) };
    }
    checks.push(
      check(p, p.rule.code, rowCrit, f.metric ? 'record' : 'fail', {
        function: 'sql_expression',
        arguments: { expression: f.pass, msg: `${p.rule.code} failed` },
      }),
    );
    if (f.metric && !zero) checks.push(...metricChecks(p, f.metric));
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
  if (f.kind === 'metric')
    return { checks: metricChecks(p, f), entry: entryOf(p, 'exact', 'sql_query (dataset)') };
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
      checks: [
        check(p, p.rule.code, 'warn', 'fail', { function: 'sql_query', arguments: { query } }),
      ],
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
        check(p, p.rule.code, 'warn', 'fail', {
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
    const inScope = plan.quarantine
      ? plan.quarantine.codes.includes(p.rule.code)
      : plan.doc.onFailure === 'fail';
    const rowCrit = inScope ? 'error' : 'warn';
    const native = ruleModule(p.rule.canonicalType)?.dqx?.(p.rule, p.form, plan.ctx);
    if (native) {
      const f = p.form;
      const checks = [
        check(
          p,
          p.rule.code,
          p.rule.rowLevel ? rowCrit : 'warn',
          f.kind === 'row' && f.metric ? 'record' : 'fail',
          { ...native.body, arguments: dqxArguments(native.body.arguments) },
        ),
      ];
      if (f.kind === 'row' && f.metric && f.metric.levels.length)
        checks.push(...metricChecks(p, f.metric));
      all.push(...checks);
      entries.push(
        entryOf(p, native.status, native.body.function, {
          ...(native.note ? { reason: native.note } : {}),
          ...(f.kind === 'row' ? { predicate: f.pass } : {}),
        }),
      );
      continue;
    }
    const g = generic(p, p.form, rowCrit);
    all.push(...g.checks);
    entries.push(g.entry);
  }
  const skipped = entries.filter((e) => e.status === 'not-expressible');
  const q = plan.quarantine;
  const info: TargetInfo = q
    ? {
        ...DQX,
        run: [
          ...DQX.run,
          `The quarantine with its codes (${q.annotate}): checked.where("_errors IS NOT NULL").withColumn(${JSON.stringify(q.annotate)}, F.expr("transform(_errors, e -> e.name)")).drop("_errors", "_warnings")`,
        ],
      }
    : DQX;
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
