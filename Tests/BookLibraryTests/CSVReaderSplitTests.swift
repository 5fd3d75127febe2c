import Foundation
import TestSupport
import Testing

@testable import BookLibrary

/// The CSV reader gives the same records and the same error, at the same line and byte offset,
/// however its input is split into chunks.
@Suite("CSV reader input splits")
struct CSVReaderSplitTests {
    /// What one read produced: the records handed out, and the error that ended it, if any.
    struct Outcome: Equatable, CustomStringConvertible {
        var records: [CSVRecord] = []
        var error: CSVError?

        var description: String {
            "\(records.map { "\($0.line):\($0.fields)" }) \(error.map { "\($0)" } ?? "no error")"
        }
    }

    /// Refuses the record it is given, naming the record's line.
    struct Refusal: Error, CustomStringConvertible {
        let line: Int
        var description: String { "refused line \(line)" }
    }

    /// Reads `chunks` in order. With `refusing`, the handler throws on that record (1-based); the
    /// refusal is reported as ``CSVError/recordRejected(line:reason:)`` as ``CSVReader/finish(emit:)``
    /// reports it, so that both ways of failing compare alike.
    static func read(_ chunks: [[UInt8]], delimiter: Character, refusing: Int? = nil) -> Outcome {
        var reader = CSVReader(delimiter: delimiter)
        var outcome = Outcome()
        func handle(_ record: CSVRecord) throws(Refusal) {
            if outcome.records.count + 1 == refusing { throw Refusal(line: record.line) }
            outcome.records.append(record)
        }
        do throws(Refusal) {
            for chunk in chunks { try reader.feed(chunk, emit: handle) }
        } catch {
            outcome.error = .recordRejected(line: error.line, reason: error.description)
            return outcome
        }
        do {
            try reader.finish { record in try handle(record) }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// Bytes that exercise every state of the reader: quotes, doubled quotes, both delimiters,
    /// every line ending, multi-byte UTF-8, and byte order marks (whole, partial, or misplaced).
    static func randomInput(using generator: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("bc".utf8), Array("é".utf8), Array("📚".utf8), Array(",".utf8), Array("\t".utf8),
            Array("\"".utf8), Array("\"\"".utf8), Array("\r".utf8), Array("\n".utf8), Array("\r\n".utf8),
            Array(" ".utf8),
            [0xEF, 0xBB, 0xBF], [0xEF, 0xBB], [0xEF],
        ]
        var bytes: [UInt8] = []
        switch generator.next() % 4 {
        case 0: bytes = [0xEF, 0xBB, 0xBF]
        case 1: bytes = Array([0xEF, 0xBB, 0xBF].prefix(Int(1 + generator.next() % 2)))
        default: break
        }
        let count = Int(generator.next() % 60)
        for _ in 0..<count { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
        return bytes
    }

    /// `bytes` cut at random places into pieces of 0 to `longest` bytes.
    static func split(_ bytes: [UInt8], longest: Int, using generator: inout SplitMix64) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let length = min(bytes.count - start, Int(generator.next() % UInt64(longest + 1)))
            chunks.append(Array(bytes[start..<start + length]))
            start += length
        }
        return chunks
    }

    @Test("random inputs read alike whole, byte by byte, and in random pieces", arguments: 0..<8)
    func randomSplits(batch: Int) {
        var generator = SplitMix64(seed: 0xC5F0 + UInt64(batch))
        for _ in 0..<250 {
            let input = Self.randomInput(using: &generator)
            let delimiter: Character = generator.next() % 2 == 0 ? "," : "\t"
            let refusing: Int? = generator.next() % 3 == 0 ? Int(1 + generator.next() % 4) : nil
            let whole = Self.read([input], delimiter: delimiter, refusing: refusing)
            let splits = [
                input.map { [$0] },
                Self.split(input, longest: 3, using: &generator),
                Self.split(input, longest: 16, using: &generator),
            ]
            for chunks in splits {
                let pieces = Self.read(chunks, delimiter: delimiter, refusing: refusing)
                #expect(pieces == whole, "input \(input), chunks \(chunks.map(\.count))")
            }
        }
    }

    @Test("a long unterminated field gives one error, at the quote, whatever the chunk size")
    func longUnterminatedField() {
        // Header on line 1 (16 bytes with its CRLF), a complete record on line 2 (6 bytes), then a
        // quote at byte 22 on line 3 that is never closed; the field runs on over line breaks.
        var input = Array("Title,Author,Y\r\nA,B,1\n\"".utf8)
        for index in 0..<100_000 { input.append(index % 1000 == 999 ? 0x0A : UInt8(ascii: "x")) }
        let expected = Outcome(
            records: [
                CSVRecord(fields: ["Title", "Author", "Y"], line: 1), CSVRecord(fields: ["A", "B", "1"], line: 2),
            ],
            error: .unterminatedQuote(line: 3, offset: 22))
        for size in [1, 7, 4096, 65_536, input.count] {
            let chunks = stride(from: 0, to: input.count, by: size).map {
                Array(input[$0..<min(input.count, $0 + size)])
            }
            #expect(Self.read(chunks, delimiter: ",") == expected, "chunks of \(size)")
        }
    }

    @Test("a byte order mark split over chunks is still skipped and still counted in offsets")
    func splitByteOrderMark() {
        let expected = Outcome(
            records: [CSVRecord(fields: ["a"], line: 1)], error: .unterminatedQuote(line: 2, offset: 5))
        #expect(Self.read([[0xEF], [0xBB], [0xBF, 0x61], [0x0A, 0x22, 0x62]], delimiter: ",") == expected)
        #expect(Self.read([[0xEF, 0xBB, 0xBF, 0x61, 0x0A, 0x22, 0x62]], delimiter: ",") == expected)
    }

    @Test("a sequence that is not contiguous reads like an array")
    func nonContiguousInput() throws {
        let text = "\u{FEFF}h1,h2\r\n\"multi\r\nline\",\"q\"\"\"\r\n" + String(repeating: "x,", count: 5000) + "end"
        var reader = CSVReader()
        var records: [CSVRecord] = []
        reader.feed(text.utf8.lazy.map { $0 }) { records.append($0) }
        try reader.finish { records.append($0) }
        #expect(records == (try CSVReader.records(text)))
        #expect(records.count == 3 && records[2].fields.count == 5001)
    }
}
