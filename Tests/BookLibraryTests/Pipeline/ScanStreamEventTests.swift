import Foundation
import Testing

@testable import BookLibrary

@Suite("Decoding the scan job's stream events")
struct ScanStreamEventTests {
    @Test("progress is plain stage text or an object with stage and progress")
    func progress() throws {
        #expect(
            try ScanStreamEvent(type: "progress", data: "Detecting spines\n")
                == .progress(ScanProgress(stage: "Detecting spines")))
        let object = try ScanStreamEvent(type: "progress", data: #"{"stage": "ocr", "progress": 55}"#)
        #expect(object == .progress(ScanProgress(stage: "ocr", fraction: 0.55)))
        let message = try ScanStreamEvent(type: "progress", data: #"{"message": "Matching", "progress": 0.9}"#)
        #expect(message == .progress(ScanProgress(stage: "Matching", fraction: 0.9)))
        #expect(try ScanStreamEvent(type: "progress", data: "[1]") == .progress(ScanProgress(stage: "[1]")))
    }

    @Test("a result event carries one book, often without an ISBN")
    func result() throws {
        let event = try ScanStreamEvent(
            type: "result",
            data: #"{"title": "Neuromancer", "author": "William Gibson", "isbn": null, "confidence": 0.71}"#)
        guard case .result(let book) = event else {
            Issue.record("expected a result, got \(event)")
            return
        }
        #expect(book.title == "Neuromancer")
        #expect(book.isbn == nil)
        #expect(!event.endsStream)
        #expect(throws: RecognitionDecodingError.malformedJSON(context: "result event", offset: 0)) {
            try ScanStreamEvent(type: "result", data: "oops")
        }
    }

    @Test("completed comes with books and a summary, or as a pointer to the results")
    func completedShapes() throws {
        let inline = try ScanStreamEvent(
            type: "completed",
            data: #"{"books": [{"title": "Dune", "author": "Frank Herbert"}], "summary": {"totalBooks": 1}}"#)
        #expect(
            inline
                == .completed(
                    .books(
                        ScanJobResults(
                            books: [try RecognizedBook(jsonString: #"{"title": "Dune", "author": "Frank Herbert"}"#)],
                            summary: .object(["totalBooks": .number(1)])))))
        #expect(inline.endsStream)

        let pointer = try ScanStreamEvent(
            type: "completed", data: #"{"type": "complete", "resultsUrl": "/v3/jobs/scans/j/results"}"#)
        #expect(pointer == .completed(.resultsAvailable(resultsURL: "/v3/jobs/scans/j/results")))
        #expect(try ScanStreamEvent(type: "complete", data: "{}") == .completed(.resultsAvailable(resultsURL: nil)))
        #expect(throws: RecognitionDecodingError.wrongType(path: "(root)", expected: "object", found: "array")) {
            try ScanStreamEvent(type: "completed", data: "[]")
        }
    }

    @Test("error events read JSON or plain text and end the stream")
    func errors() throws {
        let json = try ScanStreamEvent(
            type: "error", data: #"{"message": "Model timeout", "code": "TIMEOUT", "retryable": true}"#)
        #expect(json == .failure(ScanStreamFailure(message: "Model timeout", code: "TIMEOUT", retryable: true)))
        #expect(json.endsStream)
        let problem = try ScanStreamEvent(type: "error", data: #"{"title": "Bad image", "detail": "Too dark"}"#)
        #expect(problem == .failure(ScanStreamFailure(message: "Too dark")))
        #expect(
            try ScanStreamEvent(type: "error", data: "disk full") == .failure(ScanStreamFailure(message: "disk full")))
        #expect(
            try ScanStreamEvent(type: "error", data: "")
                == .failure(ScanStreamFailure(message: "The recognition failed.")))
        #expect(
            try ScanStreamEvent(type: "error", data: "{}")
                == .failure(ScanStreamFailure(message: "The recognition failed.")))
    }

    @Test("ping and unknown event types never fail")
    func pingAndUnknown() throws {
        #expect(try ScanStreamEvent(type: "ping", data: "") == .ping)
        #expect(try ScanStreamEvent(type: "heartbeat2", data: "x") == .unknown(type: "heartbeat2", data: "x"))
        #expect(try ScanStreamEvent(type: "", data: "hello") == .unknown(type: "", data: "hello"))
    }
}

@Suite("RFC 9457 problem details")
struct ProblemDetailsTests {
    @Test("decodes the RFC's out-of-credit example with its extension members")
    func rfcExample() throws {
        // RFC 9457 §3, the example response body.
        let body = """
            {
             "type": "https://example.com/probs/out-of-credit",
             "title": "You do not have enough credit.",
             "detail": "Your current balance is 30, but that costs 50.",
             "instance": "/account/12345/msgs/abc",
             "balance": 30,
             "accounts": ["/account/12345",
                          "/account/67890"]
            }
            """
        let problem = try ProblemDetails(data: Data(body.utf8))
        #expect(problem.type == "https://example.com/probs/out-of-credit")
        #expect(problem.title == "You do not have enough credit.")
        #expect(problem.detail == "Your current balance is 30, but that costs 50.")
        #expect(problem.instance == "/account/12345/msgs/abc")
        #expect(problem.status == nil)
        #expect(problem.raw["balance"] == .number(30))
        #expect(problem.message == "Your current balance is 30, but that costs 50.")
    }

    @Test("reads the backend's retryable and retryAfterMs extensions")
    func backendExtensions() throws {
        let body =
            #"{"type": "about:blank", "title": "Too Many Requests", "status": 429, "retryable": true, "retryAfterMs": 1500}"#
        let problem = try ProblemDetails(data: Data(body.utf8))
        #expect(
            problem
                == ProblemDetails(
                    title: "Too Many Requests", status: 429, retryable: true, retryAfter: .milliseconds(1500)
                ).with(
                    raw: problem.raw))
        #expect(problem.message == "Too Many Requests")
    }

    @Test("the Codable form writes retryAfter as whole milliseconds under retryAfterMs")
    func codableForm() throws {
        let problem = ProblemDetails(title: "Slow down", status: 429, retryAfter: .milliseconds(1500))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(problem), as: UTF8.self)
        #expect(text.contains(#""retryAfterMs":1500"#))
        #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(text.utf8)) == problem)
        let bare = try JSONDecoder().decode(ProblemDetails.self, from: Data(#"{"type": "t", "raw": {}}"#.utf8))
        #expect(bare.retryAfter == nil && bare.title == nil)
    }

    @Test("ignores members of the wrong type, as RFC 9457 §3.1 requires")
    func wrongTypesIgnored() throws {
        let body =
            #"{"type": 7, "title": ["x"], "status": "429", "detail": null, "retryable": "yes", "retryAfterMs": -5}"#
        let problem = try ProblemDetails(data: Data(body.utf8))
        #expect(problem.type == "about:blank")
        #expect(problem.title == nil && problem.status == nil && problem.detail == nil)
        #expect(problem.retryable == nil && problem.retryAfter == nil)
        #expect(problem.message == "about:blank")
        #expect(try ProblemDetails(data: Data(#"{"status": 413.5}"#.utf8)).status == nil)
    }

    @Test("a body that is not a JSON object is an error")
    func notAnObject() {
        #expect(throws: RecognitionDecodingError.malformedJSON(context: "problem details body", offset: 0)) {
            try ProblemDetails(data: Data("<html>".utf8))
        }
        #expect(throws: RecognitionDecodingError.wrongType(path: "(root)", expected: "object", found: "null")) {
            try ProblemDetails(data: Data("null".utf8))
        }
    }
}

extension ProblemDetails {
    func with(raw: RecognitionJSON) -> ProblemDetails {
        var copy = self
        copy.raw = raw
        return copy
    }
}
