# DQ Workbench export: Lakeflow Declarative Pipelines (Python) (Databricks Lakeflow Spark Declarative Pipelines, from pyspark import pipelines as dp)
# Rules: every_type · 26 rules · on_failure: warn
# Source: source_table (replace with the table or view the rules read).
# NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
# Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
#
# How to run:
#   Add this file as a source of a Lakeflow pipeline and run an update.
#   on_failure "fail" → FAIL UPDATE / expect_or_fail: the failing flow stops (other flows may still update), where production writes nothing.
#   on_failure "warn"/"skip" → a plain expectation: rows are kept and the violation is recorded in the event log.
#   outputs.invalid → the classified view splits into the valid and quarantine tables, named after outputs.valid and outputs.invalid when those are table names (never DROP ROW, which keeps no quarantine).
#   Expectations run on Databricks only: open-source Spark Declarative Pipelines has no expect decorators.
#
# Rule code → name here: translation
#   not_null(id,preço) → not_null_id_preco: row expectation (approximate: it counts the failing rows, where production's failed_count counts NULL cells, column by column (a row NULL in two columns counts 2); the rows it flags are the same)
#   NAME_PRESENT → name_present: row expectation
#   unique(id,name) → unique_id_name: expectation n = 1 on every_type_dq_unique_id_name (GROUP BY the key)
#   range(age,0,120) → range_age_0_120: row expectation
#   range(amount_text,1.5,*) → range_amount_text_1p5: row expectation
#   regex(code,^[^'\\]+\d$) → regex_code_d: row expectation
#   row_count → row_count: expectation on every_type_dq_metrics
#   row_count → row_count_2: expectation on every_type_dq_metrics
#   sql → sql: expectation on every_type_dq_sql (approximate: production passes on Python's truth of the first column of the first row (a non-zero number, a non-empty string) and raises on no rows; here that value is cast to boolean, no rows fails, and the query must return a single column)
#   sql → sql_2: expectation on every_type_dq_sql
#   schema → schema: not expressible: expectations test records, not a dataset's columns; nearest: assert the columns in the source query, or run the schema check as a job step before the update
#   distinct_count(country) → distinct_count_country: expectation on every_type_dq_metrics
#   duplicate_count → duplicate_count: expectation on every_type_dq_metrics
#   duplicate_percent(id) → duplicate_percent_id: expectation on every_type_dq_metrics
#   missing_count(email) → missing_count_email: row expectation (recorded) + threshold expectation on every_type_dq_metrics
#   missing_percent(email) → missing_percent_email: row expectation (recorded) + threshold expectation on every_type_dq_metrics
#   invalid_count(country) → invalid_count_country: row expectation (recorded) + threshold expectation on every_type_dq_metrics
#   invalid_percent(email) → invalid_percent_email: row expectation (recorded) + threshold expectation on every_type_dq_metrics
#   invalid_count(amount_text) → invalid_count_amount_text: row expectation (recorded) + threshold expectation on every_type_dq_metrics
#   min(age) → min_age: expectation on every_type_dq_metrics
#   max(age) → max_age: expectation on every_type_dq_metrics
#   avg(preço) → avg_preco: expectation on every_type_dq_metrics
#   mean(age) → mean_age: expectation on every_type_dq_metrics
#   sum(preço) → sum_preco: expectation on every_type_dq_metrics
#   stddev(age) → stddev_age: expectation on every_type_dq_metrics
#   freshness(created_at) → freshness_created_at: expectation on every_type_dq_metrics
#
# Portability warnings:
#   validations.rules[7].must_be: Production's row_count reads only "min" and "max": "must_be" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   validations.rules[7].warn: Production's row_count reads only "min" and "max": "warn" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
#   regex(code,^[^'\\]+\d$): regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\z` for the absolute end in both
#   freshness(created_at): freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset

from pyspark import pipelines as dp
from pyspark.sql import SparkSession

spark = SparkSession.active()


@dp.temporary_view(name="_validation_df")
def _validation_df():
    return spark.sql(r"""
SELECT * FROM source_table
""")


# unique(id,name): an expectation tests one record at a time and cannot aggregate; the rule is an expectation on a view whose row is the aggregate (one row per key; GROUP BY puts NULL keys together)
@dp.materialized_view(name="every_type_dq_unique_id_name", private=True)
@dp.expect_all(
    {
        "unique_id_name": "n = 1",  # unique(id,name)
    }
)
def every_type_dq_unique_id_name():
    return spark.sql(r"""
SELECT struct(`id`, `name`) AS key, count(*) AS n FROM _validation_df GROUP BY `id`, `name`
""")


