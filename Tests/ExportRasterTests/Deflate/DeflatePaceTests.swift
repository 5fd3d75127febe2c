import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate: a second stream paced by the first")
struct DeflatePaceTests {
    typealias Mark = DeflateEncoder.PaceMark

    @Test("a stream falls behind only past a sixteenth of its rival's interpolated pace")
    func fallsBehind() {
        let rival = [Mark(position: 1000, bits: 1600), Mark(position: 3000, bits: 3200)]
        // Halfway to the first mark the rival had 800 bits; a sixteenth more is 850.
        #expect(!DeflateEncoder.fallsBehind(850, at: 500, rival: rival))
        #expect(DeflateEncoder.fallsBehind(851, at: 500, rival: rival))
        // Between the marks: 1600 + 1600 × 1000 / 2000 = 2400 bits; 2550 is the most allowed.
        #expect(!DeflateEncoder.fallsBehind(2550, at: 2000, rival: rival))
        #expect(DeflateEncoder.fallsBehind(2551, at: 2000, rival: rival))
        // At a mark, its own bits.
        #expect(!DeflateEncoder.fallsBehind(3400, at: 3000, rival: rival))
        #expect(DeflateEncoder.fallsBehind(3401, at: 3000, rival: rival))
        // Past the rival's last mark, or without marks, nothing to compare with.
        #expect(!DeflateEncoder.fallsBehind(1_000_000, at: 3001, rival: rival))
        #expect(!DeflateEncoder.fallsBehind(1_000_000, at: 10, rival: []))
    }

    /// Text of 200 KiB: several flushes at every level, and the run-length parse, which finds
    /// no repeats one byte or one pixel back in it, falls far behind the level's parse.
    static func text() -> [UInt8] {
        var random = SplitMix64(seed: 0x9ACE)
        return random.text(200_000)
    }

    @Test("the recorded pace rises to the stream's whole size at the input's end")
    func recordedPace() throws {
        // Text, then random bytes: coded mostly as literals, they end a block every 32 Ki symbols.
        var random = SplitMix64(seed: 0x9ACF)
        let input = DeflatePaceTests.text() + random.bytes(100_000)
        var compressor = Deflate.Compressor(level: 6)
        let compressed = compressor.compress(input, shorterThan: .max, pacedBy: nil, recordingPace: true)
        let stream = try #require(compressed)
        let pace = compressor.pace
        #expect(pace.count >= 4)
        #expect(zip(pace, pace.dropFirst()).allSatisfy { $0.position < $1.position && $0.bits < $1.bits })
        #expect(pace.last?.position == input.count)
        // The last mark is taken before the stream is padded to a whole byte.
        #expect(((pace.last?.bits ?? 0) + 7) / 8 == stream.count)
        #expect(try Inflate.decompress(stream) == input)
        // Without recording, nothing is kept.
        _ = compressor.compress(input, shorterThan: .max, pacedBy: nil)
        #expect(compressor.pace.isEmpty)
    }

    @Test("a stream that falls behind its rival's pace is abandoned; unpaced, it is kept")
    func abandoned() throws {
        let input = DeflatePaceTests.text()
        var level = Deflate.Compressor(level: 6)
        let levelCompressed = level.compress(input, shorterThan: .max, pacedBy: nil, recordingPace: true)
        let levelStream = try #require(levelCompressed)
        var runs = Deflate.Compressor(level: 6, repeats: RepeatDistances(bytesPerPixel: 4, rowBytes: 1025))
        let runsCompressed = runs.compress(input, shorterThan: .max, pacedBy: nil)
        let unpaced = try #require(runsCompressed)
        #expect(unpaced.count > levelStream.count + levelStream.count / 16)
        #expect(try Inflate.decompress(unpaced) == input)
        #expect(runs.compress(input, shorterThan: .max, pacedBy: level.pace) == nil)
        // Paced by itself, a stream never falls behind.
        _ = runs.compress(input, shorterThan: .max, pacedBy: nil, recordingPace: true)
        #expect(runs.compress(input, shorterThan: .max, pacedBy: runs.pace) == unpaced)
    }
}
