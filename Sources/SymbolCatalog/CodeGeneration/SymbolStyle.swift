/// The nine symbol weights, matching the San Francisco font weights.
public enum SymbolWeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// Ultralight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular (the default).
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// Black.
    case black
}

/// The three symbol scales relative to the surrounding text.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, Codable {
    /// Small.
    case small
    /// Medium (the default).
    case medium
    /// Large.
    case large
}

/// How the layers of a symbol are coloured.
public enum SymbolRenderingMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// One colour for every layer.
    case monochrome
    /// One colour at decreasing opacities per layer.
    case hierarchical
    /// One colour per layer, given explicitly.
    case palette
    /// The symbol's own colours.
    case multicolor
}

/// One of the thirteen adaptive system colours.
public enum SystemColor: String, Sendable, Hashable, CaseIterable, Codable {
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Mint.
    case mint
    /// Teal.
    case teal
    /// Cyan.
    case cyan
    /// Blue.
    case blue
    /// Indigo.
    case indigo
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Brown.
    case brown
    /// Gray.
    case gray
}

/// A colour for a symbol: a system colour or an sRGB colour given as hex.
public enum SymbolColor: Sendable, Hashable, Codable {
    /// An adaptive system colour.
    case system(SystemColor)
    /// An sRGB colour with 8-bit components.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Parses `"#FF8000"`, `"FF8000"` or the short form `"#F80"`.
    /// - Throws: ``SymbolCodeError/invalidHexColor(_:)`` for anything else.
    public static func hex(_ text: String) throws -> SymbolColor {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count, digits.allSatisfy(\.isASCII) else {
            throw SymbolCodeError.invalidHexColor(text)
        }
        switch values.count {
        case 3:
            return .rgb(red: UInt8(values[0] * 17), green: UInt8(values[1] * 17), blue: UInt8(values[2] * 17))
        case 6:
            return .rgb(
                red: UInt8(values[0] * 16 + values[1]), green: UInt8(values[2] * 16 + values[3]),
                blue: UInt8(values[4] * 16 + values[5]))
        default:
            throw SymbolCodeError.invalidHexColor(text)
        }
    }
}

/// Why code could not be generated.
public enum SymbolCodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a 3- or 6-digit hex colour.
    case invalidHexColor(String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .invalidHexColor(let text): "\"\(text)\" is not a hex colour; use #RGB or #RRGGBB."
        }
    }
}

/// Every customization of a symbol image that the generated code applies.
///
/// ```swift
/// var style = SymbolStyle()
/// style.pointSize = 24
/// style.weight = .semibold
/// style.renderingMode = .palette
/// style.colors = [.system(.red), .system(.blue)]
/// ```
public struct SymbolStyle: Sendable, Hashable, Codable {
    /// The point size, or `nil` for the text style's size.
    public var pointSize: Double?
    /// The weight.
    public var weight: SymbolWeight
    /// The scale, or `nil` for the default.
    public var scale: SymbolScale?
    /// The rendering mode.
    public var renderingMode: SymbolRenderingMode
    /// Colours: the tint for monochrome and hierarchical, one per layer for palette, ignored for multicolor.
    public var colors: [SymbolColor]
    /// The variable-colour value from 0 to 1, or `nil` to show every layer.
    public var variableValue: Double?

    /// Creates a style; the defaults produce a plain symbol image.
    public init(
        pointSize: Double? = nil, weight: SymbolWeight = .regular, scale: SymbolScale? = nil,
        renderingMode: SymbolRenderingMode = .monochrome, colors: [SymbolColor] = [], variableValue: Double? = nil
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.renderingMode = renderingMode
        self.colors = colors
        self.variableValue = variableValue.map { min(max($0, 0), 1) }
    }
}
