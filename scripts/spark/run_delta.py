"""The Delta export run on Delta Lake: one local Spark with Delta's jars (from Maven Central,
cached under .cache/spark/ivy), every case of a job file in one session.

    python run_delta.py <job.json> <answer.json>

job: {"ivy": dir, "warehouse": dir, "cases": [{"path": csv, "text": constraints.sql}]}

Per case, on a Delta table with the file's columns:
- `counts`: per constraint, the rows of the file where its CHECK is false (what the table
  would refuse), to compare with dqw's failed_count;
- `added`: each ALTER TABLE … ADD CONSTRAINT run on the empty table (ok or the error);
- `refused`: per constraint with a violating row, one such row inserted: the error Delta gives;
- `clean`: the rows every CHECK accepts inserted at once: how many the table then holds;
- `on_source`: the constraints added to a table already holding every row of the file (the
  artifact's table when the document has no outputs.valid): which ADD CONSTRAINT Delta refuses;
- `not_null`: per constraint that is only `c IS NOT NULL` conjuncts (a not_null rule), what the
  artifact says a Delta engineer would expect instead: `set_not_null`, ALTER COLUMN … SET NOT
  NULL on an empty table with the file's columns (ok or the error); `declared`, a table created
  with those columns NOT NULL: a violating row inserted (`refused`, the error) and the rows the
  CHECK accepts inserted (`clean`, how many the table then holds).
"""
from __future__ import annotations

import json
import os
import re
import sys

os.environ["TZ"] = "UTC"
DELTA = "io.delta:delta-spark_4.1_2.13:4.1.0"


