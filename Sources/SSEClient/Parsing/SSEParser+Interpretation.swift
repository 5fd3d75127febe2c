/// The steps of WHATWG HTML §9.2.6 "Interpreting an event stream", on bytes.
extension SSEParser {
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let colon: UInt8 = 0x3A
    static let space: UInt8 = 0x20
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Feeds one chunk through the parser, reporting what it completes to `sink`.
    mutating func consume(
        _ chunk: some Collection<UInt8>,
        into sink: inout ParserOutput
    ) throws(SSEParserError) {
        var failure: SSEParserError?
        let handled: Void? = chunk.withContiguousStorageIfAvailable { buffer in
            do throws(SSEParserError) {
                try consumeBuffer(buffer, into: &sink)
            } catch {
                failure = error
            }
        }
        if handled == nil {
            let copy = Array(chunk)
            copy.withUnsafeBufferPointer { buffer in
                do throws(SSEParserError) {
                    try consumeBuffer(buffer, into: &sink)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
    }

    /// Splits a contiguous chunk into lines (CRLF, LF or CR) and processes each one.
    mutating func consumeBuffer(
        _ buffer: UnsafeBufferPointer<UInt8>,
        into sink: inout ParserOutput
    ) throws(SSEParserError) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        let end = buffer.count
        var start = 0
        streamOffset &+= end

        // WHATWG Encoding "UTF-8 decode": one leading EF BB BF is dropped, wherever the chunks split it.
        if let matched = byteOrderMarkPrefix {
            var count = matched
            while count < 3, start < end, base[start] == Self.byteOrderMark[count] {
                count += 1
                start += 1
            }
            if count == 3 {
                byteOrderMarkPrefix = nil
            } else if start == end {
                byteOrderMarkPrefix = count
                return
            } else {
                // Not a byte order mark: the bytes held back so far are ordinary text (they hold no line break).
                byteOrderMarkPrefix = nil
                partialLine.append(contentsOf: Self.byteOrderMark[0..<matched])
                start = 0
            }
        }

        if skipsLeadingLineFeed, start < end {
            skipsLeadingLineFeed = false
            if base[start] == Self.lineFeed { start += 1 }
        }

        // A single `data` value that still lies in this chunk, not yet copied into the data buffer.
        var pendingData: UnsafeBufferPointer<UInt8>?
        while start < end {
            guard let lineEnd = LineBreakScanner.firstLineBreak(in: base, from: start, to: end) else {
                partialLine.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
                break
            }
            if partialLine.isEmpty {
                let line = UnsafeBufferPointer(start: base + start, count: lineEnd - start)
                processLine(line, inChunk: true, pendingData: &pendingData, into: &sink)
            } else {
                partialLine.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<lineEnd]))
                var line: [UInt8] = []
                swap(&line, &partialLine)
                line.withUnsafeBufferPointer { line in
                    processLine(line, inChunk: false, pendingData: &pendingData, into: &sink)
                }
                line.removeAll(keepingCapacity: line.capacity <= Self.retainedCapacity)
                swap(&line, &partialLine)
            }
            start = lineEnd + 1
            if base[lineEnd] == Self.carriageReturn {
                if start < end {
                    if base[start] == Self.lineFeed { start += 1 }
                } else {
                    skipsLeadingLineFeed = true
                }
            }
        }
        if let pending = pendingData {
            dataBuffer.append(contentsOf: pending)
            dataBuffer.append(Self.lineFeed)
        }
        if partialLine.count + dataBuffer.count > configuration.maximumEventSize {
            let offset = streamOffset
            startNewStream()
            byteOrderMarkPrefix = nil
            throw .eventTooLarge(limit: configuration.maximumEventSize, byteOffset: offset)
        }
    }

    /// Processes one line, WHATWG HTML §9.2.6: blank line, comment, or field.
    @inline(__always)
    mutating func processLine(
        _ line: UnsafeBufferPointer<UInt8>,
        inChunk: Bool,
        pendingData: inout UnsafeBufferPointer<UInt8>?,
        into sink: inout ParserOutput
    ) {
        guard let base = line.baseAddress, !line.isEmpty else {
            dispatch(pendingData: &pendingData, into: &sink)
            return
        }
        let count = line.count
        if base[0] == Self.colon {
            if sink.wantsComments {
                let textStart = count > 1 && base[1] == Self.space ? 2 : 1
                sink.comment(String(decoding: UnsafeBufferPointer(rebasing: line[textStart...]), as: UTF8.self))
            }
            return
        }
        var nameEnd = 0
        while nameEnd < count, base[nameEnd] != Self.colon { nameEnd += 1 }
        var valueStart = Swift.min(nameEnd + 1, count)
        if valueStart < count, base[valueStart] == Self.space { valueStart += 1 }
        let value = UnsafeBufferPointer(rebasing: line[valueStart...])

        switch nameEnd {
        case 4 where base[0] == 0x64 && base[1] == 0x61 && base[2] == 0x74 && base[3] == 0x61:  // data
            if dataBuffer.isEmpty, pendingData == nil, inChunk {
                pendingData = value
            } else {
                if let pending = pendingData {
                    dataBuffer.append(contentsOf: pending)
                    dataBuffer.append(Self.lineFeed)
                    pendingData = nil
                }
                dataBuffer.append(contentsOf: value)
                dataBuffer.append(Self.lineFeed)
            }
        case 5 where base[0] == 0x65 && base[1] == 0x76 && base[2] == 0x65 && base[3] == 0x6E && base[4] == 0x74:
            // event
            eventTypeBuffer.removeAll(keepingCapacity: true)
            eventTypeBuffer.append(contentsOf: value)
        case 2 where base[0] == 0x69 && base[1] == 0x64:  // id
            if !value.contains(0), !value.elementsEqual(lastEventIDBuffer) {
                lastEventIDBuffer.removeAll(keepingCapacity: true)
                lastEventIDBuffer.append(contentsOf: value)
                lastEventIDBufferChanged = true
            }
        case 5 where base[0] == 0x72 && base[1] == 0x65 && base[2] == 0x74 && base[3] == 0x72 && base[4] == 0x79:
            // retry
            if let milliseconds = Self.decimalValue(of: value) {
                let time = Duration.milliseconds(milliseconds)
                reconnectionTime = time
                retryInBlock = time
            }
        default:
            break  // Unknown fields are ignored.
        }
    }

    /// The value of a string made only of ASCII digits, or `nil` (empty, other characters, or overflow).
    static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
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
        pendingData: inout UnsafeBufferPointer<UInt8>?,
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
            data = String(decoding: pending, as: UTF8.self)
            pendingData = nil
        } else if !dataBuffer.isEmpty {
            // Step 3: remove the single trailing LF.
            data = dataBuffer.withUnsafeBufferPointer { String(decoding: $0.dropLast(), as: UTF8.self) }
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
