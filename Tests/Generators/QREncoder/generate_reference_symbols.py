#!/usr/bin/env python3
"""Writes reference QR Code symbols made by a second, independent encoder (Nayuki's qrcodegen).

Each line of the output is one case, fields separated by spaces:
    mode level requested_mask payload_hex version mask matrix_hex
mode is N, A or B (one segment of that mode), level is L, M, Q or H, requested_mask is -1 for
automatic, matrix_hex is the modules row by row (1 = dark), as a bit string padded to whole bytes.
Error correction boosting is off. Usage: generate_reference_symbols.py OUTPUT_FILE
"""

import random
import sys

import qrcodegen
from qrcodegen import QrCode, QrSegment

LEVELS = {"L": QrCode.Ecc.LOW, "M": QrCode.Ecc.MEDIUM, "Q": QrCode.Ecc.QUARTILE, "H": QrCode.Ecc.HIGH}
ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"


def payload(rng: random.Random, mode: str, length: int) -> bytes:
    if mode == "N":
        return "".join(rng.choice("0123456789") for _ in range(length)).encode()
    if mode == "A":
        return "".join(rng.choice(ALNUM) for _ in range(length)).encode()
    return bytes(rng.randrange(256) for _ in range(length))


def main() -> None:
    rng = random.Random(18004)
    lines = []
    cases = [("A", "M", -1, b"HELLO WORLD"), ("A", "Q", -1, b"HELLO WORLD"), ("N", "M", 2, b"01234567"),
             ("N", "M", -1, b"01234567"), ("B", "M", -1, b"https://example.com")]
    for index in range(90):
        mode = "NAB"[index % 3]
        level = "LMQH"[(index // 3) % 4]
        length = rng.choice([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233])
        mask = -1 if index % 5 else rng.randrange(8)
        cases.append((mode, level, mask, payload(rng, mode, length)))
    cases.append(("B", "L", -1, payload(rng, "B", 1500)))
    cases.append(("N", "H", -1, payload(rng, "N", 1200)))
    for mode, level, mask, data in cases:
        if mode == "N":
            segment = QrSegment.make_numeric(data.decode())
        elif mode == "A":
            segment = QrSegment.make_alphanumeric(data.decode())
        else:
            segment = QrSegment.make_bytes(data)
        code = QrCode.encode_segments([segment], LEVELS[level], mask=mask, boostecl=False)
        bits = "".join("1" if code.get_module(x, y) else "0" for y in range(code.get_size())
                       for x in range(code.get_size()))
        bits += "0" * (-len(bits) % 8)
        matrix = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)).hex()
        lines.append(f"{mode} {level} {mask} {data.hex() or '-'} {code.get_version()} {code.get_mask()} {matrix}")
    with open(sys.argv[1], "w", encoding="ascii") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
