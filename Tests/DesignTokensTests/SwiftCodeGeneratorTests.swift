import Foundation
import Testing

@testable import DesignTokens

/// Reads the `static let` lines of generated source back into a path → expression map, taking
/// the first branch of each `#if` (the iOS values).
private func constants(in source: String) -> [String: String] {
    var stack: [String] = []
    var result: [String: String] = [:]
    var skipping = false
    for rawLine in source.split(separator: "\n") {
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.hasPrefix("#elseif") || line.hasPrefix("#else") {
            skipping = true
            continue
        }
        if line.hasPrefix("#endif") {
            skipping = false
            continue
        }
        if skipping { continue }
        if line.hasPrefix("public enum "), line.hasSuffix("{") {
            stack.append(String(line.dropFirst("public enum ".count).dropLast(2)))
        } else if line == "}" {
            _ = stack.popLast()
        } else if line.hasPrefix("public static let "), let colon = line.firstIndex(of: ":"),
            let equals = line.range(of: " = ")
        {
            let name = String(line[line.index(line.startIndex, offsetBy: "public static let ".count)..<colon])
            result[(stack + [name]).joined(separator: ".")] = String(line[equals.upperBound...])
        }
    }
    return result
}

/// The `red:`, `green:`, `blue:`, `alpha:` numbers of the first colour literal after `label`.
private func rgba(_ expression: String, after label: String = "") -> [Double] {
    var text = Substring(expression)
    if !label.isEmpty, let range = expression.range(of: label + ": TokenRGBA(") {
        text = expression[range.upperBound...]
    }
    return ["red: ", "green: ", "blue: ", "alpha: "].compactMap { key in
        guard let range = text.range(of: key) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" }
        return Double(digits)
    }
}

@Suite("Swift code generation")
struct SwiftCodeGeneratorTests {
    @Test("is deterministic")
    func deterministic() throws {
        let doc = try TokenDocument.composableClarity()
        let generator = SwiftCodeGenerator(namespace: "Clarity")
        #expect(try generator.generate(from: doc) == generator.generate(from: doc))
    }

    @Test("agrees with the built-in set: colours in every appearance, dimensions per platform")
    func agrees() throws {
        let doc = try TokenDocument.composableClarity()
        let source = try SwiftCodeGenerator(namespace: "Clarity").generate(from: doc)
        let table = constants(in: source)
        let light = try doc.resolve(mode: ["theme": "light"])
        let dark = try doc.resolve(mode: ["theme": "dark", "contrast": "increased"])
        var checked = 0
        for token in doc.tokens where token.type == .color {
            let name =
                "Clarity."
                + token.path.split(separator: ".").enumerated().map { index, part in
                    let words = SwiftCodeGenerator.words(String(part))
                    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                    return index == token.path.split(separator: ".").count - 1
                        ? SwiftCodeGenerator.memberName(String(part))
                        : (joined.first?.isNumber == true ? "V" + joined : joined)
                }.joined(separator: ".")
            let expression = try #require(table[name], "\(name) missing")
            let themed = expression.hasPrefix("TokenThemed")
            let expectedLight = try light.color(token.path)
            let generatedLight = rgba(expression, after: themed ? "light" : "")
            #expect(
                zip(generatedLight, [expectedLight.red, expectedLight.green, expectedLight.blue, expectedLight.alpha])
                    .allSatisfy { abs($0 - $1) < 1e-4 }, "\(token.path)")
            if themed {
                let expectedDark = try dark.color(token.path)
                let generatedDark = rgba(expression, after: "darkIncreasedContrast")
                #expect(
                    zip(generatedDark, [expectedDark.red, expectedDark.green, expectedDark.blue, expectedDark.alpha])
                        .allSatisfy { abs($0 - $1) < 1e-4 }, "\(token.path)")
            }
            checked += 1
        }
        #expect(checked > 30)
        #expect(table["Clarity.Spacing.md"] == "16")
        #expect(table["Clarity.Control.height"] == "44")
        #expect(source.contains("#elseif os(macOS)\n            public static let height: Double = 28"))
        #expect(table["Clarity.Motion.Duration.fast"] == "0.15")
        #expect(table["Clarity.Color.Accent.root"] != nil)
        #expect(table["Clarity.Palette.Gray.v50"] != nil)
    }

    @Test("names tokens as Swift identifiers")
    func identifiers() {
        #expect(SwiftCodeGenerator.memberName("$root") == "root")
        #expect(SwiftCodeGenerator.memberName("font-weight-default") == "fontWeightDefault")
        #expect(SwiftCodeGenerator.memberName("50") == "v50")
        #expect(SwiftCodeGenerator.memberName("default") == "`default`")
        #expect(SwiftCodeGenerator.memberName("!!") == "token")
        #expect(SwiftCodeGenerator.typeName("group name") == "GroupName")
        #expect(SwiftCodeGenerator.typeName("9") == "V9")
        #expect(SwiftCodeGenerator.typeName("self") == "`Self`")
    }

    static let swiftc: String? = {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map {
            "\($0)/swiftc"
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Type-checks the generated source on its own with the compiler: every value of every
    /// type in the specification's examples and the built-in set becomes valid Swift.
    @Test("generated source type-checks", .enabled(if: swiftc != nil))
    func typeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clarity = try SwiftCodeGenerator(namespace: "Clarity").generate(from: TokenDocument.composableClarity())
        let examples = try SwiftCodeGenerator(namespace: "Examples").generate(
            from: TokenDocument(jsonString: SpecExamples.all))
        let first = directory.appendingPathComponent("Clarity.swift")
        let second = directory.appendingPathComponent("Examples.swift")
        try Data(clarity.utf8).write(to: first)
        try Data(examples.utf8).write(to: second)
        for file in [first, second] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.swiftc))
            process.arguments = ["-typecheck", "-swift-version", "6", file.path]
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(String(decoding: output, as: UTF8.self))")
        }
    }
}
