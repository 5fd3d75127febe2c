/// Books read from a CSV file, and the rows that could not be read.
public struct CSVImportResult: Sendable {
    /// The books from good rows, in file order.
    public var books: [Book]
    /// The rows that were skipped.
    public var problems: [CSVImportProblem]
}
