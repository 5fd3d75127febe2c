import Foundation
import Testing

@testable import BookLibrary

@Suite("Folding a job's stream into books")
struct ScanStreamAccumulatorTests {
    /// The sequence of contract 3.8: comment and retry are consumed by the SSE parser; then
    /// progress, each result twice under one reused id, completed with books, completed again.
    static let events: [(String, String)] = [
        ("progress", "Detecting spines"),
        ("result", #"{"title": "Dune", "author": "Frank Herbert", "isbn": null}"#),
        ("ping", ""),
        ("result", #"{"title": "Dune", "author": "Frank Herbert", "isbn": null}"#),
        ("progress", #"{"stage": "Matching", "progress": 80}"#),
        ("result", #"{"title": "Solaris", "authors": ["Stanisław Lem"], "isbn": "9780156027601"}"#),
        ("result", #"{"title": "SOLARIS", "authors": ["Stanislaw Lem"], "isbn": "978-0-15-602760-1"}"#),
        (
            "completed",
            #"{"books": [{"title": "Dune", "author": "Frank Herbert", "isbn": "9780441013593"}, {"title": "Solaris", "authors": ["Stanisław Lem"], "isbn": "9780156027601"}], "summary": {"totalBooks": 2}}"#
        ),
        ("completed", #"{"type": "complete", "resultsUrl": "/v3/jobs/scans/j/results"}"#),
        ("result", #"{"title": "Late", "author": "Nobody"}"#),
    ]

    @Test("the contract's sequence yields each book once and stops at the first completed")
    func happySequence() throws {
        var stream = ScanStreamAccumulator()
        var outcomes: [ScanStreamAccumulator.Outcome] = []
        for (type, data) in Self.events {
            if let outcome = stream.consume(try ScanStreamEvent(type: type, data: data)) { outcomes.append(outcome) }
        }
        #expect(outcomes.count == 1)
        #expect(stream.isFinished)
        #expect(stream.progress == ScanProgress(stage: "Matching", fraction: 0.8))
        guard case .completed(let books)? = stream.outcome else {
            Issue.record("expected completion, got \(String(describing: stream.outcome))")
            return
        }
        #expect(books.map(\.title) == ["Dune", "Solaris"])
        #expect(books[0].isbn == "9780441013593")
        #expect(books == stream.books)
    }

    @Test("a completed that only points at the results asks for them, with the books seen so far")
    func pointerFirst() throws {
        var stream = ScanStreamAccumulator()
        stream.consume(try ScanStreamEvent(type: "result", data: #"{"title": "Emma", "author": "Jane Austen"}"#))
        let outcome = stream.consume(.completed(.resultsAvailable(resultsURL: "/r")))
        #expect(
            outcome
                == .needsResults(
                    resultsURL: "/r",
                    collected: [RecognizedBook(title: "Emma", authors: ["Jane Austen"], raw: stream.books[0].raw)]))
        #expect(stream.consume(.completed(.books(ScanJobResults(books: [])))) == nil)
    }

    @Test("an error ends the stream and later events are ignored")
    func failure() {
        var stream = ScanStreamAccumulator()
        #expect(stream.consume(.unknown(type: "x", data: "")) == nil)
        #expect(
            stream.consume(.failure(ScanStreamFailure(message: "boom"))) == .failed(ScanStreamFailure(message: "boom")))
        #expect(stream.consume(.progress(ScanProgress(stage: "late"))) == nil)
        #expect(stream.progress == nil)
        #expect(stream.outcome == .failed(ScanStreamFailure(message: "boom")))
    }
}
