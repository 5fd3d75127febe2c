import Foundation
import Testing

@testable import BookLibrary

@Suite("The scan state machine")
struct ScanRecordTests {
    static let start = Date.unix(1_795_348_800)
    static let ticket = ScanJobTicket(
        jobID: "job-1", token: "tok", streamURL: "/v3/jobs/scans/job-1/stream", acceptedAt: start)
    static let dune = RecognizedBook(title: "Dune", authors: ["Frank Herbert"], isbn: "9780441013593")

    static func record() -> ScanRecord {
        ScanRecord(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(), capturedAt: start,
            photos: [UploadPhoto(file: URL(fileURLWithPath: "/scans/1.jpg"))])
    }

    /// A record driven through `events` from `captured`.
    static func record(after events: [ScanEvent]) throws -> ScanRecord {
        var record = record()
        for event in events { try record.apply(event, at: start) }
        return record
    }

    /// One way to reach each state, from `captured`.
    static let paths: [(String, [ScanEvent])] = [
        ("captured", []),
        ("offlineQueued", [.wentOffline]),
        ("uploading", [.uploadStarted]),
        ("waitingForRateLimit", [.uploadStarted, .rateLimited(until: start + 30)]),
        ("failedRetryable", [.uploadStarted, .parked(reason: "HTTP 500")]),
        ("rejected", [.uploadStarted, .uploadRejected(reason: "HTTP 413")]),
        ("accepted", [.uploadStarted, .uploadAccepted(ticket)]),
        ("streaming", [.uploadStarted, .uploadAccepted(ticket), .streamOpened]),
        ("resultsReceived", [.uploadStarted, .uploadAccepted(ticket), .streamOpened, .resultsReceived([dune, dune])]),
        ("saved", [.uploadStarted, .uploadAccepted(ticket), .resultsReceived([dune]), .booksSaved]),
        ("cleanedUp", [.uploadStarted, .uploadAccepted(ticket), .resultsReceived([dune]), .booksSaved, .cleanedUp]),
    ]

    @Test("the happy path runs captured → … → cleanedUp, keeping de-duplicated books")
    func happyPath() throws {
        var record = Self.record()
        #expect(record.state == .captured)
        try record.apply(.uploadStarted, at: Self.start + 1)
        #expect(record.state == .uploading && record.attempts == 1)
        try record.apply(.uploadAccepted(Self.ticket), at: Self.start + 2)
        #expect(record.state == .accepted(Self.ticket))
        #expect(record.state.isAfterAcceptance)
        try record.apply(.streamOpened, at: Self.start + 3)
        #expect(record.state == .streaming(Self.ticket))
        try record.apply(
            .resultsReceived([Self.dune, RecognizedBook(title: "DUNE", authors: ["Frank Herbert"])]), at: Self.start + 4
        )
        #expect(record.state == .resultsReceived(Self.ticket))
        #expect(record.books == [Self.dune])
        try record.apply(.booksSaved, at: Self.start + 5)
        #expect(record.state == .saved(jobID: "job-1"))
        try record.apply(.cleanedUp, at: Self.start + 6)
        #expect(record.state == .cleanedUp)
        #expect(record.updatedAt == Self.start + 6)
        #expect(record.state.ticket == nil)
    }

