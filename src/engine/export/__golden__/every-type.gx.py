# DQ Workbench export: Great Expectations suite (GX Core 1.x (great_expectations 1.2+))
# Rules: every_type · 26 rules · on_failure: warn
# Source: source_table (replace with the table or view the rules read).
# NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
# Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
#
# How to run:
#   pip install great_expectations pyspark; spark-submit rules_gx.py (or run it in a notebook).
#   It validates the source table as a Spark dataframe and exits 1 when a "fail" expectation fails and on_failure is "fail".
#   UnexpectedRowsExpectation runs its Spark SQL against {batch}, the validated data.
#   On a pandas data source GX matches regexes with Python's re, where \d also matches non-ASCII digits and $ a final newline: validate on Spark.
#
# Rule code → name here: translation
#   not_null(id,preço) → not_null_id_preco: UnexpectedRowsExpectation (rows)
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

suite = gx.ExpectationSuite(name="every_type")
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE NOT (`id` IS NOT NULL AND `preço` IS NOT NULL)", meta={"rule_code": "not_null(id,preço)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnValuesToNotBeNull(column="name", meta={"rule_code": "NAME_PRESENT", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT *, count(*) OVER (PARTITION BY `id`, `name`) = 1 AS dq_ok FROM {batch}) AS d WHERE NOT dq_ok", meta={"rule_code": "unique(id,name)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnValuesToBeBetween(column="age", min_value=0, max_value=120, meta={"rule_code": "range(age,0,120)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnValuesToBeBetween(column="amount_text", min_value=1.5, meta={"rule_code": "range(amount_text,1.5,*)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE NOT (`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\\'\\\\\\\\]+\\\\d$')", meta={"rule_code": "regex(code,^[^'\\\\]+\\d$)", "level": "fail"}))
suite.add_expectation(gxe.ExpectTableRowCountToBeBetween(min_value=1, max_value=1000, meta={"rule_code": "row_count", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count(*) AS v FROM {batch}) AS m WHERE NOT (v > 0)", meta={"rule_code": "row_count", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count(*) AS v FROM {batch}) AS m WHERE NOT (v >= 5)", meta={"rule_code": "row_count", "level": "warn"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT 1 AS failed WHERE NOT coalesce(CAST((SELECT * FROM (SELECT count(*) = 0 FROM {batch} WHERE age < 0) AS dq_q LIMIT 1) AS BOOLEAN), false)", meta={"rule_code": "sql", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM {batch} WHERE `preço` < 0", meta={"rule_code": "sql", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnToExist(column="id", meta={"rule_code": "schema", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnValuesToBeOfType(column="id", type_="LongType", meta={"rule_code": "schema", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (count(DISTINCT `country`) + CASE WHEN count(*) > count(`country`) THEN 1 ELSE 0 END) AS v FROM {batch}) AS m WHERE NOT (v >= 2)", meta={"rule_code": "distinct_count(country)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (count(*) - count(DISTINCT struct(*))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", meta={"rule_code": "duplicate_count", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * (count(*) - (count(DISTINCT `id`) + CASE WHEN count(*) > count(`id`) THEN 1 ELSE 0 END)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 10)", meta={"rule_code": "duplicate_percent(id)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", meta={"rule_code": "missing_count(email)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 50)", meta={"rule_code": "missing_percent(email)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v = 0)", meta={"rule_code": "missing_percent(email)", "level": "warn"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'))) AS v FROM {batch}) AS m WHERE NOT (v = 0)", meta={"rule_code": "invalid_count(country)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\\\-]+@[A-Za-z0-9.\\\\-]+\\\\.[A-Za-z]{{2,}}$') AND (length(CAST(`email` AS STRING)) <= 40)))) / count(*) END AS v FROM {batch}) AS m WHERE NOT (v < 20)", meta={"rule_code": "invalid_percent(email)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT count_if(NOT (`amount_text` IS NULL OR `amount_text` >= 0)) AS v FROM {batch}) AS m WHERE NOT (v <= 1)", meta={"rule_code": "invalid_count(amount_text)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnMinToBeBetween(column="age", min_value=0, meta={"rule_code": "min(age)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnMaxToBeBetween(column="age", max_value=120, meta={"rule_code": "max(age)", "level": "fail"}))
suite.add_expectation(gxe.ExpectColumnMeanToBeBetween(column="preço", min_value=1, max_value=100, meta={"rule_code": "avg(preço)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT avg(`age`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v > 10))", meta={"rule_code": "mean(age)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT avg(`age`) AS v FROM {batch}) AS m WHERE NOT (v < 90)", meta={"rule_code": "mean(age)", "level": "warn"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT sum(`preço`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v NOT BETWEEN -1 AND 0))", meta={"rule_code": "sum(preço)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT stddev_samp(`age`) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v <> 0))", meta={"rule_code": "stddev(age)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS v FROM {batch}) AS m WHERE NOT ((v IS NOT NULL) AND (v < 2592000))", meta={"rule_code": "freshness(created_at)", "level": "fail"}))
suite.add_expectation(gxe.UnexpectedRowsExpectation(unexpected_rows_query="SELECT * FROM (SELECT (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS v FROM {batch}) AS m WHERE NOT (v < 86400)", meta={"rule_code": "freshness(created_at)", "level": "warn"}))


def main() -> int:
    spark = SparkSession.builder.getOrCreate()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    context = gx.get_context(mode="ephemeral")
    asset = context.data_sources.add_spark(name="dqw").add_dataframe_asset(name=SOURCE)
    batch_definition = asset.add_batch_definition_whole_dataframe("all rows")
    batch = batch_definition.get_batch(batch_parameters={"dataframe": spark.read.table(SOURCE)})
    context.suites.add(suite)
    result = batch.validate(suite)
    failed = [r for r in result.results if not r.success and r.expectation_config.meta.get("level") == "fail"]
    for r in result.results:
        if not r.success:
            print(f"[{r.expectation_config.meta.get('level')}] {r.expectation_config.meta.get('rule_code')}")
    return 1 if failed and ON_FAILURE == "fail" else 0


if __name__ == "__main__":
    sys.exit(main())
