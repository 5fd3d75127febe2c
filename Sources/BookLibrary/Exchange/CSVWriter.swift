/// Writes RFC 4180 records.
///
/// Fields are quoted when they contain the delimiter, a quote, CR or LF; quotes are doubled; records
/// end with CRLF (RFC 4180 §2).
public struct CSVWriter: Sendable {
    /// The field separator.
    public let delimiter: Character
    /// The record terminator.
    public let lineEnding: String

    /// Creates a writer.
    public init(delimiter: Character = ",", lineEnding: String = "\r\n") {
        self.delimiter = delimiter
        self.lineEnding = lineEnding
    }

    /// One field, quoted if needed.
    ///
    /// With an ASCII delimiter the test and the quote doubling run on the UTF-8 bytes: no other
    /// character's encoding holds an ASCII byte, and a quote followed by a combining mark is still a
    /// quote to a CSV reader, so it is doubled too.
    ///
    /// - Complexity: O(n) in the field length.
    public func field(_ value: String) -> String {
        guard let separator = delimiter.asciiValue, delimiter.unicodeScalars.count == 1 else {
            let needsQuotes = value.contains {
                $0 == delimiter || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n"
            }
            guard needsQuotes else { return value }
            return "\"" + value.replacingQuotes() + "\""
        }
        var needsQuotes = false
        var quotes = 0
        for byte in value.utf8 {
            if byte == 0x22 {
                quotes += 1
                needsQuotes = true
            } else if byte == separator || byte == 0x0D || byte == 0x0A {
                needsQuotes = true
            }
        }
        guard needsQuotes else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count + quotes + 2)
        bytes.append(0x22)
        for byte in value.utf8 {
            bytes.append(byte)
            if byte == 0x22 { bytes.append(0x22) }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One record, with its line ending.
    ///
    /// - Complexity: O(n) in the total field length.
    public func record(_ fields: [String]) -> String {
        var line = ""
        append(fields, to: &line)
        return line
    }

    /// Appends one record and its line ending to `text`, without building the line separately.
    func append(_ fields: [String], to text: inout String) {
        for (index, value) in fields.enumerated() {
            if index > 0 { text.append(delimiter) }
            text.append(field(value))
        }
        text.append(lineEnding)
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 2)
        for character in self {
            if character == "\"" { result.append("\"\"") } else { result.append(character) }
        }
        return result
    }
}
