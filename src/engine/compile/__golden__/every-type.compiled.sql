## not_null(id,preço) (not_null): aggregate
failed: count(*) FILTER (WHERE "id" IS NULL OR "preço" IS NULL)
null0: count(*) FILTER (WHERE "id" IS NULL)
null1: count(*) FILTER (WHERE "preço" IS NULL)
violation: ("id" IS NULL OR "preço" IS NULL)
## NAME_PRESENT (not_null): aggregate
failed: count(*) FILTER (WHERE "name" IS NULL)
null0: count(*) FILTER (WHERE "name" IS NULL)
violation: ("name" IS NULL)
## unique(id,name) (unique): aggregate
distinct: count(DISTINCT row("id", "name"))
violation: (struct_pack("k0" := "id", "k1" := "name") IN (SELECT struct_pack("k0" := "id", "k1" := "name") FROM "people" GROUP BY ALL HAVING count(*) > 1))
## range(age,0,120) (range): aggregate
failed: count(*) FILTER (WHERE ("age" < 0 OR "age" > 120))
violation: ("age" < 0 OR "age" > 120)
## range(amount_text,1.5,*) (range): aggregate
failed: count(*) FILTER (WHERE (TRY_CAST("amount_text" AS DOUBLE) < CAST('1.5' AS DOUBLE)))
refused: count(*) FILTER (WHERE ("amount_text" IS NOT NULL AND NOT (regexp_full_match("amount_text", '[\x00-\x20]*[+-]?(NaN|Infinity|(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?|0[xX]([0-9a-fA-F]+\.?|[0-9a-fA-F]*\.[0-9a-fA-F]+)[pP][+-]?\d+[fFdD]?)[\x00-\x20]*') OR regexp_full_match("amount_text", '[\x00-\x20]*([+-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?)|[nN][aA][nN])[\x00-\x20]*'))))
violation: (TRY_CAST("amount_text" AS DOUBLE) < CAST('1.5' AS DOUBLE))
## regex(code,^[^'\\]+\d$) (regex): aggregate
failed: count(*) FILTER (WHERE ("code" IS NULL OR NOT regexp_matches("code", '^[^''\\]+\d$')))
violation: ("code" IS NULL OR NOT regexp_matches("code", '^[^''\\]+\d$'))
## row_count (row_count): aggregate
## row_count (row_count): aggregate
## sql (sql): sql
## sql (sql): sql
## schema (schema): static
## distinct_count(country) (distinct_count): aggregate
distinct: (count(DISTINCT "country") + CASE WHEN count(*) > count("country") THEN 1 ELSE 0 END)
## duplicate_count (duplicate_count): aggregate
distinct: count(DISTINCT row("id", "name", "preço", "age", "amount_text", "code", "country", "email", "created_at"))
## duplicate_percent(id) (duplicate_percent): aggregate
distinct: (count(DISTINCT "id") + CASE WHEN count(*) > count("id") THEN 1 ELSE 0 END)
## missing_count(email) (missing_count): aggregate
failed: count(*) FILTER (WHERE ("email" IS NULL OR "email" IN ('', 'N/A')))
violation: ("email" IS NULL OR "email" IN ('', 'N/A'))
## missing_percent(email) (missing_percent): aggregate
failed: count(*) FILTER (WHERE ("email" IS NULL))
violation: ("email" IS NULL)
## invalid_count(country) (invalid_count): aggregate
failed: count(*) FILTER (WHERE (NOT ("country" IS NULL) AND NOT ("country" IN ('BR', 'PT'))))
violation: (NOT ("country" IS NULL) AND NOT ("country" IN ('BR', 'PT')))
## invalid_percent(email) (invalid_percent): aggregate
failed: count(*) FILTER (WHERE (NOT ("email" IS NULL) AND NOT (regexp_matches("email", '^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$') AND length("email") <= 40)))
violation: (NOT ("email" IS NULL) AND NOT (regexp_matches("email", '^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$') AND length("email") <= 40))
## invalid_count(amount_text) (invalid_count): aggregate
failed: count(*) FILTER (WHERE (NOT ("amount_text" IS NULL) AND NOT (TRY_CAST(regexp_replace("amount_text", '^[\x00-\x20]*|[\x00-\x20]*$', '', 'g') AS BIGINT) >= 0)))
refused: count(*) FILTER (WHERE ("amount_text" IS NOT NULL AND NOT (regexp_full_match("amount_text", '[\x00-\x20]*[+-]?\d+[\x00-\x20]*') AND TRY_CAST(regexp_replace("amount_text", '^[\x00-\x20]*|[\x00-\x20]*$', '', 'g') AS BIGINT) IS NOT NULL)))
violation: (NOT ("amount_text" IS NULL) AND NOT (TRY_CAST(regexp_replace("amount_text", '^[\x00-\x20]*|[\x00-\x20]*$', '', 'g') AS BIGINT) >= 0))
## min(age) (min): aggregate
value: CAST(min("age") AS DOUBLE)
## max(age) (max): aggregate
value: CAST(max("age") AS DOUBLE)
## avg(preço) (avg): aggregate
value: CAST(avg("preço") AS DOUBLE)
## mean(age) (mean): aggregate
value: CAST(avg("age") AS DOUBLE)
## sum(preço) (sum): aggregate
value: CAST(sum("preço") AS DOUBLE)
## stddev(age) (stddev): aggregate
value: CAST(stddev_samp("age") AS DOUBLE)
## freshness(created_at) (freshness): aggregate
value: CAST(floor(epoch(TIMESTAMP '2026-01-12 00:00:00.000')) - floor(epoch(max("created_at"))) AS DOUBLE)
