import TestSupport
import Testing

@testable import SSEClient

@Suite("SSEEncoder")
struct SSEEncoderTests {
    @Test("writes the fields the spec's examples use")
    func wireFormat() throws {
        var encoder = SSEEncoder()
        let bytes = try encoder.encode(
            ServerSentEvent(type: "add", data: "YHOO\n+2", lastEventID: "1", retry: .milliseconds(10)))
        #expect(String(decoding: bytes, as: UTF8.self) == "event: add\ndata: YHOO\ndata: +2\nid: 1\nretry: 10\n\n")
        let next = try encoder.encode(ServerSentEvent(data: "x"))
        #expect(String(decoding: next, as: UTF8.self) == "data: x\nid\n\n")
    }

    @Test(
        "rejects what the format cannot carry, naming the field and the offset or value",
        arguments: [
            (
                ServerSentEvent(type: "a\nb", data: ""), SSEEncoderError.lineBreakInEventType(byteOffset: 1),
                ["event type", "at byte 1"]
            ),
            (
                ServerSentEvent(type: "ab\r", data: ""), .lineBreakInEventType(byteOffset: 2),
                ["event type", "at byte 2"]
            ),
            (
                ServerSentEvent(data: "", lastEventID: "x\r"), .lineBreakInLastEventID(byteOffset: 1),
                ["last event ID", "at byte 1"]
            ),
            (
                ServerSentEvent(data: "", lastEventID: "é\u{0}"), .nullInLastEventID(byteOffset: 2),
                ["last event ID", "U+0000 at byte 2"]
            ),
            (
                ServerSentEvent(data: "", retry: .milliseconds(-1)), .negativeRetry(.milliseconds(-1)),
                ["retry -0.001 seconds"]
            ),
            (
                ServerSentEvent(data: "", retry: .microseconds(1500)), .retryNotWholeMilliseconds(.microseconds(1500)),
                ["retry 0.0015 seconds", "milliseconds"]
            ),
            (
                ServerSentEvent(data: "", retry: .seconds(Int64.max)), .retryTooLong(.seconds(Int64.max)),
                ["retry 9.223372036854776e+18 seconds", "Int.max"]
            ),
        ])
    func rejects(_ event: ServerSentEvent, _ error: SSEEncoderError, _ fragments: [String]) {
        var encoder = SSEEncoder()
        #expect(throws: error) { try encoder.encode(event) }
        for fragment in fragments {
            #expect(error.description.contains(fragment), "\(error.description) should name \(fragment)")
        }
    }

    @Test("comments and retry blocks are ignored by parsers except for the retry")
    func commentsAndRetry() throws {
        let encoder = SSEEncoder()
        #expect(String(decoding: encoder.encodeComment("a\nb"), as: UTF8.self) == ": a\n: b\n")
        var parser = SSEParser()
        #expect(try parser.parse(encoder.encodeComment("ping") + encoder.encodeRetry(.milliseconds(250))).isEmpty)
        #expect(parser.reconnectionTime == .milliseconds(250))
        #expect(String(decoding: try encoder.encodeRetry(.seconds(3)), as: UTF8.self) == "retry: 3000\n\n")
        #expect(throws: SSEEncoderError.negativeRetry(.milliseconds(-5))) { try encoder.encodeRetry(.milliseconds(-5)) }
        #expect(throws: SSEEncoderError.retryNotWholeMilliseconds(.nanoseconds(1))) {
            try encoder.encodeRetry(.nanoseconds(1))
        }
        #expect(throws: SSEEncoderError.retryTooLong(.seconds(Int64.max))) {
            try encoder.encodeRetry(.seconds(Int64.max))
        }
    }

    @Test("retry errors name the rejected reconnection time")
    func retryErrorMessages() {
        #expect(SSEEncoderError.negativeRetry(.milliseconds(-5)).description.contains("-0.005 seconds"))
        #expect(SSEEncoderError.retryNotWholeMilliseconds(.microseconds(1500)).description.contains("0.0015 seconds"))
        #expect(SSEEncoderError.retryTooLong(.seconds(Int64.max)).description.contains("Int.max"))
    }

    @Test("CR and CRLF in data read back as LF")
    func carriageReturnsInData() throws {
        var encoder = SSEEncoder()
        var parser = SSEParser()
        let events = try parser.parse(try encoder.encode(ServerSentEvent(data: "a\rb\r\nc\n")))
        #expect(events == [ServerSentEvent(data: "a\nb\nc\n")])
    }

    @Test("parse(encode(e)) == e for random event sequences")
    func roundTrip() throws {
        let alphabet: [String] = ["a", "Z", " ", ":", "\n", "é", "😀", "\u{0}", "data", "id", "\u{FEFF}", "\t"]
        var generator = SplitMix64(seed: 0xE4C0DE)
        func text(_ maximum: Int, allowing: (String) -> Bool = { _ in true }) -> String {
            var result = ""
            for _ in 0..<Int.random(in: 0...maximum, using: &generator) {
                let piece = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                if allowing(piece) { result += piece }
            }
            return result
        }
        for _ in 0..<300 {
            var encoder = SSEEncoder()
            var parser = SSEParser()
            var events: [ServerSentEvent] = []
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                var type = text(3) { $0 != "\n" }
                if type.isEmpty { type = "message" }
                let id = text(3) { $0 != "\n" && $0 != "\u{0}" }
                let retry =
                    Bool.random(using: &generator)
                    ? Duration.milliseconds(Int.random(in: 0...100_000, using: &generator)) : nil
                let event = ServerSentEvent(type: type, data: text(8), lastEventID: id, retry: retry)
                events.append(event)
                bytes += try encoder.encode(event)
            }
            var parsed: [ServerSentEvent] = []
            for chunk in randomSplits(of: bytes, using: &generator) { parsed += try parser.parse(chunk) }
            #expect(parsed == events)
        }
    }
}
