"""The bench's 20 rules (bench/rules.json, expanded) computed with pandas, for the
side-by-side timing and to check that pandas' values equal dqw's. Prints one JSON list:
[failed_count, metric_value] per expanded rule, in dqw's order."""
import json
import re
import sys

import pandas as pd

EMAIL_RULE = r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"
EMAIL_FORMAT = r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}$"
NOW = pd.Timestamp("2026-02-01T00:00:00")

df = pd.read_csv(sys.argv[1], dtype={"phone": str}, parse_dates=["created_at"])
rows = len(df)


def failed_regex(col, pattern):
    s = df[col]
    matches = s.dropna().str.contains(pattern, regex=True)
    return int(s.isna().sum() + (~matches).sum())


def out_of_range(col, lo=None, hi=None):
    s = df[col].dropna()
    bad = pd.Series(False, index=s.index)
    if lo is not None:
        bad |= s < lo
    if hi is not None:
        bad |= s > hi
    return int(bad.sum())


invalid_status = int((~df["status"].dropna().isin(["active", "inactive"])).sum())
email_invalid = int((~df["email"].dropna().str.match(EMAIL_FORMAT)).sum())
distinct_email = df["email"].nunique(dropna=False)
results = [
    [int(df["id"].isna().sum()), None],
    [int(df["name"].isna().sum()), None],
    [int(df["email"].isna().sum()), None],
    [rows - df["id"].nunique(dropna=False), None],
    [out_of_range("age", 0, 120), None],
    [out_of_range("amount", 0), None],
    [failed_regex("email", EMAIL_RULE), None],
    [failed_regex("country", r"^[A-Z]{2}$"), None],
    [int(df["phone"].isna().sum()), 100.0 * df["phone"].isna().sum() / rows],
    [invalid_status, invalid_status],
    [email_invalid, 100.0 * email_invalid / rows],
    [0, df["country"].nunique(dropna=False)],
    [rows - distinct_email, rows - distinct_email],
    [0, float(df["age"].min())],
    [0, float(df["age"].max())],
    [0, float(df["amount"].mean())],
    [0, float(df["amount"].sum())],
    [0, float(df["score"].std())],
    [0, rows],
    [0, (NOW - df["created_at"].max()).total_seconds()],
]
re.compile(EMAIL_RULE)
print(json.dumps([[int(f), None if m is None else float(m)] for f, m in results]))
