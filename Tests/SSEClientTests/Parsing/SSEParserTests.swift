import TestSupport
import Testing

@testable import SSEClient

@Suite("SSEParser")
struct SSEParserTests {
    @Test("a BOM split over three chunks is removed", arguments: [[1, 1, 1], [1, 2], [2, 1], [3]])
    func splitByteOrderMark(_ sizes: [Int]) throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("data:x\n\n".utf8)
        var parser = SSEParser()
        var events: [ServerSentEvent] = []
        var index = 0
        for size in sizes {
            events += try parser.parse(bytes[index..<(index + size)])
            index += size
        }
        events += try parser.parse(bytes[index...])
        #expect(events == [ServerSentEvent(data: "x")])
    }

    @Test("a partial BOM followed by a line break is ordinary text")
    func partialByteOrderMarkThenLineBreak() throws {
        var parser = SSEParser()
        #expect(try parser.parse([0xEF]).isEmpty)
        #expect(try parser.parse(Array("\ndata:x\n\n".utf8)) == [ServerSentEvent(data: "x")])
    }

    @Test("a CR at the end of a chunk and an LF at the start of the next make one line end")
    func splitCarriageReturnLineFeed() throws {
        var parser = SSEParser()
        var events: [ServerSentEvent] = []
        for chunk in ["data:a\r", "\ndata:b\r", "\n\r", "\n"] { events += try parser.parse(Array(chunk.utf8)) }
        #expect(events == [ServerSentEvent(data: "a\nb")])
    }

    @Test("a CR at the end of a chunk followed by an empty chunk still pairs with the LF")
    func carriageReturnAcrossEmptyChunk() throws {
        var parser = SSEParser()
        var events = try parser.parse(Array("data:a\r".utf8))
        events += try parser.parse([UInt8]())
        events += try parser.parse(Array("\n\r\n".utf8))
        #expect(events == [ServerSentEvent(data: "a")])
    }

    /// WHATWG HTML §9.2.6 compares field names whole: a name that only starts with a known one, or
    /// is a known one followed by NUL bytes, is an unknown field and is ignored.
    @Test(
        "field names padded with NUL or cut short are unknown fields",
        arguments: [
            "data\0:x", "id\0:x", "id\0\0:x", "id\0\0\0:x", "event\0:x", "retry\0:5", "dat:x", "even:x", "retr:5",
            "i:x",
        ])
    func nearFieldNames(_ line: String) throws {
        var parser = SSEParser()
        let events = try parser.parse(Array((line + "\ndata:y\n\n").utf8))
        #expect(events == [ServerSentEvent(data: "y")])
        #expect(parser.lastEventID == "")
        #expect(parser.reconnectionTime == nil)
    }

    @Test("non-contiguous collections parse like arrays")
    func nonContiguousInput() throws {
        var parser = SSEParser()
        let events = try parser.parse("data: lazy\n\n".utf8.lazy.map { $0 })
        #expect(events == [ServerSentEvent(data: "lazy")])
    }

    @Test("an event larger than the limit throws with the offset of its first byte over the limit")
    func eventTooLarge() throws {
        var parser = SSEParser(configuration: .init(maximumEventSize: 16))
        // Nothing gathered yet, so the line may hold 16 bytes: its 17th, at stream offset 16, is over.
        #expect(throws: SSEParserError.eventTooLarge(limit: 16, byteOffset: 16)) {
            try parser.parse(Array(("data: " + String(repeating: "a", count: 20)).utf8))
        }
        // The parser starts over afterwards.
        #expect(try parser.parse(Array("data: ok\n\n".utf8)) == [ServerSentEvent(data: "ok")])
    }

    @Test("accumulated data lines count towards the limit")
    func accumulatedDataTooLarge() throws {
        var parser = SSEParser(configuration: .init(maximumEventSize: 10))
        #expect(try parser.parse(Array("data:12345\n".utf8)).isEmpty)
        // Bytes 0–10 gathered "12345" and its LF: 6 bytes. The next line starts at offset 11 and may
        // hold 10 − 6 = 4 bytes ("data"); its fifth byte, ":" at offset 15, is over the limit.
        #expect(throws: SSEParserError.eventTooLarge(limit: 10, byteOffset: 15)) {
            try parser.parse(Array("data:12345\n".utf8))
        }
    }

    @Test("the error names the limit and the stream offset")
    func errorDescription() {
        let text = SSEParserError.eventTooLarge(limit: 4, byteOffset: 9).description
        #expect(text.contains("size of 4 bytes"))
        #expect(text.contains("at stream byte 9"))
        #expect(text.contains("maximumEventSize"))
    }

    @Test("comments are reported only when asked for")
    func comments() throws {
        let stream = Array(": keep-alive\n:raw\ndata:x\n\n".utf8)
        var quiet = SSEParser()
        #expect(try quiet.parseItems(stream) == [.event(ServerSentEvent(data: "x"))])
        var chatty = SSEParser(configuration: .init(reportsComments: true))
        #expect(
            try chatty.parseItems(stream) == [
                .comment("keep-alive"), .comment("raw"), .event(ServerSentEvent(data: "x")),
            ])
    }

    @Test("a new stream drops the unfinished event but keeps the ID and the retry")
    func startNewStream() throws {
        var parser = SSEParser()
        _ = try parser.parse(Array("id: 4\nretry: 50\ndata: a\n\nid: 5\ndata: half".utf8))
        parser.startNewStream()
        #expect(parser.lastEventID == "4")
        #expect(parser.reconnectionTime == .milliseconds(50))
        // The next stream may start with its own BOM.
        let events = try parser.parse([0xEF, 0xBB, 0xBF] + Array("data: b\n\n".utf8))
        #expect(events == [ServerSentEvent(data: "b", lastEventID: "4")])
    }

    @Test("an initial last event ID applies until an id field changes it")
    func initialLastEventID() throws {
        var parser = SSEParser(lastEventID: "41")
        let events = try parser.parse(Array("data: a\n\nid: 42\ndata: b\n\n".utf8))
        #expect(events.map(\.lastEventID) == ["41", "42"])
    }

    @Test("a long line across many chunks arrives whole")
    func longLine() throws {
        let payload = String(repeating: "0123456789", count: 10_000)
        let bytes = Array("data: \(payload)\n\n".utf8)
        var parser = SSEParser()
        var events: [ServerSentEvent] = []
        var index = 0
        while index < bytes.count {
            events += try parser.parse(bytes[index..<min(bytes.count, index + 1460)])
            index += 1460
        }
        #expect(events == [ServerSentEvent(data: payload)])
    }

    @Test("random streams cut anywhere give the reference implementation's events")
    func fuzzAgainstReference() throws {
        let pieces: [[UInt8]] = [
            Array("data".utf8), Array("event".utf8), Array("id".utf8), Array("retry".utf8), [0x3A], [0x20], [0x0D],
            [0x0A], [0x0A], [0x0D, 0x0A], Array("x".utf8), Array("42".utf8), Array("é".utf8), [0xFF], [0x00],
            [0xEF, 0xBB, 0xBF], [0xE2, 0x82],
        ]
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let expected = ReferenceParser.parse(bytes)
            for maximum in [1, 3, 64] {
                var parser = SSEParser()
                var events: [ServerSentEvent] = []
                for chunk in randomSplits(of: bytes, longest: maximum, using: &generator) {
                    events += try parser.parse(chunk)
                }
                #expect(events == expected.events, "stream \(bytes)")
                #expect(parser.lastEventID == expected.lastEventID)
                #expect(parser.reconnectionTime == expected.reconnectionTime)
            }
        }
    }

    @Test("the line-break scanner finds the first CR or LF at every position")
    func lineBreakScanner() {
        for length in 0..<40 {
            for position in 0...length {
                for breakByte: UInt8 in [0x0A, 0x0D] {
                    var bytes = [UInt8](repeating: 0x8A, count: length)
                    if position < length { bytes[position] = breakByte }
                    if position + 1 < length { bytes[position + 1] = 0x0A }
                    var found: Int?
                    ByteHandle.withHandle(on: bytes) { handle in
                        found = LineBreakScanner.firstLineBreak(in: handle, from: 0)
                    }
                    #expect(found == (position < length ? position : nil))
                }
            }
        }
    }
}
