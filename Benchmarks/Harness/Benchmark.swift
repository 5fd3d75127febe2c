/// One named measurement: a set-up step that runs once, untimed, and returns the body to time.
///
/// The set-up closure builds the inputs (deterministically, from ``SeededGenerator`` or from a
/// file shipped in `Benchmarks/`) so that the timed body does only the work being measured.
struct Benchmark {
    /// A dotted name such as `qr.encode.url-M`: module, operation, input.
    let name: String
    /// Bytes of input one iteration processes, for MB/s; `nil` when throughput in bytes is meaningless.
    let bytesPerIteration: Int?
    /// Items one iteration processes (events, codes, queries), for items/s; `nil` when not declared.
    let itemsPerIteration: Int?
    /// Builds the inputs and returns the body to time. Runs once per benchmark, outside the timing.
    let setUp: () -> () -> Void
}

/// The set of benchmarks the executable knows about, plus named inputs that `--dump-inputs` writes.
struct BenchmarkRegistry {
    private(set) var benchmarks: [Benchmark] = []
    private(set) var inputs: [(name: String, make: () -> [UInt8])] = []
    /// Named probes: measurements that need a process of their own (peak resident memory, say),
    /// run by `Benchmarks --probe NAME [ARGUMENTS...]`.
    private(set) var probes: [String: ([String]) -> Int32] = [:]

    /// Registers a benchmark. Names must be unique; a duplicate is a programmer error.
    mutating func add(
        _ name: String,
        bytes: Int? = nil,
        items: Int? = nil,
        setUp: @escaping () -> () -> Void
    ) {
        precondition(!benchmarks.contains { $0.name == name }, "duplicate benchmark name \(name)")
        benchmarks.append(Benchmark(name: name, bytesPerIteration: bytes, itemsPerIteration: items, setUp: setUp))
    }

    /// Registers an input that peer scripts (for example `Peers/compare_zlib.py`) measure too.
    mutating func addInput(_ name: String, make: @escaping () -> [UInt8]) {
        inputs.append((name, make))
    }
}

extension BenchmarkRegistry {
    /// Registers a probe: `run` receives the arguments after `--probe NAME`, prints its findings
    /// on standard output and returns the process exit status. A duplicate is a programmer error.
    mutating func addProbe(_ name: String, run: @escaping ([String]) -> Int32) {
        precondition(probes[name] == nil, "duplicate probe name \(name)")
        probes[name] = run
    }
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
