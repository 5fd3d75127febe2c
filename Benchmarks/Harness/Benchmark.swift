/// One named measurement: a set-up step that runs once, untimed, and returns the body to time.
///
/// The set-up closure builds the inputs (deterministically, from TestSupport's `SplitMix64` or from
/// a file shipped in `Benchmarks/`) so that the timed body does only the work being measured. A
/// set-up or body that throws stops the whole run with the error: a benchmark that cannot do its
/// work must not report the time of doing nothing.
struct Benchmark {
    /// A dotted name such as `qr.encode.url-M`: module, operation, input.
    let name: String
    /// The library module the benchmark measures, for grouping the report.
    let module: String
    /// Works out the bytes of input one iteration processes, for MB/s, or `nil` when throughput in
    /// bytes is meaningless. Called when the benchmark is measured (``Measurement``): a count that
    /// needs the input (its size in bytes, say) then builds the input only for a benchmark that runs.
    let bytes: () -> Int?
    /// Works out the items one iteration processes (events, codes, queries), for items/s, or `nil`
    /// when not declared; called as ``bytes`` is.
    let items: () -> Int?
    /// Whether the benchmark is slow or exhaustive and runs only with `--full` (or a `--filter`
    /// that names it, or `--quick`).
    let isFullOnly: Bool
    /// Builds the inputs and returns the body to time. Runs once per benchmark, outside the timing.
    let setUp: () throws -> () throws -> Void
}

/// The set of benchmarks the executable knows about, plus named inputs that `--dump-inputs` writes.
struct BenchmarkRegistry {
    private(set) var benchmarks: [Benchmark] = []
    private(set) var inputs: [(name: String, make: () -> [UInt8])] = []
    /// Named probes: measurements that need a process of their own (peak resident memory, say),
    /// run by `Benchmarks --probe NAME [ARGUMENTS...]`.
    private(set) var probes: [String: ([String]) -> Int32] = [:]
    /// The library modules benchmarked, in the order they were registered; `--list-modules` prints
    /// them so that CI can compare them with the package's libraries.
    private(set) var modules: [String] = []
    /// The module that benchmarks added now belong to; set by ``register(module:_:)``.
    private var currentModule = ""

    /// Runs `register` with every benchmark it adds filed under `module`.
    mutating func register(module: String, _ register: (inout BenchmarkRegistry) -> Void) {
        modules.append(module)
        currentModule = module
        register(&self)
        currentModule = ""
    }

    /// Registers a benchmark. Names must be unique; a duplicate is a programmer error.
    ///
    /// - Parameter full: `true` for a slow or exhaustive benchmark that the default run skips.
    ///
    /// `bytes` and `items` are evaluated only when the benchmark is measured, so that they may
    /// read an input built on first use (see `DesignTokensBenchmarks+YAML.swift`): a process that
    /// does not run the benchmark, such as a probe, then never builds it.
    mutating func add(
        _ name: String,
        bytes: @autoclosure @escaping () -> Int? = nil,
        items: @autoclosure @escaping () -> Int? = nil,
        full: Bool = false,
        setUp: @escaping () throws -> () throws -> Void
    ) {
        precondition(!benchmarks.contains { $0.name == name }, "duplicate benchmark name \(name)")
        benchmarks.append(
            Benchmark(name: name, module: currentModule, bytes: bytes, items: items, isFullOnly: full, setUp: setUp))
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
///
/// `@_optimize(none)` makes the function opaque to the optimiser: it cannot prove that the call
/// has no effect, so it must compute `value` and cannot remove the call, even with whole-module
/// optimisation; `@inline(never)` keeps the call a call.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}

/// A benchmark's set-up found its input not as expected: the run stops with this message instead of
/// timing a body that does nothing.
struct BenchmarkSetUpError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// A benchmark's body had another outcome than its work must have (a different error, say): the run
/// stops with this message instead of reporting the time of some other work.
struct BenchmarkOutcomeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
