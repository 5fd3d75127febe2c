import Foundation

/// Formats measurements as a table for people and JSON for tools.
enum Report {
    /// One table, with a heading row for each module the benchmarks belong to.
    static func table(_ measurements: [Measurement], baseline: [String: Double]) -> String {
        var rows = [["benchmark", "iterations", "min", "median", "p90", "throughput"]]
        if !baseline.isEmpty { rows[0].append("vs baseline") }
        var headings: Set<Int> = []
        var module: String?
        for m in measurements {
            if m.benchmark.module != module {
                module = m.benchmark.module
                headings.insert(rows.count)
                rows.append([m.benchmark.module] + Array(repeating: "", count: rows[0].count - 1))
            }
            var row = [
                m.benchmark.name, String(m.iterations), duration(m.minimum), duration(m.median),
                duration(m.p90), throughput(m),
            ]
            if !baseline.isEmpty {
                if let old = baseline[m.benchmark.name], old > 0 {
                    let change = (m.median - old) / old * 100
                    row.append((change >= 0 ? "+" : "") + fixed(change, 1) + "%")
                } else {
                    row.append("new")
                }
            }
            rows.append(row)
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            if headings.contains(index) { return (index > 1 ? "\n" : "") + "[\(row[0])]" }
            let line = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            return index == 0
                ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }

    static func json(_ measurements: [Measurement]) throws -> Data {
        let objects: [[String: Any]] = measurements.map { m in
            [
                "name": m.benchmark.name,
                "module": m.benchmark.module,
                "median_ns": m.median,
                "min_ns": m.minimum,
                "p90_ns": m.p90,
                "p99_ns": m.p99,
                "iterations": m.iterations,
                "bytes_per_iteration": m.bytesPerIteration.map { $0 as Any } ?? NSNull(),
                "items_per_iteration": m.itemsPerIteration.map { $0 as Any } ?? NSNull(),
            ]
        }
        return try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
    }

    /// Reads `name → median_ns` from an earlier `--json` file.
    static func baselineMedians(at path: String) throws -> [String: Double] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw OptionsError(message: "\(path) is not a JSON array of benchmark results")
        }
        var medians: [String: Double] = [:]
        for object in objects {
            if let name = object["name"] as? String, let median = object["median_ns"] as? Double {
                medians[name] = median
            }
        }
        return medians
    }

    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return fixed(nanoseconds, 0) + " ns"
        case ..<1_000_000: return fixed(nanoseconds / 1e3, 2) + " µs"
        case ..<1_000_000_000: return fixed(nanoseconds / 1e6, 2) + " ms"
        default: return fixed(nanoseconds / 1e9, 2) + " s"
        }
    }

    static func throughput(_ m: Measurement) -> String {
        if let mbps = m.megabytesPerSecond { return fixed(mbps, 1) + " MB/s" }
        if let items = m.itemsPerSecond {
            return items >= 1e6 ? fixed(items / 1e6, 2) + " M/s" : fixed(items, 0) + " /s"
        }
        return "-"
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
