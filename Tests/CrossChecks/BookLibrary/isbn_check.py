"""Cross-check ISBN validity and hyphenation at every registrant range boundary against python-stdnum.

For every registrant range of every registration group in stdnum's own copy of the International
ISBN Agency's range message, the ISBN at the range's low end (publication digits all 0) and at its
high end (all 9), and the ISBNs one below the low end and one above the high end (which fall into
the neighbouring range or outside every range), are checked twice: with the right check digit, where
validity, the hyphenated ISBN-13 and, for 978, the hyphenated ISBN-10 must equal stdnum's
`isbn.is_valid` and `isbn.format`; and with a wrong check digit, which both must refuse.

stdnum reads the same range message as our generated table only if both carry the same serial; a
different serial would make boundaries differ for good reason, so it is reported as a failure of the
set-up rather than compared. Numbers starting 979-0 are left out: that block is the ISMN's, which
stdnum's isbn module accepts and ours refuses as not a book.

Usage: isbn_check.py SUPPORT WORK ROOT
"""
import re
import subprocess
import sys

from stdnum import isbn, numdb
from stdnum import ean

SUPPORT, WORK, ROOT = sys.argv[1:4]


def table_serial():
    """The serial of the range message our generated table was built from."""
    with open(f"{ROOT}/Sources/BookLibrary/ISBN/ISBNRanges.swift", encoding="utf-8") as handle:
        match = re.search(r'static let serial = "([^"]+)"', handle.read())
    if not match:
        raise SystemExit("isbn: no serial in ISBNRanges.swift")
    return match.group(1)


def stdnum_serial():
    """The serial of the range message stdnum ships (a comment line of isbn.dat)."""
    import importlib.resources

    text = importlib.resources.files("stdnum").joinpath("isbn.dat").read_text(encoding="utf-8")
    match = re.search(r"^#\s*file serial\s+(\S+)", text, re.MULTILINE)
    if not match:
        raise SystemExit("isbn: no serial in stdnum's isbn.dat")
    return match.group(1)


def boundaries():
    """12-digit ISBN bodies at and just beyond each registrant range's ends, from stdnum's data."""
    bodies = set()
    # numdb prefixes: (length, low, high, properties, children); the top level holds the EAN.UCC
    # prefixes 978 and 979, their children the registration groups, theirs the registrant ranges.
    for _, prefix_low, prefix_high, _, groups in numdb.get("isbn").prefixes:
        for prefix in range(int(prefix_low), int(prefix_high) + 1):
            for group_length, group_low, group_high, _, registrants in groups:
                for group in range(int(group_low), int(group_high) + 1):
                    group_text = str(group).zfill(group_length)
                    for length, low, high, _, _ in registrants:
                        publication = 12 - 3 - group_length - length
                        if publication < 1:
                            continue
                        head = f"{prefix}{group_text}"
                        first = int(head + low + "0" * publication)
                        last = int(head + high + "9" * publication)
                        for body in (first - 1, first, last, last + 1):
                            text = str(body).zfill(12)
                            # 979-0 is the ISMN's (printed music): stdnum's isbn module accepts it,
                            # ours refuses it as not a book (ISBNTests checks that on its own).
                            if text.startswith(str(prefix)) and not text.startswith("9790"):
                                bodies.add(text)
    return sorted(bodies)


def expected(number):
    """What stdnum says: validity, hyphenated ISBN-13, hyphenated ISBN-10 ("-" when none)."""
    if not isbn.is_valid(number):
        return "0 - -"
    parts = isbn.split(number)
    thirteen = "-".join(parts) if all(parts) else "-"
    ten = "-"
    if number.startswith("978"):
        ten_parts = isbn.split(isbn.to_isbn10(number))
        ten = "-".join(part for part in ten_parts if part) if all(ten_parts[1:]) else "-"
    return f"1 {thirteen} {ten}"


def main():
    if table_serial() != stdnum_serial():
        print(
            f"isbn: stdnum's range message {stdnum_serial()} is not the one the table was built from "
            f"({table_serial()}); pin the python-stdnum version that ships it in requirements.txt"
        )
        return 1
    numbers = []
    for body in boundaries():
        check = ean.calc_check_digit(body)
        numbers.append(body + check)
        numbers.append(body + str((int(check) + 1) % 10))
    path = f"{WORK}/isbns.txt"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(numbers) + "\n")
    out = subprocess.run([SUPPORT, "isbn", path], check=True, capture_output=True).stdout.decode("utf-8")
    ours = dict(line.split(" ", 1) for line in out.splitlines())
    mismatches = [(n, ours.get(n), expected(n)) for n in numbers if ours.get(n) != expected(n)]
    for number, got, want in mismatches[:20]:
        print(f"isbn {number}: ours {got!r}, stdnum {want!r}")
    valid = sum(1 for n in numbers if expected(n).startswith("1"))
    print(
        f"isbn: {len(numbers)} numbers at and beside every registrant range's ends ({valid} with the right "
        f"check digit), {len(mismatches)} differ from python-stdnum (range message {stdnum_serial()})"
    )
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
