import Foundation
import TestSupport
import Testing

@testable import DesignTokens

/// Reads the token tables of the DocC articles and checks every cell against the documents, so
/// the published tables cannot drift from the token sets. A table whose first header is
/// "Token" has a token path per row and a mode per column (a "Notes" column is prose); one whose
/// first header is "Foreground" lists contrast pairs with their lowest ratio over all modes.
enum ArticleTables {
    static let catalog = TestEnvironment.repositoryRoot.appendingPathComponent("Sources/DesignTokens/DesignTokens.docc")

    /// The mode each column header stands for.
    static let columns: [String: [String: String]] = [
        "Value": [:], "iOS": ["platform": "iOS"], "macOS": ["platform": "macOS"],
        "iOS compact": ["platform": "iOS", "sizeClass": "compact"],
        "macOS compact": ["platform": "macOS", "sizeClass": "compact"],
        "Light": ["theme": "light"], "Dark": ["theme": "dark"],
        "Light, increased contrast": ["theme": "light", "contrast": "increased"],
        "Dark, increased contrast": ["theme": "dark", "contrast": "increased"],
        "iOS light": ["platform": "iOS", "theme": "light"], "iOS dark": ["platform": "iOS", "theme": "dark"],
        "macOS light": ["platform": "macOS", "theme": "light"], "macOS dark": ["platform": "macOS", "theme": "dark"],
        "Standard contrast": ["contrast": "standard"], "Increased contrast": ["contrast": "increased"],
        "Standard motion": ["motion": "standard"], "Reduce Motion": ["motion": "reduced"],
    ]

    /// A resolved value as the articles write it.
    static func format(_ token: ResolvedToken, in document: TokenDocument, mode: [String: String]) -> String {
        let value = token.value
        func number(_ value: Double) -> String { JSONNumber(WCAG.rounded(value)).text }
        func points(_ value: JSONValue?) -> String { number(SwiftCodeGenerator.pointValue(value ?? .null)) }
        func color(_ value: JSONValue?) -> String {
            guard let color = try? RGBColor(dtcg: value ?? .null, path: token.path) else { return "?" }
            let hex = String(color.hexString.prefix(7))
            return color.alpha < 1 ? "\(hex) at \(number(color.alpha))" : hex
        }
        switch token.type {
        case .color: return color(value)
        case .dimension: return points(value) + " pt"
        case .number: return number(value.doubleValue ?? 0)
        case .duration: return number(SwiftCodeGenerator.secondsValue(value)) + " s"
        case .fontFamily: return value.arrayValue?.first?.stringValue ?? value.stringValue ?? "?"
        case .fontWeight: return number(SwiftCodeGenerator.weight(value))
        case .strokeStyle: return value.stringValue ?? "dashed"
        case .cubicBezier:
            return "(" + (value.arrayValue ?? []).map { number($0.doubleValue ?? 0) }.joined(separator: ", ") + ")"
        case .border:
            return "\(color(value["color"])), \(points(value["width"])) pt, \(value["style"]?.stringValue ?? "?")"
        case .shadow:
            let layer = value.arrayValue?.first ?? value
            return "\(color(layer["color"])), x \(points(layer["offsetX"])), y \(points(layer["offsetY"])), "
                + "blur \(points(layer["blur"]))"
        case .gradient: return "\(value.arrayValue?.count ?? 0) stops"
        case .typography:
            let family = value["fontFamily"]?.arrayValue?.first?.stringValue ?? value["fontFamily"]?.stringValue ?? "?"
            return
                "\(family), \(points(value["fontSize"])) pt, \(number(SwiftCodeGenerator.weight(value["fontWeight"] ?? .null)))"
        case .transition:
            let duration = SwiftCodeGenerator.secondsValue(value["duration"] ?? .null)
            if duration == 0 { return "none" }
            let spring =
                mode["motion"] == "reduced"
                ? nil
                : document[token.path].flatMap {
                    document.extensionValue(ExtensionKey.spring, of: $0)
                }
            if let spring {
                let kind =
                    spring["preset"]?.stringValue ?? "spring, bounce \(number(spring["bounce"]?.doubleValue ?? 0))"
                return "\(kind), \(number(duration)) s"
            }
            let curves = [
                [0.42, 0, 0.58, 1]: "ease in and out", [0.42, 0, 1, 1]: "ease in", [0, 0, 0.58, 1]: "ease out",
                [0, 0, 1, 1]: "linear",
            ]
            let curve = (value["timingFunction"]?.arrayValue ?? []).map { $0.doubleValue ?? 0 }
            return "\(curves[curve] ?? "cubic \(curve)"), \(number(duration)) s"
        }
    }

