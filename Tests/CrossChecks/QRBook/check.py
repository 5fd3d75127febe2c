#!/usr/bin/env python3
"""Cross-checks QR Book's parsers and exports against outside implementations.

usage: check.py SUPPORT_EXECUTABLE

1. Strings written by segno's helpers (an independent generator) are parsed by QREncoder's
   payload parsers; the fields must equal what was given to segno.
2. The CSV export is read back by Python's csv module (RFC 4180) and compared, cell by cell,
   with the JSON backup read by Python's json module; every date must parse with
   datetime.fromisoformat.
"""
import csv
import io
import json
import subprocess
import sys
from datetime import datetime

from segno import helpers

support = sys.argv[1]
cases = [
    ("wifi", helpers.make_wifi_data(ssid="Café;Net", password="pa:ss\\wo,rd", security="WPA", hidden=True),
     {"ssid": "Café;Net", "password": "pa:ss\\wo,rd", "security": "WPA", "hidden": True}),
    ("wifi", helpers.make_wifi_data(ssid="Open \"net\"", password=None, security=None),
     {"ssid": "Open \"net\"", "password": "", "security": "nopass", "hidden": False}),
    ("wifi", helpers.make_wifi_data(ssid="Old", password="abcde", security="wep"),
     {"ssid": "Old", "password": "abcde", "security": "WEP", "hidden": False}),
    ("mecard", helpers.make_mecard_data(name="Doe,John", email=["j@x.org", "k@x.org"], phone="+1 555 0100",
                                        videophone="5550111", memo="Hi; there: friend", url="https://x.org",
                                        city="Springfield", zipcode="12345", nickname="JD", birthday="19700101"),
     {"family": "Doe", "given": "John", "org": "", "phones": ["+15550100", "5550111"],
      "emails": ["j@x.org", "k@x.org"], "url": "https://x.org", "address": "Springfield, 12345",
      "note": "Hi; there: friend"}),
    ("vcard", helpers.make_vcard_data(name="Doe;John", displayname="John Doe", email="j@x.org",
                                      phone="+1 555 0100", org="Acme, Inc.", street="1 Main St",
                                      city="Springfield", zipcode="12345", memo="a, b; c",
                                      cellphone="5550111", url="https://x.org/a,b", title="CTO"),
     {"family": "Doe", "given": "John", "org": "Acme, Inc.", "phones": ["+15550100", "5550111"],
      "emails": ["j@x.org"], "url": "https://x.org/a,b", "address": "1 Main St, Springfield, 12345",
      "note": "a, b; c"}),
    ("geo", helpers.make_geo_data(38.8976763, -77.0365298), {"lat": 38897676, "lng": -77036530}),
    ("geo", helpers.make_geo_data(-33.0, 151.25), {"lat": -33000000, "lng": 151250000}),
    ("email", helpers.make_make_email_data(to=["a@x.org", "b@x.org"], cc="c@x.org", bcc=["d@x.org"],
                                           subject="Hello & welcome", body="Line 1\nLine 2/3"),
     {"to": ["a@x.org", "b@x.org"], "cc": ["c@x.org"], "bcc": ["d@x.org"], "subject": "Hello & welcome",
      "body": "Line 1\nLine 2/3"}),
    ("epc", helpers._make_epc_qr_data("Red Cross", "DE89370400440532013000", 10, text="Donation").decode("latin-1"),
     {"name": "Red Cross", "iban": "DE89370400440532013000", "amountCents": 1000, "text": "Donation"}),
    ("epc", helpers._make_epc_qr_data("Müller", "GB82WEST12345698765432", "12.5", text="Rent").decode("latin-1"),
     {"name": "Müller", "iban": "GB82WEST12345698765432", "amountCents": 1250, "text": "Rent"}),
]
request = "\n".join(json.dumps({"type": t, "text": text}) for t, text, _ in cases) + "\n"
output = subprocess.run([support], input=request, capture_output=True, text=True, check=True).stdout
failures = 0
for (kind, text, expected), line in zip(cases, output.splitlines()):
    got = json.loads(line)
    if got != expected:
        failures += 1
        print(f"MISMATCH {kind}: {text!r}\n  expected {expected}\n  got      {got}")

# Bytes, not text: text mode would turn the CSV's CRLF into LF.
library = subprocess.run([support, "library"], capture_output=True, check=True).stdout.decode("utf-8")
csv_text, backup_text = library.split("\r\n--\n", 1)
csv_text += "\r\n"
rows = list(csv.reader(io.StringIO(csv_text, newline="")))
records = json.loads(backup_text)["records"]
header = rows[0]
if len(rows) - 1 != len(records):
    failures += 1
    print(f"CSV has {len(rows) - 1} rows, backup {len(records)} records")
for row, record in zip(rows[1:], records):
    for name, cell in zip(header, row):
        value = record.get(name, "")
        expected = str(value).lower() if isinstance(value, bool) else str(value)
        if name in ("title", "data", "tagsRaw") and expected[:1] in ("=", "+", "-", "@", "\t", "\r"):
            expected = "'" + expected
        if cell != expected:
            failures += 1
            print(f"CSV cell {name}: {cell!r} != {expected!r}")
        if name.endswith("At") or name == "lastUsed":
            if cell:
                datetime.fromisoformat(cell.replace("Z", "+00:00"))
if not csv_text.endswith("\r\n") or "\r\n" not in csv_text:
    failures += 1
    print("CSV rows do not end in CRLF")
if failures:
    sys.exit(f"{failures} mismatches")
print(f"{len(cases)} segno strings parsed to the fields given to segno; CSV of {len(records)} records matches the backup")
