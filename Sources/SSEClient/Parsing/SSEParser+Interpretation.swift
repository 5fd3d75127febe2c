/// The steps of WHATWG HTML §9.2.6 "Interpreting an event stream", on bytes.
extension SSEParser {
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let colon: UInt8 = 0x3A
    static let space: UInt8 = 0x20
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The fields WHATWG HTML §9.2.6 "process the field" acts on; any other name is ignored.
    enum Field {
        case data, event, id, retry

        /// The field whose name is the bytes of `name`, compared case-sensitively, or `nil`.
        ///
        /// - Precondition: `name` lies within `bytes`, which the caller has checked
        ///   (``ByteHandle/checkBounds(_:)``): the loads below stay inside `name`.
        @inline(__always)
        init?(name: Range<Int>, in bytes: ByteHandle) {
            // The names by length, as little-endian integers: "id" is 69 64, "data" 64 61 74 61,
            // "event" 65 76 65 6E 74 and "retry" 72 65 74 72 79 (four bytes, then the fifth).
            let start = name.lowerBound
            switch name.count {
            case 2 where bytes.littleEndian(UInt16.self, unchecked: start) == 0x6469: self = .id
            case 4 where bytes.littleEndian(UInt32.self, unchecked: start) == 0x6174_6164: self = .data
            case 5:
                switch (bytes.littleEndian(UInt32.self, unchecked: start), bytes[unchecked: start &+ 4]) {
                case (0x6E65_7665, 0x74): self = .event
                case (0x7274_6572, 0x79): self = .retry
                default: return nil
                }
            default: return nil
            }
        }
    }

    /// Feeds one chunk through the parser, reporting what it completes to `sink`.
    mutating func consume(
        _ chunk: some Collection<UInt8>,
        into sink: inout ParserOutput
    ) throws(SSEParserError) {
        try ByteHandle.withHandle(on: chunk) { bytes throws(SSEParserError) in
            try consume(bytes, into: &sink)
        }
    }

    /// Splits a contiguous chunk into lines (CRLF, LF or CR) and processes each one.
    ///
    /// Before a line is processed, and before the unfinished end of the chunk is kept, the event
    /// size is checked (``checkEventSize(lineStart:lineLength:pendingData:)``), so the limit is met
    /// at the same stream byte however the stream is cut into chunks.
    mutating func consume(_ bytes: ByteHandle, into sink: inout ParserOutput) throws(SSEParserError) {
        let end = bytes.count
        guard end > 0 else { return }
        let chunkStart = streamOffset
        streamOffset &+= end
        var start = 0

        // WHATWG Encoding "UTF-8 decode": one leading EF BB BF is dropped, wherever the chunks split it.
        if let matched = byteOrderMarkPrefix {
            var count = matched
            while count < 3, start < end, bytes[start] == Self.byteOrderMark[count] {
                count += 1
                start += 1
            }
            if count == 3 {
                byteOrderMarkPrefix = nil
            } else if start == end {
                byteOrderMarkPrefix = count
                return
            } else {
                // Not a byte order mark: the bytes held back so far are ordinary text (they hold no
                // line break) and start the stream's first line.
                byteOrderMarkPrefix = nil
                partialLine.append(contentsOf: Self.byteOrderMark[0..<matched])
                partialLineStart = 0
                start = 0
            }
        }

        if skipsLeadingLineFeed, start < end {
            skipsLeadingLineFeed = false
            if bytes[start] == Self.lineFeed { start += 1 }
        }

        // The event grows by at most one byte per byte read (a `data` line adds its value and one
        // LF, never more than the line and its break), so when the data gathered before this chunk,
        // the unfinished line and the whole chunk fit in the limit, no line here can cross it and
        // the per-line check is skipped.
        let checksLines = dataBuffer.count &+ partialLine.count &+ (end &- start) > configuration.maximumEventSize
        // A single `data` value that still lies in this chunk, not yet copied into the data buffer.
        var pendingData: Range<Int>?
        while start < end {
            let lineEnd = LineBreakScanner.firstLineBreak(in: bytes, from: start)
            if checksLines {
                try checkEventSize(
                    lineStart: partialLine.isEmpty ? chunkStart &+ start : partialLineStart,
                    lineLength: partialLine.count &+ ((lineEnd ?? end) &- start), pendingData: pendingData)
            }
            guard let lineEnd else {
                if partialLine.isEmpty { partialLineStart = chunkStart &+ start }
                bytes.append(start..<end, to: &partialLine)
                break
            }
            if partialLine.isEmpty {
                processLine(start..<lineEnd, of: bytes, inChunk: true, pendingData: &pendingData, into: &sink)
            } else {
                bytes.append(start..<lineEnd, to: &partialLine)
                processPartialLine(into: &sink)
            }
            start = lineEnd &+ 1
            // The scanner returns the offset of a byte it read, below `end`.
            if bytes[unchecked: lineEnd] == Self.carriageReturn {
                if start < end {
                    if bytes[start] == Self.lineFeed { start &+= 1 }
                } else {
                    skipsLeadingLineFeed = true
                }
            }
        }
        if let pending = pendingData {
            bytes.append(pending, to: &dataBuffer)
            dataBuffer.append(Self.lineFeed)
        }
    }