    /// The rows of every table in an article: header cells and each row's cells.
    static func tables(in article: String) -> [(header: [String], rows: [[String]])] {
        var tables: [(header: [String], rows: [[String]])] = []
        var current: (header: [String], rows: [[String]])?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if let table = current { tables.append(table) }
                current = nil
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if current == nil {
                current = (cells, [])
            } else if !cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) {
                current?.rows.append(cells)
            }
        }
        if let table = current { tables.append(table) }
        return tables
    }

    /// Every mismatch between an article's token tables and a document, and how many cells matched.
    static func check(_ name: String, against document: TokenDocument) throws -> (mismatches: [String], cells: Int) {
        let article = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
        var mismatches: [String] = []
        var cells = 0
        for table in tables(in: article) where table.header.first == "Token" {
            for row in table.rows {
                let path = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                for (column, cell) in zip(table.header.dropFirst(), row.dropFirst()) where column != "Notes" {
                    guard let mode = columns[column] else {
                        mismatches.append("\(name): unknown column \(column)")
                        continue
                    }
                    let resolved = try document.resolve(mode: mode)
                    guard let token = resolved[path] else {
                        mismatches.append("\(name): no token \(path)")
                        continue
                    }
                    let expected = format(token, in: document, mode: resolved.mode)
                    if cell != expected {
                        mismatches.append("\(name): \(path) [\(column)] is \(expected), not \(cell)")
                    }
                    cells += 1
                }
            }
        }
        return (mismatches, cells)
    }

    /// Every mismatch between an article's contrast table and the lowest ratio of each pair
    /// over all the document's modes.
    static func checkContrast(_ name: String, against document: TokenDocument) throws -> (
        mismatches: [String], rows: Int
    ) {
        let article = try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
        var mismatches: [String] = []
        var rows = 0
        for table in tables(in: article) where table.header.first == "Foreground" {
            for row in table.rows {
                let strip = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
                let requirement = try #require(ContrastRequirement(rawValue: strip(row[3])))
                let pair = ContrastPair(
                    foreground: strip(row[0]), background: strip(row[1]), surface: row[2] == "—" ? nil : strip(row[2]),
                    requirement: requirement)
                var lowest = Double.infinity
                for mode in document.allModes {
                    let resolved = try document.resolve(mode: mode)
                    let background = try TokenDocument.visibleBackground(of: pair, in: resolved)
                    let foreground = try resolved.color(pair.foreground).composited(over: background)
                    lowest = min(lowest, foreground.contrastRatio(against: background))
                }
                let expected = String(format: "%.2f", lowest)
                if row[4] != expected { mismatches.append("\(name): \(pair) lowest is \(expected), not \(row[4])") }
                rows += 1
            }
        }
        return (mismatches, rows)
    }
}

@Suite("Documentation tables")
struct DocumentationTests {
    @Test("the Composable Clarity article's tables are the document's values")
    func composableClarity() throws {
        let doc = try TokenDocument.composableClarity()
        let tokens = try ArticleTables.check("ComposableClarity.md", against: doc)
        #expect(tokens.mismatches == [])
        #expect(tokens.cells > 100)
        let contrast = try ArticleTables.checkContrast("ComposableClarity.md", against: doc)
        #expect(contrast.mismatches == [])
        #expect(contrast.rows == doc.contrastPairs.count)
    }

    @Test("the Swiss Glass article's tables are the document's values")
    func swissGlass() throws {
        let doc = try TokenDocument.swissGlass()
        let tokens = try ArticleTables.check("SwissGlass.md", against: doc)
        #expect(tokens.mismatches == [])
        #expect(tokens.cells > 30)
        let contrast = try ArticleTables.checkContrast("SwissGlass.md", against: doc)
        #expect(contrast.mismatches == [])
        #expect(contrast.rows >= doc.contrastPairs.count)
    }

    @Test("the articles' snippets compile and do what they say")
    func snippets() throws {
        // ComposableClarity.md
        let doc = try TokenDocument.composableClarity()
        let card = try doc.resolve(mode: ["theme": "dark"])["radius.card"]  // 10 px
        let padding = try doc.resolve(mode: ["sizeClass": "compact"]).dimension("spacing.adaptive")  // 8 px
        #expect(card?.value["value"]?.doubleValue == 10)
        #expect(padding == DimensionValue(value: 8))
        // SwissGlass.md
        let swiss = try TokenDocument.swissGlass()
        let accent = try swiss.resolve(mode: [:]).color("color.accent")  // #ff3b30
        #expect(accent.hexString == "#ff3b30")
        // DescribingComponents.md
        let indicator = ComponentDescription(
            type: "Indicator", props: JSONObject([("level", .string("warning")), ("reason", .string("Low storage"))]))
        let label = ComponentCatalog.composableClarity.accessibilityLabel(for: indicator)
        #expect(label == "Warning indicator — Low storage")
        // DesignTokens.md
        let dark = try doc.resolve(mode: ["theme": "dark", "contrast": "increased"])
        let body = try dark.color("color.text.primary")
        let radius = try dark.dimension("radius.card")  // 10 px
        #expect(body == .white && radius == DimensionValue(value: 10))
    }

    @Test("a wrong cell is found")
    func detectsDrift() throws {
        let article = "| Token | Value |\n|---|---|\n| `radius.card` | 12 pt |\n"
        let table = try #require(ArticleTables.tables(in: article).first)
        let doc = try TokenDocument.composableClarity()
        let token = try #require(
            try doc.resolve(mode: [:])[table.rows[0][0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))])
        #expect(ArticleTables.format(token, in: doc, mode: [:]) == "10 pt")
        #expect(table.rows[0][1] != ArticleTables.format(token, in: doc, mode: [:]))
    }
}
