import Foundation
import Testing

@testable import BookLibrary

@Suite("Decoding the recognition API's responses")
struct RecognitionDecodingTests {
    @Test("reads the 202 envelope of contract 3.8")
    func acceptedEnvelope() throws {
        let body = """
            {"success": true,
             "data": {"jobId": "job-42", "status": "queued", "streamUrl": "/v3/jobs/scans/job-42/stream",
                      "token": "tkn", "extra": [1, 2]},
             "metadata": {"timestamp": "2026-11-22T04:00:00Z", "version": "3.8"}}
            """
        let accepted = try ScanJobAccepted(data: Data(body.utf8))
        #expect(accepted.jobID == "job-42")
        #expect(accepted.status == .queued)
        #expect(accepted.streamURL == "/v3/jobs/scans/job-42/stream")
        #expect(accepted.token == "tkn")
        #expect(accepted.metadata?["version"] == .string("3.8"))
    }

    @Test("an unknown status word is kept rather than rejected")
    func unknownStatus() throws {
        let body = #"{"data": {"jobId": "j", "status": "warming_up", "streamUrl": "s", "token": "t"}}"#
        let accepted = try ScanJobAccepted(data: Data(body.utf8))
        #expect(accepted.status == .other("warming_up"))
        #expect(accepted.status.description == "warming_up")
        #expect(!accepted.status.isTerminal)
    }