@dp.materialized_view(name="every_type_classified", private=True)
@dp.expect_all(
    {
        "not_null_id_preco": "`id` IS NOT NULL AND `preço` IS NOT NULL",  # not_null(id,preço)
        "name_present": "`name` IS NOT NULL",  # NAME_PRESENT
        "range_age_0_120": "`age` IS NULL OR `age` BETWEEN 0 AND 120",  # range(age,0,120)
        "range_amount_text_1p5": "`amount_text` IS NULL OR `amount_text` >= 1.5",  # range(amount_text,1.5,*)
        "regex_code_d": "`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\\'\\\\\\\\]+\\\\d$'",  # regex(code,^[^'\\]+\d$)
        "missing_count_email_rows": "`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A')",  # missing_count(email)
        "missing_percent_email_rows": "`email` IS NOT NULL",  # missing_percent(email)
        "invalid_count_country_rows": "`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT')",  # invalid_count(country)
        "invalid_percent_email_rows": "`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\\\-]+@[A-Za-z0-9.\\\\-]+\\\\.[A-Za-z]{2,}$') AND (length(CAST(`email` AS STRING)) <= 40))",  # invalid_percent(email)
        "invalid_count_amount_text_rows": "`amount_text` IS NULL OR `amount_text` >= 0",  # invalid_count(amount_text)
    }
)
def every_type_classified():
    return spark.sql(r"""
SELECT *, filter(array(
    CASE WHEN NOT (`id` IS NOT NULL AND `preço` IS NOT NULL) THEN 'not_null(id,preço)' END,
    CASE WHEN NOT (`name` IS NOT NULL) THEN 'NAME_PRESENT' END,
    CASE WHEN NOT (count(*) OVER (PARTITION BY `id`, `name`) = 1) THEN 'unique(id,name)' END,
    CASE WHEN NOT (`age` IS NULL OR `age` BETWEEN 0 AND 120) THEN 'range(age,0,120)' END,
    CASE WHEN NOT (`amount_text` IS NULL OR `amount_text` >= 1.5) THEN 'range(amount_text,1.5,*)' END,
    CASE WHEN NOT (`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\'\\\\]+\\d$') THEN 'regex(code,^[^\'\\\\]+\\d$)' END
  ), x -> x IS NOT NULL) AS `dq_codes`
FROM _validation_df
""")


@dp.materialized_view(name="main.silver.people")
def main_silver_people():
    return spark.sql(r"""
SELECT * EXCEPT (`dq_codes`) FROM every_type_classified WHERE size(`dq_codes`) = 0
""")


@dp.materialized_view(name="main.silver.people_quarantine")
def main_silver_people_quarantine():
    return spark.sql(r"""
SELECT * FROM every_type_classified WHERE size(`dq_codes`) > 0
""")


@dp.materialized_view(name="every_type_dq_metrics", private=True)
@dp.expect_all(
    {
        "row_count": "(row_count >= 1) AND (row_count <= 1000)",  # row_count
        "row_count_2": "row_count_2 > 0",  # row_count
        "row_count_2_warn": "row_count_2 >= 5",  # row_count
        "distinct_count_country": "distinct_count_country >= 2",  # distinct_count(country)
        "duplicate_count": "duplicate_count = 0",  # duplicate_count
        "duplicate_percent_id": "duplicate_percent_id < 10",  # duplicate_percent(id)
        "missing_count_email": "missing_count_email = 0",  # missing_count(email)
        "missing_percent_email": "missing_percent_email < 50",  # missing_percent(email)
        "missing_percent_email_warn": "missing_percent_email = 0",  # missing_percent(email)
        "invalid_count_country": "invalid_count_country = 0",  # invalid_count(country)
        "invalid_percent_email": "invalid_percent_email < 20",  # invalid_percent(email)
        "invalid_count_amount_text": "invalid_count_amount_text <= 1",  # invalid_count(amount_text)
        "min_age": "(min_age IS NOT NULL) AND (min_age >= 0)",  # min(age)
        "max_age": "(max_age IS NOT NULL) AND (max_age <= 120)",  # max(age)
        "avg_preco": "(avg_preco IS NOT NULL) AND (avg_preco BETWEEN 1 AND 100)",  # avg(preço)
        "mean_age": "(mean_age IS NOT NULL) AND (mean_age > 10)",  # mean(age)
        "mean_age_warn": "mean_age < 90",  # mean(age)
        "sum_preco": "(sum_preco IS NOT NULL) AND (sum_preco NOT BETWEEN -1 AND 0)",  # sum(preço)
        "stddev_age": "(stddev_age IS NOT NULL) AND (stddev_age <> 0)",  # stddev(age)
        "freshness_created_at": "(freshness_created_at IS NOT NULL) AND (freshness_created_at < 2592000)",  # freshness(created_at)
        "freshness_created_at_warn": "freshness_created_at < 86400",  # freshness(created_at)
    }
)
def every_type_dq_metrics():
    return spark.sql(r"""
SELECT
  count(*) AS row_count,
  count(*) AS row_count_2,
  (count(DISTINCT `country`) + CASE WHEN count(*) > count(`country`) THEN 1 ELSE 0 END) AS distinct_count_country,
  (count(*) - count(DISTINCT struct(*))) AS duplicate_count,
  CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * (count(*) - (count(DISTINCT `id`) + CASE WHEN count(*) > count(`id`) THEN 1 ELSE 0 END)) / count(*) END AS duplicate_percent_id,
  count_if(NOT (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'))) AS missing_count_email,
  CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS missing_percent_email,
  count_if(NOT (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'))) AS invalid_count_country,
  CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}$') AND (length(CAST(`email` AS STRING)) <= 40)))) / count(*) END AS invalid_percent_email,
  count_if(NOT (`amount_text` IS NULL OR `amount_text` >= 0)) AS invalid_count_amount_text,
  min(`age`) AS min_age,
  max(`age`) AS max_age,
  avg(`preço`) AS avg_preco,
  avg(`age`) AS mean_age,
  sum(`preço`) AS sum_preco,
  stddev_samp(`age`) AS stddev_age,
  (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS freshness_created_at
FROM _validation_df
""")


@dp.materialized_view(name="every_type_dq_sql", private=True)
@dp.expect_all(
    {
        "sql": "sql",  # sql
        "sql_2": "sql_2 = 0",  # sql
    }
)
def every_type_dq_sql():
    return spark.sql(r"""
SELECT
  coalesce(CAST((SELECT * FROM (SELECT count(*) = 0 FROM _validation_df WHERE age < 0) AS dq_q LIMIT 1) AS BOOLEAN), false) AS sql,
  (SELECT count(*) FROM (SELECT * FROM _validation_df WHERE `preço` < 0) AS f) AS sql_2
""")
