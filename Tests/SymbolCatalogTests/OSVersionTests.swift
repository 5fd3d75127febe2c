import Testing

@testable import SymbolCatalog

@Suite("OSVersion")
struct OSVersionTests {
    @Test(
        "parses major and major.minor", arguments: [("13", 13, 0), ("13.0", 13, 0), ("17.4", 17, 4), ("26.1", 26, 1)])
    func parses(text: String, major: Int, minor: Int) {
        #expect(OSVersion(text) == OSVersion(major, minor))
    }

    @Test("rejects malformed text", arguments: ["", "13.", ".1", "a.b", "1.2.3", "-1.0", "13.-1"])
    func rejects(text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test("orders numerically, not lexically")
    func ordering() {
        #expect(OSVersion(9, 0) < OSVersion(13, 0))
        #expect(OSVersion(17, 4) < OSVersion(17, 10))
        #expect(OSVersion(17, 4).description == "17.4")
    }
}
