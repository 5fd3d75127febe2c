/// A row an importer skipped, with the line it starts on.
public struct CSVImportProblem: Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with a row.
    public enum Reason: Error, Equatable, Sendable {
        /// The title cell is empty.
        case missingTitle
        /// The ISBN cell holds something that is not an ISBN.
        case invalidISBN(String, ISBNError)
        /// A number cell holds something else.
        case invalidNumber(column: String, value: String)
    }

    /// The 1-based line the row starts on.
    public let line: Int
    /// What was wrong.
    public let reason: Reason

    /// A sentence naming the line and the problem.
    public var description: String {
        switch reason {
        case .missingTitle: "Line \(line): the row has no title."
        case .invalidISBN(let text, let error): "Line \(line): \u{201C}\(text)\u{201D} is not an ISBN. \(error)"
        case .invalidNumber(let column, let value): "Line \(line): \(column) \u{201C}\(value)\u{201D} is not a number."
        }
    }
}
