import Foundation

// The Groundwork benchmark executable: `swift run -c release Benchmarks [--help]`.

var registry = BenchmarkRegistry()
registry.register(module: "DesignTokens") { registry in
    registerDesignTokensBenchmarks(&registry)
    registerDesignTokensYAMLBenchmarks(&registry)
}
registry.register(module: "SymbolCatalog") { registry in
    registerSymbolCatalogBenchmarks(&registry)
    registerSymbolCatalogEffectsBenchmarks(&registry)
}
registry.register(module: "QREncoder") { registry in
    registerQREncoderBenchmarks(&registry)
    registerQRBookBenchmarks(&registry)
}
registry.register(module: "ExportRaster") { registry in
    registerExportRasterBenchmarks(&registry)
    registerExportRasterRenderingBenchmarks(&registry)
    registerExportRasterZIPBenchmarks(&registry)
    registerExportRasterFlateBenchmarks(&registry)
    registerExportRasterPDFBenchmarks(&registry)
}
registry.register(module: "SSEClient") { registry in
    registerSSEClientBenchmarks(&registry)
}
registry.register(module: "BookLibrary") { registry in
    registerBookLibraryBenchmarks(&registry)
    registerBookLibraryMemoryBenchmarks(&registry)
    registerBookLibraryPipelineBenchmarks(&registry)
}

func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    standardError("error: \(error)\n\n\(Options.usage)")
    exit(2)
}
if options.help {
    print(Options.usage)
    exit(0)
}

if options.listModules {
    for module in registry.modules { print(module) }
    exit(0)
}

if let probe = options.probe {
    guard let run = registry.probes[probe.name] else {
        let known = registry.probes.keys.sorted().joined(separator: ", ")
        standardError("error: no probe named \(probe.name); known: \(known)")
        exit(2)
    }
    exit(run(probe.arguments))
}

let selected = registry.benchmarks.filter { benchmark in
    if let filter = options.filter { return benchmark.name.contains(filter) }
    return options.full || options.quick || options.list || !benchmark.isFullOnly
}

if options.list {
    for benchmark in selected { print(benchmark.isFullOnly ? "\(benchmark.name)  (full)" : benchmark.name) }
    exit(0)
}

if let directory = options.dumpInputsDirectory {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for input in registry.inputs where options.filter.map(input.name.contains) ?? true {
            try Data(input.make()).write(to: url.appendingPathComponent(input.name))
            standardError("wrote \(input.name)")
        }
    } catch {
        standardError("error: cannot write inputs to \(directory): \(error)")
        exit(1)
    }
    exit(0)
}

var baseline: [String: Double] = [:]
if let path = options.baselinePath {
    do {
        baseline = try Report.baselineMedians(at: path)
    } catch {
        standardError("error: cannot read baseline \(path): \(error)")
        exit(1)
    }
}

let runner = Runner(budget: .milliseconds(Int(options.seconds * 1000)), quick: options.quick)
var measurements: [Measurement] = []
for (index, benchmark) in selected.enumerated() {
    standardError("[\(index + 1)/\(selected.count)] \(benchmark.name)")
    let measurement: Measurement
    do {
        measurement = try runner.measure(benchmark)
    } catch {
        standardError("error: benchmark \(benchmark.name) failed, so the run stops: \(error)")
        exit(1)
    }
    measurements.append(measurement)
    standardError("    median \(Report.duration(measurement.median)), \(Report.throughput(measurement))")
}

print(Report.table(measurements, baseline: baseline))

if let path = options.jsonPath {
    do {
        try Report.json(measurements).write(to: URL(fileURLWithPath: path))
    } catch {
        standardError("error: cannot write \(path): \(error)")
        exit(1)
    }
}
