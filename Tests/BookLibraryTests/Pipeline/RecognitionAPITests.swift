import Foundation
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Requests to the recognition API")
struct RecognitionAPITests {
    let api = RecognitionAPI(
        baseURL: URL(string: "https://api.example.com/") ?? URL(fileURLWithPath: "/"),
        deviceID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID())

    @Test("the upload is a multipart POST with the device id and exact length")
    func upload() throws {
        let files = MemoryFiles()
        let body = try MultipartFormData(
            photos: [files.add("a.jpg", Data("JPEG".utf8))], boundary: "AaB03x", files: files)
        let request = api.uploadRequest(for: body)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.example.com/v3/jobs/scans")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "multipart/form-data; boundary=AaB03x")
        #expect(request.value(forHTTPHeaderField: "Content-Length") == String(body.contentLength))
        #expect(request.value(forHTTPHeaderField: "X-Device-ID") == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json, application/problem+json")
        #expect(request.httpBody == nil)
        #expect(request.timeoutInterval == 60)
    }

    @Test("status, results and cleanup address the job")
    func jobRequests() throws {
        let status = try api.statusRequest(jobID: "job-42")
        #expect(status.httpMethod == "GET")
        #expect(status.url?.absoluteString == "https://api.example.com/v3/jobs/scans/job-42")
        let results = try api.resultsRequest(jobID: "job-42")
        #expect(results.url?.absoluteString == "https://api.example.com/v3/jobs/scans/job-42/results")
        #expect(results.httpMethod == "GET")
        let cleanup = try api.cleanupRequest(jobID: "job-42")
        #expect(cleanup.httpMethod == "DELETE")
        #expect(cleanup.url?.absoluteString == "https://api.example.com/v3/jobs/scans/job-42/cleanup")
        #expect(cleanup.value(forHTTPHeaderField: "X-Device-ID") == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }

    @Test("a base URL with a path prefix keeps it")
    func prefixedBase() throws {
        let prefixed = RecognitionAPI(
            baseURL: URL(string: "http://127.0.0.1:8080/api") ?? URL(fileURLWithPath: "/"), deviceID: UUID(),
            timeout: .seconds(5)
        )
        #expect(
            try prefixed.statusRequest(jobID: "j").url?.absoluteString == "http://127.0.0.1:8080/api/v3/jobs/scans/j")
        #expect(try prefixed.statusRequest(jobID: "j").timeoutInterval == 5)
    }

    @Test(
        "job ids that are not plain path segments are refused",
        arguments: ["", ".", "..", "a/b", "a b", "a?b", "a#b", "é"])
    func badJobIDs(jobID: String) {
        #expect(throws: RecognitionRequestError.invalidJobID(jobID)) { try api.statusRequest(jobID: jobID) }
        #expect(throws: RecognitionRequestError.invalidJobID(jobID)) { try api.resultsRequest(jobID: jobID) }
        #expect(throws: RecognitionRequestError.invalidJobID(jobID)) { try api.cleanupRequest(jobID: jobID) }
    }

    @Test("the stream request carries the bearer token and resolves relative addresses")
    func stream() throws {
        let ticket = ScanJobTicket(
            jobID: "j", token: "abc.def", streamURL: "/v3/jobs/scans/j/stream", acceptedAt: Date())
        let request = try api.streamRequest(for: ticket)
        #expect(request.url?.absoluteString == "https://api.example.com/v3/jobs/scans/j/stream")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer abc.def")
        #expect(request.value(forHTTPHeaderField: "Accept") == "text/event-stream")
        #expect(request.value(forHTTPHeaderField: "Cache-Control") == "no-cache")
        var absolute = ticket
        absolute.streamURL = "https://stream.example.com/s/j?x=1"
        #expect(try api.streamRequest(for: absolute).url?.absoluteString == "https://stream.example.com/s/j?x=1")
    }

    @Test(
        "stream addresses that are not http(s) are refused",
        arguments: ["ftp://example.com/s", "mailto:someone@example.com", "http://"])
    func badStreamURLs(url: String) {
        let ticket = ScanJobTicket(jobID: "j", token: "t", streamURL: url, acceptedAt: Date())
        #expect(throws: RecognitionRequestError.invalidStreamURL(url)) { try api.streamRequest(for: ticket) }
    }

    @Test("request errors read as sentences")
    func descriptions() {
        #expect(RecognitionRequestError.invalidJobID("a/b").description == "\"a/b\" is not a valid job identifier.")
        #expect(RecognitionRequestError.invalidStreamURL("x").description == "\"x\" is not a valid stream address.")
    }
}
