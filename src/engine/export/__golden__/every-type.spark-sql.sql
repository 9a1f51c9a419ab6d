-- DQ Workbench export: Spark SQL queries (Spark SQL 3.4+ / Databricks SQL)
-- Rules: every_type · 26 rules · on_failure: warn
-- Source: source_table (replace with the table or view the rules read).
-- NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
-- Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
--
-- How to run:
--   Register the data as the view the rules read: df.createOrReplaceTempView("_validation_df")
--   Paste each query into a notebook cell; each returns the rule's failed_count, metric_value and severity.
--
-- Rule code → name here: translation
--   not_null(id,preço) → not_null_id_preco: failed-count query
--   NAME_PRESENT → name_present: failed-rows query
--   unique(id,name) → unique_id_name: failed-count query
--   range(age,0,120) → range_age_0_120: failed-rows query
--   range(amount_text,1.5,*) → range_amount_text_1p5: failed-rows query
--   regex(code,^[^'\\]+\d$) → regex_code_d: failed-rows query
--   row_count → row_count: metric query
--   row_count → row_count_2: metric query
--   sql → sql: the query, as a boolean (approximate: production passes on Python's truth of the first column of the first row (a non-zero number, a non-empty string) and raises on no rows; here that value is cast to boolean, no rows fails, and the query must return a single column)
--   sql → sql_2: the failed_rows query and its count
--   schema → schema: not expressible: a query cannot assert a view's columns; nearest: DESCRIBE the view and compare (required id; forbidden password; types id bigint)
--   distinct_count(country) → distinct_count_country: metric query
--   duplicate_count → duplicate_count: metric query
--   duplicate_percent(id) → duplicate_percent_id: metric query
--   missing_count(email) → missing_count_email: metric query and row predicate
--   missing_percent(email) → missing_percent_email: metric query and row predicate
--   invalid_count(country) → invalid_count_country: metric query and row predicate
--   invalid_percent(email) → invalid_percent_email: metric query and row predicate
--   invalid_count(amount_text) → invalid_count_amount_text: metric query and row predicate
--   min(age) → min_age: metric query
--   max(age) → max_age: metric query
--   avg(preço) → avg_preco: metric query
--   mean(age) → mean_age: metric query
--   sum(preço) → sum_preco: metric query
--   stddev(age) → stddev_age: metric query
--   freshness(created_at) → freshness_created_at: metric query
--
-- Portability warnings:
--   validations.rules[7].must_be: Production's row_count reads only "min" and "max": "must_be" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
--   validations.rules[7].warn: Production's row_count reads only "min" and "max": "warn" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
--   regex(code,^[^'\\]+\d$): regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\z` for the absolute end in both
--   freshness(created_at): freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset

-- freshness reads timestamps without a time zone, and dates, as UTC, as the workbench does:
SET TIME ZONE 'UTC';

-- [1] not_null(id,preço) (not_null, row-level)
SELECT n AS failed_count, CASE WHEN n = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT count_if(`id` IS NULL) + count_if(`preço` IS NULL) AS n FROM _validation_df) AS t;

-- [2] NAME_PRESENT (not_null, row-level)
SELECT count_if(NOT ok) AS failed_count, CASE WHEN count_if(NOT ok) = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT `name` IS NOT NULL AS ok FROM _validation_df) AS t;

-- [3] unique(id,name) (unique, row-level)
SELECT n AS failed_count, CASE WHEN n = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT count(*) - count(DISTINCT struct(`id`, `name`)) AS n FROM _validation_df) AS t;

-- [4] range(age,0,120) (range, row-level)
SELECT count_if(NOT ok) AS failed_count, CASE WHEN count_if(NOT ok) = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT `age` IS NULL OR `age` BETWEEN 0 AND 120 AS ok FROM _validation_df) AS t;

-- [5] range(amount_text,1.5,*) (range, row-level)
SELECT count_if(NOT ok) AS failed_count, CASE WHEN count_if(NOT ok) = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT `amount_text` IS NULL OR `amount_text` >= 1.5 AS ok FROM _validation_df) AS t;

