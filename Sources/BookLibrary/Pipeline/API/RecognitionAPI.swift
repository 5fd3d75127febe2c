#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the `URLRequest`s of the recognition API, version 3.8, as pure functions of their inputs.
///
/// | Purpose | Request |
/// |---|---|
/// | upload | `POST /v3/jobs/scans`, `multipart/form-data`, `X-Device-ID` |
/// | status | `GET /v3/jobs/scans/{jobId}` |
/// | results | `GET /v3/jobs/scans/{jobId}/results` |
/// | cleanup | `DELETE /v3/jobs/scans/{jobId}/cleanup` |
/// | stream | `GET {streamUrl}`, `Authorization: Bearer {token}`, `Accept: text/event-stream` |
///
/// Every request carries `X-Device-ID`. The upload request has no body: stream
/// ``MultipartFormData`` into the transport; its length is already in `Content-Length`.
public struct RecognitionAPI: Sendable, Hashable {
    /// The API root, such as `https://api.example.com`; paths are appended to it.
    public var baseURL: URL
    /// The device identifier the app keeps.
    public var deviceID: UUID
    /// The timeout of each non-streaming request.
    public var timeout: Duration

    /// Creates a request builder.
    public init(baseURL: URL, deviceID: UUID, timeout: Duration = .seconds(60)) {
        self.baseURL = baseURL
        self.deviceID = deviceID
        self.timeout = timeout
    }

    /// The `Accept` value of JSON requests: the success body or an RFC 9457 problem.
    public static let jsonAccept = "application/json, application/problem+json"

    /// `POST /v3/jobs/scans` for the given body.
    public func uploadRequest(for body: MultipartFormData) -> URLRequest {
        var request = makeRequest(url: endpoint(["v3", "jobs", "scans"]), method: "POST")
        request.setValue(body.contentType, forHTTPHeaderField: "Content-Type")
        request.setValue(String(body.contentLength), forHTTPHeaderField: "Content-Length")
        return request
    }

    /// `GET /v3/jobs/scans/{jobId}`.
    /// - Throws: ``RecognitionRequestError/invalidJobID(_:)``.
    public func statusRequest(jobID: String) throws(RecognitionRequestError) -> URLRequest {
        makeRequest(url: try jobEndpoint(jobID, suffix: nil), method: "GET")
    }

    /// `GET /v3/jobs/scans/{jobId}/results`.
    /// - Throws: ``RecognitionRequestError/invalidJobID(_:)``.
    public func resultsRequest(jobID: String) throws(RecognitionRequestError) -> URLRequest {
        makeRequest(url: try jobEndpoint(jobID, suffix: "results"), method: "GET")
    }

    /// `DELETE /v3/jobs/scans/{jobId}/cleanup` (answered with 204).
    /// - Throws: ``RecognitionRequestError/invalidJobID(_:)``.
    public func cleanupRequest(jobID: String) throws(RecognitionRequestError) -> URLRequest {
        makeRequest(url: try jobEndpoint(jobID, suffix: "cleanup"), method: "DELETE")
    }

    /// `GET {streamUrl}` with the ticket's bearer token (RFC 6750 §2.1), resolving a relative
    /// address against ``baseURL``. No timeout is set: the stream's deadlines belong to the client.
    /// - Throws: ``RecognitionRequestError/invalidStreamURL(_:)``.
    public func streamRequest(for ticket: ScanJobTicket) throws(RecognitionRequestError) -> URLRequest {
        guard let url = URL(string: ticket.streamURL, relativeTo: baseURL)?.absoluteURL,
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
        else { throw .invalidStreamURL(ticket.streamURL) }
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("Bearer \(ticket.token)", forHTTPHeaderField: "Authorization")
        request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
        request.setValue(deviceID.uuidString, forHTTPHeaderField: "X-Device-ID")
        return request
    }

    private func makeRequest(url: URL, method: String) -> URLRequest {
        var request = URLRequest(url: url, timeoutInterval: timeout.inSeconds)
        request.httpMethod = method
        request.setValue(Self.jsonAccept, forHTTPHeaderField: "Accept")
        request.setValue(deviceID.uuidString, forHTTPHeaderField: "X-Device-ID")
        return request
    }

    private func jobEndpoint(_ jobID: String, suffix: String?) throws(RecognitionRequestError) -> URL {
        guard !jobID.isEmpty, jobID != ".", jobID != "..",
            jobID.unicodeScalars.allSatisfy({ Self.segmentCharacters.contains($0) })
        else { throw .invalidJobID(jobID) }
        return endpoint(["v3", "jobs", "scans", jobID] + (suffix.map { [$0] } ?? []))
    }

    /// RFC 3986 §3.3 `pchar` without percent-encoding: unreserved, sub-delims, ":" and "@".
    private static let segmentCharacters = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".unicodeScalars)

    private func endpoint(_ segments: [String]) -> URL {
        var url = baseURL
        for segment in segments { url.appendPathComponent(segment, isDirectory: false) }
        return url
    }
}
