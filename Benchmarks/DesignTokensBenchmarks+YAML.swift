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

func registerDesignTokensYAMLBenchmarks(_ registry: inout BenchmarkRegistry) {
    let screen = makeComponentScreenYAML(count: 10_000, seed: 0x59A1)
    registry.addInput("components-10000.yaml") { screen }

    registry.add("yaml.parse.components", bytes: screen.count, items: 10_000) {
        {
            blackHole(try JSONValue(yaml: screen))
        }
    }

    registry.add("yaml.description.read", bytes: screen.count, items: 10_000) {
        let data = Data(screen)
        return {
            blackHole(try ComponentDescription(yaml: data))
        }
    }

    registry.add("yaml.description.write", bytes: screen.count, items: 10_000) {
        let description = try ComponentDescription(yaml: Data(screen))
        return {
            blackHole(description.yamlString())
        }
    }

    // The same document as JSON, through the module's JSON parser, for comparison.
    let screenJSON = (try? JSONValue(yaml: screen)).map { Array($0.serialized().utf8) } ?? []
    registry.add("yaml.reference.components-as-json", bytes: screenJSON.count, items: 10_000) {
        // An empty input means the YAML did not parse: stop the run rather than time nothing.
        guard !screenJSON.isEmpty else { throw BenchmarkSetUpError("the component screen YAML did not parse") }
        let json = screenJSON
        return {
            blackHole(try JSONValue(json: json))
        }
    }

    // One long scalar at three sizes: steady MB/s shows the reader is linear in the input.
    for megabytes in [1, 4, 16] {
        let size = megabytes * 1_000_000
        let plain = Array(("k: " + String(repeating: "abcdefghi ", count: size / 10) + "end\n").utf8)
        registry.add("yaml.parse.plain-scalar-\(megabytes)MB", bytes: plain.count, full: megabytes > 1) {
            { blackHole(try JSONValue(yaml: plain)) }
        }
        let quoted = Array(("k: \"" + String(repeating: "abcdefg\\n ", count: size / 10) + "\"\n").utf8)
        registry.add("yaml.parse.double-quoted-\(megabytes)MB", bytes: quoted.count, full: megabytes > 1) {
            { blackHole(try JSONValue(yaml: quoted)) }
        }
        let lines = Array(("k:\n" + String(repeating: "  abcdefg\n", count: size / 10)).utf8)
        registry.add("yaml.parse.multi-line-\(megabytes)MB", bytes: lines.count, full: megabytes > 1) {
            { blackHole(try JSONValue(yaml: lines)) }
        }
        // The module's JSON parser on a string of the same size, for reference: how much of a
        // drop in MB/s at larger sizes the machine's caches and page faults account for.
        let json = Array(("{\"k\": \"" + String(repeating: "abcdefghi ", count: size / 10) + "\"}").utf8)
        registry.add("yaml.reference.json-string-\(megabytes)MB", bytes: json.count, full: megabytes > 1) {
            { blackHole(try JSONValue(json: json)) }
        }
    }
}
