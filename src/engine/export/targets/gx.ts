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
import { pyLiteral, pyString } from '../spark';
import type { ExportArtifact, ExportEntry, TargetInfo } from '../types';

export const GX: TargetInfo = {
  id: 'gx',
  title: 'Great Expectations suite',
  version: 'GX Core 1.x (great_expectations 1.24)',
  language: 'python',
  extension: 'py',
  run: [
    'pip install great_expectations pyspark; spark-submit rules_gx.py (or run it in a notebook).',
    'run(spark) validates the source table as a Spark dataframe through a Checkpoint; main() exits 1 when a critical expectation fails and on_failure is "fail".',
    'Each expectation has the severity of its rule level: critical for must_be, warning for warn (Expectation.severity, GX 1.x releases with it).',
    'UnexpectedRowsExpectation runs its Spark SQL against {batch}, the validated data.',
    "On a pandas data source GX matches regexes with Python's re, where \\d also matches non-ASCII digits and $ a final newline: validate on Spark.",
  ],
};

/** Where GX puts the batch; written `{batch}` by gxQuery once the other braces are doubled. */
const BATCH = '\u0000batch\u0000';

/** A column name GX on Spark finds as written: no dot, backtick, quote or whitespace. */
function gxName(name: string): boolean {
  return /^[^.`'"\s]+$/.test(name);
}

interface Exp {
  cls: string;
  kwargs: Record<string, unknown>;
  code: string;
  /** The rule's name here: its slug, `<slug>_warn` for its warn level. */
  name: string;
  level: 'fail' | 'warn';
}

/** GX's severity for a rule level: a `fail` level is critical, a `warn` level a warning. */
const SEVERITY = { fail: 'critical', warn: 'warning' } as const;

function exp(
  p: PlannedRule,
  cls: string,
  kwargs: Record<string, unknown>,
  level: 'fail' | 'warn' = 'fail',
): Exp {
  return {
    cls,
    kwargs,
    code: p.rule.code,
    name: level === 'warn' ? `${p.slug}_warn` : p.slug,
    level,
  };
}

/**
 * GX on Spark fills the query in with Python's `query.format(batch="tmp_view")`
 * (metrics/query_metrics/query_table), so every other brace is doubled: a regex
 * quantifier such as `{2,}` or `\d{11}` would otherwise raise a KeyError.
 */
function gxQuery(sql: string): string {
  return sql
    .split(BATCH)
    .map((part) => part.replace(/[{}]/g, (b) => b + b))
    .join('{batch}');
}

function unexpected(p: PlannedRule, query: string, level: 'fail' | 'warn'): Exp {
  return exp(p, 'UnexpectedRowsExpectation', { unexpected_rows_query: gxQuery(query) }, level);
}

function metricExps(p: PlannedRule, m: MetricForm): Exp[] {
  return m.levels.map((l) =>
    unexpected(
      p,
      `SELECT * FROM (SELECT ${m.value} AS v FROM ${BATCH}) AS m WHERE NOT (${l.pass('v')})`,
      l.level,
    ),
  );
}

const PYSPARK_TYPES: Record<string, string> = {
  string: 'StringType',
  bigint: 'LongType',
  long: 'LongType',
  int: 'IntegerType',
  integer: 'IntegerType',
  smallint: 'ShortType',
  tinyint: 'ByteType',
  double: 'DoubleType',
  float: 'FloatType',
  boolean: 'BooleanType',
  date: 'DateType',
  timestamp: 'TimestampType',
  binary: 'BinaryType',
};

function expression(e: Exp): string {
  const kw = Object.entries({
    ...e.kwargs,
    severity: SEVERITY[e.level],
    meta: { rule_code: e.code, name: e.name },
  })
    .map(([k, v]) => `${k}=${pyLiteral(v)}`)
    .join(', ');
  return `    gxe.${e.cls}(${kw}),`;
}

export function renderGx(plan: ExportPlan): ExportArtifact {
  const exps: Exp[] = [];
  const entries: ExportEntry[] = [];
  for (const p of plan.rules) {
    const f = p.form;
    const found = ruleModule(p.rule.canonicalType)?.gx?.(p.rule, f, plan.ctx);
    // GX on Spark resolves a column by name: a dot reads as a struct field, and spaces or
    // quotes have failed across versions. Those columns take the Spark SQL form instead.
    const column = found?.body.kwargs.column;
    const native = found && (typeof column !== 'string' || gxName(column)) ? found : null;
    if (native) {
      exps.push(exp(p, native.body.expectation, native.body.kwargs));
      entries.push(
        entryOf(p, native.status, native.body.expectation, {
          ...(native.note ? { reason: native.note } : {}),
          ...(f.kind === 'row' ? { predicate: f.pass } : {}),
        }),
      );
    } else if (f.kind === 'row') {
      const rows = f.window
        ? `SELECT * FROM (SELECT *, ${f.pass} AS dq_ok FROM ${BATCH}) AS d WHERE NOT dq_ok`
        : `SELECT * FROM ${BATCH} WHERE NOT (${f.pass})`;
      if (f.metric && f.metric.levels.length) exps.push(...metricExps(p, f.metric));
      else exps.push(unexpected(p, rows, 'fail'));
      entries.push(
        f.metric
          ? entryOf(p, 'exact', 'UnexpectedRowsExpectation (threshold)', { predicate: f.pass })
          : rowsCountedEntry(p, f, 'UnexpectedRowsExpectation (rows)', { predicate: f.pass }),
      );
    } else if (f.kind === 'metric') {
      exps.push(...metricExps(p, f));
      entries.push(entryOf(p, 'exact', 'UnexpectedRowsExpectation (one row when it fails)'));
    } else if (f.kind === 'sql') {
      const q = withView(f.query, f.view, BATCH);
      exps.push(
        unexpected(
          p,
          f.mode === 'failed_rows' ? q : `SELECT 1 AS failed WHERE NOT ${queryPassSql(q)}`,
          'fail',
        ),
      );
      entries.push(
        f.mode === 'failed_rows'
          ? entryOf(p, 'exact', 'UnexpectedRowsExpectation')
          : entryOf(p, 'approximate', 'UnexpectedRowsExpectation', {
              reason: QUERY_MODE_REASON,
            }),
      );
    } else {
      for (const c of f.required) exps.push(exp(p, 'ExpectColumnToExist', { column: c }));
      for (const [c, t] of f.types) {
        const ty =
          PYSPARK_TYPES[t.trim().toLowerCase()] ??
          (t.toLowerCase().startsWith('decimal') ? 'DecimalType' : undefined);
        if (ty) exps.push(exp(p, 'ExpectColumnValuesToBeOfType', { column: c, type_: ty }));
      }
      entries.push(
        entryOf(p, 'approximate', 'ExpectColumnToExist / ExpectColumnValuesToBeOfType', {
          reason: `one expectation per column, each with the rule code in meta${f.forbidden.length ? `; forbidden columns (${f.forbidden.join(', ')}) have no GX expectation: assert them on df.columns` : ''}${f.types.some(([c]) => !gxName(c)) ? '; GX on Spark may not find a column whose name has a dot, a space or a quote (it depends on the GX version)' : ''}`,
        }),
      );
    }
  }
  const name = plan.doc.pipeline ?? 'validations';
  const body = [
    'import sys',
    '',
    'import great_expectations as gx',
    'import great_expectations.expectations as gxe',
    'from pyspark.sql import SparkSession',
    '',
    `SOURCE = ${pyString(plan.source)}`,
    `ON_FAILURE = ${pyString(plan.doc.onFailure)}`,
    `SUITE = ${pyString(name)}`,
    '',
    '# One expectation per rule level: severity "critical" for must_be, "warning" for warn;',
    '# meta holds the rule code and its name here (the warn level adds _warn).',
    'EXPECTATIONS = [',
    ...exps.map(expression),
    ']',
    '',
    '',
    'def run(spark):',
    '    # The suite run by a Checkpoint on the source table, as a Spark dataframe.',
    '    context = gx.get_context(mode="ephemeral")',
    '    batch_definition = (',
    '        context.data_sources.add_spark(name="dqw")',
    '        .add_dataframe_asset(name=SOURCE)',
    '        .add_batch_definition_whole_dataframe("all rows")',
    '    )',
    '    suite = context.suites.add(gx.ExpectationSuite(name=SUITE))',
    '    for expectation in EXPECTATIONS:',
    '        suite.add_expectation(expectation)',
    '    validation = context.validation_definitions.add(',
    '        gx.ValidationDefinition(name=SUITE, data=batch_definition, suite=suite)',
    '    )',
    '    checkpoint = context.checkpoints.add(',
    '        gx.Checkpoint(name=SUITE, validation_definitions=[validation], result_format="SUMMARY")',
    '    )',
    '    return checkpoint.run(batch_parameters={"dataframe": spark.read.table(SOURCE)})',
    '',
    '',
    'def failures(result):',
    '    # (severity, rule code) of each expectation the run found failing.',
    '    return [',
    '        (r.expectation_config.severity.value, r.expectation_config.meta["rule_code"])',
    '        for run in result.run_results.values()',
    '        for r in run.results',
    '        if not r.success',
    '    ]',
    '',
    '',
    'def exit_code(result) -> int:',
    '    # 1 when a critical expectation failed and on_failure is "fail".',
    '    critical = any(severity == "critical" for severity, _ in failures(result))',
    '    return 1 if critical and ON_FAILURE == "fail" else 0',
    '',
    '',
    'def main() -> int:',
    '    spark = SparkSession.builder.getOrCreate()',
    '    spark.conf.set("spark.sql.session.timeZone", "UTC")',
    '    result = run(spark)',
    '    for severity, code in failures(result):',
    '        print(f"[{severity}] {code}")',
    '    return exit_code(result)',
    '',
    '',
    'if __name__ == "__main__":',
    '    sys.exit(main())',
  ];
  const skipped = entries.filter((e) => e.status === 'not-expressible');
  const text = `${comment('# ', headerLines(plan, GX, entries))}\n${
    skipped.length
      ? comment(
          '# ',
          skipped.map((e) => `${e.code}: not expressible: ${e.reason}`),
        ) + '\n'
      : ''
  }\n${body.join('\n')}\n`;
  return {
    target: 'gx',
    title: GX.title,
    language: 'python',
    fileName: 'rules_gx.py',
    text,
    entries,
    warnings: [],
  };
}
