"""The DQX export run on Databricks Labs DQX itself: one local Spark, DQX from the dqx017
overlay (scripts/spark/requirements/dqx017.txt) first on the path, every case of a job file
in one session.

    python run_dqx.py <job.json> <answer.json>

job: {"cases": [{"path": csv, "text": checks.yml, "annotate": name|null}]}

Per case, the checks loaded from the YAML as a user loads them, applied with
`DQEngine.apply_checks_by_metadata` in runs of at most five `sql_query` checks (see
SQL_QUERIES_PER_RUN) and split by DQX's `get_valid` / `get_invalid`, as
`apply_checks_by_metadata_and_split` splits (the workspace client a stand-in, as DQX's own
unit tests make it: nothing here reaches a workspace):
- `invalid_checks`: what `DQEngine.validate_checks` says is wrong with the file;
- `checks`: per check of the file, in order, its name, criticality, level and kind (row or
  dataset, DQX's own registry) and the rows it put an error and a warning on;
- `valid` / `invalid`: the rows the artifact's own run lines give (`good` of the split, and
  the checked rows with an error, annotated with the check names);
- `aborted`: where the artifact's run lines give a FailPipeline action (on_failure "fail"),
  that action evaluated on the run's observed metrics: the error it raised, or null.
"""
from __future__ import annotations

import json
import os
import re
import sys

os.environ["TZ"] = "UTC"


def main():
    job = json.load(open(sys.argv[1]))
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    from pyspark.sql import SparkSession

    spark = (
        SparkSession.builder.master("local[2]")
        .appName("dqw-dqx")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "1")
        .config("spark.ui.showConsoleProgress", "false")
        # Small files: adaptive planning and code generation only cost time.
        .config("spark.sql.adaptive.enabled", "false")
        .config("spark.sql.codegen.wholeStage", "false")
        .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
        .config("spark.sql.session.timeZone", "UTC")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    from databricks.labs.dqx.__version__ import __version__ as dqx_version
    answers = []
    for i, c in enumerate(job["cases"]):
        print(f"dqx case {i + 1}/{len(job['cases'])}", file=sys.stderr, flush=True)
        answers.append(one(spark, c))
    json.dump({"dqx": dqx_version, "spark": spark.version, "cases": answers}, open(sys.argv[2], "w"))
    sys.stdout = real_stdout


def error_of(e):
    text = str(e).strip()
    return {"error": type(e).__name__, "message": (text.splitlines()[0] if text else "")[:500]}


def fail_action(text):
    """The FailPipeline metric and condition the artifact's run lines give (on_failure "fail")."""
    metric = re.search(r"^#\s+fail metric: (.*)$", text, re.M)
    condition = re.search(r"^#\s+fail condition: (.*)$", text, re.M)
    return (metric.group(1), condition.group(1)) if metric and condition else None


# DQX plans each `sql_query` on the frame of the checks before it and joins its answer back,
# so one apply of n such checks plans 2^n copies of the input (measured on 2 cores: 6 checks
# 1 s, 8 checks 3 s, 10 checks 9 s; the every-type fixture has 20). DQX's own note at
# `sql_query` advises separate runs for many of them: at most this many in a run.
SQL_QUERIES_PER_RUN = 5


def runs(checks):
    """The checks in order, cut before the sql_query that would exceed a run's share."""
    out, queries = [[]], 0
    for c in checks:
        if c["check"]["function"] == "sql_query":
            if queries == SQL_QUERIES_PER_RUN:
                out.append([])
                queries = 0
            queries += 1
        out[-1].append(c)
    return out


def joined(cols):
    """Result arrays of several runs as one: their checks in order, NULL when none flagged."""
    import pyspark.sql.functions as F

    every = F.flatten(F.array_compact(F.array(*[F.col(c) for c in cols])))
    return F.when(F.size(every) > 0, every)


