/// A streaming RFC 4180 reader: feed it bytes in chunks of any size and it hands back records.
///
/// Follows RFC 4180 §2: fields separated by a delimiter, records by CRLF (LF and lone CR are accepted
/// too), fields containing delimiters, quotes or line breaks enclosed in double quotes, and a quote
/// inside a quoted field written twice. A UTF-8 byte order mark at the start is skipped. Leniently,
/// a quote inside an unquoted field is kept as a character, and text after a closing quote is
/// appended to the field.
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

    private let delimiter: UInt8
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fields: [String] = []
    private var line = 1
    private var recordLine = 1
    private var quoteLine = 1
    private var atStart = true
    private var bomMatched = 0

    /// Creates a reader; `delimiter` is `,` for CSV or a tab for TSV.
    public init(delimiter: Character = ",") {
        self.delimiter = delimiter.asciiValue ?? UInt8(ascii: ",")
    }

    private mutating func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
    }

    private mutating func endRecord<E: Error>(_ emit: (CSVRecord) throws(E) -> Void) throws(E) {
        endField()
        let record = CSVRecord(fields: fields, line: recordLine)
        fields.removeAll(keepingCapacity: true)
        state = .fieldStart
        if !(record.fields.count == 1 && record.fields[0].isEmpty) { try emit(record) }
    }

    /// Parses a chunk, calling `emit` for every record completed in it.
    ///
    /// - Throws: Only what `emit` throws, unchanged.
    /// - Complexity: O(n) in the chunk size.
    public mutating func feed<E: Error>(
        _ bytes: some Sequence<UInt8>, emit: (CSVRecord) throws(E) -> Void
    ) throws(E) {
        for byte in bytes {
            if atStart {
                // Skip a UTF-8 byte order mark (EF BB BF) at the very start.
                let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
                if byte == bom[bomMatched] {
                    bomMatched += 1
                    if bomMatched == 3 { atStart = false }
                    continue
                }
                atStart = false
                if bomMatched > 0 {
                    let partial = bom.prefix(bomMatched)
                    bomMatched = 0
                    for early in partial { try consume(early, emit) }
                }
            }
            try consume(byte, emit)
        }
    }

    private mutating func consume<E: Error>(_ byte: UInt8, _ emit: (CSVRecord) throws(E) -> Void) throws(E) {
        switch state {
        case .afterCR:
            state = .fieldStart
            if byte == 0x0A { return }  // the LF of a CRLF
            try consume(byte, emit)
        case .fieldStart:
            if byte == 0x22 {
                state = .quoted
                quoteLine = line
            } else {
                state = .unquoted
                try consume(byte, emit)
            }
        case .unquoted:
            switch byte {
            case delimiter:
                endField()
                state = .fieldStart
            case 0x0D:
                line += 1
                try endRecord(emit)
                recordLine = line
                state = .afterCR
            case 0x0A:
                line += 1
                try endRecord(emit)
                recordLine = line
            default:
                field.append(byte)
            }
        case .quoted:
            if byte == 0x22 {
                state = .quoteInQuoted
            } else {
                if byte == 0x0A { line += 1 }
                field.append(byte)
            }
        case .quoteInQuoted:
            if byte == 0x22 {
                field.append(0x22)
                state = .quoted
            } else {
                state = .unquoted
                try consume(byte, emit)
            }
        }
    }

    /// Ends the input, emitting a last record without a line break.
    ///
    /// - Throws: ``CSVError/unterminatedQuote(line:)`` if a quoted field is still open; a
    ///   ``CSVError`` that `emit` throws, unchanged; ``CSVError/recordRejected(line:reason:)`` for
    ///   any other error of `emit`.
    public mutating func finish(emit: (CSVRecord) throws -> Void) throws(CSVError) {
        if state == .quoted { throw .unterminatedQuote(line: quoteLine) }
        if bomMatched > 0 && atStart {
            atStart = false
            for early in [0xEF, 0xBB, 0xBF].prefix(bomMatched) { consume(UInt8(early), { _ in }) }
        }
        if state != .fieldStart || !fields.isEmpty {
            let line = recordLine
            do {
                try endRecord(emit)
            } catch let error as CSVError {
                throw error
            } catch {
                throw .recordRejected(line: line, reason: "\(error)")
            }
        }
        state = .fieldStart
    }

    /// Reads a whole text at once.
    ///
    /// - Throws: ``CSVError/unterminatedQuote(line:)`` if a quoted field is never closed.
    public static func records(_ text: String, delimiter: Character = ",") throws(CSVError) -> [CSVRecord] {
        var reader = CSVReader(delimiter: delimiter)
        var result: [CSVRecord] = []
        reader.feed(text.utf8) { result.append($0) }
        try reader.finish { result.append($0) }
        return result
    }
}