    /// Enforces ``Configuration/maximumEventSize`` on the line that starts at stream offset
    /// `lineStart` and has `lineLength` bytes so far.
    ///
    /// The event's size at a byte is the data gathered by its earlier lines (each value and its line
    /// feed) plus the bytes of the current line up to that byte. A finished line adds less data than
    /// it had bytes, so checking each line once, when its length is known, finds the first byte past
    /// the limit; its stream offset does not depend on where chunks begin or end.
    @inline(__always)
    mutating func checkEventSize(
        lineStart: Int,
        lineLength: Int,
        pendingData: Range<Int>?
    ) throws(SSEParserError) {
        let gathered = dataBuffer.count &+ (pendingData.map { $0.count &+ 1 } ?? 0)
        guard gathered &+ lineLength > configuration.maximumEventSize else { return }
        throw failEventTooLarge(lineStart: lineStart, gathered: gathered)
    }

    /// Drops the oversized event and the rest of the stream, and returns the error for the first
    /// byte past the limit: the line may hold `maximumEventSize − gathered` bytes.
    @inline(never)
    mutating func failEventTooLarge(lineStart: Int, gathered: Int) -> SSEParserError {
        let limit = configuration.maximumEventSize
        startNewStream()
        byteOrderMarkPrefix = nil
        return .eventTooLarge(limit: limit, byteOffset: lineStart &+ (limit &- gathered))
    }

    /// Processes the line gathered in `partialLine` across chunks, then empties it for reuse.
    mutating func processPartialLine(into sink: inout ParserOutput) {
        var line: [UInt8] = []
        swap(&line, &partialLine)
        // Lines that span chunks never leave data pending: it is copied into the data buffer.
        var noPendingData: Range<Int>?
        ByteHandle.withHandle(on: line) { bytes in
            processLine(0..<bytes.count, of: bytes, inChunk: false, pendingData: &noPendingData, into: &sink)
        }
        line.removeAll(keepingCapacity: line.capacity <= Self.retainedCapacity)
        swap(&line, &partialLine)
    }