-- [6] regex(code,^[^'\\]+\d$) (regex, row-level)
SELECT count_if(NOT ok) AS failed_count, CASE WHEN count_if(NOT ok) = 0 THEN 'pass' ELSE 'fail' END AS severity
FROM (SELECT `code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\'\\\\]+\\d$' AS ok FROM _validation_df) AS t;

-- [7] row_count (row_count): must_be min 1, max 1000
SELECT v AS metric_value, CASE WHEN NOT ((v >= 1) AND (v <= 1000)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT count(*) AS v FROM _validation_df) AS m;

-- [8] row_count (row_count): must_be > 0; warn >= 5
SELECT v AS metric_value, CASE WHEN NOT (v > 0) THEN 'fail' WHEN NOT (v >= 5) THEN 'warn' ELSE 'pass' END AS severity
FROM (SELECT count(*) AS v FROM _validation_df) AS m;

-- [9] sql (sql)
SELECT coalesce(CAST((SELECT * FROM (SELECT count(*) = 0 FROM _validation_df WHERE age < 0) AS dq_q LIMIT 1) AS BOOLEAN), false) AS passed;

-- [10] sql (sql)
SELECT * FROM _validation_df WHERE `preço` < 0;
SELECT count(*) AS failed_count FROM (SELECT * FROM _validation_df WHERE `preço` < 0) AS f;

-- [11] schema (schema)
-- not expressible: a query cannot assert a view's columns; nearest: DESCRIBE the view and compare (required id; forbidden password; types id bigint)
DESCRIBE _validation_df;

-- [12] distinct_count(country) (distinct_count): must_be >= 2
SELECT v AS metric_value, CASE WHEN NOT (v >= 2) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT (count(DISTINCT `country`) + CASE WHEN count(*) > count(`country`) THEN 1 ELSE 0 END) AS v FROM _validation_df) AS m;

-- [13] duplicate_count (duplicate_count): must_be = 0
SELECT v AS metric_value, CASE WHEN NOT (v = 0) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT (count(*) - count(DISTINCT struct(*))) AS v FROM _validation_df) AS m;

-- [14] duplicate_percent(id) (duplicate_percent): must_be < 10%
SELECT v AS metric_value, CASE WHEN NOT (v < 10) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * (count(*) - (count(DISTINCT `id`) + CASE WHEN count(*) > count(`id`) THEN 1 ELSE 0 END)) / count(*) END AS v FROM _validation_df) AS m;

-- [15] missing_count(email) (missing_count): must_be = 0
SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity
FROM (SELECT v AS metric_value, n, CASE WHEN NOT (v = 0) THEN 'fail' ELSE 'pass' END AS severity
  FROM (SELECT count_if(NOT (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'))) AS v, count_if(NOT (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'))) AS n FROM _validation_df) AS m) AS s;

-- [16] missing_percent(email) (missing_percent): must_be < 50%; warn = 0
SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity
FROM (SELECT v AS metric_value, n, CASE WHEN NOT (v < 50) THEN 'fail' WHEN NOT (v = 0) THEN 'warn' ELSE 'pass' END AS severity
  FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NOT NULL)) / count(*) END AS v, count_if(NOT (`email` IS NOT NULL)) AS n FROM _validation_df) AS m) AS s;

-- [17] invalid_count(country) (invalid_count): must_be = 0
SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity
FROM (SELECT v AS metric_value, n, CASE WHEN NOT (v = 0) THEN 'fail' ELSE 'pass' END AS severity
  FROM (SELECT count_if(NOT (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'))) AS v, count_if(NOT (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'))) AS n FROM _validation_df) AS m) AS s;

-- [18] invalid_percent(email) (invalid_percent): must_be < 20%
SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity
FROM (SELECT v AS metric_value, n, CASE WHEN NOT (v < 20) THEN 'fail' ELSE 'pass' END AS severity
  FROM (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE 100.0 * count_if(NOT (`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}$') AND (length(CAST(`email` AS STRING)) <= 40)))) / count(*) END AS v, count_if(NOT (`email` IS NULL OR ((CAST(`email` AS STRING) RLIKE '^[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}$') AND (length(CAST(`email` AS STRING)) <= 40)))) AS n FROM _validation_df) AS m) AS s;

-- [19] invalid_count(amount_text) (invalid_count): must_be <= 1
SELECT metric_value, CASE WHEN severity = 'pass' THEN 0 ELSE n END AS failed_count, severity
FROM (SELECT v AS metric_value, n, CASE WHEN NOT (v <= 1) THEN 'fail' ELSE 'pass' END AS severity
  FROM (SELECT count_if(NOT (`amount_text` IS NULL OR `amount_text` >= 0)) AS v, count_if(NOT (`amount_text` IS NULL OR `amount_text` >= 0)) AS n FROM _validation_df) AS m) AS s;

-- [20] min(age) (min): must_be >= 0
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v >= 0)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT min(`age`) AS v FROM _validation_df) AS m;