def one(spark, case):
    import yaml
    from unittest.mock import create_autospec
    from databricks.sdk import WorkspaceClient
    from databricks.labs.dqx.config import ExtraParams
    from databricks.labs.dqx.engine import DQEngine
    from databricks.labs.dqx.metrics_observer import DQMetricsObserver
    from databricks.labs.dqx.rule import CHECK_FUNC_REGISTRY
    import databricks.labs.dqx.check_funcs  # noqa: F401  (fills the registry)
    import pyspark.sql.functions as F
    from pyspark.sql import Observation

    df = (
        spark.read.format("csv")
        .options(header="true", inferSchema="true", encoding="UTF-8", escape='"')
        .load(case["path"])
        .cache()
    )
    out = {"rows": df.count()}
    try:
        checks = yaml.safe_load(case["text"]) or []
        status = DQEngine.validate_checks(checks)
        out["invalid_checks"] = [str(e) for e in status.errors] if status.has_errors else []
        # Each check tagged with its place in the file, so that its results can be counted;
        # the tag is user metadata, which DQX only copies into the results.
        tagged = [
            {**c, "user_metadata": {**(c.get("user_metadata") or {}), "dq_test_index": str(i)}}
            for i, c in enumerate(checks)
        ]
        ws = create_autospec(WorkspaceClient)
        # The checks applied in runs of a few `sql_query` checks each, every run on the
        # frame the runs before it checked (held in a local checkpoint), with its own result
        # columns; their arrays joined in order are the `_errors` and `_warnings` of one
        # apply (DQX applies a run's error checks before its warning checks, and the runs keep
        # the file's order), which DQX's own get_valid/get_invalid then split.
        flagged = df
        names = []
        for n, run in enumerate(runs(tagged)):
            cols = {"errors": f"_errors_{n}", "warnings": f"_warnings_{n}"}
            engine = DQEngine(ws, spark=spark, extra_params=ExtraParams(result_column_names=cols))
            flagged = engine.apply_checks_by_metadata(flagged, run).localCheckpoint()
            names.append(cols)
        flagged = flagged.select(
            *[c for c in flagged.columns if not c.startswith(("_errors_", "_warnings_"))],
            *[joined([c[side] for c in names]).alias(f"_{side}") for side in ("errors", "warnings")],
        )
        action = fail_action(case["text"])
        if action:
            engine = DQEngine(
                ws, spark=spark, observer=DQMetricsObserver(custom_metrics=[action[0]]),
                actions=[{"action": {"type": "fail_pipeline"}, "condition": action[1]}],
            )
            # The run lines' metric observed on the checked rows, as DQX's observer adds it.
            observation = Observation("dqw_dqx")
            flagged = flagged.observe(observation, F.expr(action[0]))
        else:
            engine = DQEngine(ws, spark=spark)
        good, bad = engine.get_valid(flagged), engine.get_invalid(flagged)
        # Every row a check flagged is in `bad` (rows with an error or a warning), counted
        # per check from one copy.
        bad = bad.localCheckpoint()
        counts = bad.select(
            *[
                F.expr(
                    f"count_if(exists(coalesce({col}, array()), r -> r.user_metadata.dq_test_index = '{i}'))"
                ).alias(f"{col}{i}")
                for i in range(len(checks))
                for col in ("_errors", "_warnings")
            ]
        ).collect()[0] if checks else {}
        out["checks"] = [
            {
                "name": c.get("name"),
                "criticality": c.get("criticality", "error"),
                "level": (c.get("user_metadata") or {}).get("level"),
                "rule": (c.get("user_metadata") or {}).get("rule"),
                "function": c["check"]["function"],
                "kind": CHECK_FUNC_REGISTRY.get(c["check"]["function"]),
                "errors": counts[f"_errors{i}"],
                "warnings": counts[f"_warnings{i}"],
            }
            for i, c in enumerate(checks)
        ]
        valid = good.toJSON().collect()  # the observation fills when the split is computed
        if action:
            try:
                engine.evaluate_actions(observation.get)
                out["aborted"] = None
            except Exception as e:  # PipelineFailedError
                out["aborted"] = error_of(e)
        annotate = case.get("annotate")
        if annotate:
            out["valid"] = valid
            # The quarantine as the artifact's run lines make it: the rows with an error.
            quarantine = (
                bad.where("_errors IS NOT NULL")
                .withColumn(annotate, F.expr("transform(_errors, e -> e.name)"))
                .drop("_errors", "_warnings")
            )
            out["invalid"] = quarantine.toJSON().collect()
    except Exception as e:
        out["run_error"] = error_of(e)
    df.unpersist()
    return out


if __name__ == "__main__":
    main()
