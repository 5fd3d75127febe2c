/// A per-symbol ability that some animations and rendering features need.
///
/// Most animations work on any symbol ("universal animations", WWDC23 *Animate symbols in your app*,
/// <https://developer.apple.com/videos/play/wwdc2023/10258>). Variable Color "affect[s] only symbols
/// containing variable color layers"
/// (<https://developer.apple.com/documentation/symbols/variablecolorsymboleffect>), the multicolor
/// rendering mode only symbols that have multicolor layers, and Draw On / Draw Off animate "parts of the
/// symbol with draw data" (<https://developer.apple.com/documentation/symbols/drawonsymboleffect>).
public enum SymbolCapability: String, CaseIterable, Sendable, Hashable, Codable {
    /// Variable colour layers: the Variable Color animation and variable values.
    case variableColor
    /// Multicolor layers: the multicolor rendering mode.
    case multicolor
    /// Draw data (SF Symbols 7): Draw On and Draw Off.
    case draw
    /// Variable draw data (SF Symbols 7): `.symbolVariableValueMode(.draw)`.
    case variableDraw

    /// Whether a symbol has a capability, as far as the catalog's metadata says.
    public enum Support: String, Sendable, Hashable, Codable {
        /// The metadata lists the symbol as having it.
        case supported
        /// The metadata has the facts and does not list the symbol.
        case unsupported
        /// The metadata does not say: the bundled SF Symbols 7.2 data has no per-symbol Draw list.
        case unknown
    }
}

extension SymbolAnimation {
    /// The capability a symbol needs for the animation to show, or `nil` when every symbol can play it.
    public var requiredCapability: SymbolCapability? {
        switch self {
        case .variableColor: .variableColor
        case .drawOn, .drawOff: .draw
        default: nil
        }
    }
}
