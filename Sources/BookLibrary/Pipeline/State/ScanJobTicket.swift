#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the pipeline needs to follow an accepted job: the fields of the 202 answer, plus when it
/// was accepted (the stream token is valid for one hour, the results are kept for two).
public struct ScanJobTicket: Sendable, Hashable, Codable {
    /// The job identifier.
    public var jobID: String
    /// The bearer token for the stream.
    public var token: String
    /// The stream address as sent (possibly relative).
    public var streamURL: String
    /// When the backend accepted the job.
    public var acceptedAt: Date

    // The journal's keys, as the backend names the fields.
    private enum CodingKeys: String, CodingKey {
        case jobID = "jobId"
        case token
        case streamURL = "streamUrl"
        case acceptedAt
    }

    /// How long the stream token stays valid.
    public static let tokenLifetime: Duration = .seconds(3600)
    /// How long the backend keeps the results.
    public static let resultsLifetime: Duration = .seconds(7200)

    /// Creates a ticket.
    public init(jobID: String, token: String, streamURL: String, acceptedAt: Date) {
        self.jobID = jobID
        self.token = token
        self.streamURL = streamURL
        self.acceptedAt = acceptedAt
    }

    /// Creates a ticket from a 202 answer received at `acceptedAt`.
    public init(_ accepted: ScanJobAccepted, acceptedAt: Date) {
        self.init(jobID: accepted.jobID, token: accepted.token, streamURL: accepted.streamURL, acceptedAt: acceptedAt)
    }
}