-- [21] max(age) (max): must_be <= 120
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v <= 120)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT max(`age`) AS v FROM _validation_df) AS m;

-- [22] avg(preço) (avg): must_be between 1 and 100
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v BETWEEN 1 AND 100)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT avg(`preço`) AS v FROM _validation_df) AS m;

-- [23] mean(age) (mean): must_be > 10; warn < 90
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v > 10)) THEN 'fail' WHEN NOT (v < 90) THEN 'warn' ELSE 'pass' END AS severity
FROM (SELECT avg(`age`) AS v FROM _validation_df) AS m;

-- [24] sum(preço) (sum): must_be not between -1 and 0
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v NOT BETWEEN -1 AND 0)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT sum(`preço`) AS v FROM _validation_df) AS m;

-- [25] stddev(age) (stddev): must_be != 0
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v <> 0)) THEN 'fail' ELSE 'pass' END AS severity
FROM (SELECT stddev_samp(`age`) AS v FROM _validation_df) AS m;

-- [26] freshness(created_at) (freshness): must_be < 30d; warn < 1d (the value is in seconds)
SELECT v AS metric_value, CASE WHEN NOT ((v IS NOT NULL) AND (v < 2592000)) THEN 'fail' WHEN NOT (v < 86400) THEN 'warn' ELSE 'pass' END AS severity
FROM (SELECT (unix_timestamp(current_timestamp()) - unix_timestamp(max(CAST(`created_at` AS TIMESTAMP)))) AS v FROM _validation_df) AS m;

-- Classification: each row with the codes of the row-level rules it breaks (`dq_codes`).
CREATE OR REPLACE TEMPORARY VIEW _dq_classified AS
SELECT *, filter(array(
    CASE WHEN NOT (`id` IS NOT NULL AND `preço` IS NOT NULL) THEN 'not_null(id,preço)' END,
    CASE WHEN NOT (`name` IS NOT NULL) THEN 'NAME_PRESENT' END,
    CASE WHEN NOT (count(*) OVER (PARTITION BY `id`, `name`) = 1) THEN 'unique(id,name)' END,
    CASE WHEN NOT (`age` IS NULL OR `age` BETWEEN 0 AND 120) THEN 'range(age,0,120)' END,
    CASE WHEN NOT (`amount_text` IS NULL OR `amount_text` >= 1.5) THEN 'range(amount_text,1.5,*)' END,
    CASE WHEN NOT (`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\'\\\\]+\\d$') THEN 'regex(code,^[^\'\\\\]+\\d$)' END
  ), x -> x IS NOT NULL) AS `dq_codes`
FROM _validation_df;
-- Quarantine (outputs.invalid), with its codes column:
SELECT * FROM _dq_classified WHERE size(`dq_codes`) > 0;
-- Valid rows (outputs.valid); drop `dq_codes` when writing them:
SELECT * FROM _dq_classified WHERE size(`dq_codes`) = 0;
