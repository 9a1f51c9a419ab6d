"""The Spark session the export runners start: local[2], no UI or progress bar, one shuffle
partition, no adaptive planning, UTC. Each runner adds its own settings to the builder."""


def local_builder(app):
    """A SparkSession builder for the runner `app`, before getOrCreate()."""
    from pyspark.sql import SparkSession

    return (
        SparkSession.builder.master("local[2]")
        .appName(app)
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", "1")
        # Small files: adaptive planning only costs time.
        .config("spark.sql.adaptive.enabled", "false")
        .config("spark.sql.session.timeZone", "UTC")
    )


def without_codegen(builder):
    """The builder with code generation off: on small data it only costs time."""
    return builder.config("spark.sql.codegen.wholeStage", "false").config(
        "spark.sql.codegen.factoryMode", "NO_CODEGEN"
    )