    @Test(
        "a broken 202 body names the field at fault",
        arguments: [
            ("not json", RecognitionDecodingError.malformedJSON(context: "202 response body", offset: 1)),
            ("[1]", .wrongType(path: "(root)", expected: "object", found: "array")),
            ("{}", .missingField(path: "data")),
            (#"{"data": 3}"#, .wrongType(path: "data", expected: "object", found: "number")),
            (#"{"data": {"streamUrl": "s", "token": "t"}}"#, .missingField(path: "data.jobId")),
            (#"{"data": {"jobId": null, "streamUrl": "s", "token": "t"}}"#, .missingField(path: "data.jobId")),
            (
                #"{"data": {"jobId": true, "streamUrl": "s", "token": "t"}}"#,
                .wrongType(path: "data.jobId", expected: "string", found: "boolean")
            ),
            (
                #"{"data": {"jobId": "", "streamUrl": "s", "token": "t"}}"#,
                .invalidValue(path: "data.jobId", reason: "it is empty")
            ),
            (#"{"data": {"jobId": "j", "token": "t"}}"#, .missingField(path: "data.streamUrl")),
            (#"{"data": {"jobId": "j", "streamUrl": "s"}}"#, .missingField(path: "data.token")),
            (
                #"{"success": false, "data": {"jobId": "j", "streamUrl": "s", "token": "t"}}"#,
                .invalidValue(path: "success", reason: "the backend reported false in a 202 response")
            ),
        ])
    func brokenAcceptance(body: String, expected: RecognitionDecodingError) {
        #expect(throws: expected) { try ScanJobAccepted(data: Data(body.utf8)) }
    }

    @Test("status words map to the known statuses, case-insensitively")
    func statusWords() {
        #expect(RecognitionJobStatus("QUEUED") == .queued)
        #expect(RecognitionJobStatus("pending") == .queued)
        #expect(RecognitionJobStatus("running") == .processing)
        #expect(RecognitionJobStatus("complete") == .completed)
        #expect(RecognitionJobStatus("error") == .failed)
        #expect(RecognitionJobStatus.completed.isTerminal && RecognitionJobStatus.failed.isTerminal)
        #expect(
            [RecognitionJobStatus.queued, .processing, .completed, .failed].map(\.description)
                == ["queued", "processing", "completed", "failed"])
    }

    @Test("a status response decodes with or without the envelope")
    func statusReport() throws {
        let wrapped =
            #"{"success": true, "data": {"jobId": "j", "status": "processing", "progress": 40, "stage": "Reading spines"}}"#
        let report = try ScanJobStatusReport(data: Data(wrapped.utf8))
        #expect(report.jobID == "j")
        #expect(report.status == .processing)
        #expect(report.progress == 0.4)
        #expect(report.stage == "Reading spines")

        let bare = #"{"status": "failed", "error": {"message": "Image unreadable"}, "resultsUrl": "/r"}"#
        let failed = try ScanJobStatusReport(data: Data(bare.utf8))
        #expect(failed.status == .failed)
        #expect(failed.errorMessage == "Image unreadable")
        #expect(failed.resultsURL == "/r")

        let plainError = try ScanJobStatusReport(data: Data(#"{"status": "failed", "error": "boom"}"#.utf8))
        #expect(plainError.errorMessage == "boom")
        #expect(throws: RecognitionDecodingError.missingField(path: "data.status")) {
            try ScanJobStatusReport(data: Data(#"{"data": {"jobId": "j"}}"#.utf8))
        }
    }

    @Test("a results response decodes every book and locates a bad one by index")
    func results() throws {
        let body = #"""
            {"success": true, "data": {"books": [
                {"title": "Dune", "author": "Frank Herbert", "isbn": "9780441013593", "confidence": 0.93},
                {"title": "Solaris", "authors": ["Stanisław Lem"], "isbn": null}],
             "summary": {"totalBooks": 2}}}
            """#
        let results = try ScanJobResults(data: Data(body.utf8))
        #expect(results.books.map(\.title) == ["Dune", "Solaris"])
        #expect(results.summary?["totalBooks"] == .number(2))

        let bad = #"{"books": [{"title": "A"}, {"author": "Nobody"}]}"#
        #expect(
            throws: RecognitionDecodingError.invalidValue(path: "books[1]", reason: "a book needs a title or an ISBN")
        ) { try ScanJobResults(data: Data(bad.utf8)) }
        #expect(throws: RecognitionDecodingError.missingField(path: "books")) {
            try ScanJobResults(data: Data("{}".utf8))
        }
        #expect(throws: RecognitionDecodingError.wrongType(path: "books", expected: "array", found: "string")) {
            try ScanJobResults(data: Data(#"{"books": "none"}"#.utf8))
        }
    }

    @Test("a book takes author or authors, keeps case, and keeps its raw JSON")
    func bookShapes() throws {
        let single = try RecognizedBook(
            jsonString: #"{"title": "the HOBBIT", "author": " J.R.R. Tolkien ", "isbn": null, "shelf": 3}"#)
        #expect(single.title == "the HOBBIT")
        #expect(single.authors == ["J.R.R. Tolkien"])
        #expect(single.isbn == nil)
        #expect(single.raw["shelf"] == .number(3))

        let many = try RecognizedBook(
            jsonString:
                #"{"title": "Good Omens", "authors": ["Terry Pratchett", {"name": "Neil Gaiman"}, 7, ""], "author": "ignored"}"#
        )
        #expect(many.authors == ["Terry Pratchett", "Neil Gaiman"])
        #expect(many.primaryAuthor == "Terry Pratchett")

        let numericISBN = try RecognizedBook(jsonString: #"{"isbn": 9780306406157}"#)
        #expect(numericISBN.isbn == "9780306406157")
        #expect(numericISBN.title == nil)
        #expect(numericISBN.authors.isEmpty)
    }

    @Test(
        "confidence is read as a fraction, a percentage, or dropped",
        arguments: [("0.5", 0.5), ("87", 0.87), ("\"0.25\"", 0.25), ("-1", nil), ("250", nil), ("\"high\"", nil)]
            as [(String, Double?)])
    func confidence(json: String, expected: Double?) throws {
        let book = try RecognizedBook(jsonString: #"{"title": "T", "confidence": \#(json)}"#)
        #expect(book.confidence == expected)
    }

    @Test("a book that is not an object, or has neither title nor ISBN, is rejected")
    func badBooks() {
        #expect(throws: RecognitionDecodingError.wrongType(path: "(root)", expected: "object", found: "string")) {
            try RecognizedBook(jsonString: #""Dune""#)
        }
        #expect(
            throws: RecognitionDecodingError.invalidValue(path: "(root)", reason: "a book needs a title or an ISBN")
        ) {
            try RecognizedBook(jsonString: #"{"title": "   ", "isbn": ""}"#)
        }
        #expect(throws: RecognitionDecodingError.malformedJSON(context: "result event", offset: 1)) {
            try RecognizedBook(jsonString: "{")
        }
    }

    @Test("a book built in code carries its fields in its raw JSON")
    func bookFromParts() {
        let book = RecognizedBook(title: "Emma", authors: ["Jane Austen"], isbn: "9780141439587", confidence: 0.8)
        #expect(book.raw["title"] == .string("Emma"))
        #expect(book.raw["authors"] == .array([.string("Jane Austen")]))
        #expect(book.raw["confidence"] == .number(0.8))
        #expect(RecognizedBook(title: nil).raw["isbn"] == .null)
    }

    @Test("raw JSON survives encoding with sorted keys")
    func rawRoundTrip() throws {
        let text = #"{"b": [true, null, 1.5, "x"], "a": {"n": -2}}"#
        let value = try RecognitionJSON.parse(text, context: "test")
        #expect(String(decoding: value.jsonData, as: UTF8.self) == #"{"a":{"n":-2},"b":[true,null,1.5,"x"]}"#)
        #expect(try RecognitionJSON.parse(value.jsonData, context: "again") == value)
        #expect(value["missing"] == nil)
        #expect(RecognitionJSON.string("s")["key"] == nil)
    }

    @Test("every decoding error reads as a sentence naming the place")
    func errorDescriptions() {
        #expect(
            RecognitionDecodingError.malformedJSON(context: "x", offset: 3).description
                == "The x is not valid JSON (at byte 3).")
        #expect(RecognitionDecodingError.missingField(path: "data.jobId").description.contains("data.jobId"))
        #expect(
            RecognitionDecodingError.wrongType(path: "p", expected: "string", found: "number").description
                == "The field p should be a string but is a number.")
        #expect(
            RecognitionDecodingError.invalidValue(path: "p", reason: "r").description == "The field p is invalid: r.")
    }
}
