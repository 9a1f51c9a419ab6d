#!/usr/bin/env python3
# DQ Workbench export: PySpark script with sparquet_cola (sparquet-cola 0.3+ on PySpark 3.4+)
# Rules: every_type · 26 rules · on_failure: warn
# Source: source_table (replace with the table or view the rules read).
# NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
# Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
#
# How to run:
#   pip install sparquet-cola; spark-submit validate.py (or run it in a notebook).
#   on_failure "fail": exits 1 before any write when a rule fails; "warn"/"skip": writes the report and the quarantine, exits 0.
#
# Rule code → name here: translation
#   not_null(id,preço) → not_null_id_preco: the same rule, run by sparquet_cola
#   NAME_PRESENT → name_present: the same rule, run by sparquet_cola
#   unique(id,name) → unique_id_name: the same rule, run by sparquet_cola
#   range(age,0,120) → range_age_0_120: the same rule, run by sparquet_cola
#   range(amount_text,1.5,*) → range_amount_text_1p5: the same rule, run by sparquet_cola
#   regex(code,^[^'\\]+\d$) → regex_code_d: the same rule, run by sparquet_cola
#   row_count → row_count: the same rule, run by sparquet_cola
#   row_count → row_count_2: the same rule, run by sparquet_cola (approximate: sparquet-cola 0.3.x reads only min and max: must_be and warn are not checked there (0.4.0 checks them, as here))
#   sql → sql: the same rule, run by sparquet_cola
#   sql → sql_2: the same rule, run by sparquet_cola
#   schema → schema: the same rule, run by sparquet_cola
#   distinct_count(country) → distinct_count_country: the same rule, run by sparquet_cola
#   duplicate_count → duplicate_count: the same rule, run by sparquet_cola
#   duplicate_percent(id) → duplicate_percent_id: the same rule, run by sparquet_cola
#   missing_count(email) → missing_count_email: the same rule, run by sparquet_cola
#   missing_percent(email) → missing_percent_email: the same rule, run by sparquet_cola
#   invalid_count(country) → invalid_count_country: the same rule, run by sparquet_cola
#   invalid_percent(email) → invalid_percent_email: the same rule, run by sparquet_cola
#   invalid_count(amount_text) → invalid_count_amount_text: the same rule, run by sparquet_cola
#   min(age) → min_age: the same rule, run by sparquet_cola
#   max(age) → max_age: the same rule, run by sparquet_cola
#   avg(preço) → avg_preco: the same rule, run by sparquet_cola
#   mean(age) → mean_age: the same rule, run by sparquet_cola
#   sum(preço) → sum_preco: the same rule, run by sparquet_cola
#   stddev(age) → stddev_age: the same rule, run by sparquet_cola
#   freshness(created_at) → freshness_created_at: the same rule, run by sparquet_cola
#
# Portability warnings:
#   validations.rules[7].must_be: Production's row_count reads only "min" and "max": "must_be" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   validations.rules[7].warn: Production's row_count reads only "min" and "max": "warn" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   regex(code,^[^'\\]+\d$): regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\z` for the absolute end in both
#   freshness(created_at): freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset

import json
import sys
from datetime import datetime, timezone

from pyspark.sql import SparkSession
from pyspark.sql import types as T
from sparquet_cola import Cola

SOURCE = "source_table"
PIPELINE = "every_type"
ON_FAILURE = "warn"
# The document's destinations as written; None where it has none, and then nothing is written there.
REPORT = None
VALID = {"format": "delta", "path": "main.silver.people", "mode": "overwrite"}
QUARANTINE = {"format": "delta", "path": "main.silver.people_quarantine", "annotate": "dq_codes"}
ANNOTATE = "dq_codes"
SPLIT_ONLY = None

RULES = [
    {"type": "not_null", "columns": ["id", "preço"]},  # not_null(id,preço)
    {"type": "not_null", "column": "name", "code": "NAME_PRESENT"},  # NAME_PRESENT
    {"type": "unique", "columns": ["id", "name"]},  # unique(id,name)
    {"type": "range", "column": "age", "min": 0, "max": 120},  # range(age,0,120)
    {"type": "range", "column": "amount_text", "min": 1.5},  # range(amount_text,1.5,*)
    {"type": "regex", "column": "code", "pattern": "^[^'\\\\]+\\d$"},  # regex(code,^[^'\\]+\d$)
    {"type": "row_count", "min": 1, "max": 1000},  # row_count
    {"type": "row_count", "must_be": "> 0", "warn": ">= 5"},  # row_count
    {"type": "sql", "query": "SELECT count(*) = 0 FROM _validation_df WHERE age < 0"},  # sql
    {"type": "sql", "failed_rows": "SELECT * FROM _validation_df WHERE `preço` < 0"},  # sql
    {"type": "schema", "required_columns": ["id"], "forbidden_columns": ["password"], "column_types": {"id": "bigint"}},  # schema
    {"type": "distinct_count", "column": "country", "must_be": ">= 2"},  # distinct_count(country)
    {"type": "duplicate_count", "must_be": "= 0"},  # duplicate_count
    {"type": "duplicate_percent", "columns": ["id"], "must_be": "< 10%"},  # duplicate_percent(id)
    {"type": "missing_count", "column": "email", "missing_values": ["", "N/A"], "must_be": "= 0"},  # missing_count(email)
    {"type": "missing_percent", "column": "email", "must_be": "< 50%", "warn": "= 0"},  # missing_percent(email)
    {"type": "invalid_count", "column": "country", "valid_values": ["BR", "PT"], "must_be": "= 0"},  # invalid_count(country)
    {"type": "invalid_percent", "column": "email", "valid_format": "email", "valid_max_length": 40, "must_be": "< 20%"},  # invalid_percent(email)
    {"type": "invalid_count", "column": "amount_text", "valid_min": 0, "must_be": "<= 1"},  # invalid_count(amount_text)
    {"type": "min", "column": "age", "must_be": ">= 0"},  # min(age)
    {"type": "max", "column": "age", "must_be": "<= 120"},  # max(age)
    {"type": "avg", "column": "preço", "must_be": "between 1 and 100"},  # avg(preço)
    {"type": "mean", "column": "age", "must_be": "> 10", "warn": "< 90"},  # mean(age)
    {"type": "sum", "column": "preço", "must_be": "not between -1 and 0"},  # sum(preço)
    {"type": "stddev", "column": "age", "must_be": "!= 0"},  # stddev(age)
    {"type": "freshness", "column": "created_at", "must_be": "< 30d", "warn": "< 1d"},  # freshness(created_at)
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


def main() -> int:
    spark = SparkSession.builder.appName(PIPELINE or "dq_validations").getOrCreate()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    df = spark.read.table(SOURCE)
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
    sys.exit(main())
