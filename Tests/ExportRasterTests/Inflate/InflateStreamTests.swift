import TestSupport
import Testing

@testable import ExportRaster

@Suite("InflateStream: incremental decoding")
struct InflateStreamTests {
    /// Feeds `packed` in pieces of `chunk` bytes, then finishes.
    static func streamed(
        _ packed: [UInt8], format: InflateStream.Format, chunk: Int, options: Inflate.Options = .init()
    ) throws(InflateError) -> [UInt8] {
        var stream = InflateStream(format: format, options: options)
        var output: [UInt8] = []
        var start = 0
        while start < packed.count {
            let end = min(start + chunk, packed.count)
            output += try stream.feed(packed[start..<end])
            start = end
        }
        try stream.finish()
        return output
    }

    static func inputs() -> [[UInt8]] {
        var random = SplitMix64(seed: 0x5EED_1A7E)
        return [[], [7], random.text(5000), random.structured(70_000), random.bytes(3000)]
    }

    @Test(
        "every chunking of seeded inputs restores them, in each format",
        arguments: [InflateStream.Format.deflate, .zlib, .gzip], [1, 0, 6, 9])
    func seededRoundTrips(format: InflateStream.Format, level: Int) throws {
        for input in InflateStreamTests.inputs() {
            let packed: [UInt8] =
                switch format {
                case .deflate: Deflate.compress(input, level: level)
                case .zlib: Zlib.compress(input, level: level)
                case .gzip: Gzip.compress(input, level: level)
                }
            for chunk in [1, 3, 64, 1000, max(packed.count, 1)] where chunk == 1 ? packed.count < 4000 : true {
                #expect(try InflateStreamTests.streamed(packed, format: format, chunk: chunk) == input)
            }
        }
    }

    @Test(
        "every proper prefix of a stream is reported as truncated at finish",
        arguments: [InflateStream.Format.deflate, .zlib, .gzip])
    func truncation(format: InflateStream.Format) throws {
        var random = SplitMix64(seed: 99)
        let input = random.structured(600)
        let packed: [UInt8] =
            switch format {
            case .deflate: Deflate.compress(input, level: 6)
            case .zlib: Zlib.compress(input, level: 6)
            case .gzip: Gzip.compress(input, level: 6)
            }
        for length in 0..<packed.count {
            var stream = InflateStream(format: format)
            let partial = try stream.feed(packed[0..<length])
            #expect(input.starts(with: partial))
            #expect(!stream.isFinished)
            #expect(throws: InflateError.truncated(offset: length)) { try stream.finish() }
        }
    }

    @Test("a stored block split across chunks is copied as it arrives")
    func storedPieces() throws {
        var random = SplitMix64(seed: 5)
        let input = random.bytes(100_000)
        let packed = Deflate.compress(input, level: 0)
        var stream = InflateStream()
        var output: [UInt8] = []
        for start in stride(from: 0, to: packed.count, by: 4096) {
            let piece = try stream.feed(packed[start..<min(start + 4096, packed.count)])
            #expect(piece.count <= 4096)
            output += piece
        }
        try stream.finish()
        #expect(output == input)
    }

    @Test("output arrives in pieces of at most 64 KiB plus one match")
    func boundedPieces() throws {
        let input = [UInt8](repeating: 0x41, count: 1 << 20)
        let packed = Deflate.compress(input, level: 6)
        var stream = InflateStream()
        var total = 0
        var largest = 0
        try stream.feed(packed) { piece in
            total += piece.count
            largest = max(largest, piece.count)
            #expect(piece.allSatisfy { $0 == 0x41 })
        }
        try stream.finish()
        #expect(total == input.count)
        #expect(largest <= 65_536 + 258)
    }

