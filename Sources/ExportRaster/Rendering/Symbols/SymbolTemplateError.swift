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
