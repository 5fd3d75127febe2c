import Testing

@testable import DesignTokens

@Suite("Tracking")
struct TrackingTests {
    /// Rows of the HIG "Tracking values" table for SF Pro on iOS (size in points → points).
    @Test(
        "returns the published SF Pro tracking at listed sizes",
        arguments: [
            (6.0, 0.24), (11, 0.06), (12, 0), (13, -0.08), (17, -0.43), (19, -0.45), (20, -0.45),
            (22, -0.26), (24, 0.07), (28, 0.38), (32, 0.41), (34, 0.40), (54, 0.32), (72, 0.14),
            (76, 0.07), (96, 0),
        ])
    func listed(size: Double, points: Double) {
        #expect(abs(Tracking.sfPro(pointSize: size) - points) < 1e-9)
    }

    /// The same HIG table's other column, in thousandths of an em at the listed sizes; sizes
    /// between two entries share the smaller entry's value. Both columns are rounded, so points
    /// and thousandths × size agree within half a thousandth of an em plus 0.01 pt.
    @Test("agrees with the table's thousandths-of-an-em column at every listed size up to 80 pt")
    func emColumn() {
        let em: [(Double, Double)] = [
            (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
            (25, 6), (26, 8), (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8),
            (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
        ]
        for row in Tracking.sfProTable where row.size <= 80 {
            let thousandths = em.last { $0.0 <= row.size }?.1 ?? 0
            let fromEm = thousandths * row.size / 1000
            #expect(abs(fromEm - row.points) <= row.size / 2000 + 0.01 + 1e-9, "\(row.size) pt")
        }
    }

    @Test("interpolates linearly between listed sizes and clamps outside the table")
    func interpolation() {
        #expect(abs(Tracking.sfPro(pointSize: 55) - 0.31) < 1e-9)
        #expect(abs(Tracking.sfPro(pointSize: 17.5) - -0.435) < 1e-9)
        #expect(abs(Tracking.sfPro(pointSize: 74) - 0.105) < 1e-9)
        #expect(Tracking.sfPro(pointSize: 4) == 0.24)
        #expect(Tracking.sfPro(pointSize: 200) == 0)
        #expect(Tracking.sfPro(pointSize: .nan) == 0)
        #expect(Tracking.sfPro(pointSize: .infinity) == 0)
    }

    @Test("gives every Dynamic Type row the tracking of its point size")
    func dynamicType() {
        let large = TextStyle.allCases.map { $0.iOSTracking(.large) }
        let expected = [0.40, 0.38, -0.26, -0.45, -0.43, -0.43, -0.31, -0.23, -0.08, 0, 0.06]
        #expect(zip(large, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        // xSmall Body is 14 pt; AX5 Title 3 is 55 pt, between the listed 54 and 56.
        #expect(abs(TextStyle.body.iOSTracking(.xSmall) - -0.15) < 1e-9)
        #expect(abs(TextStyle.title3.iOSTracking(.accessibility5) - 0.31) < 1e-9)
    }

    @Test("puts the published tracking into the built-in iOS text styles")
    func builtIn() throws {
        let resolved = try TokenDocument.composableClarity().resolve(mode: [:])
        for style in TextStyle.allCases {
            let value = try #require(resolved["typography.\(style.rawValue)"]?.value)
            let spacing = try #require(value["letterSpacing"]?["value"]?.doubleValue)
            #expect(abs(spacing - style.iOSTracking(.large)) < 1e-9, "\(style)")
        }
    }
}