    @Test("hostile streams fail the same way as the whole-buffer decoder")
    func matchesWholeBufferErrors() throws {
        var random = SplitMix64(seed: 0xBAD)
        for round in 0..<300 {
            var packed = Deflate.compress(random.text(300), level: round % 10)
            for _ in 0...(round % 3) {
                let index = Int.random(in: 0..<packed.count, using: &random)
                packed[index] ^= UInt8.random(in: 1...255, using: &random)
            }
            let options = Inflate.Options(outputLimit: 1000)
            let whole = Result { () throws(InflateError) in try Inflate.decompress(packed, options: options) }
            let streamed = Result { () throws(InflateError) in
                try InflateStreamTests.streamed(packed, format: .deflate, chunk: 17, options: options)
            }
            switch (whole, streamed) {
            case (.success(let a), .success(let b)): #expect(a == b)
            case (.failure(let a), .failure(let b)): #expect(a == b, "round \(round)")
            default: Issue.record("round \(round): \(whole) versus \(streamed)")
            }
        }
    }

    @Test("the output limit stops a decompression bomb")
    func outputLimit() {
        let packed = Deflate.compress([UInt8](repeating: 0, count: 200_000), level: 9)
        #expect(throws: InflateError.outputLimitExceeded(limit: 10_000)) {
            _ = try InflateStreamTests.streamed(
                packed, format: .deflate, chunk: 10, options: .init(outputLimit: 10_000))
        }
    }

    @Test("bytes after the end of a raw or zlib stream are rejected with their offset")
    func trailingData() throws {
        let raw = Deflate.compress(Array("abc".utf8), level: 6)
        var stream = InflateStream()
        _ = try stream.feed(raw)
        #expect(stream.isFinished)
        #expect(throws: InflateError.trailingData(offset: raw.count)) { _ = try stream.feed([0]) }

        let zlib = Zlib.compress(Array("abc".utf8), level: 6)
        var zlibStream = InflateStream(format: .zlib)
        #expect(throws: InflateError.trailingData(offset: zlib.count)) { _ = try zlibStream.feed(zlib + [1, 2]) }
    }

    @Test("header and checksum errors carry offsets into the whole stream")
    func containerErrors() throws {
        var zlibStream = InflateStream(format: .zlib)
        #expect(throws: InflateError.invalidHeader(offset: 0, reason: "compression method is not 8 (deflate)")) {
            _ = try zlibStream.feed([0x79, 0x00])
        }

        var zlib = Zlib.compress(Array("checksum".utf8), level: 6)
        zlib[zlib.count - 1] ^= 1
        let expected = Adler32.checksum(Array("checksum".utf8))
        var checked = InflateStream(format: .zlib)
        #expect(
            throws: InflateError.checksumMismatch(offset: zlib.count - 4, expected: expected ^ 1, actual: expected)
        ) { _ = try checked.feed(zlib) }

        // A second gzip member with a bad magic byte, fed one byte at a time.
        let member = Gzip.compress(Array("one".utf8), level: 6)
        var broken = member + member
        broken[member.count + 1] = 0x8C
        #expect(throws: InflateError.invalidHeader(offset: member.count, reason: "missing gzip magic bytes 1F 8B")) {
            _ = try InflateStreamTests.streamed(broken, format: .gzip, chunk: 1)
        }

        var sized = member
        sized[sized.count - 4] ^= 1
        #expect(throws: InflateError.checksumMismatch(offset: sized.count - 4, expected: 2, actual: 3)) {
            _ = try InflateStreamTests.streamed(sized, format: .gzip, chunk: 2)
        }
    }

    @Test("offsets move by the start of the stream")
    func shiftedErrors() {
        let errors: [InflateError] = [
            .truncated(offset: 1), .invalidBlockType(offset: 1), .storedLengthMismatch(offset: 1),
            .tooManyCodes(offset: 1), .oversubscribedCode(offset: 1), .incompleteCode(offset: 1),
            .invalidRepeat(offset: 1), .missingEndOfBlock(offset: 1), .invalidCode(offset: 1),
            .distanceTooFarBack(offset: 1, distance: 5, available: 2), .invalidHeader(offset: 1, reason: "r"),
            .checksumMismatch(offset: 1, expected: 1, actual: 2), .trailingData(offset: 1),
        ]
        for error in errors {
            #expect(error.shifted(by: 10) != error)
            #expect(error.shifted(by: 10).shifted(by: -10) == error)
        }
        #expect(InflateError.outputLimitExceeded(limit: 5).shifted(by: 3) == .outputLimitExceeded(limit: 5))
    }
}
