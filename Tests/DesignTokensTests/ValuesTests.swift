import Testing

@testable import DesignTokens

@Suite("Colour spaces")
struct ColorSpaceTests {
    /// WCAG 2.x linearisation either side of the 0.04045 threshold: 10/255 is linear
    /// (÷ 12.92), 11/255 takes the power curve.
    @Test("channel values 10 and 11 fall either side of the sRGB threshold")
    func threshold() {
        let ten = RGBColor(red: 10 / 255, green: 10 / 255, blue: 10 / 255)
        let eleven = RGBColor(red: 11 / 255, green: 11 / 255, blue: 11 / 255)
        #expect(abs(ten.relativeLuminance - 0.003_035_3) < 1e-7)
        #expect(abs(eleven.relativeLuminance - 0.003_346_5) < 1e-7)
        #expect(abs(RGBColor.linearize(-0.5) + RGBColor.linearize(0.5)) < 1e-12)
        #expect(abs(RGBColor.encode(RGBColor.linearize(0.3)) - 0.3) < 1e-12)
    }

    /// Values from CSS Color 4's worked conversions with Ottosson's matrices:
    /// sRGB red is oklab(0.62796 0.22486 0.12585), oklch(0.62796 0.25768 29.234).
    @Test("sRGB to OKLab and OKLCH with Ottosson's matrices")
    func oklab() {
        let red = RGBColor(red: 1, green: 0, blue: 0).oklab
        #expect(abs(red.l - 0.627_96) < 1e-4)
        #expect(abs(red.a - 0.224_86) < 1e-4)
        #expect(abs(red.b - 0.125_85) < 1e-4)
        let polar = red.lch
        #expect(abs(polar.c - 0.257_68) < 1e-4)
        #expect(abs(polar.h - 29.234) < 1e-2)
        let white = RGBColor.white.oklab
        #expect(abs(white.l - 1) < 1e-4 && abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
        #expect(white.lch.h == 0)
        let back = RGBColor(oklab: OKLab(l: 0.627_96, a: 0.224_86, b: 0.125_85))
        #expect(abs(back.red - 1) < 1e-3 && back.green < 1e-3 && back.blue < 1e-3)
        let blue = RGBColor(red: 0, green: 0, blue: 1).oklab.lch
        #expect(abs(blue.h - 264.05) < 0.05)
        let roundTrip = RGBColor(oklab: blue.oklab)
        #expect(abs(roundTrip.blue - 1) < 1e-6 && roundTrip.red < 1e-6)
    }

    /// CSS Color 4: sRGB red is color(display-p3 0.9175 0.2003 0.1386).
    @Test("sRGB red in Display P3 and back")
    func displayP3() {
        let p3 = RGBColor(red: 1, green: 0, blue: 0).displayP3
        #expect(abs(p3.red - 0.9175) < 1e-3)
        #expect(abs(p3.green - 0.2003) < 1e-3)
        #expect(abs(p3.blue - 0.1386) < 1e-3)
        let back = RGBColor(displayP3Red: p3.red, green: p3.green, blue: p3.blue)
        #expect(abs(back.red - 1) < 1e-4 && back.green < 1e-4 && back.blue < 1e-4)
    }

    /// CSS Color 4 §7: hsl(120 100% 25%) is #008000.
    @Test("HSL, hex output and compositing")
    func hslAndHex() {
        #expect(RGBColor(hue: 120, saturation: 1, lightness: 0.25).hexString == "#008000")
        #expect(RGBColor(hue: -240, saturation: 1, lightness: 0.5).hexString == "#00ff00")
        #expect(RGBColor(red: 1, green: 0, blue: 0, alpha: 0.5).hexString == "#ff000080")
        let half = RGBColor(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white)
        #expect(abs(half.red - 0.5) < 1e-12 && half.alpha == 1)
        #expect(RGBColor(red: .nan, green: 2, blue: -1).red == 0)
    }
}

