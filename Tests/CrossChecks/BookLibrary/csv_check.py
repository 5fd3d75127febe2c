"""Cross-check the Swift CSV reader and writer against Python's csv module (RFC 4180, calibre's
catalog layout, and tab-separated as LibraryThing writes it)."""
import csv
import io
import json
import subprocess
import sys

SUPPORT = sys.argv[1]
WORK = sys.argv[2]

HOSTILE = [
    "plain", "with,comma", 'with "quotes"', "line\nbreak", "crlf\r\nbreak", "emoji \U0001F4DA\U0001F469\U0001F3FD\u200d\U0001F4BB",
    "=SUM(A1:A2)", "+1", "-1", "@cmd", "\ttab", "", " spaced ", '"', '""', ",", "\r", "trailing\n",
    "ünïcödé", "=\"9780306406157\"",
]
ROWS = [HOSTILE, list(reversed(HOSTILE)), ["Title", "Author"], ["", ""], ["only"]]

failures = 0

# 1. Python writes (minimal quoting, CRLF, with a BOM as spreadsheet programs do); Swift reads.
buffer = io.StringIO(newline="")
writer = csv.writer(buffer, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
for row in ROWS:
    writer.writerow(row)
for quoting in (csv.QUOTE_ALL,):
    writer = csv.writer(buffer, lineterminator="\r\n", quoting=quoting)
    writer.writerow(HOSTILE)
expected = ROWS + [HOSTILE]
path = f"{WORK}/python.csv"
with open(path, "w", encoding="utf-8-sig", newline="") as handle:
    handle.write(buffer.getvalue())
out = subprocess.run([SUPPORT, "parse-csv", path], check=True, capture_output=True).stdout.decode("utf-8")
parsed = [json.loads(line) for line in out.splitlines() if line]
# A record of one empty field is indistinguishable from a blank line; both readers skip or keep it.
want = [row for row in expected if row != [""]]
if parsed != want:
    failures += 1
    print("Swift read Python's CSV differently:")
    for a, b in zip(parsed, want):
        if a != b:
            print("  swift :", a)
            print("  python:", b)

# 2. Swift writes; Python reads.
rows_path = f"{WORK}/rows.json"
with open(rows_path, "w", encoding="utf-8") as handle:
    json.dump(ROWS, handle)
swift_csv = f"{WORK}/swift.csv"
subprocess.run([SUPPORT, "write-csv", swift_csv, rows_path], check=True)
with open(swift_csv, encoding="utf-8", newline="") as handle:
    back = list(csv.reader(handle, strict=True))
if back != ROWS:
    failures += 1
    print("Python read Swift's CSV differently:", back[:2])

# 3. calibre's catalog layout: a BOM, an unquoted header, every value quoted, LF line endings.
buffer = io.StringIO(newline="")
buffer.write(",".join(["id", "title", "authors"]) + "\n")
writer = csv.writer(buffer, lineterminator="\n", quoting=csv.QUOTE_ALL)
for row in [["1", value, value] for value in HOSTILE]:
    writer.writerow(row)
path = f"{WORK}/calibre.csv"
with open(path, "w", encoding="utf-8-sig", newline="") as handle:
    handle.write(buffer.getvalue())
out = subprocess.run([SUPPORT, "parse-csv", path], check=True, capture_output=True).stdout.decode("utf-8")
parsed = [json.loads(line) for line in out.splitlines() if line]
if parsed != [["id", "title", "authors"]] + [["1", value, value] for value in HOSTILE]:
    failures += 1
    print("Swift read a calibre-style catalog differently:", parsed[:2])

# 4. Tab-separated (LibraryThing): Python's excel-tab dialect and ours, both ways.
buffer = io.StringIO(newline="")
# excel-tab ends lines with CRLF, which also makes Python quote a field holding a lone CR.
writer = csv.writer(buffer, dialect="excel-tab")
for row in ROWS:
    writer.writerow(row)
path = f"{WORK}/python.tsv"
with open(path, "w", encoding="utf-8", newline="") as handle:
    handle.write(buffer.getvalue())
out = subprocess.run([SUPPORT, "parse-tsv", path], check=True, capture_output=True).stdout.decode("utf-8")
parsed = [json.loads(line) for line in out.splitlines() if line]
if parsed != [row for row in ROWS if row != [""]]:
    failures += 1
    print("Swift read Python's TSV differently:", parsed[:2])
swift_tsv = f"{WORK}/swift.tsv"
subprocess.run([SUPPORT, "write-tsv", swift_tsv, rows_path], check=True)
with open(swift_tsv, encoding="utf-8", newline="") as handle:
    back = list(csv.reader(handle, dialect="excel-tab", strict=True))
if back != ROWS:
    failures += 1
    print("Python read Swift's TSV differently:", back[:2])

print("csv cross-check:", "ok" if failures == 0 else f"{failures} failures")
sys.exit(1 if failures else 0)
