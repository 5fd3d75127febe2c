import Testing

@testable import SymbolCatalog

@Suite("SymbolColor")
struct SymbolColorTests {
    @Test(
        "writes an sRGB colour back as #RRGGBB",
        arguments: [
            (SymbolColor.rgb(red: 255, green: 128, blue: 0), "#FF8000"), (.rgb(red: 0, green: 0, blue: 0), "#000000"),
            (.rgb(red: 255, green: 255, blue: 255), "#FFFFFF"), (.rgb(red: 10, green: 11, blue: 171), "#0A0BAB"),
        ])
    func hexString(color: SymbolColor, expected: String) {
        #expect(color.hexString == expected)
    }

    @Test("round-trips hex text through the parser, upper-casing and expanding the short form")
    func roundTrip() throws {
        #expect(try SymbolColor.hex("#f80").hexString == "#FF8800")
        #expect(try SymbolColor.hex("ff3b30").hexString == "#FF3B30")
        for text in ["#000000", "#123456", "#ABCDEF", "#FF3B30"] {
            #expect(try SymbolColor.hex(text).hexString == text)
        }
    }

    @Test("has no hex string for an adaptive system colour")
    func system() {
        #expect(SymbolColor.system(.red).hexString == nil)
    }
}