    @Test("retries, rate limits and offline periods loop back to captured")
    func loops() throws {
        var record = Self.record()
        try record.apply(.uploadStarted, at: Self.start)
        try record.apply(.retryScheduled(notBefore: Self.start + 2), at: Self.start)
        #expect(record.state == .captured && record.notBefore == Self.start + 2 && record.attempts == 1)
        try record.apply(.uploadStarted, at: Self.start + 2)
        #expect(record.attempts == 2 && record.notBefore == nil)
        try record.apply(.wentOffline, at: Self.start)
        try record.apply(.connectivityRestored, at: Self.start)
        try record.apply(.rateLimited(until: Self.start + 60), at: Self.start)
        try record.apply(.rateLimited(until: Self.start + 90), at: Self.start)
        #expect(record.state == .waitingForRateLimit(until: Self.start + 90))
        try record.apply(.rateLimitElapsed, at: Self.start + 90)
        try record.apply(.uploadStarted, at: Self.start)
        try record.apply(.parked(reason: "timeout"), at: Self.start)
        #expect(record.state == .failedRetryable(reason: "timeout") && record.attempts == 3)
        try record.apply(.retryRequested, at: Self.start)
        #expect(record.state == .captured && record.attempts == 0)
        try record.apply(.uploadStarted, at: Self.start)
        try record.apply(.uploadInterrupted, at: Self.start)
        #expect(record.state == .captured && record.attempts == 1)
        try record.apply(.wentOffline, at: Self.start)
        try record.apply(.rateLimited(until: Self.start + 5), at: Self.start)
        #expect(record.state == .waitingForRateLimit(until: Self.start + 5))
    }

    @Test("a job failure after acceptance ends in rejected, never in a new upload")
    func jobFailure() throws {
        var streaming = try Self.record(after: [.uploadStarted, .uploadAccepted(Self.ticket), .streamOpened])
        try streaming.apply(.jobFailed(reason: "model error"), at: Self.start)
        #expect(streaming.state == .rejected(reason: "model error"))
        var accepted = try Self.record(after: [.uploadStarted, .uploadAccepted(Self.ticket)])
        try accepted.apply(.jobFailed(reason: "expired"), at: Self.start)
        #expect(accepted.state == .rejected(reason: "expired"))
    }

    static let allEvents: [ScanEvent] = [
        .uploadStarted, .wentOffline, .connectivityRestored, .uploadAccepted(ticket), .uploadInterrupted,
        .retryScheduled(notBefore: start), .rateLimited(until: start), .rateLimitElapsed, .parked(reason: "r"),
        .uploadRejected(reason: "r"), .retryRequested, .streamOpened, .resultsReceived([]), .jobFailed(reason: "r"),
        .booksSaved, .cleanedUp,
    ]

    /// The legal events of each state, written from the issue's state list.
    static let legal: [String: Set<String>] = [
        "captured": ["uploadStarted", "wentOffline", "rateLimited"],
        "offlineQueued": ["connectivityRestored", "rateLimited"],
        "uploading": [
            "wentOffline", "uploadAccepted", "uploadInterrupted", "retryScheduled", "rateLimited", "parked",
            "uploadRejected",
        ],
        "waitingForRateLimit": ["rateLimitElapsed", "rateLimited"],
        "failedRetryable": ["retryRequested"],
        "rejected": [],
        "accepted": ["streamOpened", "resultsReceived", "jobFailed"],
        "streaming": ["resultsReceived", "jobFailed"],
        "resultsReceived": ["booksSaved"],
        "saved": ["cleanedUp"],
        "cleanedUp": [],
    ]

