/// One event dispatched by an event stream, as the WHATWG HTML standard defines it.
///
/// WHATWG HTML §9.2.6 "Interpreting an event stream": when a blank line ends a block that set
/// `data`, the user agent dispatches an event whose type is the `event` field (or `message`), whose
/// data is the accumulated `data` lines joined by LF, and whose last event ID is the stream's
/// last event ID at that moment.
///
/// ```swift
/// let event = ServerSentEvent(type: "progress", data: "40", lastEventID: "3")
/// ```
public struct ServerSentEvent: Sendable, Hashable {
    /// The event type: the last `event:` field of the block, or `"message"` when none was given.
    public var type: String
    /// The data: every `data:` line of the block, joined by LF.
    public var data: String
    /// The last event ID in force when the event was dispatched (it persists across events).
    public var lastEventID: String
    /// The reconnection time set by a valid `retry:` field in the same block, if any.
    ///
    /// The field carries whole milliseconds. The stream-wide value is ``SSEParser/reconnectionTime``;
    /// this field records which event carried it, and lets ``SSEEncoder`` write one.
    public var retry: Duration?

    /// The type used when a block has no `event:` field.
    public static let defaultType = "message"

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - type: the event type; `message` by default.
    ///   - data: the data, lines separated by LF.
    ///   - lastEventID: the last event ID; empty when the stream has none.
    ///   - retry: a reconnection time carried by the event's block, in whole milliseconds.
    public init(
        type: String = ServerSentEvent.defaultType, data: String, lastEventID: String = "", retry: Duration? = nil
    ) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
        self.retry = retry
    }
}
