"""The exported pipeline JSON filled in to run here, written to a file for the framework's
`sparquet` command (exports-sparquet-cli.spark.test.ts): input, report and outputs as
`run_export.local_pipeline` fills them for `run_from_dict`.

    python sparquet_config.py <pipeline.json> <data.csv> <out dir> <config.json>
"""
import json
import sys

from run_export import local_pipeline

if __name__ == "__main__":
    pipeline, data, out, config = sys.argv[1:5]
    with open(pipeline, encoding="utf-8") as f:
        filled = local_pipeline(f.read(), data, out)
    with open(config, "w", encoding="utf-8") as f:
        json.dump(filled, f, indent=2, ensure_ascii=False)