    /// Processes one line, WHATWG HTML §9.2.6: blank line, comment, or field.
    ///
    /// - Parameters:
    ///   - line: the line's bytes in `bytes`, without its line break.
    ///   - inChunk: whether `bytes` is the chunk itself, so that a lone `data` value may stay there
    ///     (in `pendingData`) until the chunk ends instead of being copied.
    @inline(__always)
    mutating func processLine(
        _ line: Range<Int>,
        of bytes: ByteHandle,
        inChunk: Bool,
        pendingData: inout Range<Int>?,
        into sink: inout ParserOutput
    ) {
        guard !line.isEmpty else {
            dispatch(pendingData: &pendingData, of: bytes, into: &sink)
            return
        }
        // One check that the line lies in `bytes`; the unchecked reads below are at offsets the
        // line's own bounds prove: its first byte (it is not empty), and a byte after the colon
        // that a `< line.upperBound` test guards.
        bytes.checkBounds(line)
        if bytes[unchecked: line.lowerBound] == Self.colon {
            if sink.wantsComments {
                var textStart = line.lowerBound &+ 1
                if textStart < line.upperBound, bytes[unchecked: textStart] == Self.space { textStart &+= 1 }
                sink.comment(bytes.string(textStart..<line.upperBound))
            }
            return
        }
        let nameEnd = bytes.firstIndex(of: Self.colon, in: line) ?? line.upperBound
        var valueStart = Swift.min(nameEnd &+ 1, line.upperBound)
        if valueStart < line.upperBound, bytes[unchecked: valueStart] == Self.space { valueStart &+= 1 }
        let value = valueStart..<line.upperBound

        switch Field(name: line.lowerBound..<nameEnd, in: bytes) {
        case .data:
            if dataBuffer.isEmpty, pendingData == nil, inChunk {
                pendingData = value
            } else {
                if let pending = pendingData {
                    bytes.append(pending, to: &dataBuffer)
                    dataBuffer.append(Self.lineFeed)
                    pendingData = nil
                }
                bytes.append(value, to: &dataBuffer)
                dataBuffer.append(Self.lineFeed)
            }
        case .event:
            eventTypeBuffer.removeAll(keepingCapacity: true)
            bytes.append(value, to: &eventTypeBuffer)
        case .id:
            if !bytes.contains(0, in: value), !bytes.elementsEqual(value, lastEventIDBuffer) {
                lastEventIDBuffer.removeAll(keepingCapacity: true)
                bytes.append(value, to: &lastEventIDBuffer)
                lastEventIDBufferChanged = true
            }
        case .retry:
            if let milliseconds = Self.decimalValue(of: value, in: bytes) {
                let time = Duration.milliseconds(milliseconds)
                reconnectionTime = time
                retryInBlock = time
            }
        case nil:
            break  // Unknown fields are ignored.
        }
    }

    /// The value of `digits` when they are only ASCII digits, or `nil` (empty, other characters, or
    /// overflow).
    static func decimalValue(of digits: Range<Int>, in bytes: ByteHandle) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for offset in digits {
            let byte = bytes[offset]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(byte - 0x30))
            if overflowA || overflowB { return nil }
            value = sum
        }
        return value
    }

    /// Dispatches the event, WHATWG HTML §9.2.6 "dispatch the event".
    @inline(__always)
    mutating func dispatch(
        pendingData: inout Range<Int>?,
        of bytes: ByteHandle,
        into sink: inout ParserOutput
    ) {
        // Step 1: the last event ID string takes the value of the last event ID buffer.
        if lastEventIDBufferChanged {
            lastEventID = String(decoding: lastEventIDBuffer, as: UTF8.self)
            lastEventIDBufferChanged = false
        }
        let retry = retryInBlock
        retryInBlock = nil
        // Step 2: without data, reset the buffers and dispatch nothing.
        let data: String
        if let pending = pendingData {
            data = bytes.string(pending)
            pendingData = nil
        } else if !dataBuffer.isEmpty {
            // Step 3: remove the single trailing LF.
            data = ByteHandle.string(0..<(dataBuffer.count &- 1), of: dataBuffer)
            dataBuffer.removeAll(keepingCapacity: dataBuffer.capacity <= Self.retainedCapacity)
        } else {
            eventTypeBuffer.removeAll(keepingCapacity: true)
            return
        }
        // Steps 4 and 5: the type is the event type buffer, or "message" when it is empty.
        let type: String
        if eventTypeBuffer.isEmpty {
            type = ServerSentEvent.defaultType
        } else {
            if eventTypeBuffer != cachedTypeBytes {
                cachedTypeBytes = eventTypeBuffer
                cachedType = String(decoding: eventTypeBuffer, as: UTF8.self)
            }
            type = cachedType
            eventTypeBuffer.removeAll(keepingCapacity: true)
        }
        sink.event(ServerSentEvent(type: type, data: consume data, lastEventID: lastEventID, retry: retry))
    }
}
