// URLSession, URLRequest, URLError and FileHandle are outside FoundationEssentials.
import Foundation
import SSEClient

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``ScanTransport`` for recognition API 3.8 over `URLSession` and SSEClient's `EventSource`.
///
/// Uploads stream the multipart body into a temporary file and send it with
/// `URLSession.upload(for:fromFile:)`, so photos are never loaded whole. Job streams use an
/// `EventSource` with the ticket's bearer token, a per-job deadline (5 minutes by default), an
/// idle timeout, no reconnection, and a stop after the first `completed` or `error` event; any
/// stream failure is reported to the pipeline, which falls back to polling.
public final class URLSessionScanTransport: ScanTransport {
    private let api: RecognitionAPI
    private let session: URLSession
    private let client: EventSource
    private let files: any UploadFileAccess
    private let bodyDirectory: URL

    /// Creates the transport.
    ///
    /// - Parameters:
    ///   - api: The backend's address and the device identifier.
    ///   - session: The session for uploads, status and results.
    ///   - idleTimeout: How long a job stream may stay silent (pings count) before it is dropped.
    ///   - jobDeadline: How long a job stream may last in total.
    ///   - files: Access to the photo files.
    ///   - bodyDirectory: Where upload bodies are staged; the system's temporary directory by default.
    public init(
        api: RecognitionAPI, session: URLSession = .shared, idleTimeout: Duration = .seconds(45),
        jobDeadline: Duration = .seconds(300), files: any UploadFileAccess = FileHandleUploadFileAccess(),
        bodyDirectory: URL = FileManager.default.temporaryDirectory
    ) {
        self.api = api
        self.session = session
        self.files = files
        self.bodyDirectory = bodyDirectory
        client = EventSource(
            configuration: EventSource.Configuration(
                reconnection: .never, idleTimeout: idleTimeout, totalTimeout: jobDeadline,
                stopEventTypes: ["completed", "complete", "error"]))
    }

    /// `POST /v3/jobs/scans` with the photos as `photos[]` parts.
    public func upload(_ photos: [UploadPhoto], scan: UUID) async -> ScanUploadResult {
        var generator = SystemRandomNumberGenerator()
        let bodyFile = bodyDirectory.appendingPathComponent("scan-\(scan.uuidString.lowercased()).body")
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        let request: URLRequest
        do {
            let body = try MultipartFormData(photos: photos, using: &generator, files: files)
            guard FileManager.default.createFile(atPath: bodyFile.path, contents: nil) else {
                return .failed(.transport(.cannotCreateFile))
            }
            let handle = try FileHandle(forWritingTo: bodyFile)
            defer { try? handle.close() }
            try body.writeBody { try handle.write(contentsOf: $0) }
            request = api.uploadRequest(for: body)
        } catch {
            return .failed(.transport(.fileDoesNotExist))
        }
        do {
            let (data, response) = try await session.upload(for: request, fromFile: bodyFile)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status == 202 || status == 200 || status == 201 else {
                let retryAfter = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Retry-After")
                return .failed(.http(status: status, retryAfter: retryAfter, problem: try? ProblemDetails(data: data)))
            }
            do {
                return .accepted(try ScanJobAccepted(data: data))
            } catch {
                return .failed(.undecodableAcceptance(error))
            }
        } catch let error as URLError {
            return .failed(.transport(error.code))
        } catch {
            return .failed(.transport(.unknown))
        }
    }

    /// The job's SSE stream, decoded; undecodable events are skipped. The stream throws
    /// ``ScanTransportError/invalidRequest(_:)`` for a bad stream address and
    /// ``ScanTransportError/streamFailed(url:reason:)`` when the stream fails.
    public func events(for ticket: ScanJobTicket) -> AsyncThrowingStream<ScanStreamEvent, any Error> {
        let request: URLRequest
        do {
            request = try api.streamRequest(for: ticket)
        } catch {
            return AsyncThrowingStream { $0.finish(throwing: ScanTransportError.invalidRequest(error)) }
        }
        let url = Self.address(of: request)
        let source = client.events(for: request)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await event in source {
                        if let decoded = try? ScanStreamEvent(type: event.type, data: event.data) {
                            continuation.yield(decoded)
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: ScanTransportError.streamFailed(url: url, reason: "\(error)"))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// `GET /v3/jobs/scans/{jobId}`.
    /// - Throws: ``ScanTransportError`` naming the request's address.
    public func status(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobStatusReport {
        try await fetch(api.statusRequest(jobID:), jobID: ticket.jobID, decoding: ScanJobStatusReport.init(data:))
    }

    /// `GET /v3/jobs/scans/{jobId}/results`.
    /// - Throws: ``ScanTransportError`` naming the request's address.
    public func results(of ticket: ScanJobTicket) async throws(ScanTransportError) -> ScanJobResults {
        try await fetch(api.resultsRequest(jobID:), jobID: ticket.jobID, decoding: ScanJobResults.init(data:))
    }

    /// `DELETE /v3/jobs/scans/{jobId}/cleanup`; any 2xx answer (the API sends 204) is success.
    /// - Throws: ``ScanTransportError`` naming the request's address; a 404 is
    ///   ``ScanTransportError/unexpectedStatus(_:url:message:)`` with 404.
    public func cleanUp(jobID: String) async throws(ScanTransportError) {
        let request: URLRequest
        do {
            request = try api.cleanupRequest(jobID: jobID)
        } catch {
            throw .invalidRequest(error)
        }
        _ = try await fetch(request, accepting: 200..<300)
    }

    /// `GET`s one of a job's resources and decodes the answer.
    /// - Throws: ``ScanTransportError/invalidRequest(_:)`` when `makeRequest` cannot build the
    ///   request, the errors of ``fetch(_:accepting:)``, or
    ///   ``ScanTransportError/undecodableResponse(url:_:)`` naming the request's address.
    private func fetch<Resource>(
        _ makeRequest: (String) throws(RecognitionRequestError) -> URLRequest, jobID: String,
        decoding decode: (Data) throws(RecognitionDecodingError) -> Resource
    ) async throws(ScanTransportError) -> Resource {
        let request: URLRequest
        do {
            request = try makeRequest(jobID)
        } catch {
            throw .invalidRequest(error)
        }
        let data = try await fetch(request)
        do {
            return try decode(data)
        } catch {
            throw .undecodableResponse(url: Self.address(of: request), error)
        }
    }

    private func fetch(_ request: URLRequest, accepting success: Range<Int> = 200..<201)
        async throws(ScanTransportError) -> Data
    {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw .unreachable(url: Self.address(of: request), reason: error.localizedDescription)
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard success.contains(status) else {
            let message = (try? ProblemDetails(data: data))?.message ?? "no details"
            throw .unexpectedStatus(status, url: Self.address(of: request), message: message)
        }
        return data
    }

    /// The address a request goes to, for error messages.
    static func address(of request: URLRequest) -> String { request.url?.absoluteString ?? "(no URL)" }
}
