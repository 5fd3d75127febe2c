/// One weight × scale design of a symbol, the id of its group in a template (`Regular-M`).
public struct SymbolVariant: Sendable, Hashable, CustomStringConvertible {
    /// The nine font weights a template may hold, lightest first.
    public enum Weight: String, Sendable, CaseIterable {
        /// `Ultralight`.
        case ultralight = "Ultralight"
        /// `Thin`.
        case thin = "Thin"
        /// `Light`.
        case light = "Light"
        /// `Regular`.
        case regular = "Regular"
        /// `Medium`.
        case medium = "Medium"
        /// `Semibold`.
        case semibold = "Semibold"
        /// `Bold`.
        case bold = "Bold"
        /// `Heavy`.
        case heavy = "Heavy"
        /// `Black`.
        case black = "Black"
    }

    /// The three symbol scales: small, medium and large.
    public enum Scale: String, Sendable, CaseIterable {
        /// `S`.
        case small = "S"
        /// `M`.
        case medium = "M"
        /// `L`.
        case large = "L"
    }

    /// The weight.
    public var weight: Weight
    /// The scale.
    public var scale: Scale

    /// Creates a variant.
    public init(weight: Weight, scale: Scale) {
        self.weight = weight
        self.scale = scale
    }

    /// Reads a group id such as `Regular-M`; `nil` for any other string.
    public init?(id: String) {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let weight = Weight(rawValue: String(parts[0])),
            let scale = Scale(rawValue: String(parts[1]))
        else { return nil }
        self.init(weight: weight, scale: scale)
    }

    /// The group id, for example `Regular-M`.
    public var id: String { weight.rawValue + "-" + scale.rawValue }

    /// The group id.
    public var description: String { id }
}

/// Why a symbol template could not be read or rendered.
public enum SymbolTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not a readable SVG.
    case invalidSVG(SVGError)
    /// The file has no `Symbols` group or no variant group inside it.
    case noVariants
    /// The requested variant is not in the template; `available` lists those that are.
    case missingVariant(SymbolVariant, available: [SymbolVariant])
    /// Palette mode needs at least one colour.
    case emptyPalette
    /// The output size is not positive or too large.
    case invalidSize(Int)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .invalidSVG(let error): return "The symbol template is not valid SVG: \(error.description)"
        case .noVariants: return "The SVG has no Symbols group with weight and scale variants such as Regular-M."
        case .missingVariant(let variant, let available):
            let list = available.map(\.id).joined(separator: ", ")
            return "The template has no \(variant.id) variant; it has \(list.isEmpty ? "none" : list)."
        case .emptyPalette: return "Palette rendering needs at least one colour."
        case .invalidSize(let size): return "\(size) pixels is not a valid symbol image size."
        }
    }
}
