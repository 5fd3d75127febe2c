extension SymbolTemplate {
    /// How a symbol's layers are coloured (the four SF Symbols rendering modes).
    public enum RenderingMode: Sendable, Equatable {
        /// Every layer in one colour.
        case monochrome(RasterImage.Color)
        /// One colour, with secondary and tertiary layers drawn at lower opacity
        /// (see ``SymbolTemplate/hierarchicalOpacities``).
        case hierarchical(RasterImage.Color)
        /// Primary, secondary and tertiary layers take the colours in order; when fewer colours are
        /// given, the last one is reused.
        case palette([RasterImage.Color])
        /// Each layer in the colour the template assigns it.
        case multicolor
    }
}
