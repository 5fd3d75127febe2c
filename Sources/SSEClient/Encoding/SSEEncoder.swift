/// Writes events in the `text/event-stream` format, for server authors.
///
/// The encoder is the inverse of ``SSEParser``: for every event it accepts, parsing the output with a
/// fresh parser (or, for a sequence, with one parser) yields the same events.
///
/// ```swift
/// var encoder = SSEEncoder()
/// let bytes = try encoder.encode(ServerSentEvent(type: "progress", data: "{\"done\":3}", lastEventID: "7"))
/// // "event: progress\ndata: {\"done\":3}\nid: 7\n\n"
/// ```
///
/// The rules it follows (WHATWG HTML §9.2.5 grammar, §9.2.6 interpretation):
/// - `data` is split at every CR, LF or CRLF into one `data:` line each, so multi-line text survives;
///   a CR or CRLF in the data comes back as LF, since the format has no other line separator;
/// - `event` is omitted for the default type `message`; an empty type also reads back as `message`;
/// - `id` is written when the event's last event ID differs from the previous event's (an empty ID is
///   written as `id` to reset it); IDs with CR, LF or U+0000 are rejected;
/// - `retry` is written when the event carries one;
/// - every field value starts after `": "`, so a value's own leading space is preserved.
public struct SSEEncoder: Sendable {
    /// The last event ID the encoded stream has established so far.
    public private(set) var lastEventID: String

    /// Creates an encoder for a new stream.
    ///
    /// - Parameter lastEventID: the ID the client already holds, for example from `Last-Event-ID`.
    public init(lastEventID: String = "") {
        self.lastEventID = lastEventID
    }

    /// Encodes one event, ending with the blank line that dispatches it.
    ///
    /// - Throws: ``SSEEncoderError`` when the type or ID contains a line break, the ID contains U+0000,
    ///   or the retry is not a whole number of milliseconds from 0 to `Int.max`.
    /// - Complexity: O(n) in the size of the event.
    public mutating func encode(_ event: ServerSentEvent) throws(SSEEncoderError) -> [UInt8] {
        if let offset = Self.firstLineBreak(in: event.type) { throw .lineBreakInEventType(byteOffset: offset) }
        if let offset = Self.firstLineBreak(in: event.lastEventID) {
            throw .lineBreakInLastEventID(byteOffset: offset)
        }
        if let offset = event.lastEventID.utf8.firstIndex(of: 0) {
            throw .nullInLastEventID(
                byteOffset: event.lastEventID.utf8.distance(from: event.lastEventID.utf8.startIndex, to: offset))
        }
        var retryMilliseconds: Int?
        if let retry = event.retry { retryMilliseconds = try Self.milliseconds(retry) }

        var output: [UInt8] = []
        output.reserveCapacity(event.data.utf8.count + event.type.utf8.count + event.lastEventID.utf8.count + 32)
        if event.type != ServerSentEvent.defaultType, !event.type.isEmpty {
            Self.appendField("event", event.type.utf8, to: &output)
        }
        Self.appendData(event.data, to: &output)
        if event.lastEventID != lastEventID {
            if event.lastEventID.isEmpty {
                output += Array("id\n".utf8)
            } else {
                Self.appendField("id", event.lastEventID.utf8, to: &output)
            }
            lastEventID = event.lastEventID
        }
        if let retryMilliseconds {
            Self.appendField("retry", String(retryMilliseconds).utf8, to: &output)
        }
        output.append(0x0A)
        return output
    }

    /// Encodes a comment, one `:` line per line of `text`; clients ignore comments, so they serve as
    /// keep-alives.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func encodeComment(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        for line in Self.lines(of: text) {
            output += Array(": ".utf8)
            output += line
            output.append(0x0A)
        }
        return output
    }

    /// Encodes a block that only sets the client's reconnection time.
    ///
    /// - Throws: ``SSEEncoderError/negativeRetry(_:)``, ``SSEEncoderError/retryNotWholeMilliseconds(_:)``
    ///   or ``SSEEncoderError/retryTooLong(_:)`` for a time the `retry` field cannot carry.
    public func encodeRetry(_ reconnectionTime: Duration) throws(SSEEncoderError) -> [UInt8] {
        let milliseconds = try Self.milliseconds(reconnectionTime)
        return Array("retry: \(milliseconds)\n\n".utf8)
    }

    /// The whole milliseconds of a reconnection time, the unit of the `retry` field (WHATWG HTML §9.2.6).
    static func milliseconds(_ time: Duration) throws(SSEEncoderError) -> Int {
        guard time >= .zero else { throw .negativeRetry(time) }
        let (seconds, attoseconds) = time.components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        guard attoseconds % attosecondsPerMillisecond == 0 else { throw .retryNotWholeMilliseconds(time) }
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        let (total, carry) = scaled.addingReportingOverflow(attoseconds / attosecondsPerMillisecond)
        // A parser ignores a value too large for its `Int`, so a longer time would not read back.
        guard !overflow, !carry, let milliseconds = Int(exactly: total) else { throw .retryTooLong(time) }
        return milliseconds
    }

    static func appendField(_ name: String, _ value: String.UTF8View, to output: inout [UInt8]) {
        output += name.utf8
        output += [0x3A, 0x20]
        output += value
        output.append(0x0A)
    }

    static func appendData(_ data: String, to output: inout [UInt8]) {
        for line in lines(of: data) {
            output += Array("data: ".utf8)
            output += line
            output.append(0x0A)
        }
    }

    /// The UTF-8 lines of `text`, split at CRLF, LF or CR; an empty text is one empty line.
    static func lines(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(bytes[start..<index])
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }

    static func firstLineBreak(in text: String) -> Int? {
        var offset = 0
        for byte in text.utf8 {
            if byte == 0x0A || byte == 0x0D { return offset }
            offset += 1
        }
        return nil
    }
}
