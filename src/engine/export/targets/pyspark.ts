import { comment, entryOf, headerLines, inlineComment } from '../common';
import { exactValue } from '../exact';
import type { ExportPlan, PlannedRule } from '../plan';
import { changedOptions, isDefaultReading, readingFormat, type SourceReading } from '../reading';
import { pyLiteral, pyString } from '../spark';
import type { ExportArtifact, TargetInfo } from '../types';
import { colRefProblem } from './colref';

export const PYSPARK: TargetInfo = {
  id: 'pyspark',
  title: 'PySpark script with sparquet_cola',
  version: 'sparquet-cola 0.3+ on PySpark 3.4+',
  language: 'python',
  extension: 'py',
  run: [
    'pip install sparquet-cola; spark-submit validate.py (or run it in a notebook).',
    'on_failure "fail": exits 1 before any write when a rule fails; "warn"/"skip": writes the report and the quarantine, exits 0.',
  ],
};

/** The expanded rules as plain dicts: `targets` already applied, params as written (numbers too). */
function ruleDicts(plan: ExportPlan): string {
  return plan.rules
    .map((p) => {
      const entries = Object.entries(p.rule.params)
        .filter(([k]) => k !== 'targets' && k !== 'type')
        .map(([k, v]) => `${pyString(k)}: ${pyLiteral(exactValue(v))}`);
      return `    {${[`"type": ${pyString(p.rule.type)}`, ...entries].join(', ')}},  # ${inlineComment(p.rule.code)}`;
    })
    .join('\n');
}

/**
 * The source read as the rules were vetted: a CSV with sparquet's reader defaults under
 * the vetted options, and the schema's columns typed as it says. Spark takes a schema by
 * position, so the schema is completed with the file's own columns and their types.
 */
function readSourcePy(reading: SourceReading): string {
  const json = readingFormat(reading) === 'json';
  // sparquet's JSON reader passes no options of its own; its CSV reader these.
  const options = new Map(
    json
      ? []
      : [
          ['header', 'true'],
          ['inferSchema', 'true'],
          ['encoding', 'UTF-8'],
          ['escape', '"'],
        ],
  );
  for (const o of changedOptions(reading)) options.set(o.key, o.value);
  const chain = [...options].map(([k, v]) => `        .option(${pyString(k)}, ${pyString(v)})`);
  const schema = reading.schema?.trim();
  const reader = `    reader = (
        spark.read.format("${json ? 'json' : 'csv'}")${chain.length ? `\n${chain.join('\n')}` : ''}
    )`;
  if (!schema)
    return `def read_source(spark):
${reader}
    return reader.load(SOURCE)`;
  return `SCHEMA = ${pyString(schema)}


def read_source(spark):
${reader}
    # The columns SCHEMA names get its types; the others keep the types this reading gives.
    given = {f.name.lower(): f for f in spark.createDataFrame([], SCHEMA).schema.fields}
    read = reader.load(SOURCE).schema
    missing = sorted(set(given) - {f.name.lower() for f in read.fields})
    if missing:
        raise SystemExit(f"{SOURCE}: the schema names {missing}, which the file does not have")
    fields = [
        T.StructField(f.name, given[f.name.lower()].dataType) if f.name.lower() in given else f
        for f in read.fields
    ]
    return reader.schema(T.StructType(fields)).load(SOURCE)`;
}

/**
 * Where sparquet_cola 0.3.x (which this script also runs on) gives another verdict than
 * 0.4.0 and the workbench (RULES.md §3, the cola030 oracle): row_count reads only min/max,
 * and missing_ and invalid_ rules put no rows in the quarantine.
 */
function olderLibrary(plan: ExportPlan, p: PlannedRule): string | null {
  const t = p.rule.canonicalType;
  if (t === 'row_count' && (p.rule.params.must_be || p.rule.params.warn))
    return 'sparquet-cola 0.3.x reads only min and max: must_be and warn are not checked there (0.4.0 checks them, as here)';
  if (/^(missing|invalid)_/.test(t) && plan.quarantine?.codes.includes(p.rule.code))
    return 'sparquet-cola 0.3.x puts no rows of this rule in the quarantine and no code (0.4.0 does, as here)';
  return null;
}