def main():
    job = json.load(open(sys.argv[1]))
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    from local_spark import local_builder, without_codegen

    spark = (
        without_codegen(local_builder("dqw-delta"))
        # Small tables: Delta's 50 snapshot partitions only cost time.
        .config("spark.databricks.delta.snapshotPartitions", "1")
        .config("spark.jars.packages", DELTA)
        .config("spark.jars.ivy", job["ivy"])
        .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
        .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
        .config("spark.sql.warehouse.dir", job["warehouse"])
        # Column names with spaces or other characters Delta refuses need column mapping.
        .config("spark.databricks.delta.properties.defaults.columnMapping.mode", "name")
        .config("spark.databricks.delta.properties.defaults.minReaderVersion", "2")
        .config("spark.databricks.delta.properties.defaults.minWriterVersion", "5")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    answers = [one(spark, i, c, job["warehouse"]) for i, c in enumerate(job["cases"])]
    json.dump({"delta": DELTA.rsplit(":", 1)[1], "spark": spark.version, "cases": answers},
              open(sys.argv[2], "w"))
    sys.stdout = real_stdout


def error_of(e):
    text = str(e).strip()
    # A write's error comes wrapped by Py4J: Delta's own line is the one with its error class.
    named = re.search(r"\[DELTA_[A-Z_]+\][^\n]*", text)
    line = named.group(0) if named else (text.splitlines()[0] if text else "")
    return {"error": type(e).__name__, "message": line[:400]}


ALTER = re.compile(r"^ALTER TABLE (.+?) ADD CONSTRAINT (\S+) CHECK \((.*)\);$", re.M)
NAME = r"(?:`(?:[^`]|``)+`|[A-Za-z_]\w*)"
NOT_NULLS = re.compile(rf"^{NAME} IS NOT NULL(?: AND {NAME} IS NOT NULL)*$")


def not_null_columns(check):
    """The columns of a CHECK made only of `c IS NOT NULL` conjuncts, else None."""
    if not NOT_NULLS.match(check):
        return None
    names = re.findall(rf"({NAME}) IS NOT NULL", check)
    return [n[1:-1].replace("``", "`") if n.startswith("`") else n for n in names]


def quoted(name):
    return "`" + name.replace("`", "``") + "`"


def not_null_alternatives(spark, df, c, cols, folder):
    """SET NOT NULL on an empty table, and a table declared with the columns NOT NULL."""
    out = {}
    empty = folder + "_empty"
    df.limit(0).write.format("delta").save(empty)
    try:
        for col in cols:
            spark.sql(f"ALTER TABLE delta.`{empty}` ALTER COLUMN {quoted(col)} SET NOT NULL")
        out["set_not_null"] = "ok"
    except Exception as e:
        out["set_not_null"] = error_of(e)
    declared = folder + "_declared"
    ddl = ", ".join(
        f"{quoted(f.name)} {f.dataType.simpleString()}{' NOT NULL' if f.name in cols else ''}"
        for f in df.schema.fields
    )
    spark.sql(f"CREATE TABLE delta.`{declared}` ({ddl}) USING delta")
    bad = spark.sql(f"SELECT * FROM _file WHERE NOT ({c['check']}) LIMIT 1")
    if bad.count():
        try:
            bad.write.format("delta").mode("append").save(declared)
            out["refused"] = "accepted"
        except Exception as e:
            out["refused"] = error_of(e)
    good = spark.sql(f"SELECT * FROM _file WHERE {c['check']}")
    try:
        good.write.format("delta").mode("append").save(declared)
        out["clean"] = spark.read.format("delta").load(declared).count()
    except Exception as e:
        out["clean"] = error_of(e)
    out["clean_rows"] = good.count()
    return out


def one(spark, i, case, warehouse):
    df = (
        spark.read.format("csv")
        .options(header="true", inferSchema="true", encoding="UTF-8", escape='"')
        .load(case["path"])
        .cache()
    )
    df.createOrReplaceTempView("_file")
    constraints = [{"table": t, "name": n, "check": c} for t, n, c in ALTER.findall(case["text"])]
    out = {"constraints": [c["name"] for c in constraints], "counts": {}, "added": {},
           "refused": {}, "on_source": {}, "not_null": {}}
    target = os.path.join(warehouse, f"t{i}")
    df.limit(0).write.format("delta").save(target)
    if constraints:
        counts = spark.sql(
            "SELECT " + ", ".join(f"count_if(NOT ({c['check']})) AS `n{k}`" for k, c in enumerate(constraints)) + " FROM _file"
        ).collect()[0]
        out["counts"] = {c["name"]: counts[f"n{k}"] for k, c in enumerate(constraints)}
    for c in constraints:
        try:
            spark.sql(f"ALTER TABLE delta.`{target}` ADD CONSTRAINT {c['name']} CHECK ({c['check']})")
            out["added"][c["name"]] = "ok"
        except Exception as e:
            out["added"][c["name"]] = error_of(e)
    for k, c in enumerate(constraints):
        if out["counts"][c["name"]] == 0:
            continue
        # A row breaking this constraint alone, so that Delta's refusal must name it.
        others = [f"({o['check']})" for o in constraints if o is not c]
        alone = spark.sql(f"SELECT * FROM _file WHERE NOT ({c['check']})" + "".join(f" AND {o}" for o in others) + " LIMIT 1")
        only = alone.count() > 0
        bad = alone if only else spark.sql(f"SELECT * FROM _file WHERE NOT ({c['check']}) LIMIT 1")
        try:
            bad.write.format("delta").mode("append").save(target)
            out["refused"][c["name"]] = "accepted"
        except Exception as e:
            out["refused"][c["name"]] = {**error_of(e), "only": only}
    # The artifact's table when the document has no outputs.valid is the source itself,
    # holding every row already: ADD CONSTRAINT checks them first.
    if case.get("on_source"):
        source = os.path.join(warehouse, f"s{i}")
        df.write.format("delta").save(source)
        for c in constraints:
            try:
                spark.sql(f"ALTER TABLE delta.`{source}` ADD CONSTRAINT {c['name']} CHECK ({c['check']})")
                out["on_source"][c["name"]] = "ok"
            except Exception as e:
                out["on_source"][c["name"]] = error_of(e)
    for k, c in enumerate(constraints):
        cols = not_null_columns(c["check"])
        if cols:
            out["not_null"][c["name"]] = not_null_alternatives(spark, df, c, cols, os.path.join(warehouse, f"n{i}_{k}"))
    if constraints:
        every = " AND ".join(f"({c['check']})" for c in constraints)
        clean = spark.sql(f"SELECT * FROM _file WHERE {every}")
    else:
        clean = df
    out["clean_rows"] = clean.count()
    try:
        clean.write.format("delta").mode("append").save(target)
        out["clean"] = spark.read.format("delta").load(target).count()
    except Exception as e:
        out["clean"] = error_of(e)
    df.unpersist()
    return out


if __name__ == "__main__":
    main()
