"""The gx export (a GX Core 1.x script) run by Great Expectations on local Spark.

    python run_gx.py <job.json> <answer.json>

Run with the `gx` folder (requirements/gx.txt) first on spark41's path. job:
{"cases": [{"path": csv, "text": rules_gx.py}]}. Each file is read as the framework reads a
CSV and registered as `source_table`, the table the script reads; the script is imported (not
as __main__) and its own `run(spark)` (the Checkpoint) and `exit_code(result)` called. Per
case the answer lists each expectation's class, severity, meta, success and result (counts,
observed value), and the exit code the script gives.
"""
from __future__ import annotations

import contextlib
import json
import os
import sys
import types

os.environ["TZ"] = "UTC"
CSV = {"header": "true", "inferSchema": "true", "encoding": "UTF-8", "escape": '"'}
# The counts and value GX reports for an expectation.
KEEP = ("observed_value", "unexpected_count", "element_count", "missing_count", "details")


def plain(v):
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, dict):
        return {str(k): plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    return str(v)


def error_of(e):
    text = str(e).strip()
    return {"error": type(e).__name__, "message": text.splitlines()[0][:500] if text else ""}


def one(spark, case):
    df = spark.read.format("csv").options(**CSV).load(case["path"]).cache()
    df.createOrReplaceTempView("source_table")
    df.createOrReplaceTempView("_validation_df")
    try:
        mod = types.ModuleType("dq_export_gx")
        with contextlib.redirect_stdout(sys.stderr):
            exec(compile(case["text"], "rules_gx.py", "exec"), mod.__dict__)
            result = mod.run(spark)
            code = mod.exit_code(result)
    except Exception as e:
        return {"run_error": error_of(e)}
    finally:
        spark.conf.set("spark.sql.session.timeZone", "UTC")
        df.unpersist()
    expectations = []
    for run in result.run_results.values():
        for r in run.results:
            config = r.expectation_config
            res = r.result or {}
            expectations.append(
                {
                    "type": config.type,
                    "severity": getattr(config.severity, "value", str(config.severity)),
                    "meta": plain(config.meta or {}),
                    "success": bool(r.success),
                    "result": {k: plain(res[k]) for k in KEEP if k in res and k != "details"},
                    "exception": plain((r.exception_info or {}).get("exception_message"))
                    if (r.exception_info or {}).get("raised_exception")
                    else None,
                }
            )
    return {"exit": code, "success": bool(result.success), "expectations": expectations}


def main():
    job = json.load(open(sys.argv[1]))
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    from importlib.metadata import version

    from local_spark import local_builder

    spark = local_builder("dqw-gx").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    answers = [one(spark, c) for c in job["cases"]]
    json.dump(
        {"gx": version("great_expectations"), "spark": spark.version, "cases": answers},
        open(sys.argv[2], "w"),
    )
    sys.stdout = real_stdout


if __name__ == "__main__":
    main()
