import TestSupport
import Testing

@testable import ExportRaster

@Suite("Inflate")
struct InflateTests {
    /// Streams produced by zlib (Python's `zlib` module) for tiny inputs.
    @Test(
        "decodes stored, fixed and dynamic streams made by zlib",
        arguments: [
            ("010100feff41", "A"),
            ("4b0400", "a"),
            ("4b4c4a4ec48600", "abcabcabcabcabcabcabcabc"),
            ("0300", ""),
        ])
    func zlibMadeStreams(hex: String, expected: String) throws {
        #expect(try Inflate.decompress(hexBytes(hex)) == Array(expected.utf8))
    }

    @Test("reserved block type 3 is rejected at its byte")
    func reservedBlockType() {
        #expect(throws: InflateError.invalidBlockType(offset: 0)) { try Inflate.decompress([0x07, 0x00]) }
    }

    @Test("stored LEN and NLEN must be complements")
    func storedMismatch() {
        #expect(throws: InflateError.storedLengthMismatch(offset: 1)) {
            try Inflate.decompress([0x01, 0x05, 0x00, 0x00, 0x00])
        }
    }

    @Test("a match before the start of the output is rejected")
    func distanceTooFar() {
        // Fixed block: length code 257 (3 bytes), distance code 0 (1 byte back), with no output yet.
        var writer = BitWriter()
        writer.write(0b011, width: 3)
        writer.write(0b100_0000, width: 7)  // 257 = 0000001, sent most significant bit first
        writer.write(0, width: 5)
        writer.write(0, width: 7)
        writer.alignToByte()
        #expect(throws: InflateError.distanceTooFarBack(offset: 1, distance: 1, available: 0)) {
            try Inflate.decompress(writer.bytes)
        }
    }

    /// The 64 literals around the match of ``literalsAndMatch(distance:)``: all below 144, so each
    /// has an 8-bit fixed code.
    static let edgeLiterals: [UInt8] = (0..<64).map { (index: Int) -> UInt8 in UInt8((index * 7 + 3) & 0x7F) }

    /// A fixed block (RFC 1951 §3.2.6) of ``edgeLiterals``, a 3-byte match `distance` back, the
    /// literals again and end-of-block: long enough that the fast loop decodes the match.
    static func literalsAndMatch(distance: Int) -> [UInt8] {
        var writer = BitWriter()
        /// A Huffman code, sent most significant bit first.
        func code(_ value: UInt32, width: Int) {
            writer.write(HuffmanCode.reverse(value, width: width), width: width)
        }
        writer.write(0b011, width: 3)
        for literal in edgeLiterals { code(0x30 + UInt32(literal), width: 8) }
        code(1, width: 7)  // length symbol 257: 3 bytes
        // Distance codes 11 (49...64, 4 extra bits) and 12 (65...96, 5 extra bits).
        if distance <= 64 {
            code(11, width: 5)
            writer.write(UInt32(distance - 49), width: 4)
        } else {
            code(12, width: 5)
            writer.write(UInt32(distance - 65), width: 5)
        }
        for literal in edgeLiterals { code(0x30 + UInt32(literal), width: 8) }
        code(0, width: 7)  // end-of-block
        writer.alignToByte()
        return writer.bytes
    }

    @Test("a match reaching exactly to the start of the output is accepted, one byte further is not")
    func distanceAtTheWindowsEdge() throws {
        let literals = InflateTests.edgeLiterals
        let decoded = try Inflate.decompress(InflateTests.literalsAndMatch(distance: 64))
        #expect(decoded == literals + literals[0..<3] + literals)
        do {
            _ = try Inflate.decompress(InflateTests.literalsAndMatch(distance: 65))
            Issue.record("a match one byte before the start decoded")
        } catch {
            guard case .distanceTooFarBack(_, let distance, let available) = error else {
                Issue.record("expected a distance error, got \(error)")
                return
            }
            #expect(distance == 65 && available == 64)
        }
    }

    @Test("over-subscribed and incomplete code-length codes are rejected")
    func badCodeLengthCodes() {
        // BFINAL 1, BTYPE 2, HLIT 0, HDIST 0, HCLEN 0 (four lengths), then the lengths.
        func header(_ lengths: [UInt32]) -> [UInt8] {
            var writer = BitWriter()
            writer.write(0b101, width: 3)
            writer.write(0, width: 14)
            for length in lengths { writer.write(length, width: 3) }
            writer.write(0, width: 16)
            writer.alignToByte()
            return writer.bytes
        }
        #expect(throws: InflateError.oversubscribedCode(offset: 0)) { try Inflate.decompress(header([1, 1, 1, 1])) }
        #expect(throws: InflateError.incompleteCode(offset: 0)) { try Inflate.decompress(header([2, 0, 0, 0])) }
    }

    @Test("declaring 287 literal codes is rejected")
    func tooManyCodes() {
        var writer = BitWriter()
        writer.write(0b101, width: 3)
        writer.write(30, width: 5)
        writer.write(0, width: 9)
        writer.alignToByte()
        #expect(throws: InflateError.tooManyCodes(offset: 0)) { try Inflate.decompress(writer.bytes) }
    }

    @Test("every truncation of a valid stream throws")
    func truncation() {
        var random = SplitMix64(seed: 7)
        let packed = Deflate.compress(random.text(3000), level: 6)
        for cut in 0..<packed.count {
            #expect(throws: InflateError.self) { try Inflate.decompress(packed[..<cut]) }
        }
    }

    @Test("flipping any byte of a valid stream throws or decodes, never traps")
    func corruption() {
        var random = SplitMix64(seed: 8)
        let packed = Deflate.compress(random.structured(2000), level: 9)
        for index in packed.indices {
            for mask: UInt8 in [0x01, 0x10, 0xFF] {
                var bad = packed
                bad[index] ^= mask
                _ = try? Inflate.decompress(bad, options: .init(outputLimit: 1 << 20))
            }
        }
    }

    @Test("random garbage never traps")
    func garbage() {
        var random = SplitMix64(seed: 9)
        for _ in 0..<2000 {
            let bytes = random.bytes(Int.random(in: 0...64, using: &random))
            _ = try? Inflate.decompress(bytes, options: .init(outputLimit: 1 << 16))
        }
    }

    @Test("the output limit stops a decompression bomb")
    func bomb() {
        let packed = Deflate.compress([UInt8](repeating: 0, count: 1 << 20), level: 9)
        #expect(packed.count < 2000)
        #expect(throws: InflateError.outputLimitExceeded(limit: 10_000)) {
            try Inflate.decompress(packed, options: .init(outputLimit: 10_000))
        }
        #expect(throws: InflateError.outputLimitExceeded(limit: 3)) {
            try Inflate.decompress(hexBytes("010400fbff41424344"), options: .init(outputLimit: 3))
        }
    }

    @Test("bytes after the final block are reported")
    func trailing() {
        #expect(throws: InflateError.trailingData(offset: 2)) { try Inflate.decompress([0x03, 0x00, 0x00]) }
    }

    /// Every case with distinctive values, and what its message must contain: the byte offset and
    /// what is wrong there, with the distance, limit or checksums involved.
    static let describedErrors: [(InflateError, [String])] = [
        (.truncated(offset: 4711), ["ends early", "byte 4711"]),
        (.invalidBlockType(offset: 4711), ["block type 3", "byte 4711"]),
        (.storedLengthMismatch(offset: 4711), ["Stored block length", "byte 4711"]),
        (.tooManyCodes(offset: 4711), ["too many codes", "byte 4711"]),
        (.oversubscribedCode(offset: 4711), ["Over-subscribed", "byte 4711"]),
        (.incompleteCode(offset: 4711), ["Incomplete Huffman code", "byte 4711"]),
        (.invalidRepeat(offset: 4711), ["code-length repeat", "byte 4711"]),
        (.missingEndOfBlock(offset: 4711), ["end-of-block", "byte 4711"]),
        (.invalidCode(offset: 4711), ["Invalid Huffman code", "byte 4711"]),
        (
            .distanceTooFarBack(offset: 4711, distance: 32_768, available: 1234),
            ["distance 32768", "byte 4711", "1234 bytes decoded"]
        ),
        (.outputLimitExceeded(limit: 65_536), ["limit of 65536 bytes"]),
        (.invalidHeader(offset: 4711, reason: "FDICT is set"), ["header", "byte 4711", "FDICT is set"]),
        (
            .checksumMismatch(offset: 4711, expected: 0xDEAD_BEEF, actual: 0x0BAD_F00D),
            ["Checksum", "byte 4711", "0xDEADBEEF", "0x0BADF00D"]
        ),
        (.trailingData(offset: 4711), ["after the end of the stream", "byte 4711"]),
    ]

    @Test("every error's message names what went wrong and where", arguments: describedErrors)
    func descriptions(error: InflateError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }

    @Test("a primary literal entry carries the next literal when its index holds that whole code")
    func literalPairs() throws {
        // Canonical code (RFC 1951 §3.2.2) for lengths 0x00: 1, 0xFF: 2, end-of-block: 2 gives
        // 0x00 = 0, 0xFF = 10, end-of-block = 11; the table is indexed by the bits as read.
        var lengths = [UInt8](repeating: 0, count: 257)
        (lengths[0x00], lengths[0xFF], lengths[256]) = (1, 2, 2)
        let table = try HuffmanTable(lengths: lengths, primaryBits: 10, alphabet: .literalLength)
        #expect(table.primaryBits == 2)
        // Entries (HuffmanTable's layout): bits to drop in bits 0-7, the first code's length in
        // bits 8-11, flags, the byte in bits 16-23 and a pair's second byte in bits 24-31.
        // Bits 0, 0: two 0x00 literals of one bit each: 2 bits in all.
        #expect(
            table.entries[0]
                == 0x00 << 16 | HuffmanTable.literalFlag | HuffmanTable.pairFlag | 1 << 8 | 2 | 0x00 << 24)
        // Bits 0, 1: 0x00, then the start of a two-bit code: no pair.
        #expect(table.entries[2] == 0x00 << 16 | HuffmanTable.literalFlag | 1 << 8 | 1)
        // Bits 1, 0: 0xFF fills the index; bits 1, 1: end-of-block, two bits, exceptional.
        #expect(table.entries[1] == 0xFF << 16 | HuffmanTable.literalFlag | 2 << 8 | 2)
        #expect(table.entries[3] == HuffmanTable.exceptionalFlag | 2 << 8 | 2)
    }

    @Test("an output limit anywhere in a stream's last 600 bytes fails exactly when the output is longer")
    func limitNearTheEnd() throws {
        // Words (literals and short matches), then a run of zeros (258-byte matches) to the end,
        // so that the limit falls inside literals, short matches and long matches.
        var random = SplitMix64(seed: 29)
        let words = ["alpha ", "beta ", "gamma ", "delta "]
        var input: [UInt8] = []
        while input.count < 5_000 { input += Array(words[Int.random(in: 0..<4, using: &random)].utf8) }
        input += [UInt8](repeating: 0, count: 600)
        for level in [1, 6] {
            let packed = Deflate.compress(input, level: level)
            for limit in input.count - 600...input.count + 1 {
                let result = Result { () throws(InflateError) in
                    try Inflate.decompress(packed, options: .init(outputLimit: limit))
                }
                let expected: Result<[UInt8], InflateError> =
                    limit >= input.count ? .success(input) : .failure(.outputLimitExceeded(limit: limit))
                #expect(result == expected, "level \(level), limit \(limit)")
            }
        }
    }

    @Test("a match that passes the output limit fails even when only empty blocks follow it")
    func limitPassedByTheLastMatch() throws {
        // Fixed blocks (RFC 1951 §3.2.6): 'a' and a 258-byte match one back, then sixteen empty
        // blocks and an empty final one, which produce nothing more: 259 bytes in all.
        var writer = BitWriter()
        func code(_ value: UInt32, width: Int) { writer.write(HuffmanCode.reverse(value, width: width), width: width) }
        writer.write(0b010, width: 3)
        code(0x30 + 0x61, width: 8)  // 'a'
        code(0b1100_0101, width: 8)  // length symbol 285: 258 bytes
        code(0, width: 5)  // distance code 0: 1 back
        code(0, width: 7)  // end-of-block
        for final in [UInt32](repeating: 0, count: 16) + [1] {
            writer.write(final | 0b010, width: 3)
            code(0, width: 7)
        }
        writer.alignToByte()
        let packed = writer.bytes
        for limit in [0, 1, 2, 100, 258, 259] {
            let options = Inflate.Options(outputLimit: limit)
            let expected: Result<[UInt8], InflateError> =
                limit == 259
                ? .success([UInt8](repeating: 0x61, count: 259)) : .failure(.outputLimitExceeded(limit: limit))
            #expect(RandomSplitTests.whole(packed, format: .deflate, options: options) == expected, "limit \(limit)")
            // The streaming decoder, in one piece (its fast loop) and byte by byte (careful).
            #expect(RandomSplitTests.streamed([packed[...]], format: .deflate, options: options) == expected)
            #expect(
                RandomSplitTests.streamed(packed.map { [$0][...] }, format: .deflate, options: options) == expected)
        }
    }

    @Test("literals are paired only when the input left can hold four literals for each primary entry")
    func pairingNeedsInput() throws {
        // The code of `literalPairs`: shortest literal 1 bit, a primary table of 2 bits, so
        // pairing needs 4 × 2^2 = 16 literals of one bit: 16 bits of input.
        var lengths = [UInt8](repeating: 0, count: 257)
        (lengths[0x00], lengths[0xFF], lengths[256]) = (1, 2, 2)
        let short = try HuffmanTable(lengths: lengths, primaryBits: 10, alphabet: .literalLength, inputBits: 15)
        #expect(short.entries[0] == 0x00 << 16 | HuffmanTable.literalFlag | 1 << 8 | 1)
        let enough = try HuffmanTable(lengths: lengths, primaryBits: 10, alphabet: .literalLength, inputBits: 16)
        #expect(
            enough.entries[0]
                == 0x00 << 16 | HuffmanTable.literalFlag | HuffmanTable.pairFlag | 1 << 8 | 2 | 0x00 << 24)
        // Every other entry is the same either way.
        #expect(short.entries[1...] == enough.entries[1...])
        // A short stream (no pairing) and a long one (pairing in all but its last blocks) decode
        // to what was compressed.
        var random = SplitMix64(seed: 23)
        for count in [100, 200_000] {
            let input = (0..<count).map { _ in Bool.random(using: &random) ? UInt8(0xFF) : 0x00 }
            #expect(try Inflate.decompress(Deflate.compress(input, level: 6)) == input, "\(count) bytes")
        }
    }

    @Test("two-colour rows decode the same whole, streamed and byte by byte")
    func twoColourRows() throws {
        var random = SplitMix64(seed: 19)
        let input = (0..<50_000).map { _ in Bool.random(using: &random) ? UInt8(0xFF) : 0x00 }
        let packed = Deflate.compress(input, level: 6)
        #expect(try Inflate.decompress(packed) == input)
        for chunk in [1, 4096] {
            var stream = InflateStream()
            var output: [UInt8] = []
            for start in stride(from: 0, to: packed.count, by: chunk) {
                output += try stream.feed(packed[start..<min(start + chunk, packed.count)])
            }
            try stream.finish()
            #expect(output == input, "chunks of \(chunk)")
        }
    }
}
