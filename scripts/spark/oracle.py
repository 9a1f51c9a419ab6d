"""Production as a test oracle: the sparquet_cola library and the sparquet framework on a
local Spark, answering JSON requests on a Unix socket, one JSON object per line.

    python oracle.py <socket-path>

Prints one line `ready {...versions}` on stdout once Spark is up; every other Spark and
library output goes to stderr. Requests (each answered with one line):

    {"op": "hello"}
    {"op": "read", "path": p, "format": "csv"|"parquet"|"json", "options": {...}}
        -> the schema in Spark's own type names and every row as Spark's JSON writer
           writes it (`DataFrame.toJSON`)
    {"op": "check", "path": p, "format": ..., "options": {...}, "cases": [
        {"validations": {...}, "annotate": name|null, "only": [codes]|null}, ...]}
        -> per case: the results of `Cola.run`, `Cola.codes`, and the split's invalid
           and valid rows, exactly as the framework calls them; or the error raised
    {"op": "pipeline", "config": {...}, "read_back": [{"name", "format", "path"}]}
        -> `Sparquet().run_from_dict(config)`, then each written path read back
    {"op": "export", "path": p, ..., "dir": d, "artifacts": [{"target", "text"}, ...]}
        -> each export artifact run on Spark as its platform runs it (run_export.py)
    {"op": "write_parquet", "sql": q, "dir": d, "conf": {...}, "options": {...}}
        -> the rows of the Spark SQL query `q` written by Spark as one Parquet file under
           `d` (session settings `conf` for the write only, writer `options`); its path

The data frame is read once per request and cached, so a batch of cases costs one read.
"""
from __future__ import annotations

import faulthandler
import json
import signal
import threading
import os
import socketserver
import sys
import traceback

os.environ["TZ"] = "UTC"

_real_stdout = os.fdopen(os.dup(1), "w", buffering=1)
os.dup2(2, 1)
sys.stdout = sys.stderr

from pyspark.sql import SparkSession  # noqa: E402

SPARK = (
    SparkSession.builder.master("local[2]")
    .appName("dqw-oracle")
    .config("spark.ui.enabled", "false")
    .config("spark.sql.shuffle.partitions", "1")
    .config("spark.sql.session.timeZone", "UTC")
    .config("spark.driver.extraJavaOptions", "-Duser.timezone=UTC")
    # Small data: planning and code generation dominate, neither changes a result.
    .config("spark.sql.adaptive.enabled", "false")
    .config("spark.sql.codegen.wholeStage", "false")
    .config("spark.sql.codegen.factoryMode", "NO_CODEGEN")
    .getOrCreate()
)
SPARK.sparkContext.setLogLevel("ERROR")

import pyspark  # noqa: E402
import sparquet_cola  # noqa: E402
from sparquet_cola import Cola  # noqa: E402

try:  # the framework is absent in an environment that pins only the library
    import sparquet  # noqa: E402
    from sparquet.core.config import ValidationConfig  # noqa: E402
except ImportError:  # pragma: no cover
    sparquet = None
    ValidationConfig = None

try:
    from importlib.metadata import version as _dist_version

    SPARQUET_VERSION = _dist_version("sparquet") if sparquet else None
except Exception:  # pragma: no cover
    SPARQUET_VERSION = None

VERSIONS = {
    "spark": SPARK.version,
    "pyspark": pyspark.__version__,
    "sparquet_cola": getattr(sparquet_cola, "__version__", None),
    "sparquet": SPARQUET_VERSION,
    "python": sys.version.split()[0],
}

# The framework's CSV reading defaults (sparquet/io/csv.py), merged under the request's.
CSV_DEFAULTS = {"header": "true", "inferSchema": "true", "encoding": "UTF-8", "escape": '"'}


def read_frame(req):
    fmt = req.get("format", "csv")
    options = dict(CSV_DEFAULTS) if fmt == "csv" else {}
    # Values as the document wrote them: PySpark turns a bool into `true`, as the
    # framework's `.options(**config.options)` does.
    options.update(req.get("options") or {})
    reader = SPARK.read.format(fmt).options(**options)
    if req.get("schema"):
        reader = reader.schema(req["schema"])
    return reader.load(req["path"])


def schema_of(df):
    return [{"name": f.name, "type": f.dataType.simpleString()} for f in df.schema.fields]


def rows_of(df):
    return df.toJSON().collect()


def error_of(e):
    text = str(e).strip()
    return {"error": type(e).__name__, "message": text.splitlines()[0][:500] if text else ""}


def rules_of(validations):
    if ValidationConfig is not None:
        return ValidationConfig.from_dict(validations).rules
    return validations.get("rules", [])


def result_of(r):
    return {
        "rule_type": r.rule_type,
        "check_name": r.check_name,
        "severity": r.severity,
        "passed": bool(r.passed),
        "failed_count": int(r.failed_count),
        "metric_value": None if r.metric_value is None else repr(float(r.metric_value)),
        "message": r.message,
    }


