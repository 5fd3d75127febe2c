#!/usr/bin/env python3
"""Writes QR Code symbols made by segno (an independent encoder) in the modes that the Nayuki
reference symbols do not cover: Kanji, ECI, several segments of different modes, and structured
append. The output is a Swift source file for Tests/QREncoderTests/Support/, so that `swift test`
compares QREncoder with it bit for bit without reading files.

Each line of `SegnoReferenceSymbols.lines` is one symbol, fields separated by spaces:
    level requested_mask segments version mask matrix_hex
level is L, M, Q or H; requested_mask is -1 when segno chose the mask; segments lists the
segments in the order segno wrote them, separated by commas, each KIND:VALUE where KIND is
    N, A or B  numeric, alphanumeric or byte mode; VALUE is the bytes of the segment in hex
    K          Kanji mode; VALUE is the text in UTF-8, in hex (segno writes its Shift JIS codes)
    E          an ECI designator; VALUE is the assignment number in decimal
    S          a structured append header; VALUE is index/total/parity, in decimal, with the
               parity segno computed over the whole message
version and mask are segno's; matrix_hex is the modules row by row (1 = dark) as a bit string
padded to whole bytes. Error correction boosting is off.

segno scores the masks on the symbol without its format and version information and reads rule
N3 differently from Nayuki's qrcodegen, whose choice QREncoder follows, so the Swift test encodes
each symbol with the mask segno chose and compares the whole matrix. And segno adds a whole zero
byte of padding when the terminator ends on a codeword boundary (ISO/IEC 18004:2015 section 7.4.10
adds none); only symbols where the two readings agree are kept, as for the Micro QR symbols.

Usage: generate_segno_symbols.py OUTPUT_FILE
"""

import random
import sys

import segno

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
LEVELS = "LMQH"
# segno takes a mode name for a whole symbol but a mode constant for each segment of a list.
MODES = {"numeric": segno.consts.MODE_NUMERIC, "alphanumeric": segno.consts.MODE_ALPHANUMERIC,
         "byte": segno.consts.MODE_BYTE, "kanji": segno.consts.MODE_KANJI}
# segno's encodings for ECI designators and the assignment numbers it writes for them
# (ISO/IEC 18004:2015 §7.4.2; the AIM ECI register).
ECI_ENCODINGS = [("utf-8", 26), ("iso-8859-7", 9), ("cp1251", 22), ("shift_jis", 20), ("iso-8859-2", 4)]
ECI_TEXTS = {"utf-8": "Grüße, 世界! ✓ 👍", "iso-8859-7": "Καλημέρα κόσμε", "cp1251": "Привет, мир",
             "shift_jis": "ｶﾀｶﾅ and 漢字", "iso-8859-2": "Zażółć gęślą jaźń"}


def kanji_text(rng: random.Random, length: int) -> str:
    """Random characters whose Shift JIS codes lie in the two Kanji mode ranges (§7.4.6)."""
    chars = []
    while len(chars) < length:
        lead = rng.choice(list(range(0x81, 0xA0)) + list(range(0xE0, 0xEB)))
        trail = rng.choice([t for t in range(0x40, 0xFD) if t != 0x7F])
        code = lead << 8 | trail
        if not (0x8140 <= code <= 0x9FFC or 0xE040 <= code <= 0xEBBF):
            continue
        try:
            char = bytes([lead, trail]).decode("shift_jis")
        except UnicodeDecodeError:
            continue
        if len(char) == 1 and char.encode("shift_jis") == bytes([lead, trail]):
            chars.append(char)
    return "".join(chars)


def padding_agrees(content, mode, encoding, code, eci: bool, is_sa: bool = False) -> bool:
    """Whether segno's padding is the standard's: the terminator does not end on a byte boundary."""
    segments = segno.encoder.prepare_data(content, mode, encoding)
    level = {"L": segno.consts.ERROR_LEVEL_L, "M": segno.consts.ERROR_LEVEL_M,
             "Q": segno.consts.ERROR_LEVEL_Q, "H": segno.consts.ERROR_LEVEL_H}[code.error]
    capacity = segno.consts.SYMBOL_CAPACITY[code.version][level]
    bits = segments.bit_length_with_overhead(code.version, eci, is_sa=is_sa)
    return (bits + min(capacity - bits, 4)) % 8 != 0


def segment_value(kind: str, content) -> str:
    if kind == "K":
        return content.encode("utf-8").hex()
    if kind == "B":
        return content.hex()
    return content.encode("ascii").hex()


def matrix_hex(code) -> str:
    bits = "".join("1" if module else "0" for row in code.matrix for module in row)
    bits += "0" * (-len(bits) % 8)
    return bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8)).hex()


def line(level: str, mask: int, segments: list, code) -> str:
    assert code.error == level, (code.error, level)
    return f"{level} {mask} {','.join(segments)} {code.version} {code.mask} {matrix_hex(code)}"