export function renderPyspark(plan: ExportPlan): ExportArtifact {
  const reading = plan.reading && !isDefaultReading(plan.reading) ? plan.reading : null;
  const entries = plan.rules.map((p) => {
    const problem = colRefProblem(p) ?? olderLibrary(plan, p);
    return problem
      ? entryOf(p, 'approximate', 'the same rule, run by sparquet_cola', { reason: problem })
      : entryOf(p, 'exact', 'the same rule, run by sparquet_cola');
  });
  const q = plan.quarantine;
  const dest = (c: { raw: Record<string, unknown> } | null | undefined) =>
    c ? pyLiteral(c.raw) : 'None';
  const body = `import json
import sys
from datetime import datetime, timezone

from pyspark.sql import SparkSession
from pyspark.sql import types as T
from sparquet_cola import Cola

SOURCE = ${pyString(plan.source)}
PIPELINE = ${pyLiteral(plan.doc.pipeline)}
ON_FAILURE = ${pyString(plan.doc.onFailure)}
# The document's destinations as written; None where it has none, and then nothing is written there.
REPORT = ${dest(plan.doc.report)}
VALID = ${dest(plan.doc.outputs.valid)}
QUARANTINE = ${dest(plan.doc.outputs.invalid)}
ANNOTATE = ${q?.configured ? pyString(q.configured) : 'None'}
SPLIT_ONLY = ${q && plan.doc.outputs.invalid?.rules ? pyLiteral(plan.doc.outputs.invalid.rules) : 'None'}

RULES = [
${ruleDicts(plan)}
]

REPORT_SCHEMA = T.StructType([
    T.StructField("pipeline", T.StringType()),
    T.StructField("rule_type", T.StringType()),
    T.StructField("check_name", T.StringType()),
    T.StructField("target", T.StringType()),
    T.StructField("rule_params", T.StringType()),
    T.StructField("severity", T.StringType()),
    T.StructField("passed", T.BooleanType()),
    T.StructField("failed_count", T.LongType()),
    T.StructField("rows_read", T.LongType()),
    T.StructField("metric_value", T.DoubleType()),
    T.StructField("message", T.StringType()),
    T.StructField("validated_at", T.TimestampType()),
])

NOT_PARAMS = {"type", "output", "column", "columns", "name"}


def report_row(rule, result, rows_read, validated_at):
    columns = rule.get("columns")
    target = ", ".join(columns) if isinstance(columns, list) else rule.get("column", "")
    params = {
        k: v
        for k, v in rule.items()
        if k not in NOT_PARAMS and (not isinstance(v, (dict, list)) or k in ("valid_values", "invalid_values"))
    }
    metric = result.metric_value
    return (
        PIPELINE,
        rule["type"],
        result.check_name,
        target,
        json.dumps(params, ensure_ascii=False, sort_keys=True),
        result.severity,
        result.passed,
        int(result.failed_count or 0),
        rows_read,
        None if metric is None else float(metric),
        result.message,
        validated_at,
    )


# How sparquet writes a destination: its format, mode (overwrite when absent), options and
# partitioning, after its "columns" projection. CSV gets sparquet's writer defaults; a Delta
# path without "/" or ":" is a table name.
CSV_DEFAULTS = {"header": "true", "encoding": "UTF-8", "escape": '"'}
FORMATS = {"parquet", "csv", "json", "orc", "avro", "txt", "delta", "iceberg"}


def write(df, dest):
    fmt = dest["format"].lower()
    mode = str(dest.get("mode", "overwrite")).lower()
    if fmt not in FORMATS or mode == "merge":
        raise SystemExit(f"{dest['path']}: this script writes {sorted(FORMATS)} with append or overwrite; run the sparquet pipeline for format {fmt!r}, mode {mode!r}")
    if dest.get("columns"):
        df = df.select(*dest["columns"])
    options = {**(CSV_DEFAULTS if fmt == "csv" else {}), **dest.get("options", {})}
    writer = df.write.format("text" if fmt == "txt" else fmt).mode(mode).options(**options)
    if dest.get("partition_by"):
        writer = writer.partitionBy(*dest["partition_by"])
    path = dest["path"]
    if fmt == "delta" and "/" not in path and ":" not in path:
        writer.saveAsTable(path)
    else:
        writer.save(path)


${reading ? `${readSourcePy(reading)}\n\n\n` : ''}def main() -> int:
    spark = SparkSession.builder.appName(PIPELINE or "dq_validations").getOrCreate()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    df = ${reading ? 'read_source(spark)' : 'spark.read.table(SOURCE)'}
    cola = Cola()
    # An aware UTC time: PySpark would read a naive one in the driver's own time zone.
    validated_at = datetime.now(timezone.utc)
    results = cola.run(df, RULES)
    failed = [r for r in results if r.severity == "fail"]
    for rule, r in zip(RULES, results):
        print(f"[{r.severity.upper()}] {r.message}")
    if failed and ON_FAILURE == "fail":
        print(f"{len(failed)} rule(s) failed under on_failure 'fail': nothing is written.", file=sys.stderr)
        return 1
    if REPORT is not None:
        rows_read = df.count()
        rows = [report_row(rule, r, rows_read, validated_at) for rule, r in zip(RULES, results)]
        write(spark.createDataFrame(rows, REPORT_SCHEMA), REPORT)
    if VALID is not None or QUARANTINE is not None:
        split = cola.split(df, RULES, annotate=ANNOTATE, only=SPLIT_ONLY)
        if VALID is not None:
            write(split.valid, VALID)
        if QUARANTINE is not None:
            write(split.invalid, QUARANTINE)
    return 0


if __name__ == "__main__":
    sys.exit(main())`;
  const text = `#!/usr/bin/env python3\n${comment('# ', headerLines(plan, PYSPARK, entries))}\n\n${body}\n`;
  return {
    target: 'pyspark',
    title: PYSPARK.title,
    language: 'python',
    fileName: 'validate.py',
    text,
    entries,
    warnings: [],
  };
}