def one_case(df, case):
    cola = Cola()
    out = {}
    try:
        # A document's own text when its numbers must keep their spelling (1.0 is a float).
        text = case.get("document_text")
        rules = rules_of(json.loads(text)["validations"] if text else case["validations"])
        out["codes"] = cola.codes(rules)
    except Exception as e:
        return {"refused": error_of(e)}
    try:
        out["results"] = [result_of(r) for r in cola.run(df, rules)]
    except Exception as e:
        out["run_error"] = error_of(e)
    try:
        split = cola.split(df, rules, annotate=case.get("annotate"), only=case.get("only"))
        out["invalid"] = rows_of(split.invalid)
        # `valid` is `flagged.filter(~flag)` and `invalid` is `flagged.filter(flag)` over
        # the same coalesced flag (Cola.split): an exact partition. So the valid rows are
        # all rows but the invalid ones, which the client takes from `all_rows` — one Spark
        # job a case instead of two.
        out["valid_is_complement"] = True
    except Exception as e:
        out["split_error"] = error_of(e)
    return out


def op_check(req):
    # Other files a `sql` rule reads by name (a reference check), as catalog tables.
    for table in req.get("tables") or []:
        read_frame(table).createOrReplaceTempView(table["name"])
    df = read_frame(req).cache()
    try:
        return {"all_rows": rows_of(df), "cases": [one_case(df, case) for case in req["cases"]]}
    finally:
        df.unpersist()


def op_read(req):
    try:
        df = read_frame(req)
        return {"schema": schema_of(df), "rows": rows_of(df)}
    except Exception as e:
        return error_of(e)


def op_pipeline(req):
    from sparquet import Sparquet

    out = {}
    try:
        Sparquet().run_from_dict(req["config"])
    except Exception as e:
        out["pipeline_error"] = error_of(e)
    read = {}
    for item in req.get("read_back", []):
        if not os.path.exists(item["path"]):
            continue
        options = {"header": "true", "inferSchema": "true"} if item["format"] == "csv" else {}
        df = SPARK.read.format(item["format"]).options(**options).load(item["path"])
        read[item["name"]] = {"schema": schema_of(df), "rows": rows_of(df)}
    out["read"] = read
    return out


def op_export(req):
    # Each export artifact run as its platform runs it (scripts/spark/run_export.py).
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run_export

    return run_export.op_export(SPARK, read_frame, req)


def op_write_parquet(req):
    # Spark's own Parquet writer, in one task so the folder holds one part file; the
    # session settings (e.g. spark.sql.parquet.outputTimestampType) hold for this write.
    before = {k: SPARK.conf.get(k, None) for k in req.get("conf", {})}
    try:
        for k, v in req.get("conf", {}).items():
            SPARK.conf.set(k, v)
        df = SPARK.sql(req["sql"]).coalesce(1)
        df.write.mode("overwrite").options(**(req.get("options") or {})).parquet(req["dir"])
    except Exception as e:
        return error_of(e)
    finally:
        for k, v in before.items():
            if v is None:
                SPARK.conf.unset(k)
            else:
                SPARK.conf.set(k, v)
    parts = sorted(f for f in os.listdir(req["dir"]) if f.endswith(".parquet"))
    return {"files": [os.path.join(req["dir"], f) for f in parts]}


OPS = {
    "write_parquet": op_write_parquet,
    "hello": lambda req: {"versions": VERSIONS},
    "export": op_export,
    "read": op_read,
    "check": op_check,
    "pipeline": op_pipeline,
}


# One request at a time on the one Spark session: the library registers `_validation_df`
# per sql rule and the suite caches and unpersists frames, which concurrent requests from
# several test files would race on (a run of the whole suite once stalled so).
SPARK_LOCK = threading.Lock()


class Handler(socketserver.StreamRequestHandler):
    def handle(self):
        for line in self.rfile:
            if not line.strip():
                continue
            try:
                req = json.loads(line)
                with SPARK_LOCK:
                    answer = json.dumps(OPS[req["op"]](req))
            except BaseException as e:  # a defect of the oracle itself, reported whole
                answer = json.dumps({"oracle_error": traceback.format_exc(), **error_of(e)})
            self.wfile.write((answer + "\n").encode("utf-8"))
            self.wfile.flush()


class Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True


def main():
    # `kill -USR1 <pid>` prints every thread's stack to stderr: where a request waits.
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    path = sys.argv[1]
    if os.path.exists(path):
        os.unlink(path)
    with Server(path, Handler) as server:
        _real_stdout.write("ready " + json.dumps(VERSIONS) + "\n")
        _real_stdout.flush()
        server.serve_forever()


if __name__ == "__main__":
    main()