@Suite("Springs and curves")
struct MotionTests {
    /// Apple's documentation: SwiftUI's `Spring(duration: 0.5, bounce: 0.3)` has mass 1,
    /// stiffness ≈ 157.9 and damping ≈ 17.6.
    @Test("duration and bounce convert to mass, stiffness and damping")
    func spring() {
        let spring = SpringTiming(duration: .milliseconds(500), bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        let back = SpringTiming(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(back.duration / .seconds(1) - 0.5) < 1e-12)
        #expect(abs(back.bounce - 0.3) < 1e-12)
    }

    @Test(
        "conversion is exact both ways for bouncy and overdamped springs",
        arguments: [(0.5, 0.0), (0.3, 0.15), (1.0, -0.4), (0.8, 0.9), (2.0, -0.9)])
    func roundTrip(duration: Double, bounce: Double) {
        let spring = SpringTiming(duration: .seconds(duration), bounce: bounce)
        let back = SpringTiming(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        #expect(abs(back.duration / .seconds(1) - duration) < 1e-9)
        #expect(abs(back.bounce - bounce) < 1e-9)
    }

    @Test("SwiftUI presets")
    func presets() {
        #expect(SpringTiming.smooth == SpringTiming(duration: .milliseconds(500), bounce: 0))
        #expect(SpringTiming() == .smooth)
        #expect(SpringTiming.snappy.bounce == 0.15)
        #expect(SpringTiming.bouncy.bounce == 0.3)
        #expect(abs(SpringTiming.smooth.dampingRatio - 1) < 1e-12)
    }

    @Test("cubic Bézier curves evaluate like CSS easing")
    func bezier() {
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(CubicBezier.linear.progress(at: 0.3) - 0.3) < 1e-6)
        #expect(CubicBezier.easeIn.progress(at: 0.25) < 0.25)
        #expect(CubicBezier.easeOut.progress(at: 0.25) > 0.25)
        #expect(CubicBezier.ease.progress(at: 0) == 0)
        #expect(abs(CubicBezier.ease.progress(at: 1) - 1) < 1e-9)
        #expect(
            CubicBezier.ease.dtcgValue
                == .array([
                    .number(JSONNumber(0.25)), .number(JSONNumber(0.1)), .number(JSONNumber(0.25)),
                    .number(JSONNumber(1)),
                ]))
    }
}

@Suite("Typography and grid")
struct TypographyTests {
    /// Rows of the iOS Dynamic Type sizes table in Apple's Human Interface Guidelines:
    /// Large Title, Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote, Caption 1, Caption 2.
    @Test(
        "iOS Dynamic Type sizes match Apple's table",
        arguments: [
            (TextStyle.DynamicTypeSize.xSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
            (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
            (.xxxLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
            (.accessibility1, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
            (.accessibility5, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
        ])
    func dynamicType(size: TextStyle.DynamicTypeSize, points: [Int]) {
        #expect(TextStyle.allCases.map { Int($0.iOSSize(size)) } == points)
    }

    @Test("macOS sizes, weights and leading")
    func macOS() {
        #expect(TextStyle.allCases.map { Int($0.macOSSize) } == [26, 22, 17, 15, 13, 13, 12, 11, 10, 10, 10])
        #expect(TextStyle.headline.iOSWeight == 600 && TextStyle.headline.macOSWeight == 700)
        #expect(TextStyle.body.iOSWeight == 400 && TextStyle.body.macOSWeight == 400)
        #expect(TextStyle.body.iOSLeading == 22 && TextStyle.body.macOSLeading == 16)
        #expect(
            TextStyle.DynamicTypeSize.accessibility1.isAccessibilitySize
                && !TextStyle.DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(TextStyle.DynamicTypeSize.allCases.count == 12)
    }

    @Test("the 4-point grid with 8-point steps")
    func grid() {
        let grid = SpacingGrid.composableClarity
        #expect(grid.unit == 4 && grid.step == 8)
        for value in [0.0, 4, 8, 12, 16, 24] { #expect(grid.contains(value)) }
        #expect(!grid.contains(10) && !grid.contains(-4))
        #expect(grid.snap(10.1) == 12 && grid.snap(-3) == 0)
    }
}
