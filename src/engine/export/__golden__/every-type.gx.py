# DQ Workbench export: Great Expectations suite (GX Core 1.x (great_expectations 1.24))
# Rules: every_type · 26 rules · on_failure: warn
# Source: source_table (replace with the table or view the rules read).
# NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
# Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
#
# How to run:
#   pip install great_expectations pyspark; spark-submit rules_gx.py (or run it in a notebook).
#   run(spark) validates the source table as a Spark dataframe through a Checkpoint; main() exits 1 when a critical expectation fails and on_failure is "fail".
#   Each expectation has the severity of its rule level: critical for must_be, warning for warn (Expectation.severity, GX 1.x releases with it).
#   UnexpectedRowsExpectation runs its Spark SQL against {batch}, the validated data.
#   On a pandas data source GX matches regexes with Python's re, where \d also matches non-ASCII digits and $ a final newline: validate on Spark.
#
# Rule code → name here: translation
#   not_null(id,preço) → not_null_id_preco: UnexpectedRowsExpectation (rows) (approximate: it counts the failing rows, where production's failed_count counts NULL cells, column by column (a row NULL in two columns counts 2); the rows it flags are the same)
#   NAME_PRESENT → name_present: ExpectColumnValuesToNotBeNull
#   unique(id,name) → unique_id_name: UnexpectedRowsExpectation (rows)
#   range(age,0,120) → range_age_0_120: ExpectColumnValuesToBeBetween
#   range(amount_text,1.5,*) → range_amount_text_1p5: ExpectColumnValuesToBeBetween
#   regex(code,^[^'\\]+\d$) → regex_code_d: UnexpectedRowsExpectation (rows)
#   row_count → row_count: ExpectTableRowCountToBeBetween
#   row_count → row_count_2: UnexpectedRowsExpectation (one row when it fails)
#   sql → sql: UnexpectedRowsExpectation (approximate: production passes on Python's truth of the first column of the first row (a non-zero number, a non-empty string) and raises on no rows; here that value is cast to boolean, no rows fails, and the query must return a single column)
#   sql → sql_2: UnexpectedRowsExpectation
#   schema → schema: ExpectColumnToExist / ExpectColumnValuesToBeOfType (approximate: one expectation per column, each with the rule code in meta; forbidden columns (password) have no GX expectation: assert them on df.columns)
#   distinct_count(country) → distinct_count_country: UnexpectedRowsExpectation (one row when it fails)
#   duplicate_count → duplicate_count: UnexpectedRowsExpectation (one row when it fails)
#   duplicate_percent(id) → duplicate_percent_id: UnexpectedRowsExpectation (one row when it fails)
#   missing_count(email) → missing_count_email: UnexpectedRowsExpectation (threshold)
#   missing_percent(email) → missing_percent_email: UnexpectedRowsExpectation (threshold)
#   invalid_count(country) → invalid_count_country: UnexpectedRowsExpectation (threshold)
#   invalid_percent(email) → invalid_percent_email: UnexpectedRowsExpectation (threshold)
#   invalid_count(amount_text) → invalid_count_amount_text: UnexpectedRowsExpectation (threshold)
#   min(age) → min_age: ExpectColumnMinToBeBetween (approximate: with no value GX reports the metric as missing rather than the rule failing)
#   max(age) → max_age: ExpectColumnMaxToBeBetween (approximate: with no value GX reports the metric as missing rather than the rule failing)
#   avg(preço) → avg_preco: ExpectColumnMeanToBeBetween (approximate: with no value GX reports the metric as missing rather than the rule failing)
#   mean(age) → mean_age: UnexpectedRowsExpectation (one row when it fails)
#   sum(preço) → sum_preco: UnexpectedRowsExpectation (one row when it fails)
#   stddev(age) → stddev_age: UnexpectedRowsExpectation (one row when it fails)
#   freshness(created_at) → freshness_created_at: UnexpectedRowsExpectation (one row when it fails)
#
# Portability warnings:
#   validations.rules[7].must_be: Production's row_count reads only "min" and "max": "must_be" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   validations.rules[7].warn: Production's row_count reads only "min" and "max": "warn" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   regex(code,^[^'\\]+\d$): regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\z` for the absolute end in both
#   freshness(created_at): freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset

