import Testing

@testable import SymbolCatalog

@Suite("Symbol accessibility labels")
struct SymbolAccessibilityLabelTests {
    let catalog = SFSymbolCatalog.bundled

    @Test("reads heart.fill as \"heart, filled\"")
    func contract() {
        #expect(catalog["heart.fill"]?.accessibilityLabel == "heart, filled")
    }

    /// Each expected label is derived by hand from the rules in the documentation.
    @Test(
        "speaks names by the documented rules",
        arguments: [
            ("square.and.arrow.up", "square and arrow up"),
            ("heart", "heart"),
            ("bell.slash.fill", "bell, slashed, filled"),
            ("person.badge.plus", "person with plus badge"),
            ("person.crop.circle.badge.plus", "person crop in circle with plus badge"),
            ("person.fill.badge.plus", "person with plus badge, filled"),
            ("app.badge", "app with badge"),
            ("car.trianglebadge.exclamationmark", "car with exclamation mark triangle badge"),
            ("heart.circle", "heart in circle"),
            ("xmark.circle.fill", "x mark in circle, filled"),
            ("exclamationmark.triangle", "exclamation mark in triangle"),
            ("square.on.circle", "square on circle"),
            ("circle.fill", "circle, filled"),
            ("slash.circle", "slash in circle"),
            ("magnifyingglass", "magnifying glass"),
            ("icloud.and.arrow.up", "iCloud and arrow up"),
            ("square.grid.2x2", "square grid 2 by 2"),
            ("battery.100percent", "battery 100 percent"),
            ("0.circle", "0 in circle"),
            ("a.circle", "A in circle"),
            ("airpods.gen3", "AirPods generation 3"),
            ("l1.button.roundedbottom.horizontal", "L1 button rounded bottom horizontal"),
            ("rotate.3d", "rotate 3D"),
            ("dollarsign", "dollar sign"),
            ("australiandollarsign.circle", "Australian dollar sign in circle"),
            ("pip.exit", "picture in picture exit"),
            ("wifi.slash", "Wi-Fi, slashed"),
            ("square.3.layers.3d.down.backward.slash.rtl", "square 3 layers 3D down backward, slashed, right to left"),
            ("character.book.closed.ar", "character book closed, Arabic"),
            ("return", "return"),
        ])
    func rules(name: String, expected: String) {
        #expect(Symbol.accessibilityLabel(for: name) == expected)
    }

    @Test("gives all 7,006 current names and every localized variant a clean label")
    func everyName() {
        let symbols = catalog.symbols + catalog.localizedVariants
        #expect(symbols.count > 7_006)
        var bad: [String] = []
        for symbol in symbols {
            let label = symbol.accessibilityLabel
            if label.isEmpty || label.contains(".") || label.contains("  ") || label.contains(",,")
                || label.contains(", ,") || label.hasPrefix(" ") || label.hasSuffix(" ") || label.hasPrefix(",")
                || label.hasSuffix(",") || label == symbol.name && symbol.name.contains(".")
            {
                bad.append("\(symbol.name) → \(label)")
            }
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    @Test("keeps only entries in the spoken-part table that some SF Symbols 7.2 name uses")
    func tableEntriesAreUsed() {
        var parts: Set<String> = []
        for symbol in catalog.symbols + catalog.localizedVariants {
            for part in symbol.name.split(separator: ".") {
                parts.insert(String(part))
                // Letters before digits (gen1) and the words before "sign" (australiandollarsign).
                parts.insert(String(part.prefix { $0.isLetter }))
                if part.hasSuffix("sign") { parts.insert(String(part.dropLast(4))) }
            }
        }
        let unused = Symbol.spokenParts.keys.filter { !parts.contains($0) }
        #expect(unused.isEmpty, "\(unused.sorted())")
    }

    @Test("speaks a name without parts as itself and an unknown part as written")
    func edges() {
        #expect(Symbol.accessibilityLabel(for: "") == "")
        #expect(Symbol.accessibilityLabel(for: "fill") == "fill")
        #expect(Symbol.accessibilityLabel(for: "zebra.square") == "zebra in square")
    }
}
