"""Each export artifact run on Spark, as its platform would run it, over one data file.

Called by the oracle (`{"op": "export", ...}`, scripts/spark/oracle.py) on its Spark session:

    {"op": "export", "path": p, "format": "csv", "options": {...}, "dir": tmp,
     "artifacts": [{"target": "pyspark"|"spark-sql"|"sparquet"|"lakeflow-sql"|"lakeflow-python",
                    "text": "...", "annotate": name|null, "driver_tz": zone (optional)}]}

The file is read as the framework reads it and registered as `source_table` (the name
every export reads) and `_validation_df`. Per artifact the answer carries what the
platform itself produced; the test compares it with dqw (exports.spark.test.ts).
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
import time
import types


def _rows(df):
    return df.toJSON().collect()


def _error(e):
    text = str(e).strip()
    return {"error": type(e).__name__, "message": text.splitlines()[0][:500] if text else ""}


def _read_json(spark, path):
    if not os.path.exists(path):
        return None
    return _rows(spark.read.format("json").load(path))


# ---------------------------------------------------------------------------- pyspark
def run_pyspark(spark, art, out):
    """The script imported (not as __main__), its destinations pointed at JSON folders under
    `out`, and `main()` called: the exit code, the results `Cola.run` gave, the files written."""
    from sparquet_cola import Cola

    mod = types.ModuleType("dq_export_validate")
    with contextlib.redirect_stdout(sys.stderr):
        exec(compile(art["text"], "validate.py", "exec"), mod.__dict__)
    seen = {}

    class Recording(Cola):
        def run(self, df, rules):
            results = super().run(df, rules)
            seen["results"] = results
            return results

    mod.Cola = Recording
    dest = lambda name: {"format": "json", "path": os.path.join(out, name), "mode": "overwrite"}
    mod.REPORT = dest("report")
    if mod.VALID is not None or mod.QUARANTINE is not None:
        mod.VALID, mod.QUARANTINE = dest("valid"), dest("invalid")
    with contextlib.redirect_stdout(sys.stderr):
        code = mod.main()
    return {
        "exit": code,
        "results": [
            {
                "rule_type": r.rule_type,
                "check_name": r.check_name,
                "severity": r.severity,
                "passed": bool(r.passed),
                "failed_count": int(r.failed_count or 0),
                "metric_value": None if r.metric_value is None else repr(float(r.metric_value)),
            }
            for r in seen.get("results", [])
        ],
        "report": _read_json(spark, os.path.join(out, "report")),
        "valid": _read_json(spark, os.path.join(out, "valid")),
        "invalid": _read_json(spark, os.path.join(out, "invalid")),
    }


# ---------------------------------------------------------------------------- spark-sql
def _statements(text):
    """SQL text split into statements: comment lines dropped, `;` at a line's end ends one."""
    body = "\n".join(l for l in text.split("\n") if not l.lstrip().startswith("--"))
    return [s.strip() for s in re.split(r";\s*\n", body + "\n") if s.strip()]


def run_spark_sql(spark, art, out):
    """Every block (`-- [n] code`) run in spark.sql: the last statement's first row; then the
    classification's quarantine and valid queries."""
    text = art["text"]
    parts = re.split(r"^-- \[(\d+)\] .*$", text, flags=re.M)
    head, blocks = parts[0], list(zip(parts[1::2], parts[2::2]))
    for s in _statements(head):
        spark.sql(s)
    answers = []
    tail = ""
    for i, (n, body) in enumerate(blocks):
        if i == len(blocks) - 1 and "-- Classification" in body:
            at = body.index("-- Classification")
            body, tail = body[:at], body[at:]
        row = None
        try:
            for s in _statements(body):
                last = spark.sql(s)
            if not s.upper().startswith("DESCRIBE"):
                first = last.limit(1).collect()
                row = first[0].asDict() if first else {}
                row = {k: (None if v is None else (repr(float(v)) if isinstance(v, float) or type(v).__name__ == "Decimal" else v)) for k, v in row.items()}
            answers.append({"index": int(n), "row": row})
        except Exception as e:
            answers.append({"index": int(n), **_error(e)})
    split = {}
    if tail:
        statements = _statements(tail)
        for s in statements:
            if s.upper().startswith("CREATE"):
                spark.sql(s)
        selects = [s for s in statements if s.upper().startswith("SELECT")]
        if len(selects) == 2:
            split["invalid"] = _rows(spark.sql(selects[0]))
            valid = spark.sql(selects[1])
            annotate = art.get("annotate")
            split["valid"] = _rows(valid.drop(annotate) if annotate else valid)
    return {"blocks": answers, **split}


