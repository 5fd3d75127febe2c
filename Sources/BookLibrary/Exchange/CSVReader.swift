/// A streaming RFC 4180 reader: feed it bytes in chunks of any size and it hands back records.
///
/// Follows RFC 4180 §2: fields separated by a delimiter, records by CRLF (LF and lone CR are accepted
/// too), fields containing delimiters, quotes or line breaks enclosed in double quotes, and a quote
/// inside a quoted field written twice. A UTF-8 byte order mark at the start is skipped. Leniently,
/// a quote inside an unquoted field is kept as a character, and text after a closing quote is
/// appended to the field.
///
/// The result never depends on how the input is split: every chunking of the same bytes gives the
/// same records and the same error at the same line and byte offset.
///
/// ```swift
/// var reader = CSVReader()
/// var records: [CSVRecord] = []
/// reader.feed(Array("a,\"b\r\nc\"\r\n".utf8)) { records.append($0) }
/// try reader.finish { records.append($0) }   // [["a", "b\r\nc"]]
/// ```
public struct CSVReader: Sendable {
    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted, afterCR
    }

    /// The UTF-8 byte order mark, skipped at the start of the input.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let delimiter: UInt8
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fields: [String] = []
    /// The record completed by the last ``scan(_:from:)``, waiting to be emitted.
    private var completed: CSVRecord?
    private var line = 1
    private var recordLine = 1
    /// Where the open quoted field began: its line and the byte offset of its quote.
    private var quoteLine = 1
    private var quoteOffset = 0
    /// Bytes of the input read so far, the byte order mark included.
    private var offset = 0
    private var atStart = true
    private var bomMatched = 0

    /// Creates a reader; `delimiter` is `,` for CSV or a tab for TSV.
    public init(delimiter: Character = ",") {
        self.delimiter = delimiter.asciiValue ?? UInt8(ascii: ",")
    }

    /// Parses a chunk, calling `emit` for every record completed in it.
    ///
    /// - Throws: Only what `emit` throws, unchanged.
    /// - Complexity: O(n) in the chunk size.
    public mutating func feed<E: Error>(
        _ bytes: some Sequence<UInt8>, emit: (CSVRecord) throws(E) -> Void
    ) throws(E) {
        var failure: E?
        let read: Void? = TextHandle.withContiguousHandle(on: bytes) { chunk in
            do throws(E) { try self.read(chunk, emit) } catch { failure = error }
        }
        if read == nil {
            // Not contiguous: read through a bounded buffer.
            var buffer: [UInt8] = []
            buffer.reserveCapacity(4096)
            for byte in bytes {
                buffer.append(byte)
                guard buffer.count == 4096 else { continue }
                TextHandle.withHandle(on: buffer) { chunk in
                    do throws(E) { try self.read(chunk, emit) } catch { failure = error }
                }
                if failure != nil { break }
                buffer.removeAll(keepingCapacity: true)
            }
            if failure == nil {
                TextHandle.withHandle(on: buffer) { chunk in
                    do throws(E) { try self.read(chunk, emit) } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
    }

    /// Reads a contiguous chunk, emitting each record as soon as it ends.
    private mutating func read<E: Error>(
        _ bytes: TextHandle, _ emit: (CSVRecord) throws(E) -> Void
    ) throws(E) {
        var position = skipByteOrderMark(bytes)
        while position < bytes.count {
            position = scan(bytes, from: position)
            if let record = completed {
                completed = nil
                try emit(record)
            }
        }
    }

    /// Matches the byte order mark at the start of the input, across chunks; returns where the
    /// chunk's data begins. A partial mark followed by something else is data and is read as such.
    private mutating func skipByteOrderMark(_ bytes: TextHandle) -> Int {
        var position = 0
        while atStart && position < bytes.count {
            if bytes[position] == Self.byteOrderMark[bomMatched] {
                bomMatched += 1
                position += 1
                if bomMatched == Self.byteOrderMark.count {
                    atStart = false
                    offset += bomMatched
                }
            } else {
                replayPartialByteOrderMark()
            }
        }
        return position
    }

    /// Reads the first bytes of a byte order mark that turned out not to be one as data. They hold
    /// no delimiter, quote or line break, so they complete no record.
    private mutating func replayPartialByteOrderMark() {
        atStart = false
        let partial = Self.byteOrderMark.prefix(bomMatched)
        bomMatched = 0
        TextHandle.withHandle(on: Array(partial)) { _ = scan($0, from: 0) }
    }

    /// Reads from `start` until the end of the chunk or the end of a record, whichever comes first;
    /// returns where it stopped. Runs of ordinary bytes are copied into the field at once.
    ///
    /// - Complexity: O(n) in the bytes read.
    private mutating func scan(_ bytes: TextHandle, from start: Int) -> Int {
        var position = start
        defer { offset += position - start }
        let end = bytes.count
        while position < end {
            switch state {
            case .afterCR:
                state = .fieldStart
                if bytes[position] == 0x0A { position += 1 }  // the LF of a CRLF
            case .fieldStart:
                let byte = bytes[position]
                if byte == 0x22 {
                    state = .quoted
                    quoteLine = line
                    quoteOffset = offset + position - start
                    position += 1
                } else if byte == delimiter {
                    // A run of delimiters: each one ends an empty field, all appended at once.
                    let run = position
                    position += 1
                    while position < end && bytes[position] == delimiter { position += 1 }
                    // Room for one field more, the one after the run, so that ending it does not
                    // copy a long record into a doubled array; growth stays geometric.
                    let needed = fields.count + position - run + 1
                    if needed > fields.capacity { fields.reserveCapacity(max(needed, 2 * fields.capacity)) }
                    fields.append(contentsOf: repeatElement("", count: position - run))
                } else {
                    state = .unquoted
                }
            case .unquoted:
                let run = position
                let delimiter = delimiter
                position = bytes.firstIndex(from: position) { $0 == delimiter || $0 == 0x0D || $0 == 0x0A }
                if position > run { bytes.append(run..<position, to: &field) }
                guard position < end else { return position }
                let byte = bytes[position]
                position += 1
                if byte == delimiter {
                    endField()
                    state = .fieldStart
                } else {
                    line += 1
                    endRecord()
                    recordLine = line
                    state = byte == 0x0D ? .afterCR : .fieldStart
                    return position
                }
            case .quoted:
                let run = position
                // Quoted runs can be long (a whole unterminated file): find the quote a word at a
                // time, then count the line breaks before it.
                position = bytes.firstIndex(of: 0x22, from: position)
                if position > run {
                    line += bytes.count(of: 0x0A, in: run..<position)
                    bytes.append(run..<position, to: &field)
                }
                guard position < end else { return position }
                position += 1
                state = .quoteInQuoted
            case .quoteInQuoted:
                if bytes[position] == 0x22 {
                    field.append(0x22)
                    state = .quoted
                    position += 1
                } else {
                    state = .unquoted
                }
            }
        }
        return position
    }

    private mutating func endField() {
        // An empty field (a run of delimiters) costs no decoding and no buffer reset.
        guard !field.isEmpty else { return fields.append("") }
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
    }

    /// Ends the current record; a blank line (one empty field) is dropped.
    private mutating func endRecord() {
        endField()
        let count = fields.count
        if !(count == 1 && fields[0].isEmpty) {
            completed = CSVRecord(fields: fields, line: recordLine)
        }
        // The record now shares the array: start a fresh one sized for an ordinary record.
        fields = []
        fields.reserveCapacity(min(count, 64))
    }

    /// Ends the input, emitting a last record without a line break.
    ///
    /// - Throws: ``CSVError/unterminatedQuote(line:offset:)`` if a quoted field is still open; a
    ///   ``CSVError`` that `emit` throws, unchanged; ``CSVError/recordRejected(line:reason:)`` for
    ///   any other error of `emit`.
    public mutating func finish(emit: (CSVRecord) throws -> Void) throws(CSVError) {
        if atStart && bomMatched > 0 { replayPartialByteOrderMark() }
        if state == .quoted { throw .unterminatedQuote(line: quoteLine, offset: quoteOffset) }
        if state != .fieldStart || !fields.isEmpty {
            let line = recordLine
            endRecord()
            if let record = completed {
                completed = nil
                do {
                    try emit(record)
                } catch let error as CSVError {
                    throw error
                } catch {
                    throw .recordRejected(line: line, reason: "\(error)")
                }
            }
        }
        state = .fieldStart
    }

    /// Reads a whole text at once.
    ///
    /// - Throws: ``CSVError/unterminatedQuote(line:offset:)`` if a quoted field is never closed.
    /// - Complexity: O(n) in the length of `text`.
    public static func records(_ text: String, delimiter: Character = ",") throws(CSVError) -> [CSVRecord] {
        var reader = CSVReader(delimiter: delimiter)
        var result: [CSVRecord] = []
        reader.feed(text.utf8) { result.append($0) }
        try reader.finish { result.append($0) }
        return result
    }
}
