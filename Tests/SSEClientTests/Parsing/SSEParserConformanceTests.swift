import TestSupport
import Testing

@testable import SSEClient

/// One conformance case: a stream, and what WHATWG HTML §9.2.6 says it yields.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let events: [ServerSentEvent]
    var lastEventID = ""
    /// The reconnection time in milliseconds, as the sources give it.
    var reconnectionTime: Int?

    var testDescription: String { name }

    /// The reconnection time the parser should report.
    var expectedReconnectionTime: Duration? { reconnectionTime.map { .milliseconds($0) } }

    init(
        _ name: String, _ text: String, _ events: [ServerSentEvent], lastEventID: String = "",
        reconnectionTime: Int? = nil
    ) {
        self.init(name, bytes: Array(text.utf8), events, lastEventID: lastEventID, reconnectionTime: reconnectionTime)
    }

    init(
        _ name: String, bytes: [UInt8], _ events: [ServerSentEvent], lastEventID: String = "",
        reconnectionTime: Int? = nil
    ) {
        self.name = name
        self.bytes = bytes
        self.events = events
        self.lastEventID = lastEventID
        self.reconnectionTime = reconnectionTime
    }
}

private func message(_ data: String, id: String = "", retry: Int? = nil) -> ServerSentEvent {
    ServerSentEvent(data: data, lastEventID: id, retry: retry.map { .milliseconds($0) })
}

/// Cases from the examples of WHATWG HTML §9.2.5–9.2.6 and from the web-platform-tests
/// `eventsource/format-*` tests (inputs and expected values transcribed from those sources).
let conformanceCases: [ConformanceCase] = [
    // WHATWG HTML §9.2.6 examples.
    ConformanceCase("spec: stock ticker", "data: YHOO\ndata: +2\ndata: 10\n\n", [message("YHOO\n+2\n10")]),
    ConformanceCase(
        "spec: comment, ids and the leading space",
        ": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n",
        [message("first event", id: "1"), message("second event"), message(" third event")]),
    ConformanceCase(
        "spec: empty data and an unterminated block", "data\n\ndata\ndata\n\ndata:", [message(""), message("\n")]),
    ConformanceCase("spec: one optional space", "data:test\n\ndata: test\n\n", [message("test"), message("test")]),
    ConformanceCase(
        "spec: event types",
        "event: add\ndata: 73857293\n\nevent: remove\ndata: 2153\n\nevent: add\ndata: 113411\n\n",
        [
            ServerSentEvent(type: "add", data: "73857293"), ServerSentEvent(type: "remove", data: "2153"),
            ServerSentEvent(type: "add", data: "113411"),
        ]),
    // web-platform-tests eventsource/format-*.
    ConformanceCase("wpt format-bom", "\u{FEFF}data:1\n\n\u{FEFF}data:2\n\ndata:3\n\n", [message("1"), message("3")]),
    ConformanceCase(
        "wpt format-bom-2", "\u{FEFF}\u{FEFF}data:1\n\ndata:2\n\ndata:3\n\n", [message("2"), message("3")]),
    ConformanceCase(
        "wpt format-comments",
        "data:1\r:\u{0}\n:\r\ndata:2\n:" + String(repeating: "x", count: 2049) + "\rdata:3\n:data:fail\r:"
            + String(repeating: "y", count: 2049) + "\ndata:4\n\n",
        [message("1\n2\n3\n4")]),
    ConformanceCase(
        "wpt format-data-before-final-empty-line", "retry:1000\ndata:test1\n\nid:test\ndata:test2",
        [message("test1", retry: 1000)], reconnectionTime: 1000),
    ConformanceCase("wpt format-field-data", "data:\n\ndata\ndata\n\ndata:test", [message(""), message("\n")]),
    ConformanceCase("wpt format-field-event-empty", "event: \ndata:data\n\n", [message("data")]),
    ConformanceCase(
        "wpt format-field-event", "event:test\ndata:x\n\ndata:x\n\n",
        [ServerSentEvent(type: "test", data: "x"), message("x")]),
    ConformanceCase(
        "wpt format-field-id", "id: 1\ndata: x\n\ndata: y\n\nid\ndata: z\n\n",
        [message("x", id: "1"), message("y", id: "1"), message("z")]),
    ConformanceCase(
        "wpt format-field-id-null", "id: 1\ndata: a\n\nid: 2\u{0}\ndata: b\n\n",
        [message("a", id: "1"), message("b", id: "1")], lastEventID: "1"),
    ConformanceCase(
        "wpt format-field-parsing",
        "data:\u{0}\ndata:  2\rData:1\ndata\u{0}:2\ndata:1\r\u{0}data:4\nda-ta:3\rdata_5\ndata:3\rdata:\r\n data:32\ndata:4\n\n",
        [message("\u{0}\n 2\n1\n3\n\n4")]),
    ConformanceCase(
        "wpt format-field-retry-bogus", "retry:3000\nretry:1000x\ndata:x\n\n", [message("x", retry: 3000)],
        reconnectionTime: 3000),
    ConformanceCase("wpt format-field-retry-empty", "retry\ndata:test\n\n", [message("test")]),
    ConformanceCase(
        "wpt format-field-retry", "retry:03000\ndata:x\n\n", [message("x", retry: 3000)], reconnectionTime: 3000),
    ConformanceCase(
        "wpt format-field-unknown",
        "data:test\n data\ndata\nfoobar:xxx\njustsometext\n:thisisacommentyay\ndata:test\n\n",
        [message("test\n\ntest")]),
    ConformanceCase("wpt format-leading-space", "data:\u{20}\u{20}test\n\n", [message(" test")]),
    ConformanceCase("wpt format-newlines", "data:test\r\ndata\ndata:test\r\n\r\n", [message("test\n\ntest")]),
    ConformanceCase("wpt format-null-character", "data:\u{0}\n\n", [message("\u{0}")]),
    ConformanceCase("wpt format-utf-8", "data:ok…\n\n", [message("ok…")]),
    // Further rules of the prose, one per case.
    ConformanceCase("CR alone ends lines", "data:a\rdata:b\r\r", [message("a\nb")]),
    ConformanceCase("CRLF is one line end", "data:a\r\n\r\ndata:b\r\n\r\n", [message("a"), message("b")]),
    ConformanceCase("LF CR is two line ends", "data:a\n\rdata:b\n\n", [message("a"), message("b")]),
    ConformanceCase("a BOM after the start is data", "data:\u{FEFF}x\n\n", [message("\u{FEFF}x")]),
    ConformanceCase("field names are case-sensitive", "DATA:x\n\nData:y\n\nEvent:z\ndata:w\n\n", [message("w")]),
    ConformanceCase("the value splits at the first colon", "data: a:b: c\n\n", [message("a:b: c")]),
    ConformanceCase("a tab is not the optional space", "data:\tx\n\n", [message("\tx")]),
    ConformanceCase(
        "a block without data still sets the last event ID", "event:x\nid:7\n\n", [], lastEventID: "7"),
    ConformanceCase("an unterminated id does not reach the stream", "data:a\n\nid:9\ndata:b", [message("a")]),
    ConformanceCase(
        "retry takes a leading space away", "retry: 5000\ndata:x\n\n", [message("x", retry: 5000)],
        reconnectionTime: 5000),
    ConformanceCase("retry with two spaces is ignored", "retry:  5000\ndata:x\n\n", [message("x")]),
    ConformanceCase("retry with a sign is ignored", "retry:+5\nretry:-5\nretry:5.0\ndata:x\n\n", [message("x")]),
    ConformanceCase("retry too large for Int is ignored", "retry:99999999999999999999999\ndata:x\n\n", [message("x")]),
    ConformanceCase(
        "retry without data only sets the reconnection time", "retry:10\n\n", [], reconnectionTime: 10),
    ConformanceCase(
        "the last event type wins", "event:a\nevent:b\ndata:x\n\n", [ServerSentEvent(type: "b", data: "x")]),
    ConformanceCase(
        "an empty id resets the last event ID", "id:5\ndata:a\n\nid:\ndata:b\n\n",
        [message("a", id: "5"), message("b")]),
    ConformanceCase("a field with no colon has an empty value", "data\n\n", [message("")]),
    ConformanceCase(
        "invalid UTF-8 becomes U+FFFD per maximal subpart",
        bytes: Array("data:".utf8) + [0xFF, 0xFE, 0x61, 0xE2, 0x82, 0x0A, 0x0A],
        [message("\u{FFFD}\u{FFFD}a\u{FFFD}")]),
    ConformanceCase(
        "a truncated BOM is not removed",
        bytes: [0xEF, 0xBB] + Array("data:x\n\ndata:y\n\n".utf8), [message("y")]),
    ConformanceCase(
        "UTF-8 in event type and id", "event:ünï\nid:ß\ndata:✓\n\n",
        [ServerSentEvent(type: "ünï", data: "✓", lastEventID: "ß")], lastEventID: "ß"),
    ConformanceCase("an empty stream yields nothing", "", []),
    ConformanceCase("a lone BOM yields nothing", "\u{FEFF}", []),
]

