/// An error the event-stream parser throws instead of buffering without bound.
public enum SSEParserError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The event being assembled (its unfinished line plus its accumulated `data`) grew past the limit.
    ///
    /// `byteOffset` is the offset, from the start of the stream (byte order mark included), of the
    /// first byte past the limit; it is the same however the stream was cut into chunks. The pending
    /// event and the rest of that chunk are discarded; the parser is ready for a new stream afterwards.
    case eventTooLarge(limit: Int, byteOffset: Int)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .eventTooLarge(let limit, let byteOffset):
            "event exceeds the maximum buffered size of \(limit) bytes (at stream byte \(byteOffset)); "
                + "raise SSEParser.Configuration.maximumEventSize or fix the server"
        }
    }
}
