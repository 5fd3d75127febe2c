#!/usr/bin/env python3
"""Writes reference Micro QR symbols made by an independent encoder (segno).

Each line: version level mode requested_mask payload_hex chosen_mask matrix_bits
version is M1..M4, level is -, L, M or Q, mode is N, A or B, requested_mask is -1 for automatic,
matrix_bits is the modules row by row as 0/1 characters. Usage: generate_micro_reference_symbols.py OUT

segno fills the data capacity in two corner cases differently from ISO/IEC 18004:2015 section 7.4.10
(it adds a whole zero byte when the bit stream already ends on a codeword boundary, and it fills M1
and M3 with zero bits instead of pad codewords). Both still decode, but the matrices differ, so only
payloads whose padding is the same under both readings are kept.
"""

import random
import sys

import segno

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
# (version, level, modes allowed, maximum characters per mode) from ISO/IEC 18004 Table 7.
SYMBOLS = [("M1", None, {"N": 5}), ("M2", "L", {"N": 10, "A": 6}), ("M2", "M", {"N": 8, "A": 5}),
           ("M3", "L", {"N": 23, "A": 14, "B": 9}), ("M3", "M", {"N": 18, "A": 11, "B": 7}),
           ("M4", "L", {"N": 35, "A": 21, "B": 15}), ("M4", "M", {"N": 30, "A": 18, "B": 13}),
           ("M4", "Q", {"N": 21, "A": 13, "B": 9})]
MODES = {"N": "numeric", "A": "alphanumeric", "B": "byte"}


def padding_agrees(version: str, level, mode: str, length: int) -> bool:
    v = int(version[1])
    capacity = {("M1", None): 20, ("M2", "L"): 40, ("M2", "M"): 32, ("M3", "L"): 84, ("M3", "M"): 68,
                ("M4", "L"): 128, ("M4", "M"): 112, ("M4", "Q"): 80}[(version, level)]
    count_bits = {"N": v + 2, "A": v + 1, "B": v + 1}[mode]
    data = {"N": 10 * (length // 3) + [0, 4, 7][length % 3], "A": 11 * (length // 2) + 6 * (length % 2),
            "B": 8 * length}[mode]
    bits = (v - 1) + count_bits + data
    bits += min(capacity - bits, 2 * v + 1)
    if v in (1, 3):
        return (bits + 7) // 8 * 8 >= capacity // 8 * 8
    return bits % 8 != 0 or bits == capacity


def main() -> None:
    rng = random.Random(18004)
    lines = []
    for version, level, modes in SYMBOLS:
        for mode, maximum in modes.items():
            kept = 0
            for trial in range(200):
                if kept == 4:
                    break
                length = maximum if trial == 0 else rng.randint(1, maximum)
                if not padding_agrees(version, level, mode, length):
                    continue
                kept += 1
                if mode == "N":
                    data = "".join(rng.choice("0123456789") for _ in range(length)).encode()
                elif mode == "A":
                    data = "".join(rng.choice(ALNUM) for _ in range(length)).encode()
                else:
                    data = bytes(rng.randrange(256) for _ in range(length))
                mask = -1 if kept != 4 else rng.randrange(4)
                content = data if mode == "B" else data.decode()
                code = segno.make_micro(content, error=level, version=version, mode=MODES[mode],
                                        mask=None if mask < 0 else mask, boost_error=False)
                assert code.designator == (version if level is None else f"{version}-{level}")
                bits = "".join("1" if b else "0" for row in code.matrix for b in row)
                lines.append(f"{version} {level or '-'} {mode} {mask} {data.hex()} {code.mask} {bits}")
    with open(sys.argv[1], "w", encoding="ascii") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
