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
import type { MetricForm } from '../../rules/forms';
import type { ExportPlan, PlannedRule } from '../plan';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';
import { toYaml } from '../yaml';

export const SODA: TargetInfo = {
  id: 'soda',
  title: 'Soda data contract',
  version: 'Soda Core 4.x data contracts (soda-core 4.28)',
  language: 'yaml',
  extension: 'yml',
  run: [
    'pip install soda-sparkdf (or soda-databricks), then verify the contract:',
    'soda contract verify --data-source ds.yml --contract contract.yml',
    'or, on a Spark session: verify_contract_locally(data_sources=[SparkDataFrameDataSource.from_existing_session(spark, name="my_datasource")], contract_file_path="contract.yml").',
    "A warn level is the same check's `additional` threshold (level: warn): that check is WARN when the value passes must_be but not warn.",
    'The contract fails when a check without level: warn fails: abort the job then when on_failure is "fail".',
  ],
};

type Check = Record<string, unknown>;

function named(
  p: PlannedRule,
  qualifier: string,
  body: Record<string, unknown>,
): Record<string, unknown> {
  return { name: p.rule.code, qualifier, ...body };
}

function metricChecks(p: PlannedRule, m: MetricForm, table: string): Check[] {
  return m.levels.map((l) => ({
    metric: {
      ...named(p, l.level === 'fail' ? p.slug : `${p.slug}_warn`, {}),
      query: `SELECT CASE WHEN ${l.pass('v')} THEN 1 ELSE 0 END FROM (SELECT ${m.value} AS v FROM ${table}) AS m`,
      threshold: { must_be: 1, ...(l.level === 'warn' ? { level: 'warn' } : {}) },
    },
  }));
}

export function renderSoda(plan: ExportPlan): ExportArtifact {
  const table = plan.source;
  const columns = new Map<string, Check[]>();
  const dataset: Check[] = [];
  const entries: ExportEntry[] = [];
  const types = new Map<string, string>();
  const onColumn = (c: string, ch: Check) => {
    if (!columns.has(c)) columns.set(c, []);
    columns.get(c)!.push(ch);
  };
  for (const p of plan.rules) {
    const f = p.form;
    const native = ruleModule(p.rule.canonicalType)?.soda?.(p.rule, f, plan.ctx);
    if (native) {
      const [kind, conf] = Object.entries(native.body.check)[0];
      const body = { [kind]: named(p, p.slug, (conf ?? {}) as Record<string, unknown>) };
      if (native.body.column) onColumn(native.body.column, body);
      else dataset.push(body);
      entries.push(
        entryOf(p, native.status, `${kind} check`, {
          ...(native.note ? { reason: native.note } : {}),
          ...(f.kind === 'row' ? { predicate: f.pass } : {}),
        }),
      );
      continue;
    }
    if (f.kind === 'row') {
      if (f.metric && f.metric.levels.length) {
        dataset.push(...metricChecks(p, f.metric, table));
        entries.push(entryOf(p, 'exact', 'metric query (1 = passes)', { predicate: f.pass }));
      } else if (f.window) {
        dataset.push({
          failed_rows: named(p, p.slug, {
            query: `SELECT * FROM (SELECT *, ${f.pass} AS dq_ok FROM ${table}) AS d WHERE NOT dq_ok`,
          }),
        });
        entries.push(entryOf(p, 'exact', 'failed_rows query', { predicate: f.pass }));
      } else {
        dataset.push({ failed_rows: named(p, p.slug, { expression: `NOT (${f.pass})` }) });
        entries.push(rowsCountedEntry(p, f, 'failed_rows expression', { predicate: f.pass }));
      }
    } else if (f.kind === 'metric') {
      dataset.push(...metricChecks(p, f, table));
      entries.push(entryOf(p, 'exact', 'metric query (1 = passes)'));
    } else if (f.kind === 'sql') {
      const q = withView(f.query, f.view, table);
      if (f.mode === 'failed_rows') {
        dataset.push({ failed_rows: named(p, p.slug, { query: q }) });
        entries.push(entryOf(p, 'exact', 'failed_rows query'));
      } else {
        dataset.push({
          metric: named(p, p.slug, {
            query: `SELECT CASE WHEN ${queryPassSql(q)} THEN 1 ELSE 0 END`,
            threshold: { must_be: 1 },
          }),
        });
        entries.push(
          entryOf(p, 'approximate', 'metric query (1 = passes)', {
            reason: QUERY_MODE_REASON,
          }),
        );
      }
    } else {
      for (const c of f.required) if (!columns.has(c)) columns.set(c, []);
      // Soda's schema check defaults to the exact column list in the contract's order
      // (schema_check.py: bool(allow_extra_columns)); the rule only asks for its columns.
      dataset.push({
        schema: named(p, p.slug, { allow_extra_columns: true, allow_other_column_order: true }),
      });
      entries.push(
        entryOf(p, 'approximate', 'schema check + columns with data_type', {
          reason: `Soda compares data_type as the data source names it${f.forbidden.length ? `; forbidden columns (${f.forbidden.join(', ')}) have no Soda form but allow_extra_columns: false, which forbids every other column` : ''}`,
        }),
      );
      for (const [c, t] of f.types) {
        if (!columns.has(c)) columns.set(c, []);
        types.set(c, t);
      }
    }
  }
  const contract = {
    dataset: `my_datasource/${table.split('.').join('/')}`,
    columns: [...columns.entries()].map(([name, checks]) => ({
      name,
      ...(types.has(name) ? { data_type: types.get(name) } : {}),
      ...(checks.length ? { checks } : {}),
    })),
    ...(dataset.length ? { checks: dataset } : {}),
  };
  const skipped = entries.filter((e) => e.status === 'not-expressible');
  const text = `${comment('# ', [...headerLines(plan, SODA, entries), '', 'dataset: <data source>/<database>/<schema>/<table>, as Soda names it: adjust the first part.'])}\n${
    skipped.length
      ? comment(
          '# ',
          skipped.map((e) => `${e.code}: not expressible: ${e.reason}`),
        ) + '\n'
      : ''
  }\n${toYaml(contract)}\n`;
  return {
    target: 'soda',
    title: SODA.title,
    language: 'yaml',
    fileName: 'contract.yml',
    text,
    entries,
    warnings: [],
  };
}