def main() -> None:
    rng = random.Random(18004)
    lines = []

    # Kanji mode alone, starting with ISO/IEC 18004's example 点茗 (at level L, the first whose
    # padding segno writes as the standard does).
    index = 0
    while index < 16:
        level = LEVELS[index % 4]
        text = "点茗" if not lines else kanji_text(rng, rng.choice([1, 2, 5, 13, 40, 120, 300]))
        mask = -1 if index % 4 else rng.randrange(8)
        code = segno.make_qr(text, error=level, mode="kanji", mask=None if mask < 0 else mask, boost_error=False)
        if padding_agrees(text, MODES["kanji"], None, code, eci=False):
            lines.append(line(level, mask, [f"K:{segment_value('K', text)}"], code))
            index += 1

    # Byte segments behind an ECI designator, for encodings segno knows an assignment for.
    for index, (encoding, number) in enumerate(ECI_ENCODINGS * 2):
        assert segno.encoder.get_eci_assignment_number(encoding) == number, encoding
        level = LEVELS[index % 4]
        for repeat in range(1 + index // len(ECI_ENCODINGS) * 7, 40):
            text = ECI_TEXTS[encoding] * repeat
            mask = -1 if index % 3 else rng.randrange(8)
            code = segno.make_qr(text, error=level, mode="byte", encoding=encoding, eci=True,
                                 mask=None if mask < 0 else mask, boost_error=False)
            if padding_agrees(text, MODES["byte"], encoding, code, eci=True):
                lines.append(line(level, mask, [f"E:{number}", f"B:{text.encode(encoding).hex()}"], code))
                break

    # Two to five segments of different modes in one symbol (segno would merge two neighbours of
    # one mode), with and without ECI.
    index = 0
    while index < 20:
        level = LEVELS[index % 4]
        parts, segments = [], []
        eci = index % 5 == 4
        kinds = [rng.choice("NABK")]
        while len(kinds) < rng.randint(2, 5):
            kinds.append(rng.choice([kind for kind in "NABK" if kind != kinds[-1]]))
        for kind in kinds:
            length = rng.choice([1, 2, 3, 7, 12, 30, 80])
            if kind == "N":
                content = "".join(rng.choice("0123456789") for _ in range(length))
                parts.append((content, MODES["numeric"]))
            elif kind == "A":
                content = "".join(rng.choice(ALNUM) for _ in range(length))
                parts.append((content, MODES["alphanumeric"]))
            elif kind == "K":
                content = kanji_text(rng, length)
                parts.append((content, MODES["kanji"]))
            elif eci:
                content = "€ Ünïcödé ✓"[: max(1, length % 11)].encode("utf-8")
                parts.append((content.decode("utf-8"), MODES["byte"], "utf-8"))
                segments.append("E:26")
            else:
                content = bytes(rng.randrange(256) for _ in range(length))
                parts.append((content, MODES["byte"]))
            segments.append(f"{kind}:{segment_value(kind, content)}")
        mask = -1 if index % 4 else rng.randrange(8)
        code = segno.make_qr(parts, error=level, eci=eci, mask=None if mask < 0 else mask, boost_error=False)
        if padding_agrees(parts, None, None, code, eci=eci):
            lines.append(line(level, mask, segments, code))
            index += 1

    # Structured append sequences: segno divides the message into even chunks and writes the
    # header (position, count − 1, parity of the whole message) before each chunk's segment.
    sequences = [("numeric", "0123456789", 200, 2, "M"), ("alphanumeric", ALNUM, 300, 3, "Q"),
                 ("byte", None, 400, 5, "L"), ("kanji", None, 90, 4, "H")]
    for mode, alphabet, length, version, level in sequences:
        kind = mode[0].upper()
        while True:
            if mode == "kanji":
                text = kanji_text(rng, length)
            elif mode == "byte":
                text = "".join(chr(rng.randrange(0x20, 0x100)) for _ in range(length))
            else:
                text = "".join(rng.choice(alphabet) for _ in range(length))
            codes = segno.make_sequence(text, version=version, error=level, mode=mode, boost_error=False)
            assert len(codes) > 1, mode
            # segno's even division (encoder.encode_sequence: divide_into_chunks).
            k, m = divmod(len(text), len(codes))
            pieces = [text[i * k + min(i, m):(i + 1) * k + min(i + 1, m)] for i in range(len(codes))]
            if all(padding_agrees(piece, MODES[mode], None, code, eci=False, is_sa=True)
                   for code, piece in zip(codes, pieces)):
                break
            length += 1
        data = text.encode({"B": "iso-8859-1", "K": "shift_jis"}.get(kind, "ascii"))
        parity = 0
        for byte in data:
            parity ^= byte
        for index, (code, piece) in enumerate(zip(codes, pieces)):
            content = piece.encode("iso-8859-1") if kind == "B" else piece
            segments = [f"S:{index}/{len(codes)}/{parity}", f"{kind}:{segment_value(kind, content)}"]
            lines.append(line(level, -1, segments, code))

    with open(sys.argv[1], "w", encoding="utf-8") as out:
        out.write("// Generated by Tests/Generators/QREncoder/generate_segno_symbols.py with segno "
                  f"{segno.__version__}.\n// Do not edit by hand.\n\n")
        out.write("/// Symbols made by segno: Kanji, ECI, mixed-segment and structured append (see the\n"
                  "/// generator for the line format).\n")
        out.write("enum SegnoReferenceSymbols {\n    static let lines: [String] = [\n")
        for text in lines:
            out.write(f'        "{text}",\n')
        out.write("    ]\n}\n")


if __name__ == "__main__":
    main()
