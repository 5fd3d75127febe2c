extension SymbolStyle {
    /// How the layers of a symbol are coloured.
    ///
    /// The cases match SwiftUI's `SymbolRenderingMode` and the rendering options of UIKit's and
    /// AppKit's symbol configurations; the generated code spells them for each framework.
    public enum RenderingMode: String, Sendable, Hashable, CaseIterable, Codable {
        /// One colour for every layer.
        case monochrome
        /// One colour at decreasing opacities per layer.
        case hierarchical
        /// One colour per layer, given explicitly.
        case palette
        /// The symbol's own colours.
        case multicolor
    }
}
