/// Folds the events of one job's stream into what the pipeline needs: the latest progress, the
/// de-duplicated books so far, and the outcome once the stream is over.
///
/// The stream ends at the first `completed` or `error` event; everything after it (the second
/// `completed`, a late `result`) is ignored, so the pipeline never reconnects after a terminal
/// event. A `completed` that only points at the results finishes with
/// ``Outcome/needsResults(resultsURL:collected:)``: the books seen so far may be incomplete, and
/// the pipeline fetches `/results` before journaling.
public struct ScanStreamAccumulator: Sendable {
    /// How the stream ended.
    public enum Outcome: Sendable, Hashable {
        /// The final books, de-duplicated across `result` events and the `completed` list.
        case completed(books: [RecognizedBook])
        /// The stream pointed at the results instead of sending them; `collected` holds the books
        /// seen so far.
        case needsResults(resultsURL: String?, collected: [RecognizedBook])
        /// The job failed on the server.
        case failed(ScanStreamFailure)
    }

    /// The latest `progress` event, for the "analyzing" label.
    public private(set) var progress: ScanProgress?
    /// The outcome, once a terminal event arrived.
    public private(set) var outcome: Outcome?
    private var collected = RecognizedBookDeduplicator()

    /// Creates an empty accumulator.
    public init() {}

    /// The distinct books received so far.
    public var books: [RecognizedBook] { collected.books }

    /// Whether a terminal event arrived.
    public var isFinished: Bool { outcome != nil }

    /// Takes one event.
    /// - Returns: The outcome when this event ended the stream, else `nil`.
    /// - Complexity: O(b) per book against the b books collected so far.
    @discardableResult
    public mutating func consume(_ event: ScanStreamEvent) -> Outcome? {
        guard outcome == nil else { return nil }
        switch event {
        case .progress(let update):
            progress = update
            return nil
        case .result(let book):
            collected.add(book)
            return nil
        case .completed(.books(let results)):
            collected.add(contentsOf: results.books)
            outcome = .completed(books: collected.books)
        case .completed(.resultsAvailable(let resultsURL)):
            outcome = .needsResults(resultsURL: resultsURL, collected: collected.books)
        case .failure(let failure):
            outcome = .failed(failure)
        case .ping, .unknown:
            return nil
        }
        return outcome
    }
}
