-- DQ Workbench export: Delta Lake CHECK constraints (Delta Lake 2.0+ / Databricks)
-- Rules: every_type · 26 rules · on_failure: warn
-- Source: source_table (replace with the table or view the rules read).
-- NULL is written into every predicate: range passes NULL, regex fails it, a missing value is never invalid.
-- Regexes are Java regexes in Spark SQL string literals (each backslash doubled).
--
-- How to run:
--   Run the statements on the table the valid rows are written to (spark.sql, a SQL warehouse or a notebook).
--   ADD CONSTRAINT first checks every existing row; afterwards a write with one violating row fails as a whole.
--   A CHECK must evaluate to true: NULL is a violation, so every predicate below is written to be true or false.
--
-- Rule code → name here: translation
--   not_null(id,preço) → not_null_id_preco: CHECK constraint (approximate: it counts the failing rows, where production's failed_count counts NULL cells, column by column (a row NULL in two columns counts 2); the rows it flags are the same)
--   NAME_PRESENT → name_present: CHECK constraint
--   unique(id,name) → unique_id_name: not expressible: uniqueness needs other rows: Delta UNIQUE / PRIMARY KEY constraints are informational, not enforced, and a CHECK cannot aggregate; nearest: the spark-sql unique query before the write, or MERGE on the key
--   range(age,0,120) → range_age_0_120: CHECK constraint
--   range(amount_text,1.5,*) → range_amount_text_1p5: CHECK constraint
--   regex(code,^[^'\\]+\d$) → regex_code_d: CHECK constraint
--   row_count → row_count: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   row_count → row_count_2: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   sql → sql: not expressible: a CHECK cannot hold a subquery; nearest: run the query as a step before the write
--   sql → sql_2: not expressible: a CHECK cannot hold a subquery; nearest: run the query as a step before the write
--   schema → schema: not expressible: the table's own schema is what Delta enforces: declare the columns and types in its DDL (schema enforcement rejects other columns)
--   distinct_count(country) → distinct_count_country: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   duplicate_count → duplicate_count: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   duplicate_percent(id) → duplicate_percent_id: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   missing_count(email) → missing_count_email: CHECK constraint (approximate: Delta can only reject the write; under on_failure "warn" production keeps these rows)
--   missing_percent(email) → missing_percent_email: not expressible: a threshold over the rows (< 50%, = 0) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row
--   invalid_count(country) → invalid_count_country: CHECK constraint (approximate: Delta can only reject the write; under on_failure "warn" production keeps these rows)
--   invalid_percent(email) → invalid_percent_email: not expressible: a threshold over the rows (< 20%) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row
--   invalid_count(amount_text) → invalid_count_amount_text: not expressible: a threshold over the rows (<= 1) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row
--   min(age) → min_age: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   max(age) → max_age: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   avg(preço) → avg_preco: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   mean(age) → mean_age: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   sum(preço) → sum_preco: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   stddev(age) → stddev_age: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--   freshness(created_at) → freshness_created_at: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
--
-- Portability warnings:
--   validations.rules[7].must_be: Production's row_count reads only "min" and "max": "must_be" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
--   validations.rules[7].warn: Production's row_count reads only "min" and "max": "warn" is not checked, so this rule passes whatever the count unless min or max say otherwise. Write the bounds as "min"/"max".
--   regex(code,^[^'\\]+\d$): regex: Java's `$` (Spark) also matches before a final line break, RE2's (the workbench) does not; write `\z` for the absolute end in both
--   freshness(created_at): freshness: the workbench reads timestamps without a time zone, and dates, as UTC; run with spark.sql.session.timeZone=UTC, or the age moves by the session time zone offset
--
-- Rules in outputs.invalid's scope hold on main.silver.people by construction (their rows go to the quarantine): the constraints guard it.

-- not_null(id,preço) (approximate: it counts the failing rows, where production's failed_count counts NULL cells, column by column (a row NULL in two columns counts 2); the rows it flags are the same)
--   a CHECK, not ALTER COLUMN … SET NOT NULL on `id`, `preço`: Delta Lake refuses to make an existing nullable column NOT NULL ("Cannot change nullable column to non-nullable"), even on an empty table, so that statement would leave NULLs unchecked; a column is NOT NULL only when the table is created (CREATE TABLE … `id` <type> NOT NULL), which refuses a NULL write as this CHECK does (DELTA_NOT_NULL_CONSTRAINT_VIOLATED instead of DELTA_VIOLATE_CONSTRAINT). Databricks documents SET NOT NULL; this CHECK holds on both
ALTER TABLE main.silver.people ADD CONSTRAINT not_null_id_preco CHECK (`id` IS NOT NULL AND `preço` IS NOT NULL);

-- NAME_PRESENT
--   a CHECK, not ALTER COLUMN … SET NOT NULL on `name`: Delta Lake refuses to make an existing nullable column NOT NULL ("Cannot change nullable column to non-nullable"), even on an empty table, so that statement would leave NULLs unchecked; a column is NOT NULL only when the table is created (CREATE TABLE … `name` <type> NOT NULL), which refuses a NULL write as this CHECK does (DELTA_NOT_NULL_CONSTRAINT_VIOLATED instead of DELTA_VIOLATE_CONSTRAINT). Databricks documents SET NOT NULL; this CHECK holds on both
ALTER TABLE main.silver.people ADD CONSTRAINT name_present CHECK (`name` IS NOT NULL);

-- unique(id,name): not expressible: uniqueness needs other rows: Delta UNIQUE / PRIMARY KEY constraints are informational, not enforced, and a CHECK cannot aggregate; nearest: the spark-sql unique query before the write, or MERGE on the key

-- range(age,0,120)
ALTER TABLE main.silver.people ADD CONSTRAINT range_age_0_120 CHECK (`age` IS NULL OR `age` BETWEEN 0 AND 120);

-- range(amount_text,1.5,*)
ALTER TABLE main.silver.people ADD CONSTRAINT range_amount_text_1p5 CHECK (`amount_text` IS NULL OR `amount_text` >= 1.5);

-- regex(code,^[^'\\]+\d$)
ALTER TABLE main.silver.people ADD CONSTRAINT regex_code_d CHECK (`code` IS NOT NULL AND CAST(`code` AS STRING) RLIKE '^[^\'\\\\]+\\d$');

-- row_count: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- row_count: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- sql: not expressible: a CHECK cannot hold a subquery; nearest: run the query as a step before the write

-- sql: not expressible: a CHECK cannot hold a subquery; nearest: run the query as a step before the write

-- schema: not expressible: the table's own schema is what Delta enforces: declare the columns and types in its DDL (schema enforcement rejects other columns)

-- distinct_count(country): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- duplicate_count: not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- duplicate_percent(id): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- missing_count(email) (approximate: Delta can only reject the write; under on_failure "warn" production keeps these rows)
ALTER TABLE main.silver.people ADD CONSTRAINT missing_count_email CHECK (`email` IS NOT NULL AND CAST(`email` AS STRING) NOT IN ('', 'N/A'));

-- missing_percent(email): not expressible: a threshold over the rows (< 50%, = 0) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row

-- invalid_count(country) (approximate: Delta can only reject the write; under on_failure "warn" production keeps these rows)
ALTER TABLE main.silver.people ADD CONSTRAINT invalid_count_country CHECK (`country` IS NULL OR CAST(`country` AS STRING) IN ('BR', 'PT'));

-- invalid_percent(email): not expressible: a threshold over the rows (< 20%) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row

-- invalid_count(amount_text): not expressible: a threshold over the rows (<= 1) is an aggregate; a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write. A CHECK on the row predicate would reject any such row

-- min(age): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- max(age): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- avg(preço): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- mean(age): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- sum(preço): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- stddev(age): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write

-- freshness(created_at): not expressible: a CHECK sees one row at a time and cannot aggregate; nearest: run the spark-sql metric query as a step before the write
