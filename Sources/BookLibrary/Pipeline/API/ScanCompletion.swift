/// The payload of a `completed` event, which the backend sends in two shapes.
public enum ScanCompletion: Sendable, Hashable {
    /// `{books: [...], summary: {...}}`: the full results inline.
    case books(ScanJobResults)
    /// `{type: "complete", resultsUrl}`: the results are at the given address.
    case resultsAvailable(resultsURL: String?)

    /// Decodes a `completed` payload; an object with a `books` array is the first shape, any other
    /// object the second.
    /// - Throws: ``RecognitionDecodingError`` when the payload is not a JSON object or a book in
    ///   it is invalid.
    public init(data: String) throws(RecognitionDecodingError) {
        let reader = try RecognitionJSONReader.object(
            RecognitionJSON.parse(data, context: "completed event"), path: "")
        if try reader.optionalArray("books") != nil {
            self = .books(try ScanJobResults(reader: reader))
        } else {
            self = .resultsAvailable(resultsURL: reader.string("resultsUrl"))
        }
    }
}
