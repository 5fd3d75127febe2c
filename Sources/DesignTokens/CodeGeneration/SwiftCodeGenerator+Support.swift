extension SwiftCodeGenerator {
    /// The file's opening: what it is, and the imports. SwiftUI where it exists, Foundation
    /// (for `CGFloat`) where it does not, and the platform's UI framework for dynamic colours.
    static let header = """
        // Generated from a DTCG 2025.10 token document by SwiftCodeGenerator. Do not edit by hand; regenerate instead.

        #if canImport(SwiftUI)
            import SwiftUI
        #else
            import Foundation
        #endif
        #if canImport(UIKit)
            import UIKit
        #elseif canImport(AppKit)
            import AppKit
        #endif


        """

    /// The types and helpers the members use, each only when used.
    func supportDeclarations(_ usage: Usage) -> String {
        guard usage.shadow || usage.border || usage.appearanceColor else { return "" }
        var text = "\n#if canImport(SwiftUI)\n"
        if usage.shadow {
            text += """
                    /// One shadow layer, for `shadow(color:radius:x:y:)`: the radius is half the CSS blur radius.
                    public struct \(shadowTypeName) {
                        /// The shadow's colour.
                        public let color: SwiftUI.Color
                        /// The blur radius as SwiftUI and Core Animation measure it.
                        public let radius: CGFloat
                        /// Horizontal offset.
                        public let x: CGFloat
                        /// Vertical offset.
                        public let y: CGFloat
                        /// How far the shadow grows before blurring (SwiftUI has no spread; draw it yourself).
                        public let spread: CGFloat
                        /// Whether the shadow falls inside the shape.
                        public let inset: Swift.Bool
                    }

                """
        }
        if usage.border {
            text += """
                    /// A border: colour, width in points and stroke style (`solid`, `dashed`…).
                    public struct \(borderTypeName) {
                        /// The stroke's colour.
                        public let color: SwiftUI.Color
                        /// The stroke's width.
                        public let width: CGFloat
                        /// The DTCG stroke style keyword.
                        public let style: Swift.String
                    }

                """
        }
        if usage.appearanceColor {
            text += """
                    /// Colours that follow the appearance (light or dark) and the Increase Contrast setting.
                    private enum \(appearanceColorTypeName) {
                        /// Red, green, blue and opacity, 0...1, in sRGB.
                        typealias Components = (red: Swift.Double, green: Swift.Double, blue: Swift.Double, opacity: Swift.Double)

                        /// A colour with a value for each appearance, resolved by the platform when drawn.
                        static func color(
                            light: Components, dark: Components, lightIncreasedContrast: Components, darkIncreasedContrast: Components
                        ) -> SwiftUI.Color {
                            #if canImport(UIKit)
                                return SwiftUI.Color(
                                    uiColor: UIColor { traits in
                                        let high = traits.accessibilityContrast == .high
                                        let value: Components =
                                            traits.userInterfaceStyle == .dark
                                            ? (high ? darkIncreasedContrast : dark) : (high ? lightIncreasedContrast : light)
                                        return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                                    })
                            #elseif canImport(AppKit)
                                return SwiftUI.Color(
                                    nsColor: NSColor(name: nil) { appearance in
                                        let match = appearance.bestMatch(from: [
                                            .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
                                        ])
                                        let isDark = match == .darkAqua || match == .accessibilityHighContrastDarkAqua
                                        let high = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua
                                        let value: Components = isDark ? (high ? darkIncreasedContrast : dark) : (high ? lightIncreasedContrast : light)
                                        return NSColor(srgbRed: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
                                    })
                            #else
                                return SwiftUI.Color(.sRGB, red: light.red, green: light.green, blue: light.blue, opacity: light.opacity)
                            #endif
                        }
                    }

                """
        }
        return text + "#endif\n"
    }
}
