/// One CSV record and the line it starts on (1-based, counting physical lines).
public struct CSVRecord: Equatable, Sendable {
    /// The fields, unquoted.
    public var fields: [String]
    /// The line the record starts on.
    public var line: Int
}
