/// What an upload to the recognition backend came to.
public enum ScanUploadResult: Sendable, Hashable {
    /// `202 Accepted` with the job's ticket.
    case accepted(ScanJobAccepted)
    /// The request failed; ``UploadRetryPolicy`` decides what happens next.
    case failed(UploadFailure)
}
