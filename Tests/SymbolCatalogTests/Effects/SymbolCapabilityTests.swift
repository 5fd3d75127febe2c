import Testing

@testable import SymbolCatalog

@Suite("Symbol capabilities")
struct SymbolCapabilityTests {
    let catalog = SFSymbolCatalog.bundled

    @Test("reads variable colour and multicolor from Apple's 7.2 lists and leaves Draw unknown")
    func bundled() throws {
        let wifi = try #require(catalog["wifi"])
        #expect(wifi.support(forCapability: .variableColor) == .supported)
        #expect(wifi.support(forCapability: .draw) == .unknown)
        #expect(wifi.support(forCapability: .variableDraw) == .unknown)
        #expect(wifi.supportsDraw == nil)
        let star = try #require(catalog["star"])
        #expect(star.support(forCapability: .variableColor) == .unsupported)
        #expect(star.support(forCapability: .draw) == .unknown)
        let heartFill = try #require(catalog["heart.fill"])
        #expect(heartFill.support(forCapability: .multicolor) == (heartFill.isMulticolor ? .supported : .unsupported))
        #expect(catalog.symbols.allSatisfy { $0.supportsDraw == nil })
    }

    @Test(
        "agrees with Apple's variable and multicolor category lists in SFSymbolData.json",
        .enabled(if: DataFiles.shouldRun))
    func crossCheck() throws {
        let categories = try #require(DataFiles.primary["symbolCategories"] as? [String: [String]])
        for symbol in catalog.symbols {
            let keys = categories[symbol.name] ?? []
            #expect(
                symbol.support(forCapability: .variableColor) == (keys.contains("variable") ? .supported : .unsupported)
            )
            #expect(
                symbol.support(forCapability: .multicolor) == (keys.contains("multicolor") ? .supported : .unsupported))
        }
        let variable = catalog.symbols.filter { $0.support(forCapability: .variableColor) == .supported }.count
        #expect(variable == 1_097)
    }

    @Test("offers every universal animation and only the animations a symbol can show")
    func animations() throws {
        let wifi = try #require(catalog["wifi"])
        #expect(wifi.animations() == SymbolAnimation.allCases)
        #expect(
            wifi.animations(includingUnknown: false)
                == SymbolAnimation.allCases.filter { $0 != .drawOn && $0 != .drawOff })
        let star = try #require(catalog["star"])
        #expect(!star.animations().contains(.variableColor))
        #expect(star.animations().contains(.drawOn))
        #expect(star.support(for: .bounce) == .supported)
        #expect(star.support(for: .variableColor) == .unsupported)
        #expect(SymbolAnimation.drawOff.requiredCapability == .draw)
        #expect(SymbolAnimation.variableColor.requiredCapability == .variableColor)
        #expect(SymbolAnimation.magicReplace.requiredCapability == nil)
    }

    @Test("knows Draw support when the metadata lists Draw symbols")
    func drawFacts() throws {
        let catalog = try SFSymbolCatalog(
            version: "test", releases: "2025 26.0 26.0 26.0 26.0 26.0",
            categories: "draw|Draw|scribble\nvariable|Variable Color|slider.horizontal.below.rectangle",
            keywords: "", restrictions: "", symbols: "drawn|0|1||\nplain|0|2||", renames: "")
        let drawn = try #require(catalog["drawn"])
        let plain = try #require(catalog["plain"])
        #expect(drawn.supportsDraw == true)
        #expect(drawn.support(for: .drawOn) == .supported)
        #expect(plain.support(forCapability: .draw) == .unsupported)
        #expect(plain.support(forCapability: .variableColor) == .supported)
        #expect(plain.animations() == SymbolAnimation.allCases.filter { $0 != .drawOn && $0 != .drawOff })
        #expect(drawn.categories.isEmpty)

        let withoutFacts = try SFSymbolCatalog(
            version: "test", releases: "2025 26.0 26.0 26.0 26.0 26.0", categories: "draw|Draw|scribble",
            keywords: "", restrictions: "", symbols: "plain|0|0||", renames: "")
        #expect(withoutFacts["plain"]?.support(forCapability: .draw) == .unknown)
    }
}
