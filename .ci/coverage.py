#!/usr/bin/env python3
"""Line coverage per library target from an llvm-cov export, failing below the threshold.

usage: coverage.py EXPORT_JSON --targets A,B,... [--threshold 90] [--exemptions FILE]

EXPORT_JSON is the output of `llvm-cov export -summary-only`. A file counts towards target T when
its path contains `/Sources/T/`. Targets listed in the exemption file (one name a line, `#`
comments) are reported but do not fail the run.
"""
import argparse
import json
import sys

parser = argparse.ArgumentParser()
parser.add_argument("export")
parser.add_argument("--threshold", type=float, default=90.0)
parser.add_argument("--exemptions")
parser.add_argument("--targets", required=True, help="comma-separated library targets (.ci/libraries.py)")
args = parser.parse_args()

targets = [t for t in args.targets.split(",") if t]
exempt = set()
if args.exemptions:
    with open(args.exemptions) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                exempt.add(line)

with open(args.export) as f:
    export = json.load(f)

totals = {t: [0, 0] for t in targets}
for data in export["data"]:
    for entry in data["files"]:
        path = entry["filename"]
        for t in targets:
            if f"/Sources/{t}/" in path:
                lines = entry["summary"]["lines"]
                totals[t][0] += lines["covered"]
                totals[t][1] += lines["count"]

failed = []
print(f"{'target':<16}{'lines':>8}{'covered':>9}{'coverage':>10}")
for t in targets:
    covered, count = totals[t]
    percent = 100.0 * covered / count if count else 0.0
    note = ""
    if percent < args.threshold:
        if t in exempt:
            note = "  (exempt)"
        else:
            note = "  FAIL"
            failed.append(t)
    print(f"{t:<16}{count:>8}{covered:>9}{percent:>9.1f}%{note}")

if failed:
    print(f"coverage below {args.threshold:.0f}% for: {', '.join(failed)}", file=sys.stderr)
    sys.exit(1)
