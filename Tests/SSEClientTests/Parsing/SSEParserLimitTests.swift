import TestSupport
import Testing

@testable import SSEClient

/// What feeding a whole stream gives: the items before the first error, and that error.
private struct Outcome: Equatable, CustomStringConvertible {
    var items: [SSEParser.Item] = []
    var error: SSEParserError?

    var events: [ServerSentEvent] {
        items.compactMap { item in
            if case .event(let event) = item { event } else { nil }
        }
    }

    var description: String { "\(items.count) items, error \(error.map(String.init(describing:)) ?? "none")" }
}

/// Feeds `chunks` to a fresh parser until it throws.
private func feed(_ chunks: [[UInt8]], limit: Int) -> Outcome {
    var parser = SSEParser(configuration: .init(maximumEventSize: limit, reportsComments: true))
    var outcome = Outcome()
    for chunk in chunks {
        do throws(SSEParserError) {
            try parser.parseItems(chunk, into: &outcome.items)
        } catch {
            outcome.error = error
            break
        }
    }
    return outcome
}

@Suite("SSEParser's event size limit")
struct SSEParserLimitTests {
    @Test("a 20 MiB event in one chunk fails where the same bytes in pieces fail")
    func oneHugeChunk() throws {
        let payload = [UInt8](repeating: 0x61, count: 20 << 20)
        let bytes = Array("data: ok\n\ndata: ".utf8) + payload + [0x0A, 0x0A]
        let limit = SSEParser.Configuration.defaultMaximumEventSize
        // "data: ok\n\n" is bytes 0–9; the next line may hold 16 MiB, so its byte 16 MiB is the first over.
        let expected = Outcome(
            items: [.event(ServerSentEvent(data: "ok"))], error: .eventTooLarge(limit: limit, byteOffset: 10 + limit))
        #expect(feed([bytes], limit: limit) == expected)
        let pieces = stride(from: 0, to: bytes.count, by: 1 << 20).map {
            Array(bytes[$0..<min(bytes.count, $0 + (1 << 20))])
        }
        #expect(feed(pieces, limit: limit) == expected)
    }

    @Test("an event of exactly the limit is accepted, one byte more is not")
    func boundary() throws {
        // "data: abcd" is 10 bytes; the event gathers "abcd" and its LF (5) before the blank line.
        let bytes = Array("data: abcd\n\n".utf8)
        #expect(feed([bytes], limit: 10) == Outcome(items: [.event(ServerSentEvent(data: "abcd"))]))
        #expect(feed([bytes], limit: 9) == Outcome(error: .eventTooLarge(limit: 9, byteOffset: 9)))
    }

    @Test("comment and unknown-field lines count while they are read")
    func everyLineCounts() {
        #expect(
            feed([Array(": a long comment\n".utf8)], limit: 5)
                == Outcome(error: .eventTooLarge(limit: 5, byteOffset: 5)))
        #expect(
            feed([Array("x".utf8), Array("yzzy\n".utf8)], limit: 4)
                == Outcome(error: .eventTooLarge(limit: 4, byteOffset: 4)))
    }

    @Test("a held-back partial byte order mark belongs to the first line")
    func partialByteOrderMark() {
        // EF BB then "A": not a byte order mark, so the first line is EF BB 41 and its second byte,
        // at offset 1, is over a limit of 1.
        let expected = Outcome(error: .eventTooLarge(limit: 1, byteOffset: 1))
        #expect(feed([[0xEF, 0xBB, 0x41, 0x0A]], limit: 1) == expected)
        #expect(feed([[0xEF], [0xBB], [0x41, 0x0A]], limit: 1) == expected)
        // A whole byte order mark is not part of any line.
        #expect(feed([[0xEF, 0xBB], [0xBF, 0x41, 0x0A]], limit: 1) == Outcome())
    }

    @Test("the array form drops the failing chunk's events; the appending form keeps them")
    func arrayFormDropsEvents() throws {
        let bytes = Array("data: ok\n\ndata: far too long\n\n".utf8)
        var dropping = SSEParser(configuration: .init(maximumEventSize: 8))
        #expect(throws: SSEParserError.eventTooLarge(limit: 8, byteOffset: 18)) { try dropping.parse(bytes) }
        var keeping = SSEParser(configuration: .init(maximumEventSize: 8))
        var events: [ServerSentEvent] = []
        #expect(throws: SSEParserError.eventTooLarge(limit: 8, byteOffset: 18)) {
            try keeping.parse(bytes, into: &events)
        }
        #expect(events == [ServerSentEvent(data: "ok")])
    }

    @Test("random streams give the same events and error in one piece, in 1-byte pieces and in random pieces")
    func splitIndependence() throws {
        let pieces: [[UInt8]] = [
            Array("data".utf8), Array("data:".utf8), Array("data: ".utf8), Array("event".utf8), Array("id".utf8),
            Array("retry".utf8), [0x3A], [0x20], [0x0D], [0x0A], [0x0A], [0x0D, 0x0A], Array("x".utf8),
            Array("xyzzy".utf8), Array("42".utf8), Array("é".utf8), [0xFF], [0x00], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB],
        ]
        var generator = SplitMix64(seed: 0x11_717)
        var failures = 0
        for _ in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...50, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let limit = Int.random(in: 1...40, using: &generator)
            let whole = feed([bytes], limit: limit)
            // The one-piece result matches the byte-at-a-time statement of the limit, and the events
            // before the error are those the reference parser reads from the bytes before it.
            let crossing = ReferenceEventSizeLimit.firstByteOverLimit(in: bytes, limit: limit)
            #expect(whole.error == crossing.map { .eventTooLarge(limit: limit, byteOffset: $0) }, "stream \(bytes)")
            #expect(whole.events == ReferenceParser.parse(Array(bytes[..<(crossing ?? bytes.count)])).events)
            if whole.error != nil { failures += 1 }

            #expect(feed(bytes.map { [$0] }, limit: limit) == whole, "1-byte pieces of \(bytes)")
            for maximum in [2, 7, 64] {
                let chunks = randomSplits(of: bytes, longest: maximum, using: &generator)
                #expect(feed(chunks, limit: limit) == whole, "pieces \(chunks)")
            }
        }
        // The limits are small enough that many streams cross them, and large enough that many do not.
        #expect(failures > 100 && failures < 300)
    }
}
