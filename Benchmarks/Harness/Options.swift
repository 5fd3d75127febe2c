/// Command-line options of the `Benchmarks` executable.
struct Options {
    var filter: String?
    var jsonPath: String?
    var baselinePath: String?
    var dumpInputsDirectory: String?
    var quick = false
    var full = false
    var list = false
    var listModules = false
    var help = false
    /// The time budget per benchmark given with `--seconds`, if any.
    var requestedSeconds: Double?

    /// Seconds of timed samples per benchmark: `--seconds`, or 1 with `--full` and 0.25 by default.
    var seconds: Double { requestedSeconds ?? (full ? 1 : 0.25) }
    /// `--probe NAME ARGUMENTS...`: the probe to run and everything after its name.
    var probe: (name: String, arguments: [String])?

    static let usage = """
        usage: Benchmarks [--filter TEXT] [--json PATH] [--baseline PATH] [--quick | --full]
                          [--list] [--list-modules] [--seconds N] [--dump-inputs DIR]
               Benchmarks --probe NAME [ARGUMENTS...]

          --json PATH        write results as JSON (name, median_ns, min_ns, p90_ns, iterations, …)
          --baseline PATH    compare medians with an earlier --json file
          (default)          every benchmark except the slow and exhaustive ones, 0.25 s each
          --full             every benchmark, 1 s each
          --filter TEXT      only benchmarks whose name contains TEXT, slow ones included
          --quick            one short pass of every benchmark, slow ones included (a smoke run)
          --list             print the benchmark names and exit (slow ones marked "full")
          --list-modules     print the library modules benchmarked, one per line in registration
                             order, and exit
          --seconds N        time budget per benchmark (default 0.25, or 1 with --full)
          --dump-inputs DIR  write the registered inputs to DIR for peer scripts, then exit
          --probe NAME ...   run one probe (a measurement that needs a fresh process, such as peak
                             memory) with the remaining arguments, then exit with its status
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(OptionsError) -> String {
            guard let next = remaining.popFirst() else { throw OptionsError(message: "\(flag) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter": options.filter = try value(for: argument)
            case "--json": options.jsonPath = try value(for: argument)
            case "--baseline": options.baselinePath = try value(for: argument)
            case "--dump-inputs": options.dumpInputsDirectory = try value(for: argument)
            case "--seconds":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw OptionsError(message: "--seconds needs a positive number, got \(text)")
                }
                options.requestedSeconds = seconds
            case "--probe":
                let name = try value(for: argument)
                options.probe = (name, Array(remaining))
                remaining = []
            case "--quick": options.quick = true
            case "--full": options.full = true
            case "--list": options.list = true
            case "--list-modules": options.listModules = true
            case "--help", "-h": options.help = true
            default: throw OptionsError(message: "unknown argument \(argument)")
            }
        }
        if options.quick && options.full {
            throw OptionsError(message: "--quick and --full exclude each other")
        }
        return options
    }
}

struct OptionsError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
