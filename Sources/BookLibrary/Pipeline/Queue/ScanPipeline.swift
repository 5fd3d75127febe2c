#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The scan pipeline: takes scans from the durable ``ScanQueue`` through upload, recognition and
/// saving into the library, honouring retries, the rate limit and connectivity.
///
/// Every step is journaled in the queue before the pipeline acts on it, so a relaunch resumes
/// where it stopped. The rules:
///
/// - Uploads start in capture order, at most ``Configuration/concurrencyLimit`` jobs at a time.
/// - A failed upload follows ``UploadRetryPolicy``: retried only when the request surely did not
///   reach the server, or on 503 as told; a 429 starts the global ``rateLimit`` countdown and no
///   upload starts until it reaches zero; offline scans wait for connectivity.
/// - Results come from the job's event stream; when it fails, the pipeline polls the job's status
///   at most once per ``Configuration/pollInterval`` until it ends, then fetches `/results`, all
///   within ``Configuration/jobDeadline``.
/// - Once a job's books are saved (or the job failed), the queue journals the backend cleanup the
///   job is owed and the pipeline sends `DELETE /v3/jobs/scans/{jobId}/cleanup`, retrying with the
///   upload back-off; a 404 counts as done. The save never waits for the cleanup, and no cleanup
///   outcome undoes it; each answer is published on ``cleanupUpdates``.
///
/// Time, randomness, the backend and connectivity are injected, so every rule is testable without
/// sleeping.
public actor ScanPipeline {
    /// The pipeline's tunables.
    public struct Configuration: Sendable {
        /// How many scans may be in flight at once.
        public var concurrencyLimit: Int
        /// The upload retry rules.
        public var retryPolicy: UploadRetryPolicy
        /// The shortest time between two status requests when streaming failed.
        public var pollInterval: Duration
        /// How long one job may take from the first stream request to its results.
        public var jobDeadline: Duration
        /// Waits for a duration (never negative); tests advance a manual clock instead of sleeping.
        public var sleep: @Sendable (Duration) async throws -> Void

        /// Creates a configuration; the defaults follow recognition API 3.8.
        public init(
            concurrencyLimit: Int = 4, retryPolicy: UploadRetryPolicy = UploadRetryPolicy(),
            pollInterval: Duration = .seconds(2), jobDeadline: Duration = .seconds(300),
            sleep: @escaping @Sendable (Duration) async throws -> Void = { duration in
                try await Task.sleep(for: max(.zero, duration))
            }
        ) {
            precondition(concurrencyLimit > 0, "the concurrency limit must be positive")
            self.concurrencyLimit = concurrencyLimit
            self.retryPolicy = retryPolicy
            self.pollInterval = pollInterval
            self.jobDeadline = jobDeadline
            self.sleep = sleep
        }
    }

    /// The durable queue the pipeline works through.
    public nonisolated let queue: ScanQueue
    private let transport: any ScanTransport
    private let connectivity: any Connectivity
    private let clock: any PipelineClock
    private let configuration: Configuration
    private var random: Jitter
    private var progress: [UUID: String] = [:]
    /// Requests sent for each owed cleanup, and when the next may go; not journaled (a relaunch
    /// starts the count again).
    private var cleanupRetries: [String: (attempts: Int, notBefore: Date)] = [:]
    /// Set when an upload found the device offline although connectivity said online; cleared
    /// when the next drain starts (after a capture or a connectivity change).
    private var believedOffline = false
    private var runner: Task<Void, Never>?
    private var watcher: Task<Void, Never>?
    private let wakeStream: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation
    private let continuation: AsyncStream<ScanUpdate>.Continuation
    private let cleanupContinuation: AsyncStream<ScanCleanupUpdate>.Continuation

    /// Every change of a scan's display state, in order; the stream ends when the pipeline stops.
    public nonisolated let updates: AsyncStream<ScanUpdate>

    /// The outcome of every backend cleanup request, in order; the stream ends when the pipeline
    /// stops. Read it to show or log cleanups, or ignore it: like ``updates`` it buffers what is
    /// not read (one small value per request).
    public nonisolated let cleanupUpdates: AsyncStream<ScanCleanupUpdate>

    /// The global rate-limit countdown; the shutter is enabled when it shows zero.
    public private(set) var rateLimit = RateLimitCountdown.inactive

    /// The last write that failed; the pipeline stops working until the queue is reopened.
    public private(set) var lastError: String?

    /// Creates a pipeline.
    ///
    /// - Parameters:
    ///   - queue: The durable queue.
    ///   - transport: The recognition backend.
    ///   - connectivity: Online and offline changes.
    ///   - clock: The source of "now".
    ///   - random: The source of back-off jitter.
    ///   - configuration: Limits and the sleeper.
    public init(
        queue: ScanQueue, transport: any ScanTransport, connectivity: any Connectivity,
        clock: any PipelineClock = SystemPipelineClock(),
        random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        configuration: Configuration = Configuration()
    ) {
        self.queue = queue
        self.transport = transport
        self.connectivity = connectivity
        self.clock = clock
        self.random = Jitter(base: random)
        self.configuration = configuration
        (updates, continuation) = AsyncStream.makeStream(of: ScanUpdate.self)
        (cleanupUpdates, cleanupContinuation) = AsyncStream.makeStream(of: ScanCleanupUpdate.self)
        (wakeStream, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// The injected random source, as a concrete generator.
    private struct Jitter: RandomNumberGenerator {
        var base: any RandomNumberGenerator & Sendable
        mutating func next() -> UInt64 { base.next() }
    }

    // MARK: Capturing and controlling

    /// Saves a new scan durably and queues it; returns as soon as the scan is journaled.
    ///
    /// - Throws: ``ScanQueueError``, with ``ScanQueueError/storage(_:)`` when a write fails.
    /// - Complexity: Two syncs per photo and one journal sync.
    @discardableResult
    public func capture(photos: [Data]) async throws(ScanQueueError) -> ScanRecord {
        let record = try await queue.enqueue(photos: photos, capturedAt: clock.now())
        publish(record)
        wake.yield()
        return record
    }

    /// Moves a scan parked as failed back into the queue.
    ///
    /// - Throws: ``ScanQueueError/illegalTransition(scan:from:event:)`` if the scan is not parked,
    ///   or another ``ScanQueueError``.
    public func retry(_ id: UUID) async throws(ScanQueueError) {
        publish(try await queue.apply(.retryRequested, to: id, at: clock.now()))
        wake.yield()
    }

    /// Starts working in the background: drains the queue now, after every capture, and when
    /// connectivity changes.
    public func start() {
        guard runner == nil else { return }
        let wakes = wakeStream
        runner = Task { [weak self] in
            for await _ in wakes {
                guard let self else { return }
                await self.drain()
            }
        }
        let statuses = connectivity.statusUpdates()
        let wake = self.wake
        watcher = Task {
            for await _ in statuses { wake.yield() }
        }
        wake.yield()
    }

    /// Stops background work and ends ``updates`` and ``cleanupUpdates``.
    public func stop() {
        runner?.cancel()
        watcher?.cancel()
        wake.finish()
        continuation.finish()
        cleanupContinuation.finish()
        runner = nil
        watcher = nil
    }

    // MARK: Draining

    /// Works through the queue until no scan can move on: every scan is done, parked, rejected,
    /// or waiting for connectivity (a scan whose upload found the device offline waits for the
    /// next drain), and every owed backend cleanup is settled or waits for connectivity. Waits
    /// for back-off and rate-limit deadlines with the configured sleeper.
    public func drain() async {
        believedOffline = false
        do {
            try await queue.finishLocalWork(at: clock.now())
            while !Task.isCancelled {
                let (jobs, wakeAt) = try await plan()
                if jobs.isEmpty {
                    guard let wakeAt else { return }
                    let wait = Duration.clampedSeconds(wakeAt.timeIntervalSince(clock.now())) ?? .zero
                    try await configuration.sleep(max(.zero, wait))
                    continue
                }
                try await run(jobs)
            }
        } catch {
            lastError = String(describing: error)
        }
    }

    /// One unit of work: a scan to move on, or an owed backend cleanup to send.
    private enum Job {
        case scan(UUID)
        case cleanup(ScanCleanup)
    }

    /// The work that can be done now (scans in capture order, then owed cleanups) and the
    /// earliest time more can.
    private func plan() async throws -> ([Job], Date?) {
        let now = clock.now()
        let online = connectivity.status == .online && !believedOffline
        var jobs: [Job] = []
        var wakeAt: Date?
        func later(_ date: Date) { wakeAt = min(wakeAt ?? date, date) }
        for record in await queue.scans {
            switch record.state {
            case .captured:
                if !online {
                    try await apply(.wentOffline, to: record.id)
                } else if let deadline = rateLimit.deadline, deadline > now {
                    try await apply(.rateLimited(until: deadline), to: record.id)
                    later(deadline)
                } else if let notBefore = record.notBefore, notBefore > now {
                    later(notBefore)
                } else {
                    jobs.append(.scan(record.id))
                }
            case .offlineQueued:
                if online {
                    try await apply(.connectivityRestored, to: record.id)
                    jobs.append(.scan(record.id))
                }
            case .waitingForRateLimit(let until):
                let until = max(until, rateLimit.deadline ?? until)
                if until > now {
                    later(until)
                } else {
                    try await apply(.rateLimitElapsed, to: record.id)
                    if online { jobs.append(.scan(record.id)) }
                }
            case .uploading, .accepted, .streaming, .resultsReceived, .saved:
                jobs.append(.scan(record.id))
            case .failedRetryable, .rejected, .cleanedUp:
                continue
            }
        }
        // Offline, cleanups wait: a change of connectivity wakes the pipeline again.
        for cleanup in await queue.pendingCleanups where online {
            if let notBefore = cleanupRetries[cleanup.jobID]?.notBefore, notBefore > now {
                later(notBefore)
            } else {
                jobs.append(.cleanup(cleanup))
            }
        }
        return (jobs, wakeAt)
    }

    /// Runs jobs with at most `concurrencyLimit` in flight, starting them in order.
    private func run(_ jobs: [Job]) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = jobs.makeIterator()
            var running = 0
            while running < configuration.concurrencyLimit, let job = pending.next() {
                group.addTask { try await self.perform(job) }
                running += 1
            }
            while try await group.next() != nil {
                if let job = pending.next() { group.addTask { try await self.perform(job) } }
            }
        }
    }

    private func perform(_ job: Job) async throws {
        switch job {
        case .scan(let id): try await process(id)
        case .cleanup(let cleanup): try await send(cleanup)
        }
    }

    @discardableResult
    private func apply(_ event: ScanEvent, to id: UUID) async throws -> ScanRecord {
        let record = try await queue.apply(event, to: id, at: clock.now())
        publish(record)
        return record
    }

    private func publish(_ record: ScanRecord) {
        continuation.yield(ScanUpdate(scan: record.id, state: ScanDisplayState(record, progress: progress[record.id])))
    }

    /// Moves one scan on as far as it goes.
    private func process(_ id: UUID) async throws {
        guard let record = await queue.scan(id: id) else { return }
        switch record.state {
        case .uploading:
            try await apply(.uploadInterrupted, to: id)
            try await upload(id)
        case .captured:
            try await upload(id)
        case .accepted(let ticket), .streaming(let ticket):
            switch record.resumeAction(at: clock.now()) {
            case .expire(let reason):
                try await apply(.jobFailed(reason: reason), to: id)
            case .fetchResults:
                // The token has expired; the results are still kept.
                let deadline = clock.now() + configuration.jobDeadline.inSeconds
                try await fetchResults(id, ticket: ticket, collected: [], deadline: deadline)
                if case .resultsReceived? = await queue.scan(id: id)?.state { try await save(id) }
            default:
                try await receive(id, ticket: ticket)
            }
        case .resultsReceived:
            try await save(id)
        case .saved:
            try await cleanUp(id)
        default:
            return
        }
    }

    private func upload(_ id: UUID) async throws {
        if let deadline = rateLimit.deadline, deadline > clock.now() {
            try await apply(.rateLimited(until: deadline), to: id)
            return
        }
        let record = try await apply(.uploadStarted, to: id)
        switch await transport.upload(record.photos, scan: id) {
        case .accepted(let accepted):
            let ticket = ScanJobTicket(accepted, acceptedAt: clock.now())
            try await apply(.uploadAccepted(ticket), to: id)
            try await receive(id, ticket: ticket)
        case .failed(let failure):
            let now = clock.now()
            switch configuration.retryPolicy.decision(
                after: failure, attempt: record.attempts, now: now, using: &random)
            {
            case .retry(let delay):
                try await apply(.retryScheduled(notBefore: now + delay.inSeconds), to: id)
            case .waitForRateLimit(let limit):
                rateLimit = rateLimit.extended(to: RateLimitCountdown(limit, now: now))
                try await apply(.rateLimited(until: rateLimit.deadline ?? limit.deadline(from: now)), to: id)
            case .waitForConnectivity:
                believedOffline = true
                try await apply(.wentOffline, to: id)
            case .parkAsFailedRetryable(let reason):
                try await apply(.parked(reason: reason), to: id)
            case .reject(let reason):
                try await apply(.uploadRejected(reason: reason), to: id)
            }
        }
    }

    /// Streams a job's results, falling back to polling and `/results` when the stream fails.
    private func receive(_ id: UUID, ticket: ScanJobTicket) async throws {
        if case .accepted? = await queue.scan(id: id)?.state { try await apply(.streamOpened, to: id) }
        let deadline = clock.now() + configuration.jobDeadline.inSeconds
        var accumulator = ScanStreamAccumulator()
        var outcome: ScanStreamAccumulator.Outcome?
        do {
            for try await event in transport.events(for: ticket) {
                outcome = accumulator.consume(event)
                if case .progress(let update) = event {
                    progress[id] = update.stage
                    if let record = await queue.scan(id: id) { publish(record) }
                }
                if outcome != nil { break }
            }
        } catch {
            outcome = nil
        }
        switch outcome {
        case .completed(let books)?:
            try await apply(.resultsReceived(books), to: id)
        case .needsResults(_, let collected)?:
            try await fetchResults(id, ticket: ticket, collected: collected, deadline: deadline)
        case .failed(let failure)?:
            progress[id] = nil
            try await apply(.jobFailed(reason: failure.message), to: id)
            return
        case nil:
            try await poll(id, ticket: ticket, collected: accumulator.books, deadline: deadline)
        }
        progress[id] = nil
        if case .resultsReceived? = await queue.scan(id: id)?.state { try await save(id) }
    }

    /// Polls the job's status at most once per poll interval until it ends or the deadline passes.
    private func poll(_ id: UUID, ticket: ScanJobTicket, collected: [RecognizedBook], deadline: Date) async throws {
        while clock.now() < deadline {
            if let report = try? await transport.status(of: ticket) {
                if report.status == .failed {
                    try await apply(.jobFailed(reason: report.errorMessage ?? "The recognition job failed."), to: id)
                    return
                }
                if report.status == .completed {
                    try await fetchResults(id, ticket: ticket, collected: collected, deadline: deadline)
                    return
                }
            }
            try await configuration.sleep(configuration.pollInterval)
        }
        let seconds = configuration.jobDeadline.components.seconds
        try await apply(.jobFailed(reason: "No results within \(seconds) seconds."), to: id)
    }

    private func fetchResults(
        _ id: UUID, ticket: ScanJobTicket, collected: [RecognizedBook], deadline: Date
    ) async throws {
        while clock.now() < deadline {
            if let results = try? await transport.results(of: ticket) {
                try await apply(.resultsReceived(collected + results.books), to: id)
                return
            }
            try await configuration.sleep(configuration.pollInterval)
        }
        try await apply(.jobFailed(reason: "The results could not be fetched in time."), to: id)
    }

    private func save(_ id: UUID) async throws {
        try await queue.saveBooks(of: id, at: clock.now())
        if let record = await queue.scan(id: id) { publish(record) }
        try await cleanUp(id)
    }

    /// Deletes a saved scan's photos and journals its backend cleanup, then sends the cleanup at
    /// once when online (else a later pass sends it).
    private func cleanUp(_ id: UUID) async throws {
        let cleanup = try await queue.cleanUp(id, at: clock.now())
        if connectivity.status == .online && !believedOffline { try await send(cleanup) }
    }

    // MARK: Backend cleanup

    /// Sends one owed cleanup. An answer that settles it (2xx, 404, or a failure retrying cannot
    /// help, or the last retry failing) is journaled before it is published; otherwise the next
    /// request is scheduled after the upload back-off (see ``ScanCleanup/decision(after:attempt:policy:using:)``).
    private func send(_ cleanup: ScanCleanup) async throws {
        let attempt = (cleanupRetries[cleanup.jobID]?.attempts ?? 0) + 1
        let outcome: ScanCleanupUpdate.Outcome
        do {
            try await transport.cleanUp(jobID: cleanup.jobID)
            outcome = .completed
        } catch {
            switch ScanCleanup.decision(
                after: error, attempt: attempt, policy: configuration.retryPolicy, using: &random)
            {
            case .settle(let final):
                outcome = final
            case .retry(let delay, let reason):
                let notBefore = clock.now() + delay.inSeconds
                cleanupRetries[cleanup.jobID] = (attempt, notBefore)
                cleanupContinuation.yield(
                    ScanCleanupUpdate(
                        cleanup: cleanup,
                        outcome: .retryScheduled(attempt: attempt, notBefore: notBefore, reason: reason)
                    ))
                return
            }
        }
        try await queue.settleCleanup(jobID: cleanup.jobID)
        cleanupRetries[cleanup.jobID] = nil
        cleanupContinuation.yield(ScanCleanupUpdate(cleanup: cleanup, outcome: outcome))
    }
}
