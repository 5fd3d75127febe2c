"""Checks one kill -9 round of the scan queue: every captured scan is still queued or its two books
are in the library exactly once; no scan is uploaded again after its acceptance was journaled;
no photo file is left without a queued scan; every scan that left the queue had its job's backend
cleanup received, or still owes it (the job identifier is the scan's)."""
import sys

events_path, verify_path = sys.argv[1], sys.argv[2]
captured, accepted, cleaned = [], set(), set()
for line in open(events_path, encoding="utf-8"):
    parts = line.split()
    if len(parts) != 2:
        continue  # a line cut short by the kill
    kind, scan = parts
    if kind == "captured":
        captured.append(scan)
    elif kind == "accepted":
        accepted.add(scan)
    elif kind == "cleanup":
        cleaned.add(scan)
    elif kind == "upload" and scan in accepted:
        sys.exit(f"scan {scan} uploaded again after its acceptance was journaled")

queued, owed, books, images = set(), set(), {}, None
for line in open(verify_path, encoding="utf-8"):
    kind, _, rest = line.rstrip("\n").partition(" ")
    if kind == "queued":
        queued.add(rest.split()[0])
    elif kind == "owed":
        owed.add(rest)
    elif kind == "book":
        books[rest] = books.get(rest, 0) + 1
    elif kind == "images":
        images = [int(x) for x in rest.split()]

twice = [title for title, count in books.items() if count != 1]
if twice:
    sys.exit(f"books stored more than once: {twice[:5]}")
for scan in captured:
    if scan in queued:
        continue
    for title in (f"Spine {scan}", f"Cover {scan}"):
        if books.get(title) != 1:
            sys.exit(f"scan {scan} is neither queued nor saved: {title} missing")
    if scan not in cleaned and scan not in owed:
        sys.exit(f"scan {scan} left the queue, but its job's cleanup was neither received nor owed")
# A cleanup cut short may already have removed some photos of a saved scan; there can be fewer
# files than references, never more.
if images is None or images[0] > images[1]:
    sys.exit(f"photo files {images} outnumber the queued scans' photos")
print(f"{len(captured)} captured, {len(queued)} queued, {len(books)} books, {len(cleaned)} cleaned up, "
      f"{len(owed)} cleanups owed")
