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
