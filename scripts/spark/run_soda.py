"""The soda export (a Soda Core 4 data contract) verified by Soda Core on local Spark, through
its Spark DataFrame data source (soda-sparkdf) on this process's Spark session.

    python run_soda.py <job.json> <answer.json>

Run with the `soda` folder (requirements/soda.txt) first on spark41's path. job:
{"cases": [{"path": csv, "text": contract.yml}], "dir": scratch}. Each file is read as the
framework reads a CSV and registered as `source_table`, the table the contract names; the
contract's data source is `my_datasource`, the name the export writes. Per case the answer
lists each check's identity (column, type, qualifier), outcome (PASSED, FAILED, WARN,
NOT_EVALUATED) and diagnostic values, and the errors Soda logged.
"""
from __future__ import annotations

import json
import os
import sys

os.environ["TZ"] = "UTC"
CSV = {"header": "true", "inferSchema": "true", "encoding": "UTF-8", "escape": '"'}


def plain(v):
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, float):
        return repr(v)
    return str(v)


def one(spark, i, case, scratch):
    from soda_core.contracts.api.verify_api import verify_contract_locally
    from soda_sparkdf import SparkDataFrameDataSource

    df = spark.read.format("csv").options(**CSV).load(case["path"]).cache()
    df.createOrReplaceTempView("source_table")
    df.createOrReplaceTempView("_validation_df")
    contract = os.path.join(scratch, f"contract-{i}.yml")
    with open(contract, "w", encoding="utf-8") as f:
        f.write(case["text"])
    source = SparkDataFrameDataSource.from_existing_session(spark, name="my_datasource")
    try:
        session = verify_contract_locally(data_sources=[source], contract_file_path=contract)
    except Exception as e:
        text = str(e).strip()
        return {"run_error": {"error": type(e).__name__, "message": text.splitlines()[0][:500] if text else ""}}
    finally:
        df.unpersist()
    checks = []
    for result in session.contract_verification_results:
        for r in result.check_results:
            checks.append(
                {
                    "column": r.check.column_name,
                    "type": r.check.type,
                    "qualifier": r.check.qualifier,
                    "name": r.check.name,
                    "outcome": r.outcome.value,
                    "diagnostics": {k: plain(v) for k, v in (r.diagnostic_metric_values or {}).items()},
                }
            )
    return {"checks": checks, "errors": session.get_errors()}


def main():
    job = json.load(open(sys.argv[1]))
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    from local_spark import local_builder

    spark = (
        local_builder("dqw-soda")
        .config("spark.sql.warehouse.dir", os.path.join(job["dir"], "soda-warehouse"))
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    from importlib.metadata import version

    answers = [one(spark, i, c, job["dir"]) for i, c in enumerate(job["cases"])]
    json.dump(
        {"soda": version("soda-core"), "spark": spark.version, "cases": answers},
        open(sys.argv[2], "w"),
    )
    sys.stdout = real_stdout


if __name__ == "__main__":
    main()
