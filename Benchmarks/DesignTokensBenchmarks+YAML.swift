import DesignTokens
import Foundation
import TestSupport

/// A deterministic screen of component descriptions in YAML: `count` components in sections of
/// rows, badges and cards, written by the module's own writer from a generated description.
func makeComponentScreenYAML(count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    let levels = ["info", "warning", "error", "success"]
    var sections: [ComponentDescription] = []
    var made = 0
    while made < count {
        var rows: [ComponentDescription] = []
        for row in 0..<10 where made < count {
            made += 1
            switch generator.next() % 3 {
            case 0:
                rows.append(
                    ComponentDescription(
                        type: "Badge",
                        props: JSONObject([
                            ("level", .string(levels[Int(generator.next() % 4)])),
                            ("text", .string("Status \(generator.next() % 1000)")),
                        ])))
            case 1:
                rows.append(
                    ComponentDescription(
                        type: "KeyValueRow",
                        props: JSONObject([
                            ("key", .string("Field \(row)")),
                            ("value", .string(String(generator.next(), radix: 16))),
                            ("copyable", .bool(generator.next() % 2 == 0)),
                        ])))
            default:
                rows.append(
                    ComponentDescription(
                        type: "Card", props: JSONObject([("padding", .string("{spacing.m}"))]),
                        semantics: .init(role: "group", label: "Card: \"details\" #\(row)")))
            }
        }
        sections.append(
            ComponentDescription(
                type: "InspectorPattern", props: JSONObject([("title", .string("Section \(sections.count)"))]),
                children: rows))
    }
    let screen = ComponentDescription(type: "SidebarPattern", children: sections)
    return Array(screen.yamlString().utf8)
}

/// The inputs of the YAML benchmarks, built on first use: a process that runs none of them (a
/// probe, a run filtered to another module) does not build them. Built at registration, they took
/// about 4 × 10⁹ instructions and 0.8 s at the start of every `Benchmarks` process, and over
/// 100 MB of resident memory that the memory probes (`symbols-memory`, `books-open`,
/// `zip-memory`) counted as their own peak.
private enum YAMLBenchmarkInputs {
    /// A screen of 10,000 component descriptions.
    static let screen = makeComponentScreenYAML(count: 10_000, seed: 0x59A1)
    /// ``screen`` as JSON, or empty when the YAML does not parse.
    static let screenJSON = (try? JSONValue(yaml: screen)).map { Array($0.serialized().utf8) } ?? []

    /// One plain scalar of about `size` bytes.
    static func plainScalar(_ size: Int) -> [UInt8] {
        Array(("k: " + String(repeating: "abcdefghi ", count: size / 10) + "end\n").utf8)
    }

    /// One double-quoted scalar of about `size` bytes, with an escape every ten.
    static func doubleQuoted(_ size: Int) -> [UInt8] {
        Array(("k: \"" + String(repeating: "abcdefg\\n ", count: size / 10) + "\"\n").utf8)
    }

    /// One multi-line plain scalar of about `size` bytes.
    static func multiLine(_ size: Int) -> [UInt8] {
        Array(("k:\n" + String(repeating: "  abcdefg\n", count: size / 10)).utf8)
    }

    /// A JSON string of about `size` bytes.
    static func jsonString(_ size: Int) -> [UInt8] {
        Array(("{\"k\": \"" + String(repeating: "abcdefghi ", count: size / 10) + "\"}").utf8)
    }
}

func registerDesignTokensYAMLBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addInput("components-10000.yaml") { YAMLBenchmarkInputs.screen }

    registry.add("yaml.parse.components", bytes: YAMLBenchmarkInputs.screen.count, items: 10_000) {
        let screen = YAMLBenchmarkInputs.screen
        return {
            blackHole(try JSONValue(yaml: screen))
        }
    }

    registry.add("yaml.description.read", bytes: YAMLBenchmarkInputs.screen.count, items: 10_000) {
        let data = Data(YAMLBenchmarkInputs.screen)
        return {
            blackHole(try ComponentDescription(yaml: data))
        }
    }

    registry.add("yaml.description.write", bytes: YAMLBenchmarkInputs.screen.count, items: 10_000) {
        let description = try ComponentDescription(yaml: Data(YAMLBenchmarkInputs.screen))
        return {
            blackHole(description.yamlString())
        }
    }

    // The same document as JSON, through the module's JSON parser, for comparison.
    registry.add(
        "yaml.reference.components-as-json", bytes: YAMLBenchmarkInputs.screenJSON.count, items: 10_000
    ) {
        // An empty input means the YAML did not parse: stop the run rather than time nothing.
        let json = YAMLBenchmarkInputs.screenJSON
        guard !json.isEmpty else { throw BenchmarkSetUpError("the component screen YAML did not parse") }
        return {
            blackHole(try JSONValue(json: json))
        }
    }

    // One long scalar at three sizes: steady MB/s shows the reader is linear in the input. The
    // module's JSON parser on a string of the same size is the reference: how much of a drop in
    // MB/s at larger sizes the machine's caches and page faults account for. Each input is built
    // by its benchmark's set-up (and once more for its size in bytes), so that the 16 MB ones
    // exist only in a run that times them.
    let documents: [(name: String, make: (Int) -> [UInt8], parse: ([UInt8]) throws -> Void)] = [
        ("yaml.parse.plain-scalar", YAMLBenchmarkInputs.plainScalar, { blackHole(try JSONValue(yaml: $0)) }),
        ("yaml.parse.double-quoted", YAMLBenchmarkInputs.doubleQuoted, { blackHole(try JSONValue(yaml: $0)) }),
        ("yaml.parse.multi-line", YAMLBenchmarkInputs.multiLine, { blackHole(try JSONValue(yaml: $0)) }),
        ("yaml.reference.json-string", YAMLBenchmarkInputs.jsonString, { blackHole(try JSONValue(json: $0)) }),
    ]
    for megabytes in [1, 4, 16] {
        let size = megabytes * 1_000_000
        for document in documents {
            registry.add("\(document.name)-\(megabytes)MB", bytes: document.make(size).count, full: megabytes > 1) {
                let input = document.make(size)
                return { try document.parse(input) }
            }
        }
    }
}
