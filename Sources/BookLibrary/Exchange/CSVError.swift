/// Why CSV text cannot be read.
public enum CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A quoted field is still open at the end of the input; `line` is where it began (1-based) and
    /// `offset` the zero-based byte offset of its opening quote in the input (a byte order mark
    /// counts).
    case unterminatedQuote(line: Int, offset: Int)
    /// The header row is missing a column the profile cannot do without.
    case missingColumn(String)
    /// The closure given to ``CSVReader/finish(emit:)`` threw for the record that starts on `line`;
    /// `reason` is what it threw.
    case recordRejected(line: Int, reason: String)

    /// A sentence a user can act on.
    public var description: String {
        switch self {
        case .unterminatedQuote(let line, let offset):
            "A quoted field that starts on line \(line) (byte \(offset)) is never closed; the file may be cut short."
        case .missingColumn(let name):
            "The file has no \u{201C}\(name)\u{201D} column, which this import needs."
        case .recordRejected(let line, let reason):
            "The record on line \(line) was refused: \(reason)."
        }
    }
}