@Suite("SSEParser conformance (WHATWG HTML §9.2.6)")
struct SSEParserConformanceTests {
    func check(_ testCase: ConformanceCase, chunks: [[UInt8]]) throws {
        var parser = SSEParser()
        var events: [ServerSentEvent] = []
        for chunk in chunks { events += try parser.parse(chunk) }
        #expect(events == testCase.events)
        #expect(parser.lastEventID == testCase.lastEventID)
        #expect(parser.reconnectionTime == testCase.expectedReconnectionTime)
    }

    @Test("each case fed whole", arguments: conformanceCases)
    func whole(_ testCase: ConformanceCase) throws {
        try check(testCase, chunks: [testCase.bytes])
    }

    @Test("each case fed byte by byte", arguments: conformanceCases)
    func byteByByte(_ testCase: ConformanceCase) throws {
        try check(testCase, chunks: testCase.bytes.map { [$0] })
    }

    @Test("each case fed in random chunkings", arguments: conformanceCases)
    func randomChunkings(_ testCase: ConformanceCase) throws {
        var generator = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<20 {
            try check(testCase, chunks: randomSplits(of: testCase.bytes, using: &generator))
        }
    }

    @Test("each case agrees with the naive reference implementation", arguments: conformanceCases)
    func reference(_ testCase: ConformanceCase) {
        let result = ReferenceParser.parse(testCase.bytes)
        #expect(result.events == testCase.events)
        #expect(result.lastEventID == testCase.lastEventID)
        #expect(result.reconnectionTime == testCase.expectedReconnectionTime)
    }
}
