import Foundation
import Testing

@testable import SymbolCatalog

@Suite("SymbolCode")
struct SymbolCodeTests {
    @Test("SwiftUI code for a fully customized symbol has the hand-written shape")
    func swiftUIShape() {
        let style = SymbolStyle(
            pointSize: 24, weight: .semibold, scale: .large, renderingMode: .palette,
            colors: [.system(.red), .rgb(red: 255, green: 128, blue: 0)])
        let expected = """
            Image(systemName: "heart.fill")
                .font(.system(size: 24, weight: .semibold))
                .imageScale(.large)
                .symbolRenderingMode(.palette)
                .foregroundStyle(.red, Color(red: 1, green: 0.502, blue: 0))
            """
        #expect(SymbolCode(symbol: "heart.fill", style: style).swiftUI == expected)
        #expect(SymbolCode(symbol: "heart.fill").swiftUI == #"Image(systemName: "heart.fill")"#)
    }

    @Test("UIKit code combines configurations with applying")
    func uiKitShape() {
        let style = SymbolStyle(pointSize: 17.5, weight: .bold, renderingMode: .hierarchical, colors: [.system(.blue)])
        let expected = """
            let configuration = UIImage.SymbolConfiguration(pointSize: 17.5, weight: .bold)
                .applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue))
            let image = UIImage(systemName: "cloud.sun", withConfiguration: configuration)
            """
        #expect(SymbolCode(symbol: "cloud.sun", style: style).uiKit == expected)
        let tinted = SymbolCode(symbol: "star", style: SymbolStyle(colors: [.system(.yellow)])).uiKit
        #expect(
            tinted
                == "let image = UIImage(systemName: \"star\")?\n    .withTintColor(.systemYellow, renderingMode: .alwaysOriginal)"
        )
    }

    @Test("AppKit code uses NSImage symbol configurations and variable values")
    func appKitShape() {
        let style = SymbolStyle(scale: .small, renderingMode: .multicolor, variableValue: 0.5)
        let expected = """
            let configuration = NSImage.SymbolConfiguration(scale: .small)
                .applying(NSImage.SymbolConfiguration.preferringMulticolor())
            let image = NSImage(systemSymbolName: "wifi", variableValue: 0.5, accessibilityDescription: nil)?
                .withSymbolConfiguration(configuration)
            """
        #expect(SymbolCode(symbol: "wifi", style: style).appKit == expected)
    }

    @Test("SFSafeSymbols code uses the enum case")
    func safeSymbolsShape() {
        let code = SymbolCode(symbol: "0.circle.fill", style: SymbolStyle(variableValue: 1)).sfSafeSymbols
        #expect(code == "Image(systemSymbol: ._0CircleFill, variableValue: 1)")
    }

    @Test(
        "forms SFSafeSymbols case names",
        arguments: [
            ("heart.fill", "heartFill"), ("0.circle", "_0Circle"), ("return", "`return`"), ("repeat", "`repeat`"),
            ("case", "`case`"), ("arrow.up.left.and.arrow.down.right", "arrowUpLeftAndArrowDownRight"),
            ("textformat.123", "textformat123"), ("square.grid.2x2", "squareGrid2x2"),
        ])
    func caseNames(name: String, expected: String) {
        #expect(SymbolCode.safeSymbolCaseName(for: name) == expected)
    }

    @Test("gives every current and localized name a distinct case name")
    func noCollisions() {
        let catalog = SFSymbolCatalog.bundled
        let names = catalog.symbols.map(\.name) + catalog.localizedVariants.map(\.name)
        let cases = Set(names.map(SymbolCode.safeSymbolCaseName(for:)))
        #expect(cases.count == names.count)
    }

    @Test("wraps a newer symbol in if #available with the renamed fallback")
    func renamedFallback() {
        let code = SymbolCode(symbol: "document", deploymentTarget: .iOS(17, 0)).swiftUI
        let expected = """
            if #available(iOS 18.0, *) {
                Image(systemName: "document")
            } else {
                Image(systemName: "doc")
            }
            """
        #expect(code == expected)
        #expect(
            SymbolCode(symbol: "document", deploymentTarget: .iOS(18, 0)).swiftUI == #"Image(systemName: "document")"#)
    }

    @Test("gates rendering modes and variable values newer than the target, keeping the symbol in else")
    func featureGating() {
        let style = SymbolStyle(renderingMode: .palette, colors: [.system(.red), .system(.blue)], variableValue: 0.3)
        let code = SymbolCode(symbol: "wifi", style: style, deploymentTarget: .iOS(14, 0)).uiKit
        #expect(code.hasPrefix("if #available(iOS 16.0, *) {"))
        #expect(
            code.contains("} else {\n    let image = UIImage(systemName: \"wifi\")?\n        .withTintColor(.systemRed")
        )
        let mac = SymbolCode(symbol: "pointer.arrow", deploymentTarget: .macOS(15, 0)).appKit
        #expect(mac.contains("if #available(macOS 26.0, *)"))
        #expect(mac.contains("NSImage(systemSymbolName: \"cursorarrow\""))
        let none = SymbolCode(symbol: "apple.intelligence", deploymentTarget: .iOS(17, 0))
        #expect(none.swiftUI.hasSuffix("} else {\n    EmptyView()\n}"))
        #expect(none.uiKit.hasSuffix("let image: UIImage? = nil\n}"))
        #expect(SymbolCode(symbol: "heart", deploymentTarget: .iOS(17, 0)).appKit == SymbolCode(symbol: "heart").appKit)
        #expect(SymbolCode(symbol: "heart", deploymentTarget: .macOS(11, 0)).uiKit == SymbolCode(symbol: "heart").uiKit)
        #expect(SymbolCode.release2021(.watchOS) == OSVersion(8, 0))
        #expect(SymbolCode.release2022(.visionOS) == OSVersion(1, 0))
        #expect(SymbolCode.release2022(.tvOS) == OSVersion(16, 0))
    }

    @Test("parses hex colours and rejects malformed ones")
    func hexColors() throws {
        #expect(try SymbolColor.hex("#FF8000") == .rgb(red: 255, green: 128, blue: 0))
        #expect(try SymbolColor.hex("f80") == .rgb(red: 255, green: 136, blue: 0))
        for bad in ["", "#12", "#GGGGGG", "12345", "#１２３"] {
            #expect(throws: SymbolCodeError.invalidHexColor(bad)) { try SymbolColor.hex(bad) }
        }
        #expect(
            SymbolCodeError.invalidHexColor("#12").description == "\"#12\" is not a hex colour; use #RGB or #RRGGBB.")
    }

    /// Every style variant the parse check covers: each weight, scale, rendering mode, colour kind and value.
    static var variants: [(String, SymbolStyle, PlatformVersion?)] {
        var styles: [SymbolStyle] = [SymbolStyle()]
        for weight in SymbolWeight.allCases {
            styles.append(SymbolStyle(weight: weight))
            styles.append(SymbolStyle(pointSize: 20, weight: weight, scale: .medium))
        }
        for scale in SymbolScale.allCases { styles.append(SymbolStyle(scale: scale)) }
        for mode in SymbolStyle.RenderingMode.allCases {
            styles.append(SymbolStyle(renderingMode: mode))
            for color in SystemColor.allCases {
                styles.append(
                    SymbolStyle(renderingMode: mode, colors: [.system(color), .rgb(red: 1, green: 2, blue: 3)]))
            }
        }
        styles.append(SymbolStyle(pointSize: 32.25, weight: .black, scale: .large, variableValue: 0.75))
        styles.append(SymbolStyle(weight: .thin, scale: .small, renderingMode: .palette, colors: [], variableValue: 0))
        var cases: [(String, SymbolStyle, PlatformVersion?)] = styles.map { ("heart.fill", $0, nil) }
        for target in [PlatformVersion.iOS(13, 0), .iOS(17, 0), .macOS(11, 0), .watchOS(6, 0), .tvOS(15, 0)] {
            for style in styles.prefix(40) { cases.append(("document", style, target)) }
            cases.append(("apple.intelligence", styles[30], target))
            cases.append(("pointer.arrow", styles[44], target))
        }
        return cases
    }

    #if os(Linux) || os(macOS)
        @Test("generates syntactically valid Swift for every variant (swiftc -parse)")
        func parses() throws {
            var source = ""
            for (offset, variant) in Self.variants.enumerated() {
                let code = SymbolCode(symbol: variant.0, style: variant.1, deploymentTarget: variant.2)
                for (kind, text) in [
                    ("swiftUI", code.swiftUI), ("uiKit", code.uiKit), ("appKit", code.appKit),
                    ("safe", code.sfSafeSymbols),
                ] {
                    source += "func \(kind)\(offset)() {\n\(text)\n}\n"
                }
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "symbolcode-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("Snippets.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output.prefix(2_000))")
            #expect(Self.variants.count > 200)
        }
    #endif
}
