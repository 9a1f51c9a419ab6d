"""`dqw validate --engine spark`: the rules document on a real Spark, through production's
own library (`sparquet_cola`), reading the data where Spark reads it.

    python runner.py < request.json

The request (written by dqw, one JSON object on stdin):
    {"data": path or table, "format": "csv"|"parquet"|"table", "options": {...},
     "schema": "<Spark DDL>"|null, "validations": {...}, "master": "local[*]"|null,
     "remote": "sc://host:15002"|null, "annotate": name|null, "only": [codes]|null,
     "quarantine": {"path", "format"}|null, "valid": {"path", "format"}|null}

Prints `dqw-progress <text>` lines on stdout while Spark works, then one line
`dqw-result {...}`: the rows read, `Cola.codes` and each rule's result from `Cola.run`, or
the error raised, in production's words. Spark's own logging goes to stderr.
"""
from __future__ import annotations

import json
import os
import sys
import time

# The run clock and the session in UTC, as the workbench reads dates and timestamps.
os.environ.setdefault("TZ", "UTC")
_out = os.fdopen(os.dup(1), "w", buffering=1)
os.dup2(2, 1)
sys.stdout = sys.stderr

STARTED = time.monotonic()


def say(kind, payload):
    _out.write(f"dqw-{kind} {payload}\n")


def progress(text):
    say("progress", f"[{time.monotonic() - STARTED:5.1f} s] {text}")


def fail(stage, e):
    text = str(e).strip()
    first = text.splitlines()[0][:800] if text else ""
    say("result", json.dumps({"error": {"stage": stage, "type": type(e).__name__, "message": first}}))
    sys.exit(0)


# The framework's CSV reading (sparquet/io/csv.py), under the document's own options.
CSV_DEFAULTS = {"header": "true", "inferSchema": "true", "encoding": "UTF-8", "escape": '"'}


def session(req):
    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("dqw validate")
    if req.get("remote"):
        builder = builder.remote(req["remote"])
    else:
        builder = builder.master(req.get("master") or "local[*]")
        builder = builder.config("spark.driver.extraJavaOptions", "-Duser.timezone=UTC")
        if os.environ.get("DQW_SPARK_UI") != "1":
            builder = builder.config("spark.ui.enabled", "false")
    spark = builder.getOrCreate()
    spark.conf.set("spark.sql.session.timeZone", "UTC")
    if not req.get("remote"):
        spark.sparkContext.setLogLevel("ERROR")
    return spark


def override(inferred, ddl):
    """The inferred schema with the columns a DDL names retyped (dqw's `--schema`)."""
    from pyspark.sql.types import StructField, StructType, _parse_datatype_string

    named = {f.name: f for f in _parse_datatype_string(ddl).fields}
    fields = [
        StructField(f.name, named[f.name].dataType, True) if f.name in named else f
        for f in inferred.fields
    ]
    return StructType(fields)


def read(spark, req):
    fmt = req.get("format", "csv")
    if fmt == "table":
        return spark.read.table(req["data"])
    options = dict(CSV_DEFAULTS) if fmt == "csv" else {}
    options.update(req.get("options") or {})
    reader = spark.read.format(fmt).options(**options)
    if req.get("schema"):
        inferred = reader.load(req["data"]).schema
        reader = spark.read.format(fmt).options(**options).schema(override(inferred, req["schema"]))
    return reader.load(req["data"])


def result_of(r):
    value = None if r.metric_value is None else float(r.metric_value)
    return {
        "rule_type": r.rule_type,
        "check_name": r.check_name,
        "severity": r.severity,
        "passed": bool(r.passed),
        "failed_count": int(r.failed_count),
        # NaN and the infinities as text: JSON has no spelling for them.
        "metric_value": value if value is None or value == value and abs(value) != float("inf") else repr(value),
        "message": r.message,
    }


def write(frame, dest):
    fmt = dest["format"]
    writer = frame.write.mode("overwrite")
    if fmt == "csv":
        writer = writer.option("header", "true")
    writer.format("json" if fmt == "jsonl" else fmt).save(dest["path"])


def main():
    req = json.loads(sys.stdin.read())
    try:
        import pyspark
        import sparquet_cola
        from sparquet_cola import Cola
    except ImportError as e:
        fail("import", e)
    try:
        from sparquet.core.config import ValidationConfig

        rules = ValidationConfig.from_dict(req["validations"]).rules
    except ImportError:
        rules = req["validations"].get("rules", [])
    except Exception as e:
        fail("document", e)

    where = req.get("remote") or req.get("master") or "local[*]"
    progress(f"starting Spark ({where})")
    try:
        spark = session(req)
    except Exception as e:
        fail("session", e)
    versions = {
        "spark": spark.version,
        "pyspark": pyspark.__version__,
        "sparquet_cola": getattr(sparquet_cola, "__version__", None),
    }
    progress(f"Spark {spark.version}, sparquet_cola {versions['sparquet_cola']}: reading {req['data']}")
    try:
        # Other files a `sql` rule reads by name (dqw validate --table NAME=FILE), as the
        # catalog tables production's `spark.sql` would read.
        for table in req.get("tables") or []:
            fmt = "parquet" if table["file"].lower().endswith(".parquet") else "csv"
            options = dict(CSV_DEFAULTS) if fmt == "csv" else {}
            spark.read.format(fmt).options(**options).load(table["file"]).createOrReplaceTempView(
                table["name"]
            )
        df = read(spark, req)
        cola = Cola()
        codes = cola.codes(rules)
        rows = df.count()
    except Exception as e:
        fail("read", e)
    progress(f"{rows:,} rows read; running {len(codes)} rules")
    try:
        results = [result_of(r) for r in cola.run(df, rules)]
    except Exception as e:
        fail("run", e)
    written = []
    if req.get("quarantine") or req.get("valid"):
        progress("splitting the rows into valid and quarantine")
        try:
            split = cola.split(df, rules, annotate=req.get("annotate"), only=req.get("only"))
            for name, frame in (("quarantine", split.invalid), ("valid", split.valid)):
                if req.get(name):
                    write(frame, req[name])
                    written.append(name)
                    progress(f"{name} written to {req[name]['path']}")
        except Exception as e:
            fail("split", e)
    say("result", json.dumps({"rows": rows, "codes": codes, "results": results, "versions": versions, "written": written}))


if __name__ == "__main__":
    main()
