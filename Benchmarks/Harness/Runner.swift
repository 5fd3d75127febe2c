/// Runs benchmarks: a warm-up, then timed samples until the time budget is spent.
///
/// Each sample times a batch of iterations long enough (≥ 20 µs) for the clock's resolution not to
/// matter, and records the per-iteration time. The median of the samples is the headline figure.
struct Runner {
    /// Wall-clock budget for the timed samples of one benchmark.
    var budget: Duration = .seconds(1)
    /// Upper bound on samples per benchmark.
    var maximumSamples = 2_000
    /// Lower bound on samples per benchmark (unless `quick`).
    var minimumSamples = 10
    /// One warm-up iteration and one timed sample: a smoke run.
    var quick = false

    private let clock = ContinuousClock()

    /// Times `benchmark`; an error from its set-up or body ends the measurement.
    func measure(_ benchmark: Benchmark) throws -> Measurement {
        let body = try benchmark.setUp()
        if quick {
            try body()
            let start = clock.now
            try body()
            let elapsed = nanoseconds(clock.now - start)
            return Measurement(benchmark: benchmark, samples: [elapsed], iterations: 1)
        }

        // Warm-up: at least two iterations and about a tenth of the budget.
        let warmUpStart = clock.now
        var warmUpIterations = 0
        repeat {
            try body()
            warmUpIterations += 1
        } while warmUpIterations < 2 || clock.now - warmUpStart < budget / 10
        let estimate = nanoseconds(clock.now - warmUpStart) / Double(warmUpIterations)
        let batch = max(1, Int(20_000 / max(estimate, 1)))

        var samples: [Double] = []
        samples.reserveCapacity(min(maximumSamples, 256))
        let start = clock.now
        while samples.count < minimumSamples
            || (samples.count < maximumSamples && clock.now - start < budget)
        {
            let sampleStart = clock.now
            for _ in 0..<batch { try body() }
            samples.append(nanoseconds(clock.now - sampleStart) / Double(batch))
        }
        samples.sort()
        return Measurement(benchmark: benchmark, samples: samples, iterations: samples.count * batch)
    }

    private func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
