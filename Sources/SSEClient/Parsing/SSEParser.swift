/// An incremental parser for `text/event-stream` bodies, exactly as WHATWG HTML §9.2.6 "Interpreting
/// an event stream" defines them.
///
/// Feed the bytes of one stream in chunks of any size, split anywhere; the events are the same as if
/// the whole body had arrived at once. The parser is a value type that owns its buffers, so it can
/// live inside an actor, a server handler or a plain loop with no locking.
///
/// ```swift
/// var parser = SSEParser()
/// let events = try parser.parse(Array("data: hello\n\n".utf8))
/// // events == [ServerSentEvent(data: "hello")]
/// ```
///
/// What the parser implements, in the order of the standard:
/// - the stream is decoded as UTF-8 with U+FFFD for invalid sequences, and one leading byte order mark
///   is dropped, even when its three bytes arrive in different chunks (WHATWG Encoding "UTF-8 decode");
/// - lines end with CRLF, LF or CR, including a CR at the end of one chunk and its LF at the start of
///   the next;
/// - a blank line dispatches the event, a line starting with `:` is a comment, other lines split into a
///   field name and a value at the first colon, and one leading space of the value is removed;
/// - `event`, `data`, `id` and `retry` are the only fields, compared case-sensitively; `id` values that
///   contain U+0000 are ignored; `retry` takes ASCII digits only;
/// - a block without `data` dispatches nothing; an unterminated block at the end of the stream is
///   discarded (call ``startNewStream()`` when a connection ends).
///
/// The parser works on bytes: it finds line breaks sixteen bytes at a time, copies field values only
/// when a line spans chunks, and decodes UTF-8 once per dispatched field. Its one limit,
/// ``Configuration/maximumEventSize``, is met at the same stream byte however the stream is split.
public struct SSEParser: Sendable {
    /// Limits and options of a parser.
    public struct Configuration: Sendable, Equatable {
        /// The largest event the parser accepts, in bytes: the `data` its earlier lines gathered (each
        /// value with its line feed) plus the line being read, whatever its field.
        ///
        /// Past it, ``SSEParser/parse(_:)`` throws ``SSEParserError/eventTooLarge(limit:byteOffset:)``
        /// at the first byte over the limit. The limit holds for the stream, not for a chunk: an
        /// oversized event fails at the same byte whether it arrives in one chunk or byte by byte.
        public var maximumEventSize: Int
        /// Whether ``SSEParser/parseItems(_:)`` reports comment lines (`: keep-alive`).
        public var reportsComments: Bool

        /// The default maximum event size: 16 MiB.
        public static let defaultMaximumEventSize = 16 << 20

        /// Creates a configuration.
        ///
        /// - Precondition: `maximumEventSize` is positive.
        public init(maximumEventSize: Int = Configuration.defaultMaximumEventSize, reportsComments: Bool = false) {
            precondition(maximumEventSize > 0, "maximumEventSize must be positive")
            self.maximumEventSize = maximumEventSize
            self.reportsComments = reportsComments
        }
    }

    /// One thing the parser found: a dispatched event or, when enabled, a comment.
    public enum Item: Sendable, Hashable {
        /// An event dispatched by a blank line.
        case event(ServerSentEvent)
        /// The text of a comment line after its colon, with one leading space removed.
        case comment(String)
    }

    /// The parser's configuration.
    public let configuration: Configuration

    /// The reconnection time set by the last valid `retry:` field, or `nil` if none yet.
    ///
    /// WHATWG HTML §9.2.6: a `retry` value made only of ASCII digits is read as a base-ten number of
    /// milliseconds (`02000` is 2 seconds); any other value is ignored. Values too large for `Int`
    /// are ignored too.
    public internal(set) var reconnectionTime: Duration?

    /// The stream's last event ID string: the last event ID buffer as of the most recent dispatch.
    ///
    /// It persists across events and across ``startNewStream()``; an empty `id` field resets it.
    /// A client sends it as `Last-Event-ID` when it reconnects.
    public internal(set) var lastEventID: String

    // Per-stream state, WHATWG HTML §9.2.6: the data, event type and last event ID buffers.
    var dataBuffer: [UInt8] = []
    var eventTypeBuffer: [UInt8] = []
    var lastEventIDBuffer: [UInt8]
    var lastEventIDBufferChanged = false
    var retryInBlock: Duration?
    // Bytes of a line that has not ended yet, and the stream offset of its first byte.
    var partialLine: [UInt8] = []
    var partialLineStart = 0
    // The previous chunk ended with CR: an LF at the start of the next one belongs to it.
    var skipsLeadingLineFeed = false
    // Leading bytes that might still be a byte order mark (0 to 2 of EF BB BF), or `nil` once decided.
    var byteOrderMarkPrefix: Int? = 0
    // Bytes seen since the stream started, for error positions.
    var streamOffset = 0
    // A cache so that repeated event types decode once.
    var cachedTypeBytes: [UInt8] = []
    var cachedType = ServerSentEvent.defaultType

    /// Creates a parser for a new stream.
    ///
    /// - Parameters:
    ///   - configuration: limits and options.
    ///   - lastEventID: an initial last event ID, for example one saved from an earlier connection.
    public init(configuration: Configuration = Configuration(), lastEventID: String = "") {
        self.configuration = configuration
        self.lastEventID = lastEventID
        self.lastEventIDBuffer = Array(lastEventID.utf8)
    }