import sys

import great_expectations as gx
import great_expectations.expectations as gxe
from pyspark.sql import SparkSession

SOURCE = "source_table"
ON_FAILURE = "warn"
SUITE = "every_type"

# One expectation per rule level: severity "critical" for must_be, "warning" for warn;
# meta holds the rule code and its name here (the warn level adds _warn).
EXPECTATIONS = [
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE NOT (`id` IS NOT NULL AND `preço` IS NOT NULL)", severity="critical", meta={"rule_code": "not_null(id,preço)", "name": "not_null_id_preco"}),
    gxe.ExpectColumnValuesToNotBeNull(column="name", severity="critical", meta={"rule_code": "NAME_PRESENT", "name": "name_present"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT *, count(*) OVER (PARTITION BY `id`, `name`) = 1 AS dq_ok FROM {batch}) AS d WHERE NOT dq_ok", severity="critical", meta={"rule_code": "unique(id,name)", "name": "unique_id_name"}),
    gxe.ExpectColumnValuesToBeBetween(column="age", min_value=0, max_value=120, severity="critical", meta={"rule_code": "range(age,0,120)", "name": "range_age_0_120"}),
    gxe.ExpectColumnValuesToBeBetween(column="amount_text", min_value=1.5, severity="critical", meta={"rule_code": "range(amount_text,1.5,*)", "name": "range_amount_text_1p5"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE NOT (`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\\'\\\\\\\\]+\\\\d$')", severity="critical", meta={"rule_code": "regex(code,^[^'\\\\]+\\d$)", "name": "regex_code_d"}),
    gxe.ExpectTableRowCountToBeBetween(min_value=1, max_value=1000, severity="critical", meta={"rule_code": "row_count", "name": "row_count"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count(*) AS v FROM {batch}) AS m WHERE NOT (v > 0)", severity="critical", meta={"rule_code": "row_count", "name": "row_count_2"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count(*) AS v FROM {batch}) AS m WHERE NOT (v >= 5)", severity="warning", meta={"rule_code": "row_count", "name": "row_count_2_warn"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT 1 AS failed WHERE NOT coalesce(CAST((SELECT * FROM (SELECT count(*) = 0 FROM {batch} WHERE age < 0) AS dq_q LIMIT 1) AS BOOLEAN), false)", severity="critical", meta={"rule_code": "sql", "name": "sql"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE `preço` < 0", severity="critical", meta={"rule_code": "sql", "name": "sql_2"}),
    gxe.ExpectColumnToExist(column="id", severity="critical", meta={"rule_code": "schema", "name": "schema"}),
    gxe.ExpectColumnValuesToBeOfType(column="id", type_="LongType", severity="critical", meta={"rule_code": "schema", "name": "schema"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (count(DISTINCT `country`) + CASE WHEN count(*) > count(`country`) THEN 1 ELSE 0 END) AS v FROM {batch}) AS m WHERE NOT (v >= 2)", severity="critical", meta={"rule_code": "distinct_count(country)", "name": "distinct_count_country"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (count(*) - count(DISTINCT struct(*))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", severity="critical", meta={"rule_code": "duplicate_count", "name": "duplicate_count"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * (count(*) - (count(DISTINCT `id`) + CASE WHEN count(*) > count(`id`) THEN 1 ELSE 0 END)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 10)", severity="critical", meta={"rule_code": "duplicate_percent(id)", "name": "duplicate_percent_id"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", severity="critical", meta={"rule_code": "missing_count(email)", "name": "missing_count_email"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 50)", severity="critical", meta={"rule_code": "missing_percent(email)", "name": "missing_percent_email"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v = 0)", severity="warning", meta={"rule_code": "missing_percent(email)", "name": "missing_percent_email_warn"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", severity="critical", meta={"rule_code": "invalid_count(country)", "name": "invalid_count_country"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\\\-]+@[A-Za-z0-9.\\\\-]+\\\\.[A-Za-z]{{2,}}$') AND (length(CAST(`email` AS STRING)) <= 40)))) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 20)", severity="critical", meta={"rule_code": "invalid_percent(email)", "name": "invalid_percent_email"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`amount_text` IS NULL OR `amount_text` >= 0)) AS v FROM {batch}) AS m WHERE NOT (v <= 1)", severity="critical", meta={"rule_code": "invalid_count(amount_text)", "name": "invalid_count_amount_text"}),
    gxe.ExpectColumnMinToBeBetween(column="age", min_value=0, severity="critical", meta={"rule_code": "min(age)", "name": "min_age"}),
    gxe.ExpectColumnMaxToBeBetween(column="age", max_value=120, severity="critical", meta={"rule_code": "max(age)", "name": "max_age"}),
    gxe.ExpectColumnMeanToBeBetween(column="preço", min_value=1, max_value=100, severity="critical", meta={"rule_code": "avg(preço)", "name": "avg_preco"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT avg(`age`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v > 10))", severity="critical", meta={"rule_code": "mean(age)", "name": "mean_age"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT avg(`age`) AS v FROM {batch}) AS m WHERE NOT (v < 90)", severity="warning", meta={"rule_code": "mean(age)", "name": "mean_age_warn"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT sum(`preço`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v NOT BETWEEN -1 AND 0))", severity="critical", meta={"rule_code": "sum(preço)", "name": "sum_preco"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT stddev_samp(`age`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v <> 0))", severity="critical", meta={"rule_code": "stddev(age)", "name": "stddev_age"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v < 2592000))", severity="critical", meta={"rule_code": "freshness(created_at)", "name": "freshness_created_at"}),
    gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS v FROM {batch}) AS m WHERE NOT (v < 86400)", severity="warning", meta={"rule_code": "freshness(created_at)", "name": "freshness_created_at_warn"}),
]


def run(spark):
    # The suite run by a Checkpoint on the source table, as a Spark dataframe.
    context = gx.get_context(mode="ephemeral")
    batch_definition = (
        context.data_sources.add_spark(name="dqw")
        .add_dataframe_asset(name=SOURCE)
        .add_batch_definition_whole_dataframe("all rows")
    )
    suite = context.suites.add(gx.ExpectationSuite(name=SUITE))
    for expectation in EXPECTATIONS:
        suite.add_expectation(expectation)
    validation = context.validation_definitions.add(
        gx.ValidationDefinition(name=SUITE, data=batch_definition, suite=suite)
    )
    checkpoint = context.checkpoints.add(
        gx.Checkpoint(name=SUITE, validation_definitions=[validation], result_format="SUMMARY")
    )
    return checkpoint.run(batch_parameters={"dataframe": spark.read.table(SOURCE)})


def failures(result):
    # (severity, rule code) of each expectation the run found failing.
    return [
        (r.expectation_config.severity.value, r.expectation_config.meta["rule_code"])
        for run in result.run_results.values()
        for r in run.results
        if not r.success
    ]


def exit_code(result) -> int:
    # 1 when a critical expectation failed and on_failure is "fail".
    critical = any(severity == "critical" for severity, _ in failures(result))
    return 1 if critical and ON_FAILURE == "fail" else 0


def main() -> int:
    spark = SparkSession.builder.getOrCreate()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    result = run(spark)
    for severity, code in failures(result):
        print(f"[{severity}] {code}")
    return exit_code(result)


if __name__ == "__main__":
    sys.exit(main())
