/// The thirteen token types of the Design Tokens Format Module 2025.10 (§8 and §9).
public enum TokenType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// §8.1 `color`: an object with `colorSpace`, `components`, optional `alpha` and `hex`.
    case color
    /// §8.2 `dimension`: `{ "value": number, "unit": "px" | "rem" }`.
    case dimension
    /// §8.3 `fontFamily`: a string or an array of strings.
    case fontFamily
    /// §8.4 `fontWeight`: a number 1...1000 or a named weight.
    case fontWeight
    /// §8.5 `duration`: `{ "value": number, "unit": "ms" | "s" }`.
    case duration
    /// §8.6 `cubicBezier`: `[P1x, P1y, P2x, P2y]` with x in 0...1.
    case cubicBezier
    /// §8.7 `number`: a JSON number.
    case number
    /// §9.2 `strokeStyle`: a keyword or `{ dashArray, lineCap }`.
    case strokeStyle
    /// §9.3 `border`: `{ color, width, style }`.
    case border
    /// §9.4 `transition`: `{ duration, delay, timingFunction }`.
    case transition
    /// §9.5 `shadow`: one or an array of `{ color, offsetX, offsetY, blur, spread, inset? }`.
    case shadow
    /// §9.6 `gradient`: an array of `{ color, position }` stops.
    case gradient
    /// §9.7 `typography`: `{ fontFamily, fontSize, fontWeight, letterSpacing, lineHeight }`.
    case typography

    /// The type name as written in `$type`.
    public var description: String { rawValue }

    /// The sub-values of a composite type and the type each must have (§9).
    var parts: [(name: String, type: TokenType, required: Bool)] {
        switch self {
        case .border: [("color", .color, true), ("width", .dimension, true), ("style", .strokeStyle, true)]
        case .transition:
            [("duration", .duration, true), ("delay", .duration, true), ("timingFunction", .cubicBezier, true)]
        case .shadow:
            [
                ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
                ("blur", .dimension, true), ("spread", .dimension, true),
            ]
        case .typography:
            [
                ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true), ("fontWeight", .fontWeight, true),
                ("letterSpacing", .dimension, true), ("lineHeight", .number, true),
            ]
        default: []
        }
    }

    /// Named font weights of §8.4 and their numeric values.
    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// Stroke style keywords of §9.2.
    static let strokeKeywords: Set<String> = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
    ]

    /// Colour spaces §8.1 allows.
    static let colorSpaces: Set<String> = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
        "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]
}
