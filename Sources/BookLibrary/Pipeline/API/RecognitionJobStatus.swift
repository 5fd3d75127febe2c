/// The backend's status vocabulary for a scan job; unknown words are kept, not rejected.
public enum RecognitionJobStatus: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Accepted and waiting for a worker.
    case queued
    /// A worker is recognising the photos.
    case processing
    /// Results are ready.
    case completed
    /// The job failed on the server.
    case failed
    /// A status word this version does not know, kept as sent.
    case other(String)

    /// Maps a status word (case-insensitively; `pending`, `running` and `complete` are synonyms).
    public init(_ word: String) {
        switch word.lowercased() {
        case "queued", "pending": self = .queued
        case "processing", "running", "in_progress": self = .processing
        case "completed", "complete", "done": self = .completed
        case "failed", "error": self = .failed
        default: self = .other(word)
        }
    }

    /// The status word.
    public var description: String {
        switch self {
        case .queued: return "queued"
        case .processing: return "processing"
        case .completed: return "completed"
        case .failed: return "failed"
        case .other(let word): return word
        }
    }

    /// Whether no further change is expected.
    public var isTerminal: Bool { self == .completed || self == .failed }
}