# ---------------------------------------------------------------------------- sparquet
def local_pipeline(text, path, out):
    """The exported pipeline JSON as a user fills it in to run here: its input pointed at the
    CSV file at `path`, report and outputs at JSON folders under `out`."""
    import json

    config = json.loads(text)
    # Only what the artifact has is filled in: a missing input or output stays missing.
    if isinstance(config.get("input"), dict):
        config["input"] = {**config["input"], "path": path, "format": "csv"}
    v = config.setdefault("validations", {})
    v["report"] = {"format": "json", "path": os.path.join(out, "report"), "mode": "overwrite"}
    # Each destination gets a local folder of its own; two destinations on one path share one.
    folders = {}

    def local(o, name):
        key = o.get("path") or name
        folders.setdefault(key, os.path.join(out, name))
        o.update({"format": "json", "path": folders[key], "mode": "overwrite"})

    for key in ("valid", "invalid"):
        if key in (v.get("outputs") or {}):
            local(v["outputs"][key], key)
    outputs = config.get("outputs") or ([config["output"]] if isinstance(config.get("output"), dict) else [])
    for i, o in enumerate(outputs):
        local(o, f"output{i}")
    return config


def run_sparquet(spark, art, out):
    """The pipeline JSON through `Sparquet().run_from_dict`, filled in by `local_pipeline`
    exactly as a user fills it in."""
    from sparquet import Sparquet

    config = local_pipeline(art["text"], art["path"], out)
    answer = {}
    try:
        with contextlib.redirect_stdout(sys.stderr):
            result = Sparquet().run_from_dict(config)
        # The framework reports a failed run in its result, not by raising.
        if not result.success:
            answer["pipeline_error"] = {"error": "PipelineFailed", "message": str(result.error).splitlines()[0][:500]}
    except Exception as e:
        answer["pipeline_error"] = _error(e)
    for name in ("report", "valid", "invalid"):
        answer[name] = _read_json(spark, os.path.join(out, name))
    return answer


# ---------------------------------------------------------------------------- lakeflow
class _Recorder:
    """A stand-in for `pyspark.pipelines`: every decorator and its arguments, in order."""

    def __init__(self):
        self.datasets = []
        self._pending = []

    def _dataset(self, kind):
        def factory(*args, **kwargs):
            def wrap(fn):
                self.datasets.append(
                    {"kind": kind, "name": kwargs.get("name") or fn.__name__, "fn": fn,
                     "private": bool(kwargs.get("private")),
                     "expectations": list(reversed(self._pending))}
                )
                self._pending = []
                return fn
            if args and callable(args[0]) and not kwargs:
                return wrap(args[0])
            return wrap
        return factory

    def _expect(self, action, many):
        def factory(*args, **kwargs):
            if many:
                items = list(args[0].items())
            else:
                items = [(args[0], args[1])]
            def wrap(fn):
                # Decorators apply bottom-up; reversed again when the dataset takes them.
                for name, expr in reversed(items):
                    self._pending.append({"name": name, "expr": expr, "action": action})
                return fn
            return wrap
        return factory

    def __getattr__(self, attr):
        kinds = {"table", "materialized_view", "temporary_view", "view", "streaming_table"}
        if attr in kinds:
            return self._dataset(attr)
        m = re.fullmatch(r"expect(_all)?(_or_(drop|fail))?", attr)
        if m:
            return self._expect(m.group(3) or "warn", bool(m.group(1)))
        raise AttributeError(attr)


_MV = re.compile(
    r"CREATE OR REFRESH (PRIVATE )?(MATERIALIZED VIEW|STREAMING TABLE) (\S+)\s*(\((.*?)\n\))?\s*AS\n(.*)",
    re.S,
)
# The shortest expression after which only the action, a comma and a `--` comment remain.
_CONSTRAINT = re.compile(
    r"^\s*CONSTRAINT (\S+) EXPECT \((.*?)\)( ON VIOLATION (DROP ROW|FAIL UPDATE))?,?(?: -- .*)?$"
)


