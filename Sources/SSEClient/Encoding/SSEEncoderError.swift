/// An error the encoder throws for an event that the wire format cannot carry.
public enum SSEEncoderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The event type contains a CR or LF at this UTF-8 byte offset; a line break would end the field.
    case lineBreakInEventType(byteOffset: Int)
    /// The last event ID contains a CR or LF at this UTF-8 byte offset.
    case lineBreakInLastEventID(byteOffset: Int)
    /// The last event ID contains U+0000 at this UTF-8 byte offset; parsers ignore such IDs (WHATWG HTML §9.2.6).
    case nullInLastEventID(byteOffset: Int)
    /// The reconnection time is negative; `retry` takes ASCII digits only.
    case negativeRetry(Duration)
    /// The reconnection time has a fraction of a millisecond; `retry` carries whole milliseconds.
    case retryNotWholeMilliseconds(Duration)
    /// The reconnection time has more milliseconds than `Int` holds; clients ignore such a `retry`.
    case retryTooLong(Duration)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .lineBreakInEventType(let offset):
            "event type contains a line break at byte \(offset); event types must be a single line"
        case .lineBreakInLastEventID(let offset):
            "last event ID contains a line break at byte \(offset); IDs must be a single line"
        case .nullInLastEventID(let offset):
            "last event ID contains U+0000 at byte \(offset); clients ignore such IDs"
        case .negativeRetry(let value):
            "retry \(value) is negative; use a reconnection time of zero or more"
        case .retryNotWholeMilliseconds(let value):
            "retry \(value) is not a whole number of milliseconds, the unit of the retry field"
        case .retryTooLong(let value):
            "retry \(value) has more milliseconds than Int.max; clients would ignore it"
        }
    }
}
