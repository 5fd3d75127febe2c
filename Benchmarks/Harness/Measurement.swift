/// Timing results for one benchmark: per-iteration nanoseconds, sorted ascending.
struct Measurement {
    let benchmark: Benchmark
    /// Per-iteration times in nanoseconds, one per sample, sorted ascending.
    let samples: [Double]
    /// Total iterations timed (samples × batch size).
    let iterations: Int
    /// Bytes of input one iteration processes (the benchmark's ``Benchmark/bytes``), worked out
    /// once when the timing is done, as that may build the benchmark's input (see
    /// ``BenchmarkRegistry/add(_:bytes:items:full:setUp:)``).
    let bytesPerIteration: Int?
    /// Items one iteration processes (the benchmark's ``Benchmark/items``), worked out once as
    /// ``bytesPerIteration`` is.
    let itemsPerIteration: Int?

    init(benchmark: Benchmark, samples: [Double], iterations: Int) {
        self.benchmark = benchmark
        self.samples = samples
        self.iterations = iterations
        bytesPerIteration = benchmark.bytes()
        itemsPerIteration = benchmark.items()
    }

    var minimum: Double { samples.first ?? 0 }
    var median: Double { percentile(50) }
    var p90: Double { percentile(90) }
    var p99: Double { percentile(99) }

    /// The nearest-rank percentile of the samples.
    func percentile(_ p: Double) -> Double {
        guard !samples.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(samples.count)).rounded(.up)) - 1
        return samples[min(max(rank, 0), samples.count - 1)]
    }

    /// Megabytes (10⁶ bytes) per second at the median, when the benchmark declares its bytes.
    var megabytesPerSecond: Double? {
        guard let bytes = bytesPerIteration, median > 0 else { return nil }
        return Double(bytes) / median * 1e9 / 1e6
    }

    /// Items per second at the median, when the benchmark declares its items.
    var itemsPerSecond: Double? {
        guard let items = itemsPerIteration, median > 0 else { return nil }
        return Double(items) / median * 1e9
    }
}