def _lakeflow_sql(spark, text):
    datasets = []
    for s in _statements(text):
        if s.upper().startswith("CREATE TEMPORARY VIEW"):
            name, query = re.match(r"CREATE TEMPORARY VIEW (\S+) AS\n(.*)", s, re.S).groups()
            datasets.append({"kind": "temporary_view", "name": name, "sql": query, "expectations": [], "private": True})
            continue
        m = _MV.match(s)
        if not m:
            raise ValueError(f"not a Lakeflow statement: {s[:80]}")
        exps = []
        for line in (m.group(5) or "").split("\n"):
            c = _CONSTRAINT.match(line)
            if c:
                action = {"DROP ROW": "drop", "FAIL UPDATE": "fail"}.get(c.group(4) or "", "warn")
                exps.append({"name": c.group(1), "expr": c.group(2), "action": action})
            elif line.strip():
                raise ValueError(f"not a constraint line: {line}")
        datasets.append({"kind": m.group(2).lower().replace(" ", "_"), "name": m.group(3),
                         "private": bool(m.group(1)), "sql": m.group(6), "expectations": exps})
    return datasets


def run_lakeflow(spark, art, out):
    """Each dataset defined in order as a temporary view; each expectation counted as the
    rows of its dataset where the expression is false (Lakeflow's violation count)."""
    if art["target"] == "lakeflow-python":
        recorder = _Recorder()
        pkg = types.ModuleType("pyspark.pipelines")
        for attr in ("table", "materialized_view", "temporary_view", "view", "streaming_table",
                     "expect", "expect_all", "expect_or_drop", "expect_all_or_drop",
                     "expect_or_fail", "expect_all_or_fail"):
            setattr(pkg, attr, getattr(recorder, attr))
        import pyspark
        saved = sys.modules.get("pyspark.pipelines"), getattr(pyspark, "pipelines", None)
        sys.modules["pyspark.pipelines"] = pkg
        pyspark.pipelines = pkg
        try:
            mod = types.ModuleType("dq_export_lakeflow")
            exec(compile(art["text"], "pipeline.py", "exec"), mod.__dict__)
        finally:
            if saved[0] is None:
                sys.modules.pop("pyspark.pipelines", None)
            else:
                sys.modules["pyspark.pipelines"] = saved[0]
            if saved[1] is not None:
                pyspark.pipelines = saved[1]
        datasets = recorder.datasets
    else:
        datasets = _lakeflow_sql(spark, art["text"])
    answer = {"datasets": [], "expectations": []}
    for d in datasets:
        df = d["fn"]() if "fn" in d else spark.sql(d["sql"])
        # A dataset named after a destination table (`silver.orders`) is one view here.
        df.createOrReplaceTempView(d["name"] if "." not in d["name"] else f"`{d['name']}`")
        answer["datasets"].append({"kind": d["kind"], "name": d["name"], "private": d["private"]})
        for e in d["expectations"]:
            n = spark.sql(f"SELECT count_if(NOT ({e['expr']})) AS n FROM {d['name']}").collect()[0]["n"]
            answer["expectations"].append({"dataset": d["name"], **e, "violations": int(n)})
    # The rows of the public datasets after the classification: the valid and quarantine tables.
    names = [d["name"] for d in answer["datasets"]]
    split = [n for n in names if n.endswith("_classified")]
    for d in answer["datasets"][names.index(split[0]) + 1:] if split else []:
        if not d["private"]:
            answer[d["name"]] = _rows(spark.table(d["name"] if "." not in d["name"] else f"`{d['name']}`"))
    return answer


RUNNERS = {
    "pyspark": run_pyspark,
    "spark-sql": run_spark_sql,
    "sparquet": run_sparquet,
    "lakeflow-sql": run_lakeflow,
    "lakeflow-python": run_lakeflow,
}


def op_export(spark, read_frame, req):
    df = read_frame(req).cache()
    df.createOrReplaceTempView("source_table")
    df.createOrReplaceTempView("_validation_df")
    answers = []
    try:
        for i, art in enumerate(req["artifacts"]):
            out = os.path.join(req["dir"], f"a{i}")
            os.makedirs(out, exist_ok=True)
            zone = os.environ.get("TZ")
            try:
                if art.get("driver_tz"):
                    os.environ["TZ"] = art["driver_tz"]
                    time.tzset()
                answers.append(RUNNERS[art["target"]](spark, {**art, "path": req["path"]}, out))
            except Exception as e:
                answers.append({"run_error": _error(e)})
            finally:
                if art.get("driver_tz"):
                    if zone is None:
                        os.environ.pop("TZ", None)
                    else:
                        os.environ["TZ"] = zone
                    time.tzset()
                spark.conf.set("spark.sql.session.timeZone", "UTC")
                df.createOrReplaceTempView("_validation_df")
    finally:
        df.unpersist()
    return {"artifacts": answers}
