"""The DQX export run on Databricks Labs DQX itself: one local Spark, DQX from the dqx017
overlay (scripts/spark/requirements/dqx017.txt) first on the path, every case of a job file
in one session.

    python run_dqx.py <job.json> <answer.json>

job: {"cases": [{"path": csv, "text": checks.yml, "annotate": name|null}]}

Per case, the artifact's own "How to run" executed as its Python lines stand, with `df` the
file as Spark reads it and `checks.yml` the artifact's checks, each tagged with its place in
the file in `user_metadata` (which DQX only copies into its results), so that the rows each
check flagged can be counted. The workspace client is a stand-in, as DQX's own unit tests make
it: nothing here reaches a workspace.
- `invalid_checks`: what `DQEngine.validate_checks` says is wrong with the file;
- `checks`: per check of the file, in order, its name, criticality, level and kind (row or
  dataset, DQX's own registry) and the rows it put an error and a warning on;
- `valid` / `invalid`: the run lines' `valid` and `quarantine` (where the case has a codes
  column);
- `aborted`: where the run lines evaluate a FailPipeline action (on_failure "fail"), the error
  it raised, or null;
- `without_ref_dfs` (first case only): the run lines' apply without their `ref_dfs`.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile

os.environ["TZ"] = "UTC"


def main():
    job = json.load(open(sys.argv[1]))
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    from local_spark import local_builder, without_codegen

    spark = without_codegen(local_builder("dqw-dqx")).getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    stand_in_workspace()
    from databricks.labs.dqx.__version__ import __version__ as dqx_version
    answers = []
    for i, c in enumerate(job["cases"]):
        print(f"dqx case {i + 1}/{len(job['cases'])}", file=sys.stderr, flush=True)
        answers.append(one(spark, c, first=i == 0))
    json.dump({"dqx": dqx_version, "spark": spark.version, "cases": answers}, open(sys.argv[2], "w"))
    sys.stdout = real_stdout


def stand_in_workspace():
    """`WorkspaceClient()` in the run lines gives a stand-in (DQX's unit tests' autospec)."""
    from unittest.mock import create_autospec
    import databricks.sdk

    client = create_autospec(databricks.sdk.WorkspaceClient)

    class StandIn(databricks.sdk.WorkspaceClient):
        def __new__(cls, *args, **kwargs):
            return client

    databricks.sdk.WorkspaceClient = StandIn


def error_of(e):
    text = str(e).strip()
    return {"error": type(e).__name__, "message": (text.splitlines()[0] if text else "")[:500]}


def run_code(text):
    """The artifact's "How to run" Python: the lines of that section indented past its prose."""
    head = text[text.index("# How to run:"):]
    section = head[: head.index("\n#\n")]
    return "\n".join(re.findall(r"^# {5}(.*)$", section, re.M))


def execute(code, df, folder):
    """The run lines executed in `folder` (where checks.yml is) on `df`: their names, and the
    error they stopped with, or None."""
    names = {"df": df, "__name__": "dqx_run"}
    here = os.getcwd()
    os.chdir(folder)
    try:
        exec(compile(code, "How to run", "exec"), names)
        return names, None
    except Exception as e:
        return names, e
    finally:
        os.chdir(here)


def one(spark, case, first=False):
    import yaml
    from databricks.labs.dqx.engine import DQEngine
    from databricks.labs.dqx.rule import CHECK_FUNC_REGISTRY
    import databricks.labs.dqx.check_funcs  # noqa: F401  (fills the registry)
    import pyspark.sql.functions as F

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
        tagged = [
            {**c, "user_metadata": {**(c.get("user_metadata") or {}), "dq_test_index": str(i)}}
            for i, c in enumerate(checks)
        ]
        folder = tempfile.mkdtemp(prefix="dqw-dqx-run-")
        with open(os.path.join(folder, "checks.yml"), "w", encoding="utf-8") as f:
            yaml.safe_dump(tagged, f, allow_unicode=True, sort_keys=False)
        code = run_code(case["text"])
        names, stopped = execute(code, df, folder)
        if "evaluate_actions" in code:
            if stopped is not None and type(stopped).__name__ != "PipelineFailedError":
                raise stopped
            out["aborted"] = error_of(stopped) if stopped is not None else None
        elif stopped is not None:
            raise stopped
        if first:
            # The header says the apply needs its ref_dfs: without them it must stop, not pass.
            bare = code.replace(', ref_dfs={"dq_input": df}', "")
            _names, e = execute(bare, df, folder) if bare != code else ({}, None)
            out["without_ref_dfs"] = error_of(e) if e is not None else None
        # Every row a check flagged is in `flagged` (rows with an error or a warning), counted
        # per check from one copy.
        bad = names["flagged"].localCheckpoint()
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
        if case.get("annotate"):
            out["valid"] = names["valid"].toJSON().collect()
            out["invalid"] = names["quarantine"].toJSON().collect()
    except Exception as e:
        out["run_error"] = error_of(e)
    df.unpersist()
    return out


if __name__ == "__main__":
    main()