    /// Parses the next chunk of the stream and returns the events it completes.
    ///
    /// Comments are skipped; use ``parseItems(_:)`` to see them. When the chunk crosses the limit,
    /// the error is thrown and the events the chunk completed before it are dropped with it; use
    /// ``parse(_:into:)`` to keep them.
    ///
    /// - Throws: ``SSEParserError/eventTooLarge(limit:byteOffset:)`` when one event outgrows
    ///   ``Configuration/maximumEventSize``.
    /// - Complexity: O(n) in the chunk length, amortised over the stream: bytes of a line that spans
    ///   chunks are copied once.
    public mutating func parse(_ chunk: some Collection<UInt8>) throws(SSEParserError) -> [ServerSentEvent] {
        try consume(chunk, collectingIn: .eventsOnly)
    }

    /// Parses the next chunk of the stream and appends the events it completes to `events`.
    ///
    /// When the chunk crosses ``Configuration/maximumEventSize``, `events` still holds every event
    /// that came before the oversized one, so a stream gives the same events and the same error
    /// however it is cut into chunks:
    ///
    /// ```swift
    /// var parser = SSEParser(configuration: .init(maximumEventSize: 8))
    /// var events: [ServerSentEvent] = []
    /// do {
    ///     try parser.parse(Array("data: ok\n\ndata: far too long\n\n".utf8), into: &events)
    /// } catch {
    ///     // events == [ServerSentEvent(data: "ok")]
    ///     // error as? SSEParserError == .eventTooLarge(limit: 8, byteOffset: 18): "data: ok\n\n"
    ///     // is bytes 0–9, and the ninth byte of the next line, at 10 + 8, is the first over the limit.
    /// }
    /// ```
    ///
    /// - Throws: ``SSEParserError/eventTooLarge(limit:byteOffset:)`` when one event outgrows
    ///   ``Configuration/maximumEventSize``.
    /// - Complexity: O(n) in the chunk length, amortised over the stream.
    public mutating func parse(
        _ chunk: some Collection<UInt8>,
        into events: inout [ServerSentEvent]
    ) throws(SSEParserError) {
        try consume(chunk, appendingTo: &events, in: .eventsOnly)
    }

    /// Parses the next chunk of the stream and returns its events and, when
    /// ``Configuration/reportsComments`` is on, its comments, in stream order.
    ///
    /// When the chunk crosses the limit, the items it completed before it are dropped with the
    /// error; use ``parseItems(_:into:)`` to keep them.
    ///
    /// - Throws: ``SSEParserError/eventTooLarge(limit:byteOffset:)`` when one event outgrows
    ///   ``Configuration/maximumEventSize``.
    /// - Complexity: O(n) in the chunk length.
    public mutating func parseItems(_ chunk: some Collection<UInt8>) throws(SSEParserError) -> [Item] {
        try consume(chunk, collectingIn: .items(wantsComments: configuration.reportsComments))
    }

    /// Parses the next chunk of the stream and appends its events and, when
    /// ``Configuration/reportsComments`` is on, its comments to `items`, in stream order.
    ///
    /// When the chunk crosses ``Configuration/maximumEventSize``, `items` still holds everything
    /// that came before the oversized event.
    ///
    /// - Throws: ``SSEParserError/eventTooLarge(limit:byteOffset:)`` when one event outgrows
    ///   ``Configuration/maximumEventSize``.
    /// - Complexity: O(n) in the chunk length.
    public mutating func parseItems(
        _ chunk: some Collection<UInt8>,
        into items: inout [Item]
    ) throws(SSEParserError) {
        try consume(chunk, appendingTo: &items, in: .items(wantsComments: configuration.reportsComments))
    }

    /// Consumes `chunk` into a new array of what it completes (events or items), with room
    /// reserved once for the events it likely holds.
    ///
    /// - Complexity: O(n) in the chunk length.
    @inline(__always)
    private mutating func consume<Result: ParserResult>(
        _ chunk: some Collection<UInt8>, collectingIn output: ParserOutput
    ) throws(SSEParserError) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(ParserOutput.capacityEstimate(forBytes: chunk.count))
        try consume(chunk, appendingTo: &results, in: output)
        return results
    }

    /// Consumes `chunk`, appending what it completes to `results`: the caller's array is lent to
    /// `output` for the call and handed back even when the chunk throws, so it keeps everything
    /// completed before the error.
    ///
    /// - Complexity: O(n) in the chunk length.
    // Lent through `ParserResult.exchange`, a static call that inlining resolves to one field:
    // lending through a key path cost a key path lookup and a runtime projection per chunk.
    @inline(__always)
    private mutating func consume<Result: ParserResult>(
        _ chunk: some Collection<UInt8>, appendingTo results: inout [Result], in output: ParserOutput
    ) throws(SSEParserError) {
        var output = output
        Result.exchange(&results, with: &output)
        defer { Result.exchange(&results, with: &output) }
        try consume(chunk, into: &output)
    }

    /// Ends the current stream and prepares for the next connection.
    ///
    /// WHATWG HTML §9.2.6: at the end of a stream any pending data is discarded, so an unterminated
    /// event is dropped. The last event ID and the reconnection time are kept; the next stream may
    /// start with its own byte order mark.
    public mutating func startNewStream() {
        dataBuffer.removeAll(keepingCapacity: dataBuffer.capacity <= Self.retainedCapacity)
        eventTypeBuffer.removeAll()
        partialLine.removeAll(keepingCapacity: partialLine.capacity <= Self.retainedCapacity)
        partialLineStart = 0
        lastEventIDBuffer = Array(lastEventID.utf8)
        lastEventIDBufferChanged = false
        retryInBlock = nil
        skipsLeadingLineFeed = false
        byteOrderMarkPrefix = 0
        streamOffset = 0
    }

    /// Buffers larger than this are released rather than kept for reuse.
    static let retainedCapacity = 64 << 10
}