    @Test("every state accepts exactly its legal events and refuses the rest unchanged", arguments: paths)
    func legality(name: String, path: [ScanEvent]) throws {
        let record = try Self.record(after: path)
        #expect(record.state.name == name)
        for event in Self.allEvents {
            var copy = record
            let allowed = Self.legal[name]?.contains(event.name) ?? false
            if allowed {
                #expect(throws: Never.self) { try copy.apply(event, at: Self.start) }
            } else {
                #expect(throws: ScanStateError.illegalTransition(from: name, event: event.name)) {
                    try copy.apply(event, at: Self.start)
                }
                #expect(copy == record)
            }
        }
    }

    @Test("after a relaunch, every state resumes without re-uploading an accepted scan", arguments: paths)
    func resume(name: String, path: [ScanEvent]) throws {
        let record = try Self.record(after: path)
        let action = record.resumeAction(at: Self.start + 10)
        let expected: ScanResumeAction =
            switch name {
            case "captured": .upload(notBefore: nil)
            case "offlineQueued": .waitForConnectivity
            case "uploading": .recoverInterruptedUpload
            case "waitingForRateLimit": .waitForRateLimit(until: Self.start + 30)
            case "failedRetryable": .awaitUserRetry(reason: "HTTP 500")
            case "rejected": .showRejection(reason: "HTTP 413")
            case "accepted", "streaming": .stream(Self.ticket)
            case "resultsReceived": .saveBooks([Self.dune])
            case "saved": .cleanUp(jobID: "job-1")
            default: .forget
            }
        #expect(action == expected)
        if record.state.isAfterAcceptance {
            if case .upload = action { Issue.record("an accepted scan must never be uploaded again") }
            #expect(action != .recoverInterruptedUpload)
        }
    }

    @Test("resume respects back-off dates, ended rate limits, token and results lifetimes")
    func resumeTiming() throws {
        let backedOff = try Self.record(after: [.uploadStarted, .retryScheduled(notBefore: Self.start + 4)])
        #expect(backedOff.resumeAction(at: Self.start) == .upload(notBefore: Self.start + 4))
        #expect(backedOff.resumeAction(at: Self.start + 5) == .upload(notBefore: nil))

        let limited = try Self.record(after: [.rateLimited(until: Self.start + 30)])
        #expect(limited.resumeAction(at: Self.start + 30) == .resumeAfterRateLimit)

        let streaming = try Self.record(after: [.uploadStarted, .uploadAccepted(Self.ticket), .streamOpened])
        #expect(streaming.resumeAction(at: Self.start + 3599) == .stream(Self.ticket))
        #expect(streaming.resumeAction(at: Self.start + 3600) == .fetchResults(Self.ticket))
        #expect(streaming.resumeAction(at: Self.start + 7199) == .fetchResults(Self.ticket))
        guard case .expire(let reason) = streaming.resumeAction(at: Self.start + 7200) else {
            Issue.record("expected expiry after two hours")
            return
        }
        #expect(reason.contains("job-1"))
    }

    @Test("every state survives the journal's Codable round trip", arguments: paths)
    func codableRoundTrip(name: String, path: [ScanEvent]) throws {
        let record = try Self.record(after: path)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ScanRecord.self, from: data) == record)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        #expect((object?["state"] as? [String: Any])?["name"] as? String == name)
    }

    @Test("a hand-written version 1 record decodes")
    func versionOneLiteral() throws {
        let json = """
            {"version": 1, "id": "00000000-0000-0000-0000-000000000002", "capturedAt": 100, "updatedAt": 160,
             "photos": [{"file": "file:///scans/2.jpg", "filename": "2.jpg"}], "attempts": 2,
             "books": [{"title": "Dune", "authors": ["Frank Herbert"], "isbn": null,
                        "raw": {"title": "Dune", "author": "Frank Herbert"}}],
             "state": {"name": "streaming",
                       "ticket": {"jobId": "j2", "token": "t2", "streamUrl": "https://x.test/s", "acceptedAt": 150}}}
            """
        let record = try JSONDecoder().decode(ScanRecord.self, from: Data(json.utf8))
        #expect(record.capturedAt == Date(timeIntervalSinceReferenceDate: 100))
        #expect(record.attempts == 2)
        #expect(record.photos == [UploadPhoto(file: URL(fileURLWithPath: "/scans/2.jpg"))])
        #expect(record.books.first?.raw["author"] == .string("Frank Herbert"))
        #expect(
            record.state
                == .streaming(
                    ScanJobTicket(
                        jobID: "j2", token: "t2", streamURL: "https://x.test/s",
                        acceptedAt: Date(timeIntervalSinceReferenceDate: 150))))

        let minimal =
            #"{"version": 1, "id": "00000000-0000-0000-0000-000000000003", "capturedAt": 5, "photos": [], "state": {"name": "captured"}}"#
        let defaults = try JSONDecoder().decode(ScanRecord.self, from: Data(minimal.utf8))
        #expect(defaults.updatedAt == defaults.capturedAt && defaults.attempts == 0 && defaults.books.isEmpty)
    }

    @Test("the journal keeps the keys earlier versions wrote: jobId and streamUrl")
    func journalKeys() throws {
        let saved =
            #"{"version": 1, "id": "00000000-0000-0000-0000-000000000004", "capturedAt": 5, "photos": [], "state": {"name": "saved", "jobId": "j9"}}"#
        let record = try JSONDecoder().decode(ScanRecord.self, from: Data(saved.utf8))
        #expect(record.state == .saved(jobID: "j9"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let state = String(decoding: try encoder.encode(record), as: UTF8.self)
        #expect(state.contains(#""state":{"jobId":"j9","name":"saved"}"#))
        let ticket = String(decoding: try encoder.encode(Self.ticket), as: UTF8.self)
        #expect(
            ticket.contains(#""jobId":"job-1""#) && ticket.contains(#""streamUrl":"\/v3\/jobs\/scans\/job-1\/stream""#))
        let accepted = ScanJobAccepted(jobID: "j", streamURL: "/s", token: "t")
        let acceptedJSON = String(decoding: try encoder.encode(accepted), as: UTF8.self)
        #expect(acceptedJSON.contains(#""jobId":"j""#) && acceptedJSON.contains(#""streamUrl":"\/s""#))
        #expect(try JSONDecoder().decode(ScanJobAccepted.self, from: Data(acceptedJSON.utf8)) == accepted)
    }

    @Test("other versions and unknown states are refused with typed errors")
    func badJournal() {
        let future =
            #"{"version": 2, "id": "00000000-0000-0000-0000-000000000003", "capturedAt": 5, "photos": [], "state": {"name": "captured"}}"#
        #expect(throws: ScanStateError.unsupportedVersion(2)) {
            try JSONDecoder().decode(ScanRecord.self, from: Data(future.utf8))
        }
        let unknown =
            #"{"version": 1, "id": "00000000-0000-0000-0000-000000000003", "capturedAt": 5, "photos": [], "state": {"name": "teleported"}}"#
        #expect(throws: ScanStateError.unknownState("teleported")) {
            try JSONDecoder().decode(ScanRecord.self, from: Data(unknown.utf8))
        }
        #expect(
            ScanStateError.illegalTransition(from: "saved", event: "uploadStarted").description
                == "A scan in state saved cannot take the event uploadStarted.")
        #expect(ScanStateError.unsupportedVersion(2).description.contains("version 2"))
        #expect(ScanStateError.unknownState("x").description.contains("\"x\""))
    }

    @Test("a ticket is built from the 202 answer and the time it arrived")
    func ticketFromAcceptance() {
        let accepted = ScanJobAccepted(jobID: "j", streamURL: "/s", token: "t")
        #expect(
            ScanJobTicket(accepted, acceptedAt: Self.start)
                == ScanJobTicket(jobID: "j", token: "t", streamURL: "/s", acceptedAt: Self.start))
    }

    @Test("each state maps to the display state and thumbnail colour the UI shows", arguments: paths)
    func display(name: String, path: [ScanEvent]) throws {
        let record = try Self.record(after: path)
        let display = ScanDisplayState(record, progress: "Reading spines")
        let expected: (ScanDisplayState, ScanThumbnailTint) =
            switch name {
            // REQUIREMENTS, scanning app: "yellow uploading, blue analyzing, green done, gray offline
            // (queued)"; waiting online is part of the upload phase; failures take the accent.
            case "captured": (.queued, .yellow)
            case "offlineQueued": (.offline, .gray)
            case "waitingForRateLimit": (.waitingForRateLimit(until: Self.start + 30), .yellow)
            case "uploading": (.uploading, .yellow)
            case "accepted", "streaming": (.analyzing(progress: "Reading spines"), .blue)
            case "failedRetryable": (.failed(reason: "HTTP 500", canRetry: true), .orange)
            case "rejected": (.failed(reason: "HTTP 413", canRetry: false), .orange)
            default: (.done(books: [Self.dune]), .green)
            }
        #expect(display == expected.0)
        #expect(display.tint == expected.1)
    }
}
